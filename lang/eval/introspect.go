package eval

import (
	"prepl/lang/eval/compile"
	"strings"

	"prepl/types"
)

// Introspection the session uses for listings, completion and
// documentation.

// ClassVariables calls f for each variable of each evaluated class.
func (e *Evaluator) ClassVariables(f func(class, name string)) {
	e.catalog.ClassScopes(func(class string, s compile.Scope) {
		s.(*Scope).each(func(name string, _ types.Value) { f(class, name) })
	})
}

// ClassNames returns the names of the defined classes, sorted.
func (e *Evaluator) ClassNames() []string { return e.catalog.ClassNames() }

// ResourceTypeNames returns the names of the resource types (built-in and
// defined), lower case and sorted.
func (e *Evaluator) ResourceTypeNames() []string { return e.catalog.ResourceTypeNames() }

// DefinitionParameters returns the parameter names of a class or defined
// type known to the session (name in lower case), for completion.
func (e *Evaluator) DefinitionParameters(name string) ([]string, bool) {
	return e.catalog.DefinitionParameters(name)
}

// NodeNames returns the names node definitions match literally, sorted.
func (e *Evaluator) NodeNames() []string { return e.catalog.NodeNames() }

// DefinitionSource returns the Puppet source of the class, defined type or
// type alias called name (any case) and which of the three it is, for
// documentation's long form.
func (e *Evaluator) DefinitionSource(name string) (kind, source string, ok bool) {
	key := lowerName(strings.TrimPrefix(name, "::"))
	kind, loc, ok := e.catalog.Definition(key)
	switch {
	case ok:
	case e.aliasDefs.At(key) != nil:
		kind, loc = "type alias", e.aliasDefs.At(key).Location()
		// An alias's location starts at its name; its source starts
		// with the keyword.
		if loc.Src != nil && loc.Start <= len(loc.Src.Text) {
			before := strings.TrimRight(loc.Src.Text[:loc.Start], " \t\r\n")
			if strings.HasSuffix(before, "type") {
				loc.Start = len(before) - len("type")
			}
		}
	default:
		return "", "", false
	}
	return kind, loc.Text(), loc.Text() != ""
}
