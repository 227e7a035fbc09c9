$x = 'a'
type T = Enum["${x}b"]
notice('ab' =~ T)
