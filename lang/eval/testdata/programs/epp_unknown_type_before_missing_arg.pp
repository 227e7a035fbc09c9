notice(inline_epp('<%- |Nope $x| -%>x'))
