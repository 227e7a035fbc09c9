class c($p = 5) { }
include c
notice(Class['c']['q'])
