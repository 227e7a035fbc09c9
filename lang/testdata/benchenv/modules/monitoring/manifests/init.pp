# Monitoring: the agent, its configuration and a check per service.
class monitoring (
  Hash[String, Hash] $checks,
  String $contact,
) {
  package { 'monitoring-agent': ensure => installed }
  file { ['/etc/monitoring', '/etc/monitoring/conf.d']:
    ensure => directory,
  }
  service { 'monitoring-agent':
    ensure    => running,
    subscribe => File['/etc/monitoring/agent.cfg'],
  }
  file { '/etc/monitoring/agent.cfg':
    ensure  => file,
    content => "contact = ${contact}\nhost = ${facts['networking']['fqdn']}\ncpus = ${facts['processors']['count']}\n",
  }
  $checks.each |$name, $c| {
    monitoring::check { $name:
      command  => $c['command'],
      args     => $c['args'],
      interval => $c['interval'],
    }
  }
  Monitoring::Check <| |> -> Service['monitoring-agent']
}
