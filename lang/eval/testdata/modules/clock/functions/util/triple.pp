function clock::util::triple(Integer $x) >> Integer {
  $x * 3
}
