class k { notice('k') }
class { 'k': stage => false }
notify { 'a': stage => false }
notice('ok')
