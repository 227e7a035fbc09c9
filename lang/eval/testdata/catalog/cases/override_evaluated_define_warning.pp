define d($m = 'dm') { notice("d ${m}") }
d { 'x': }
class later { D['x'] { m => 'late' } }
d { 'y': }
define e() { include later }
e { 'z': }
