demo_thing { 'one': ensure => present, value => 'v', owners => ['a', 'b'], path => '/tmp/x', replace => true }
demo_thing { 'two': }
notice(Demo_thing['one']['value'])
notice(defined(Demo_thing['two']))
notice(defined(Demo_thing))
