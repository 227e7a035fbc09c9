notice("top module_name=${module_name}")
include clock
