define a() {} type A = Integer
