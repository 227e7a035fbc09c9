# Time keeping with chrony.
class baseline::time {
  package { 'chrony': ensure => installed }
  file { '/etc/chrony/chrony.conf':
    ensure  => file,
    content => epp('baseline/chrony.conf.epp', { 'servers' => $baseline::ntp_servers, 'iburst' => true }),
    require => Package['chrony'],
    notify  => Service['chrony'],
  }
  service { 'chrony':
    ensure => running,
    enable => true,
  }
}
