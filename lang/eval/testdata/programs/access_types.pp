notice(Integer[1, 2], Array[String], Hash[String, Integer, 1, 2], Optional[String], Variant[Integer, String], Enum[b, a], Pattern[/a/, 'b'])
notice(Tuple[Integer, String, 1, 2], Struct[{a => Integer, Optional[b] => String}], Type[Integer], Regexp['a+'], String[1, 10], Float[1.5])
notice(Resource[File], Resource['file'], File['/tmp/x'], Resource[File, '/a', '/b'], Class[apache], Class[a, b], Notify['x'] =~ Type[Notify])
