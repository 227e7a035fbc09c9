define util::tag {
  notice("tag ${title} module_name=${module_name} caller=${caller_module_name}")
}
