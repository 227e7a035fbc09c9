# One check, as a file the agent reads.
define monitoring::check (
  String[1] $command,
  Array[String] $args = [],
  Integer[5, 3600] $interval = 60,
) {
  $file = "/etc/monitoring/conf.d/${title.regsubst(/[^A-Za-z0-9_]/, '_', 'G')}.cfg"
  file { $file:
    ensure  => file,
    content => epp('monitoring/check.cfg.epp', { 'name' => $title, 'command' => $command, 'args' => $args, 'interval' => $interval }),
    require => File['/etc/monitoring/conf.d'],
  }
}
