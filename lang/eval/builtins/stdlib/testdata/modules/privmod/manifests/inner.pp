class privmod::inner {
  assert_private()
  notice('inner is fine')
}
