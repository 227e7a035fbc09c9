class a { $caller_module_name = 1 }
include a
