class a { notice('a') }
stage { 'pre': }
class { 'a': stage => Stage['pre'] }
