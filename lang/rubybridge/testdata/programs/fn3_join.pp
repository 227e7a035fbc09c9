notice(demo_join('a', ['b', 'c']))
$demo_sep = '-'
notice(demo_join('x', 'y'))
notice(demo_args(undef, [undef, 1], {'a' => undef}, /re/, default, 2.5, Sensitive('s')))
demo_log('hello')
notice(demo_log('value'))
