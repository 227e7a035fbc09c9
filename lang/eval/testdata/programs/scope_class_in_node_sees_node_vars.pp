node default { $nv = 'nodevar' include c }
class c { notice($nv) }
