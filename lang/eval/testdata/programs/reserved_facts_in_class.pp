class a { $facts = {} }
include a
