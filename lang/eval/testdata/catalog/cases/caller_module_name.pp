define d() { notice("[${caller_module_name}] [${module_name}]") }
d { 'x': }
notice("[${caller_module_name}]")
class c { notice("[${caller_module_name}]") }
include c
