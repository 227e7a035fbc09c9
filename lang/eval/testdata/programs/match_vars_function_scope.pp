function f() { 'q' =~ /(q)/ $1 }
'a' =~ /(a)/
notice(f())
notice($1)
