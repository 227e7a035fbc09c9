class clock::config {
  notice("config module_name=${module_name} caller=${caller_module_name}")
  notice(clock::double(21))
  notice(clock::util::triple(2))
  file { '/etc/clock.conf':
    content => epp('clock/clock.conf.epp', { 'server' => $clock::server, 'port' => $clock::port }),
  }
  notice(epp('clock/clock.conf.epp', { 'server' => $clock::server, 'port' => $clock::port }))
}
