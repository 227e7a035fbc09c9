define v($m) { notice("v ${title}") @w { "${title}-w": m => $m } }
define w($m) { notice("w ${title}") }
@v { 'one': m => 1 }
@v { 'two': m => 2 }
V <| m == 2 |>
W <| m == 2 |>
notice('main')
