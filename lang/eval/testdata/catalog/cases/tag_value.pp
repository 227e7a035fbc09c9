class k { $x = tag('a') notice($x =~ Undef) }
include k
