class cfg($v = 'default') { notice("cfg ${v}") }
define app_user() { include cfg notice("app_user ${title} ${cfg::v}") }
app_user { 'a': }
class { 'cfg': v => 'explicit' }
app_user { 'b': }
