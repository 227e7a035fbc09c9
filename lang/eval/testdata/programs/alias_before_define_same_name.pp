type A = Integer define a() {} notice(A)
