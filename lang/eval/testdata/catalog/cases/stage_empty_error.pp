class a { notice('a') }
class { 'a': stage => '' }
