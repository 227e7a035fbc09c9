demo_api { 'color-alice': value => 'blue', scope => 'desk', noop_check => true }
demo_api { 'size': value => 'l' }
notice(Demo_api['color-alice']['value'])
demo_api { 'other': name => 'color', owner => 'alice' }
