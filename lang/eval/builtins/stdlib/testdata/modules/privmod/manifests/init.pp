class privmod {
  include privmod::inner
  privmod::thing { 'a': }
  notice(privmod::helper())
}
