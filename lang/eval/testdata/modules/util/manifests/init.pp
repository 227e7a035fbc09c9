class util {
  notice("util module_name=${module_name}")
}
class util::extra {
  notice('extra from init.pp')
}
