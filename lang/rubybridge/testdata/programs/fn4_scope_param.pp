$v = [1, 'two']
notice(demo::scoped('v'))
class demo_inner { $w = 'inner'; notice(demo::scoped('w')) }
include demo_inner
