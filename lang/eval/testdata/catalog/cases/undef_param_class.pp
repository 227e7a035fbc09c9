class b($p) { notice("p=${p}") }
class { 'b': p => undef }
