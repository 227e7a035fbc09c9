class a($p = 1) { }
include a
notice(Class['a']['p'], Class[a]['p'], Class['::a']['p'])
