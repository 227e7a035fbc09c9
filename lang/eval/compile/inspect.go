package compile

import (
	"strings"

	"prepl/types"
)

// What functions that look into the catalog (stdlib's getparam,
// defined_with_params, ensure_resource, assert_private) see of it.

// Resource is a read-only view of a resource in the catalog.
type Resource struct {
	r   *catalogEntry
	cat *Catalog
}

// Ref is the resource's reference as Puppet prints it: File[/tmp/x].
func (r Resource) Ref() string { return r.r.ref() }

// Reference is the resource's reference as a value: File['/tmp/x'],
// Class['foo'].
func (r Resource) Reference() types.Value {
	if r.r.typeName == "Class" {
		return types.NewClassType(r.r.title)
	}
	return types.NewResourceType(r.r.typeName, r.r.title)
}

// Param returns the value of an attribute as `Type[title][name]` reads
// it: as set, else the resource default in scope of its declaration; ok
// is false when that is undef.
func (r Resource) Param(name string) (types.Value, bool) {
	v := r.cat.attributeValue(r.r, name)
	return v, !types.IsUndef(v)
}

// FindResourceRef finds the resource a reference written as a string
// names ("File[/tmp/x]", "package[vim]"), as Puppet's findresource does.
// ok is false when the text is no reference.
func (c *Catalog) FindResourceRef(ref string) (r Resource, found, ok bool) {
	end, ok := refFromString(ref)
	if !ok {
		return Resource{}, false, false
	}
	if !end.findable() {
		return Resource{}, false, true
	}
	r, found = c.FindResource(end.typeName, end.title)
	return r, found, true
}

// FindResource finds a resource of the catalog by type (any case) and
// title, or by an alias, as a resource reference would.
func (c *Catalog) FindResource(typeName, title string) (Resource, bool) {
	r := c.lookup(strings.TrimPrefix(typeName, "::"), title)
	if r == nil || r.removed.Get() {
		return Resource{}, false
	}
	return Resource{r, c}, true
}

// ResourcesOfType returns the resources of a type (any case), in the
// order they were declared.
func (c *Catalog) ResourcesOfType(typeName string) []Resource {
	var out []Resource
	for _, r := range c.ofType(strings.ToLower(strings.TrimPrefix(typeName, "::"))) {
		if !r.removed.Get() {
			out = append(out, Resource{r, c})
		}
	}
	return out
}

// CallerResource is the class, defined type instance or node whose code
// in s runs (Class[main] at the top).
func (c *Catalog) CallerResource(s Scope) Resource {
	return Resource{c.frameOf(s).resource, c}
}

// CallerDefinition names the definition whose code in s runs: kind is
// "class", "define" or "node", name its name ("" at the top).
func (c *Catalog) CallerDefinition(s Scope) (kind, name string) {
	src := c.frameOf(s).source
	if src == nil {
		return "class", ""
	}
	return src.kind, src.name
}
