# A virtual defined type instance never collected is still validated when
# the catalog is finished.
define d() {}
@d { 'x': nope => 1 }
notice('declared')
