package eval

import (
	"strings"

	"prepl/lang/catalog"
	"prepl/lang/eval/compile"
	"prepl/types"
)

// The functions that act on the catalog.
func init() {
	classNames := []Param{{Name: "names", Repeated: true}}
	Register(
		&Function{
			Name: "include",
			Doc:  "Declares classes (names, Class references or arrays of them) and evaluates each that was not declared yet; a class already declared is left as it is. Returns the Class references.",
			Signatures: []*Signature{{Params: classNames, Call: func(c *Call, args []types.Value, _ *Lambda) (types.Value, error) {
				return c.e.catalog.Include(args, c.scope, c.Loc)
			}}},
		},
		&Function{
			Name: "contain",
			Doc:  "Like include, and also makes the current class or defined type contain the classes, so relationships with the container apply to them.",
			Signatures: []*Signature{{Params: classNames, Call: func(c *Call, args []types.Value, _ *Lambda) (types.Value, error) {
				return c.e.catalog.Contain(args, c.scope, c.Loc)
			}}},
		},
		&Function{
			Name: "require",
			Doc:  "Like include, and also makes the current class or defined type require the classes (they are applied before it).",
			Signatures: []*Signature{{Params: classNames, Call: func(c *Call, args []types.Value, _ *Lambda) (types.Value, error) {
				return c.e.catalog.Require(args, c.scope, c.Loc)
			}}},
		},
		&Function{
			Name: "realize",
			Doc:  "Makes virtual resources (given as references) real: they become part of the catalog when the evaluation finishes. A reference to a resource that does not exist by then is an error.",
			Signatures: []*Signature{{Params: []Param{{Name: "refs", Repeated: true}}, Block: ignoredBlock(), Call: func(c *Call, args []types.Value, _ *Lambda) (types.Value, error) {
				return types.Undef, c.e.catalog.Realize(args, c.Loc)
			}}},
		},
		&Function{
			Name: "defined",
			Doc:  "Tells whether any of the arguments is defined: a variable ('$name'), a resource type, class or define name, a declared resource (Type['title']) or a declared class (Class['name']).",
			Signatures: []*Signature{{
				Params: []Param{{Name: "vals", Type: "Variant[String, Type[CatalogEntry], Type[Type[CatalogEntry]]]", Repeated: true}},
				Call: func(c *Call, args []types.Value, _ *Lambda) (types.Value, error) {
					for _, v := range args {
						ok, err := c.isDefined(v)
						if err != nil {
							return nil, err
						}
						if ok {
							return types.True, nil
						}
					}
					return types.False, nil
				},
			}},
		},
		&Function{
			Name: "tag",
			Doc:  "Adds tags to the class or defined type instance whose body calls it; the resources it contains are tagged with them too.",
			Signatures: []*Signature{{Params: []Param{{Name: "tags", Repeated: true}}, Block: ignoredBlock(), Call: func(c *Call, args []types.Value, _ *Lambda) (types.Value, error) {
				return types.Undef, c.e.catalog.Tag(args, c.scope, c.Loc)
			}}},
		},
		&Function{
			Name: "tagged",
			Doc:  "Tells whether all the given tags are set, on the catalog (the names of evaluated classes) or on the current class or defined type instance.",
			Signatures: []*Signature{{Params: []Param{{Name: "tags", Repeated: true}}, Block: ignoredBlock(), Call: func(c *Call, args []types.Value, _ *Lambda) (types.Value, error) {
				ok, err := c.e.catalog.Tagged(args, c.scope, c.Loc)
				return types.Bool(ok), err
			}}},
		},
		&Function{
			Name: "create_resources",
			Doc:  "Declares resources from a hash of titles to attribute hashes, with optional default attributes; a type name prefixed with @ or @@ makes them virtual or exported. Classes can be declared this way too.",
			Signatures: []*Signature{{
				Params: []Param{{Name: "type"}, {Name: "instances"}, {Name: "defaults", Optional: true}},
				Block:  ignoredBlock(),
				Call: func(c *Call, args []types.Value, _ *Lambda) (types.Value, error) {
					return c.e.catalog.CreateResources(args, c.scope, c.Loc)
				},
			}},
		},
	)
}

// isDefined implements one argument of defined(): a variable name
// ('$x') here, anything else in the catalog.
func (c *Call) isDefined(v types.Value) (bool, error) {
	if s, ok := v.(types.String); ok && len(s) > 1 && s[0] == '$' {
		return c.variableExists(string(s[1:])), nil
	}
	return c.e.catalog.Defined(v, c.Loc)
}

// variableExists reports whether defined('$name') holds: the variable is
// bound, or it is a match variable ($0, $1, ...) and a match is in
// effect (any number then counts, as in Puppet).
func (c *Call) variableExists(name string) bool {
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
