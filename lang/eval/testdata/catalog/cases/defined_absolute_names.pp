define a::b() {}
class k {}
notice(defined('::a::b'), defined('::k'), defined('::K'), defined('NOTIFY'), defined('::notify'), defined('::Notify'))
notice(defined('settings'), defined('::Settings'), defined(''), defined('main'))
