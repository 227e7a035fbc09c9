class privmod::custom {
  assert_private('custom message for privmod::custom')
}
