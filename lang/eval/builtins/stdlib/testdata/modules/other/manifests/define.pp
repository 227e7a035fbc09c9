class other::define {
  privmod::thing { 'b': }
}
