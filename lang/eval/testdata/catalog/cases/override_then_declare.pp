Notify[x] { message => 1 } notify{x:}
