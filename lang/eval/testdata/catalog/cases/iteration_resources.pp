[1, 2, 3].each |$i| { notify { "n${i}": message => $i } }
notice(Notify['n2']['message'])
