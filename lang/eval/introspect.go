package eval

import (
	"sort"
	"strings"

	"prepl/lang/eval/resourcetypes"
	"prepl/lang/syntax"
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

// DefinitionParameters returns the parameter names of a class or defined
// type known to the session (name in lower case), for completion.
func (e *Evaluator) DefinitionParameters(name string) ([]string, bool) {
	var params []*syntax.Parameter
	if d, ok := e.catalog.classes[name]; ok {
		params = d.Params
	} else {
		found := false
		for n, d := range e.catalog.defines {
			if strings.EqualFold(n, name) {
				params, found = d.Params, true
				break
			}
		}
		if !found {
			return nil, false
		}
	}
	names := make([]string, len(params))
	for i, p := range params {
		names[i] = p.Name
	}
	return names, true
}

// NodeNames returns the names node definitions match literally, sorted.
func (e *Evaluator) NodeNames() []string {
	var names []string
	for _, d := range e.catalog.nodes {
		for _, m := range d.HostMatches {
			if s, ok := m.(*syntax.LiteralString); ok {
				names = append(names, s.Value)
			}
		}
	}
	sort.Strings(names)
	return names
}

// Metaparameters returns the names of Puppet's metaparameters, which
// every resource takes.
func Metaparameters() []string {
	return append([]string(nil), resourcetypes.Metaparameters...)
}

// DefinitionSource returns the Puppet source of the class, defined type or
// type alias called name (any case) and which of the three it is, for
// documentation's long form.
func (e *Evaluator) DefinitionSource(name string) (kind, source string, ok bool) {
	key := lowerName(strings.TrimPrefix(name, "::"))
	var loc syntax.Loc
	switch {
	case e.catalog.classes[key] != nil:
		kind, loc = "class", e.catalog.classes[key].Location()
	case e.catalog.defines[key] != nil:
		kind, loc = "defined resource type", e.catalog.defines[key].Location()
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
