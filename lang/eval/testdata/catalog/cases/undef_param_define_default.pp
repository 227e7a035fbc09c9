define d($x = 'dx') { notice("x=${x}") }
d{'x': x => undef }
