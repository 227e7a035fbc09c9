class clock::server {
  $mode = 'serve'
  notice('server')
}
