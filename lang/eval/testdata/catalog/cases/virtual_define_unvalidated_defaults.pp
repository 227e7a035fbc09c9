# Defaults of a virtual instance are not evaluated; undef counts as given.
define d(Integer $p = 'str', $q) {}
@d { 'x': q => undef, tag => 't' }
notice('ok')
