class k {}
notice(defined('k'), defined(Class['k']), defined('::k'))
