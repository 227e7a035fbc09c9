'o' =~ /(o)/
case 'zzz' { /(a)/: { notice('a') } default: { notice("default [$1]") } }
