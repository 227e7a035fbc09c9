define d() {}
class d {}
notice(1)
