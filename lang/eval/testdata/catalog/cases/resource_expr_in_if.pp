if true { notify { 'in if': } }
$v = if true { notify { 'x': } }
notice($v)
