define d($m) { notice("d ${title}") }
$want = 'yes'
@d { 'a': m => 'yes' }
@d { 'b': m => 'no' }
D <| m == $want |>
