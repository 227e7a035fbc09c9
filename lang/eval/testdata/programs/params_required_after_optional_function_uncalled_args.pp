function f(String $name, String $a = "${name}x", String $bin) { }
f()
