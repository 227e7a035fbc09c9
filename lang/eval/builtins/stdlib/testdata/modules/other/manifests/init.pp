class other {
  include privmod::inner
}
