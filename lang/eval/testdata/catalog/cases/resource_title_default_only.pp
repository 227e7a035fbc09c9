notify { default: message => 'x' }
notice('nothing made')
