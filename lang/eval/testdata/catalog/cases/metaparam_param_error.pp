define d($require) { }
d { 'x': }
