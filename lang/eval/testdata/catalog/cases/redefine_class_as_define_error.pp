class d {}
define d() {}
notice(1)
