function clock::double(Integer $x) >> Integer {
  $x * 2
}
