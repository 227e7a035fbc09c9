# @summary Installs nginx, writes its main configuration and keeps it
# running. Sites are added with webserver::site.
#
# @param user              the user nginx's workers run as
# @param sites_dir         the directory of the sites' configuration
# @param worker_processes  how many worker processes nginx starts
class webserver (
  String[1]   $user,
  String[1]   $sites_dir,
  Integer[1]  $worker_processes = 2,
) {
  package { 'nginx':
    ensure => installed,
  }

  file { '/etc/nginx/nginx.conf':
    ensure  => file,
    mode    => '0644',
    content => epp('webserver/nginx.conf.epp', {
      'user'             => $user,
      'worker_processes' => $worker_processes,
      'sites_dir'        => $sites_dir,
    }),
    require => Package['nginx'],
    notify  => Service['nginx'],
  }

  service { 'nginx':
    ensure => running,
    enable => true,
  }
}
