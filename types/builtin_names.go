package types

import "sort"

// BuiltinTypeNames returns the names of the built-in types as Puppet
// writes them ("Integer", "SemVerRange", ...), sorted.
func BuiltinTypeNames() []string {
	names := make([]string, 0, len(builtinTypes))
	for _, t := range builtinTypes {
		names = append(names, t.Name())
	}
	sort.Strings(names)
	return names
}
