notify {a: }
notify {b: }
notify {c: }
$r = [Notify[a], Notify[b]] -> Notify[c]
notice($r)
notice(Notify[a] -> [])
