$h = {a => {b => [1, {c => 'deep'}]}}
notice("$h[a][b][1][c]")
notice("${h[a][b][1][c]}")
