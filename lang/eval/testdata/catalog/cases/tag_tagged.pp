class k { tag 'extra' notice(tagged('extra'), tagged('k'), tagged('nope'), tagged('class')) }
include k
notice(tagged('k'), tagged('extra'))
