class c { notice($caller_module_name =~ Undef) notice($module_name =~ Undef) notice($module_name == '') }
include c
define d() { notice($caller_module_name =~ Undef) notice($module_name =~ Undef) }
d { 'x': }
notice($caller_module_name =~ Undef)
notice($module_name =~ Undef)
node default { notice($caller_module_name =~ Undef) notice($module_name =~ Undef) }
