class k {}
define d() {}
notify{'n':}
$v = 1
notice(defined('$v'), defined('$nope'), defined('k'), defined('d'), defined('notify'), defined('nope'))
notice(defined(Notify['n']), defined(Notify['m']), defined(Class['k']), defined(Notify), defined(D))
include k
notice(defined(Class['k']), defined('main'), defined(''), defined(Type[Class['k']]))
