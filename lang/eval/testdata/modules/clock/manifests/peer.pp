define clock::peer (Clock::Compat::Host $host = $title) {
  notice("peer ${title} host=${host} module_name=${module_name} caller=${caller_module_name}")
  util::tag { "peer-${title}": }
}
