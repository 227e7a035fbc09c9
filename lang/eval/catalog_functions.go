package eval

import (
	"strings"

	"prepl/lang/catalog"
	"prepl/lang/eval/compile"
)

// VariableDefined reports whether defined('$name') holds at the call
// site: the variable is bound, or it is a match variable ($0, $1, ...)
// and a match is in effect (any number then counts, as in Puppet).
func (c *Call) VariableDefined(name string) bool {
	if name == "" {
		return false
	}
	if name[0] >= '0' && name[0] <= '9' {
		for _, r := range name {
			if r < '0' || r > '9' {
				return false
			}
		}
		return c.scope.matchData().made()
	}
	if strings.Trim(name, ":") == "" {
		return false
	}
	_, ok := c.e.lookupVariable(name, c.scope)
	return ok
}

// Compiler is the catalog compiler the call declares into and the scope
// it declares from, for the functions that act on or look into the
// catalog (include, realize, tag, stdlib's getparam, defined_with_params,
// assert_private, ...), which call the compiler's methods.
func (c *Call) Compiler() (*compile.Catalog, compile.Scope) { return c.e.catalog, c.scope }

// Catalog returns a snapshot of the catalog the session has built.
func (e *Evaluator) Catalog() *catalog.View {
	return e.catalog.View()
}
