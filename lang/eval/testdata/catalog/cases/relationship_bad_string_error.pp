notify {a: }
notice(Notify[a] -> 'foo')
