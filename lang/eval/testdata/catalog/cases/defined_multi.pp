notice(defined('nope', 'notify'), defined('nope1', 'nope2'))
