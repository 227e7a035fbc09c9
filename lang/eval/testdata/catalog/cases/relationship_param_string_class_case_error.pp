class zz { }
include zz
notify { 'b': require => 'Class[ZZ]' }
