notice([1].each |$a, $b, $c| { 1 })
