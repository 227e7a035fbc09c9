node default { $nv = 'node var' include a }
class a { notice("a sees ${nv}") include b }
class b { notice("b sees ${nv}") }
notice('main')
