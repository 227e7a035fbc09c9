notice((*[1, 2]))
notice((*undef))
notice([(*[1, 2]), 3])
$a = [1, 2, 3]
notice($a[(*[0, 1])])
notice(Integer[(*[1, 2])])
case 2 { (*[1, 2]): { notice('two') } }
notice(2 ? { (*[1, 2]) => 'two' })
case 3 { (default): { notice('d') } 1: { notice(1) } }
notice(5 ? { (default) => 'd', 1 => 2 })
notice((*[1, 2]).size)
