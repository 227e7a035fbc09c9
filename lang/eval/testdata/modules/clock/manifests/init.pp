# The fixture's main class: parameters typed with the module's aliases,
# an included class, a define of the module and one of another module.
class clock (
  String $server = 'pool.example.org',
  Clock::Port $port = 123,
) {
  notice("clock module_name=${module_name} caller=${caller_module_name}")
  include clock::config
  clock::peer { 'a': }
  clock::peer { 'b': host => 'b.example.org' }
}
