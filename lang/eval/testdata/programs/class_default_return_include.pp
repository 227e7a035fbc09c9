# return() or next() in a parameter default ends a class declared by include, contain or require.
class c($a = [return(5)][0]) { notice('body') }
contain c
require c
notice(defined(Class['c']))
notice('after')
class n($b = next()) { notice('n body') }
include n
notice('end')
