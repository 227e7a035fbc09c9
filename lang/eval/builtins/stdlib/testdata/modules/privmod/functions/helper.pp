function privmod::helper() {
  assert_private()
  'helper is fine'
}
