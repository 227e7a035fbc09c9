# A manifest with classes, defines, relationships and collectors; its
# catalog is compared with the one Puppet compiles (golden.puppet.json).
class base($x = 1, String $label = "base-${x}") {
  notify { "base ${x}": message => $label }
}

class app inherits base {
  include app::config
  app::site { 'one': port => 8080 }
  app::site { ['two', 'three']: }
  file { '/srv/app/':
    ensure => directory,
    mode   => '0755',
  }
  File['/srv/app'] -> App::Site['one']
}

class app::config {
  tag 'configured'
  file { '/etc/app.conf': content => "port=80\n", require => File['/srv/app'] }
}

define app::site(Integer $port = 80, Array[String] $aliases = []) {
  notify { "site ${title}": message => "${title}:${port}", tag => ['web'] }
  @notify { "virtual site ${title}": }
}

stage { 'pre': before => Stage['main'] }
class early { exec { 'prepare': command => '/bin/true', path => ['/bin', '/usr/bin'] } }
class { 'early': stage => 'pre' }

node default {
  include app
  contain base
  contain shared
}

# Contained by main first, then by the node: the define inside takes the
# tags of main's walk, not the node's.
class shared { shared::part { 'p': } }
define shared::part() { }
contain shared

Notify { loglevel => 'info' }
notify { 'first': }
notify { 'second': subscribe => Notify['first'] }
Notify['first'] ~> Notify['second']
Notify <| title == 'virtual site two' |> { message => 'collected' }
@@notify { 'exported': }
package { ['curl', 'git']: ensure => installed }
Package['curl'] -> Package['git'] <- Notify['first']
notify { 'keys': message => { [a, 1, [undef]] => x, { k => 1.0 } => y, 2 => z } }
notify { 'nested sensitive': message => { k => [Sensitive('s')] } }
define titled() { }
create_resources('titled', {81 => {}, true => {}})
create_resources('notify', {82 => {}})
