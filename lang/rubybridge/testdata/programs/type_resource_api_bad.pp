demo_api { 'x': created => 'now', color => 'red' }
