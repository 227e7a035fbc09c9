// Package stdlib is the Ruby half of puppetlabs-stdlib (version 9), the
// library nearly every public module calls: pick, ensure_resource,
// delete_undef_values, to_json, ... written natively, with the signatures
// and messages of the Ruby functions, so that real modules run without
// Ruby.
//
// Which functions apply: these are always available, with or without
// stdlib on the module path, as if stdlib were installed; a function of
// the same name written in Puppet (the session's own, or one a module
// supplies) is found first. stdlib's Puppet-language functions
// (functions/*.pp: stdlib::ensure, stdlib::has_ip_address, ...) and type
// aliases (Stdlib::Port, ...) are not here: they come from the stdlib
// module on the module path, like any module's code.
//
// stdlib 9 moved many functions under the stdlib:: namespace and keeps
// the old names as deprecated shims: calling the old name gives stdlib's
// deprecation warning (once per name, as Puppet gives it) and runs the
// namespaced function. The 3.x-API functions (pick, prefix, ...) see
// their arguments converted as Puppet's 3.x API converts them.
package stdlib
