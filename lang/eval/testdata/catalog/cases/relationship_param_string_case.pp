class zz { }
include zz
notify { 'a': }
notify { 'b': require => ['notify[a]', 'Class[zZ]', 'class[zz]', 'component[zz]'] }
notice('ok')
