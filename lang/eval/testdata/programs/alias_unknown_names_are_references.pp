type T = Array[NoSuch] notice([] =~ T) notice(T) notice([1] =~ T) type U = Array[NoSuch[1]] notice(U) type V = Variant[Integer, Foo::Bar] notice(1 =~ V, 'x' =~ V)
