define d() { $module_name = 1 }
d { x: }
