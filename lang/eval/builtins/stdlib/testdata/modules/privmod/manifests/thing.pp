define privmod::thing {
  assert_private()
  ensure_resource('file', "/tmp/${title}", { ensure => file })
}
