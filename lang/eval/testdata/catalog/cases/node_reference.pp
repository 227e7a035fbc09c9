node default { }
notice(Node['a'])
notice(Node['a'] == Resource['node', 'a'])
notice(Node['a'] =~ Type[Resource])
notice(Node)
notice(defined(Node))
notice(defined('node'))
notice(defined(Node['default']))
Node { a => 1 }
