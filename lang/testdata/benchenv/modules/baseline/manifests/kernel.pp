# Kernel settings: one file per setting and one reload when any changes.
class baseline::kernel {
  $settings = $baseline::sysctl
  exec { 'sysctl reload':
    command     => '/sbin/sysctl --system',
    refreshonly => true,
  }
  $settings.keys.sort.each |$key| {
    $value = $settings[$key]
    file { "/etc/sysctl.d/60-${key}.conf":
      ensure  => file,
      content => "# managed\n${key} = ${value}\n",
      notify  => Exec['sysctl reload'],
    }
  }
  file { '/etc/sysctl.d/99-summary.conf':
    ensure  => file,
    content => epp('baseline/sysctl.epp', { 'settings' => $settings }),
  }
}
