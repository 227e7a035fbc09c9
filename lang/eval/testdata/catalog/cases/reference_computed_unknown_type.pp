# Resource['name'] makes a reference type for any well-formed name; giving
# it a title needs no such type (only a written Name does).
notice(Resource['foo::bar']['x'])
$t = Resource['foo']
notice($t['a', 'b'])
notice(Resource['nosuchtype']['x'] =~ Type[Resource])
notice(defined(Resource['nosuchtype']['x']))
