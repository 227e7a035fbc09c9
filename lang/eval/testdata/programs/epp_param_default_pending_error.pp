$b = 'outer'
notice(inline_epp('<%- |$a = $b, $b = 2| -%><%= $a %>'))
