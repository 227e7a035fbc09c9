class a { notice('a') }
class b { contain a contain a }
include b
notice('ok')
