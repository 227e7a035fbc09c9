type T = Tuple[Integer]
notice([1] =~ T)
type P = Array[[Integer]]
notice([1] =~ P)
