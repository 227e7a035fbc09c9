// Package datalookup is the contract between the evaluator and the data
// kept outside code (Hiera): the Provider the evaluator asks for
// lookup(), the hiera functions and automatic class parameter lookup,
// and the Scope the provider sees of the code asking. A provider depends
// on this contract alone, not on the evaluator.
package datalookup

import "prepl/types"

// Provider answers lookups of keys in data kept outside the code
// (Hiera): lookup(), the hiera functions and automatic class parameter
// lookup ask it. The session supplies one; without one nothing is found.
type Provider interface {
	// Lookup finds key (dotted keys dig into the value found). merge is
	// the merge strategy given by the caller (nil: lookup_options decide,
	// unless legacy is set: the hiera functions ignore lookup_options).
	// found is false when no layer holds the key.
	Lookup(scope Scope, key string, merge types.Value, legacy bool) (v types.Value, found bool, err error)
}

// Scope is what a lookup sees of the code asking: its variables, for
// interpolation, and the log, for warnings.
type Scope interface {
	// Variable is a variable as `$name` sees it from the asking scope
	// ("x", "::x", "mod::x"); false when there is none.
	Variable(name string) (types.Value, bool)
	// UnknownReason says why a qualified variable that Variable does not
	// know is unknown, as Puppet's warning does ("class ntp has not been
	// evaluated"); "" when there is nothing to add.
	UnknownReason(name string) string
	// Warning logs a warning.
	Warning(msg string)
	// FunctionExists says whether a function of that name can be called
	// (a module's functions are loaded when first asked for).
	FunctionExists(name string) bool
	// Compilation numbers the evaluation asking: data read once per
	// compilation warns once per compilation, as in Puppet.
	Compilation() int
}
