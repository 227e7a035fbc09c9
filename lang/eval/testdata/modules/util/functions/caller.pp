function util::caller() {
  "function sees module_name='${module_name}'"
}
