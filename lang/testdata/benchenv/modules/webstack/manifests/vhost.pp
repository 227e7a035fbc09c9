# One virtual host: its configuration, the link that enables it, its
# document root and, with TLS, its certificate files.
define webstack::vhost (
  Webstack::Port $port,
  Boolean $ssl,
  Array[Webstack::Host] $aliases = [],
  Array[Pattern[/\A[0-9.]+:[0-9]+\z/], 1] $upstreams,
  Hash[String, Hash] $locations = { '/' => { 'proxy' => true } },
) {
  $docroot = "/var/www/${title}"
  $upstream = regsubst($title, /\./, '_', 'G')
  file { "/etc/nginx/sites-available/${title}.conf":
    ensure  => file,
    content => epp('webstack/vhost.conf.epp', {
      'name'      => $title,
      'port'      => $port,
      'ssl'       => $ssl,
      'aliases'   => $aliases,
      'upstream'  => $upstream,
      'upstreams' => $upstreams,
      'locations' => $locations,
      'docroot'   => $docroot,
    }),
    notify  => Service[$webstack::service],
  }
  file { "/etc/nginx/sites-enabled/${title}.conf":
    ensure => link,
    target => "/etc/nginx/sites-available/${title}.conf",
  }
  file { $docroot:
    ensure => directory,
    owner  => 'www-data',
  }
  if $ssl {
    file { ["/etc/ssl/certs/${title}.pem", "/etc/ssl/private/${title}.key"]:
      ensure => file,
      mode   => '0640',
    }
  }
  monitoring::check { "vhost_${title}":
    command => 'check_http',
    args    => ['-H', $title, '-p', String($port)] + ($ssl ? { true => ['--ssl'], default => [] }),
  }
}
