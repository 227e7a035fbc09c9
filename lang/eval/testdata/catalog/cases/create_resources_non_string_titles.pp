define d() { notice($title =~ String, $title, $name) }
create_resources('d', { 1 => {}, 2.5 => {}, true => {}, [3, 'four'] => {} })
notice(D['1'], defined(D['four']))
create_resources('notify', { 7 => {} })
notice(defined(Notify['7']))
