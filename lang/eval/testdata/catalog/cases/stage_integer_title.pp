class a { notice('a') }
stage { '1': }
class { 'a': stage => 1 }
