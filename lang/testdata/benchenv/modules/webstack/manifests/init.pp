# A web server with its virtual hosts, all from Hiera.
class webstack (
  String[1] $package,
  String[1] $service,
  Integer[1, 64] $worker_processes,
  Hash[Webstack::Host, Webstack::Site] $vhosts,
  Integer[1] $log_days = 7,
) {
  package { $package: ensure => installed }
  file { ['/etc/nginx', '/etc/nginx/sites-available', '/etc/nginx/sites-enabled', '/var/www']:
    ensure  => directory,
    require => Package[$package],
  }
  file { '/etc/nginx/nginx.conf':
    ensure  => file,
    content => epp('webstack/nginx.conf.epp', {
      'workers'     => $worker_processes,
      'connections' => $worker_processes * 1024,
      'vhosts'      => $vhosts.length,
    }),
    notify  => Service[$service],
  }
  file { '/etc/logrotate.d/nginx':
    ensure  => file,
    content => "/var/log/nginx/*.log {\n  daily\n  rotate ${log_days}\n  compress\n}\n",
  }
  service { $service:
    ensure => running,
    enable => true,
  }
  $vhosts.each |$name, $v| {
    webstack::vhost { $name:
      * => $v,
    }
  }
}
