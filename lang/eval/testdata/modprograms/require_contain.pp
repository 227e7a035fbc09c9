class wrapper {
  contain util
  require clock::server
}
include wrapper
