# Declared like a resource, a class whose parameter default calls return() fails.
class c($a = [return(5)][0]) { notice('body') }
class { 'c': }
notice('after')
