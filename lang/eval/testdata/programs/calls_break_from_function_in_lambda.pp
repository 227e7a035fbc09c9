function f() { break() }
notice([1, 2].map |$x| { f() })
