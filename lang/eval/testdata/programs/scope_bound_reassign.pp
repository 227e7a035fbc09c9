# Assigning a lambda's own parameter is an error.
notice([1].map |$a| { [2].map |$b| { $b = 3; $b } })
