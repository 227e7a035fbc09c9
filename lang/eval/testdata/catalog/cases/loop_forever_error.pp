define d() { $n = "${title}x" d { $n: } }
d { 'a': }
