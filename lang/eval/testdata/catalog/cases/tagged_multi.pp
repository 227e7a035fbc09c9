class k { tag 'x', 'y' notice(tagged('x', 'y'), tagged('x', 'nope'), tagged(['x'])) }
include k
