demo_thing { 'first': name => 'shared' }
demo_thing { 'shared': }
