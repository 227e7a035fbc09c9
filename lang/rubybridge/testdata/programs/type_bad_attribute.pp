demo_thing { 'one': bogus => 1 }
