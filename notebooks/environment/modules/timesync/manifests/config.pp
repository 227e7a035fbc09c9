# @summary Writes chrony's configuration from an EPP template.
class timesync::config {
  file { $timesync::config_file:
    ensure  => file,
    owner   => 'root',
    group   => 'root',
    mode    => '0644',
    content => epp('timesync/chrony.conf.epp', {
      'servers' => $timesync::servers,
      'iburst'  => $timesync::iburst,
    }),
  }
}
