$opts = [String, Integer]
case 5 { *$opts: { notice('splat types') } default: { notice('no') } }
