class c($p = 'pdef') { notice($p) }
class { 'c': p => undef }
