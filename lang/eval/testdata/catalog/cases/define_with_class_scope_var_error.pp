class k { $secret = 1 d { 'x': } }
define d() { notice($secret) }
include k
