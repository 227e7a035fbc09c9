include clock::server::pool
include util::extra
notice(defined('clock::server'))
