$t = 'notify'
Resource[$t] { 'dyn': message => 'dyn msg' }
Notify { 'n2': }
notice(Notify[dyn][message], defined(Notify[n2]))
