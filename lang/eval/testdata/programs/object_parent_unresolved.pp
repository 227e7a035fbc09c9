type P = Object[{parent => Q, attributes => {a => Integer}}]
notice(1)
notice(P.new(1))
