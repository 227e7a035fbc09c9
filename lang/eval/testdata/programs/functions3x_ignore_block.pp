tag('a') |$x| { }
notice(tagged('a') |$x| { $x })
create_resources('notify', {}) |$x| { }
notice(2)
