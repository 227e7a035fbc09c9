notify { 'Hello, world!': }
class c { notify { 'x': message => 'in class' } }
include c
notify { 'w': message => 'warn', loglevel => warning }
notify { 'arr': message => [1, 'a'] }
