class a::b { notice($title, $name) }
include A::B
include '::a::b'
notice(defined(Class['A::B']))
