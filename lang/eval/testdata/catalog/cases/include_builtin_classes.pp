include '::', settings
class a { contain settings require '::' }
class b { require settings }
include b
notice(defined('::'), defined(Class[settings]))
