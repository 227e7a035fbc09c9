'q' =~ /(q)/
if 'a' =~ /(z)/ { notice('no') } else { notice("else [$1]") }
