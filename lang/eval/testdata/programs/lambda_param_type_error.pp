notice([1].map |String $x| { $x })
