class a(Integer $p) { }
class { 'a': p => 'x' }
