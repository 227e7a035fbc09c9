class a {}
include a
notify { 'x': } -> 'Class[a]'
notice('ok')
