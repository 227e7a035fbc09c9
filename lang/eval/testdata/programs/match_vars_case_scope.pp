case 'abc' {
  /(a)/: {
    notice($1)
    'xyz' =~ /(y)/
    notice($1)
  }
}
notice("[$1]")
