case ['abc', 'def'] { [/(b)/, /(e)/]: { notice("$0 $1") } default: { notice('no') } }
