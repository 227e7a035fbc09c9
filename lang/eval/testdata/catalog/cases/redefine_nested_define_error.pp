class a { define b() {} }
define a::b() {}
notice(1)
