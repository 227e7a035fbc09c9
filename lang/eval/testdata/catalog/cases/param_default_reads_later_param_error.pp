# A default that reads a later parameter fails, even when a variable of
# that name exists in an outer (here the top) scope.
$p2 = 'top'
class b($p1 = $p2, $p2 = 'own') { notice($p1) }
include b
