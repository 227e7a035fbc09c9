function hello($who) { "Hello ${who}" }
notice(hello('a'), 'b'.hello, hello('c').hello)
notice 'statement', 'style'
$r = [1, 2, 3].map |$x| { $x * 2 }
notice($r)
