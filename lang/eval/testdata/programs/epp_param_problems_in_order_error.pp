notice(inline_epp('<%- |Integer $a, $b, Integer $c = 1| -%>x', {a => 'q', c => 'w'}))
