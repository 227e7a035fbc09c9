class c($p1 = 'cp') {}
class b($p1 = "${p1}x") inherits c { notice($p1) }
include b
