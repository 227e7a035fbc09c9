# Ruby's inspect of a resource (sprintf %p, or %s of an array) shows its title under the type's namevar.
define mydef() {}
class foo {}
notice(sprintf('%p', Notify['a']))
notice(sprintf('%p', Exec['ls']))
notice(sprintf('%p', Package['p']))
notice(sprintf('%p', Mydef['m']))
notice(sprintf('%p', Class['foo']))
notice(sprintf('%p', File['/a']))
notice(sprintf('%p', Tidy['/t']))
file { '/tmp/x': }
notice(sprintf('%s', [File['/tmp/x'], Exec['ls']]))
