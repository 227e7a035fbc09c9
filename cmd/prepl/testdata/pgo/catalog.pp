# args: --os debian-12 --catalog json
# A catalog: classes with parameters, defined types declaring resources,
# defaults, relationships, virtual resources and collectors, tags.
$sites = 60
$apps_per_site = 10

define app::instance(
  String $site,
  Integer $port,
  Array[String] $packages = [],
  Hash[String, String] $env = {},
  Enum['running', 'stopped'] $state = 'running',
) {
  $root = "/srv/${site}/${title}"
  file { $root:
    ensure => directory,
    mode   => '0755',
  }
  file { "${root}/config.ini":
    ensure  => file,
    content => $env.map |$k, $v| { "${k}=${v}" }.sort.join("\n"),
    require => File[$root],
  }
  $packages.each |$p| {
    stdlib::ensure_packages([$p], { ensure => installed })
  }
  service { "${site}-${title}":
    ensure    => $state,
    subscribe => File["${root}/config.ini"],
  }
  @user { "svc-${site}-${title}":
    ensure => present,
    home   => $root,
    tag    => [$site, 'service-account'],
  }
  Package[$packages] -> Service["${site}-${title}"]
}

class app::site(String $name_prefix, Integer $count, Integer $base_port = 8000) {
  Integer[1, $count].each |$i| {
    app::instance { "${name_prefix}${i}":
      site     => $title.regsubst(/^app::/, ''),
      port     => $base_port + $i,
      packages => ['openssl', "lib${name_prefix}${$i % 3}"],
      env      => { 'PORT' => String($base_port + $i), 'SITE' => $name_prefix, 'WORKERS' => String($i % 4 + 1) },
      state    => $i % 5 ? { 0 => 'stopped', default => 'running' },
    }
  }
}

File { owner => 'root', group => 'root' }

Integer[1, $sites].each |$s| {
  $prefix = "s${s}app"
  app::instance { "frontend-${s}":
    site     => "site${s}",
    port     => 9000 + $s,
    packages => ['nginx'],
    env      => { 'UPSTREAM' => "${prefix}1" },
  }
  Integer[1, $apps_per_site].each |$a| {
    app::instance { "${prefix}${a}":
      site     => "site${s}",
      port     => 8000 + $s * 100 + $a,
      packages => ['openssl', "lib${$a % 3}"],
      env      => { 'PORT' => String(8000 + $a), 'SITE' => "site${s}", 'MODE' => ['a', 'b'][$a % 2] },
      state    => $a % 4 ? { 0 => 'stopped', default => 'running' },
    }
    App::Instance["frontend-${s}"] -> App::Instance["${prefix}${a}"]
  }
}

class { 'app::site': name_prefix => 'batch', count => 20 }

User <| tag == 'service-account' and ensure == present |> { shell => '/usr/sbin/nologin' }
Service <| ensure == 'stopped' |> { enable => false }

notice("catalog: ${$sites * ($apps_per_site + 1) + 20} instances")
