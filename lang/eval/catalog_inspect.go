package eval

import (
	"strings"

	"prepl/types"
)

// What functions that look into the catalog (stdlib's getparam,
// defined_with_params, ensure_resource, assert_private) see of it.

// Resource is a read-only view of a resource in the catalog.
type Resource struct{ r *catalogEntry }

// Ref is the resource's reference as Puppet prints it: File[/tmp/x].
func (r Resource) Ref() string { return r.r.ref() }

// Param returns the value of an attribute the resource was given (not
// undef).
func (r Resource) Param(name string) (types.Value, bool) {
	v := r.r.value(name)
	return v, !types.IsUndef(v)
}

// FindResource finds a resource of the catalog by type (any case) and
// title, or by an alias, as a resource reference would.
func (c *Call) FindResource(typeName, title string) (Resource, bool) {
	r := c.e.catalog.lookup(strings.TrimPrefix(typeName, "::"), title)
	if r == nil || r.removed {
		return Resource{}, false
	}
	return Resource{r}, true
}

// ResourcesOfType returns the resources of a type (any case), in the
// order they were declared.
func (c *Call) ResourcesOfType(typeName string) []Resource {
	var out []Resource
	for _, r := range c.e.catalog.byType[strings.ToLower(strings.TrimPrefix(typeName, "::"))] {
		if !r.removed {
			out = append(out, Resource{r})
		}
	}
	return out
}

// CallerResource is the class, defined type instance or node whose code
// makes the call (Class[main] at the top).
func (c *Call) CallerResource() Resource {
	return Resource{c.e.catalog.frameOf(c.scope).resource}
}

// CallerDefinition names the definition whose code makes the call: kind
// is "class", "define" or "node", name its name ("" at the top).
func (c *Call) CallerDefinition() (kind, name string) {
	src := c.e.catalog.frameOf(c.scope).source
	if src == nil {
		return "class", ""
	}
	return src.kind, src.name
}
