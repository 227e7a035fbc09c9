package types

import (
	"sort"
	"sync"
)

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

var (
	exactOnce  sync.Once
	exactTypes map[string]Type
)

// TypeByExactName is TypeByName for a name spelled as Puppet spells the
// type ("Integer", not "integer"): a single map lookup, without the case
// folding TypeByName does, for the evaluator's hot path.
func TypeByExactName(name string) (Type, bool) {
	exactOnce.Do(func() {
		exactTypes = make(map[string]Type, len(builtinTypes))
		for _, t := range builtinTypes {
			exactTypes[t.Name()] = t
		}
	})
	t, ok := exactTypes[name]
	return t, ok
}
