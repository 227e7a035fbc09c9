$list = []
notice(template('demo/broken.erb'))
