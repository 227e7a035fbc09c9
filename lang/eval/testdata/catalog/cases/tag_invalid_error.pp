class k { tag 'a b' }
include k
