class a { notice(1) }
class a { notice(2) }
include a
