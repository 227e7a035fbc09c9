class c($p = 1) { }
notice(Class['c']['p'])
include c
