stage { 'pre': before => Stage['main'] }
class a { notice('a') }
class { 'a': stage => 'pre' }
notice(Class['a']['stage'])
