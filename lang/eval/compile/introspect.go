package compile

import (
	"sort"
	"strings"

	"prepl/lang/syntax"
)

// What the session's listings, completion and documentation see of the
// definitions.

// ClassNames returns the names of the defined classes, sorted.
func (c *Catalog) ClassNames() []string {
	names := make([]string, 0, c.classes.Len())
	for n := range c.classes.All() {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// ResourceTypeNames returns the names of the resource types (built-in and
// defined), lower case and sorted.
func (c *Catalog) ResourceTypeNames() []string {
	names := append([]string(nil), builtinResourceTypeNames...)
	for n := range c.defines.All() {
		names = append(names, strings.ToLower(n))
	}
	sort.Strings(names)
	return names
}

// DefinitionParameters returns the parameter names of a class or defined
// type known to the session (name in lower case), for completion.
func (c *Catalog) DefinitionParameters(name string) ([]string, bool) {
	var params []*syntax.Parameter
	if d, ok := c.classes.Get(name); ok {
		params = d.Params
	} else {
		found := false
		for n, d := range c.defines.All() {
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
func (c *Catalog) NodeNames() []string {
	var names []string
	for _, d := range c.nodes.Items() {
		for _, m := range d.HostMatches {
			if s, ok := m.(*syntax.LiteralString); ok {
				names = append(names, s.Value)
			}
		}
	}
	sort.Strings(names)
	return names
}

// ClassScopes calls f with the scope of each evaluated class.
func (c *Catalog) ClassScopes(f func(class string, s Scope)) {
	for class, s := range c.scopes.All() {
		f(class, s)
	}
}

// Definition finds the class or define of a lower-case name: what it is
// ("class" or "defined resource type") and where it is written.
func (c *Catalog) Definition(key string) (kind string, loc syntax.Loc, ok bool) {
	if d := c.classes.At(key); d != nil {
		return "class", d.Location(), true
	}
	if d := c.defines.At(key); d != nil {
		return "defined resource type", d.Location(), true
	}
	return "", syntax.Loc{}, false
}
