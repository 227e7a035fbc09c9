'abc' =~ Pattern[/(b)/]
notice("[$1]")
