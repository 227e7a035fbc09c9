notice(defined('$'), defined('$::'), defined('$facts'), defined('$::facts'))
notice(defined('$0'), defined('$1'))
'x' =~ /(x)/
notice(defined('$1'), defined('$2'), defined('$1a'))
notice(defined('$module_name'), defined('$::caller_module_name'), defined('$nosuch::x'))
