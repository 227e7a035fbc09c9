package eval

import (
	"sort"
	"strings"

	"prepl/types"
)

// Introspection the session uses for listings, completion and
// documentation.

// ClassVariables calls f for each variable of each evaluated class.
func (e *Evaluator) ClassVariables(f func(class, name string)) {
	for class, s := range e.catalog.scopes {
		s.each(func(name string, _ types.Value) { f(class, name) })
	}
}

// ClassNames returns the names of the defined classes, sorted.
func (e *Evaluator) ClassNames() []string {
	names := make([]string, 0, len(e.catalog.classes))
	for n := range e.catalog.classes {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// ResourceTypeNames returns the names of the resource types (built-in and
// defined), lower case and sorted.
func (e *Evaluator) ResourceTypeNames() []string {
	names := append([]string(nil), builtinResourceTypeNames...)
	for n := range e.catalog.defines {
		names = append(names, strings.ToLower(n))
	}
	sort.Strings(names)
	return names
}
