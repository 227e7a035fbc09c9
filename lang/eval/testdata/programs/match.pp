notice('abc' =~ /b/, 'abc' !~ /x/, 'abc' =~ 'a.c', 'a+b' =~ 'a\+b')
if 'hello world' =~ /(\w+) (\w+)/ { notice($0, $1, $2, $3) }
notice('x' =~ Pattern[/x/], 1 =~ Integer, [1] =~ Array[Integer], 'x' =~ Regexp[/x/])
'abc' =~ /(b)/
'abc' =~ /(x)/
notice($1)
