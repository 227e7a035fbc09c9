function f(Array[Integer] *$c) { $c }
notice(f(1, 2))
function g(Array *$c) { $c }
notice(g([1], 2))
notice([1,2].map |Array[Integer,1,1] *$c| { $c })
function h(String *$c) { $c }
notice(h('a', 'b'))
