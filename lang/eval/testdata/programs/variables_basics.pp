$a = 1
$b = [$a, 2]
notice($a, $b, $::a, "${a}x", "$a$b")
[$x, $y] = [10, 20]
notice($x, $y)
[$p, [$q, $r]] = [1, [2, 3]]
notice($q, $r)
[$h1, $h2] = {h1 => 'one', h2 => 'two', h3 => 'three'}
notice($h1, $h2)
notice($name, $title, $module_name)
