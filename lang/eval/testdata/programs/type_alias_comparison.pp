type A = Integer[0, 10]
notice(A < Integer, A == Integer[0, 10], Integer[1, 2] < A)
