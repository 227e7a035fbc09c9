# @summary One site nginx serves: its configuration (from an ERB
# template) and its document root.
#
# @param server_name the host name the site answers to
# @param port        the port it listens on
# @param docroot     the directory of its files
define webserver::site (
  String[1]  $server_name,
  Integer[1, 65535] $port = 80,
  String[1]  $docroot     = "/var/www/${title}",
) {
  include webserver

  file { $docroot:
    ensure => directory,
    owner  => $webserver::user,
    mode   => '0755',
  }

  file { "${webserver::sites_dir}/${title}.conf":
    ensure  => file,
    mode    => '0644',
    content => template('webserver/site.conf.erb'),
    require => Package['nginx'],
    notify  => Service['nginx'],
  }
}
