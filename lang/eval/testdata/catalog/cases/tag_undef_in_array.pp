tag 'a', [undef, 'b']
notice(tagged('a'), tagged('b'))
