class cfg($v = 'default') { notice("cfg ${v}") }
define user() { include cfg notice("user ${title} ${cfg::v}") }
user { 'a': }
class { 'cfg': v => 'explicit' }
user { 'b': }
