function f($a = with() |$p = 1| { $b }, $b = 2) { $a }
notice(f())
