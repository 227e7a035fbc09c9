class a {}
class { 'a': tag => 'x' }
notice(Class['a']['tag'])
