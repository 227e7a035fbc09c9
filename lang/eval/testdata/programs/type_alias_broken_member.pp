type B = Array[A]
type A = Integer[5, 2]
notice(1)
notice([1] =~ B)
