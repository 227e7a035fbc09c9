notice({a => 1} + [1])
