class k {}
include k
Class['k'] { x => 1 }
