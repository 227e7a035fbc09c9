// Package builtins is Puppet's core function library: the functions of
// Puppet 7 that need no node, Hiera data, network or catalog application
// (iteration, collections, strings, numbers, regular expressions, types,
// digests, templates and files). Each function registers itself with
// package eval when this package is linked in, with Puppet's signatures,
// so calls that fit none of them fail with Puppet's wording.
package builtins
