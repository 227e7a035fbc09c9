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
// it declares from, for the functions that act on the catalog (include,
// realize, tag, ...), which call the compiler's methods.
func (c *Call) Compiler() (*compile.Catalog, compile.Scope) { return c.e.catalog, c.scope }

// Resource is a read-only view of a resource in the catalog, for the
// functions that look into it (stdlib's getparam, defined_with_params,
// ensure_resource, assert_private).
type Resource = compile.Resource

// FindResourceRef finds the resource a reference written as a string
// names ("File[/tmp/x]", "package[vim]"), as Puppet's findresource does.
// ok is false when the text is no reference.
func (c *Call) FindResourceRef(ref string) (r Resource, found, ok bool) {
	return c.e.catalog.FindResourceRef(ref)
}

// FindResource finds a resource of the catalog by type (any case) and
// title, or by an alias, as a resource reference would.
func (c *Call) FindResource(typeName, title string) (Resource, bool) {
	return c.e.catalog.FindResource(typeName, title)
}

// ResourcesOfType returns the resources of a type (any case), in the
// order they were declared.
func (c *Call) ResourcesOfType(typeName string) []Resource {
	return c.e.catalog.ResourcesOfType(typeName)
}

// CallerResource is the class, defined type instance or node whose code
// makes the call (Class[main] at the top).
func (c *Call) CallerResource() Resource { return c.e.catalog.CallerResource(c.scope) }

// CallerDefinition names the definition whose code makes the call: kind
// is "class", "define" or "node", name its name ("" at the top).
func (c *Call) CallerDefinition() (kind, name string) {
	return c.e.catalog.CallerDefinition(c.scope)
}

// Catalog returns a snapshot of the catalog the session has built.
func (e *Evaluator) Catalog() *catalog.View {
	return e.catalog.View()
}
