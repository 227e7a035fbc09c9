# A lambda cannot assign a reserved variable.
[1].each |$i| { $trusted = 1 }
