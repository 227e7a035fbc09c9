class clock::server::pool inherits clock::server {
  notice("pool inherits server: ${clock::server::mode}")
}
