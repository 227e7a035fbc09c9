class p { $pv = 'pv' }
notice($p::pv)
