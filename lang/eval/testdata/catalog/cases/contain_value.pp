class a {}
class b { notice(contain(a)) notice(require(a)) }
include b
