notice({a=>1}[*['a']])
notice({[a]=>1}[*['a']])
notice([1,2,3][*[0,2]])
notice(Notify[*'a'])
