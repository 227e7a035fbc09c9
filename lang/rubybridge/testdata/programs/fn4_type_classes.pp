# The Ruby class of types that reach Ruby by reference: a type alias and
# resource and class references have the classes of their kinds.
type Demo_alias = Integer
notice(demo::describe(Demo_alias, File['/tmp/x'], Class['main'], Optional[String]))
