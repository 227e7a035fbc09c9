function f() { 1 } function f() { 2 } notice(f())
