case 'ab' {
  /(a)/: {
    case 'cd' { /(c)/: { notice($1) } }
    notice($1)
  }
}
