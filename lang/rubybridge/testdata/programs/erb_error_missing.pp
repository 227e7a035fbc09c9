notice(template('demo/nope.erb'))
