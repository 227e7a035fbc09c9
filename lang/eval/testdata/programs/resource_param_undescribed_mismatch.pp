define d(Collection[1] $x) { notice($x) }
d{"a": x => []}
notice([] =~ Collection[1])
class c(Collection[1] $x) { notice($x) }
class { c: x => [] }
