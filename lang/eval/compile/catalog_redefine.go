package compile

import (
	"fmt"
	"strings"

	"prepl/lang/catalog"
	"prepl/lang/eval/evalerr"
	"prepl/lang/eval/resourcetypes"
	"prepl/lang/syntax"
	"prepl/types"
)

// definedHere is a definition made by the running evaluation: what kind
// it is and where, so a second definition of the name in the same input
// fails as it does in one Puppet compilation. A later input may replace a
// definition; that is how a session changes its mind.
type definedHere struct {
	kind string // "class", "define" or "node"
	loc  syntax.Loc
}

// ClaimDefinition records that the running evaluation defines name as
// kind, or returns Puppet's error when it already defined it.
func (c *Catalog) ClaimDefinition(kind, name string, loc syntax.Loc) error {
	st := c.state()
	key := name
	if kind == "node" {
		key = "node\x00" + name
	}
	if st.definitions == nil {
		st.definitions = map[string]definedHere{}
	}
	if err := c.classNodeClash(kind, name, loc); err != nil {
		return err
	}
	old, dup := st.definitions[key]
	if !dup {
		st.definitions[key] = definedHere{kind: kind, loc: loc}
		return nil
	}
	at := locationText(old.loc)
	switch {
	case kind == "node":
		return evalerr.Errorf(loc, "Node '%s' is already defined%s; cannot redefine", name, withSpace(at))
	case old.kind == "class" && kind == "class":
		return evalerr.Errorf(loc, "Class '%s' is already defined%s; cannot redefine", name, withSpace(at))
	case old.kind == "class":
		return evalerr.Errorf(loc, "'%s' is already defined%s as a class; cannot redefine as a definition", name, withSpace(at))
	case kind == "class":
		return evalerr.Errorf(loc, "Definition '%s' is already defined%s; cannot be redefined as a class", name, withSpace(at))
	}
	return evalerr.Errorf(loc, "Attempt to redefine entity 'http://puppet.com/2016.1/runtime/type/%s'. Originally set at %s.", name, originURI(old.loc))
}

// originURI names a position as Puppet's loader does when it refuses to
// redefine something: file://PATH?line=L&pos=C (inputs that are not
// files are named as the other messages name them).
func originURI(loc syntax.Loc) string {
	if loc.Src == nil {
		return "an earlier definition"
	}
	if f := loc.File(); f != "" && !strings.HasPrefix(f, "<") {
		return fmt.Sprintf("file://%s?line=%d&pos=%d", f, loc.Line(), loc.Column())
	}
	return locationText(loc)
}

// classNodeClash refuses a node named like a class of the same input, or
// a class named like a node: Puppet keeps both kinds under one name
// space. The catalog's own classes count too: main (whose name is empty)
// and settings, which Puppet makes after loading the nodes.
func (c *Catalog) classNodeClash(kind, name string, loc syntax.Loc) error {
	defs := c.state().definitions
	switch kind {
	case "node":
		switch name {
		case "":
			return evalerr.Errorf(loc, "Class '' is already defined; cannot be redefined as a node")
		case "settings":
			return evalerr.Errorf(loc, "Node 'settings' is already defined%s; cannot be redefined as a class", withSpace(locationText(loc)))
		}
		if old, ok := defs[name]; ok && old.kind == "class" {
			return evalerr.Errorf(loc, "Class '%s' is already defined%s; cannot be redefined as a node", name, withSpace(locationText(old.loc)))
		}
	case "class":
		if old, ok := defs["node\x00"+name]; ok {
			return evalerr.Errorf(loc, "Node '%s' is already defined%s; cannot be redefined as a class", name, withSpace(locationText(old.loc)))
		}
	}
	return nil
}

// nodeMatchName is the name Puppet registers a node definition's host
// match under: the lower-case name, `default`, or for a regexp the name
// nodeRegexpTitle gives it.
func nodeMatchName(m syntax.Expr) (string, bool) {
	switch x := m.(type) {
	case *syntax.LiteralString:
		return strings.ToLower(x.Value), true
	case *syntax.LiteralDefault:
		return "default", true
	case *syntax.LiteralRegexp:
		return nodeRegexpTitle(x.Pattern), true
	}
	return "", false
}

// dropEvaluation takes out of the catalog what evaluating root (a node
// or a class) declared: root, the resources it contains, and the classes,
// defines and resources declared from its body, recursively. A session
// that changes its mind (another node name, a class redefined after it
// was declared) thus keeps no resources of the old choice. It is
// journaled: a failed input brings them back.
func (c *Catalog) dropEvaluation(root *catalogEntry) {
	owned := map[*catalogEntry]bool{root: true}
	var isOwned func(r *catalogEntry, depth int) bool
	isOwned = func(r *catalogEntry, depth int) bool {
		if r == nil || depth > catalog.MaxDepth {
			return false
		}
		if known, ok := owned[r]; ok {
			return known
		}
		mine := isOwned(r.container.Get(), depth+1) ||
			(r.frame != nil && r.frame.resource != r && isOwned(r.frame.resource, depth+1))
		owned[r] = mine
		return mine
	}
	dropped := map[string]bool{}
	for _, r := range c.resources.Items() {
		if r.removed.Get() || !isOwned(r, 0) {
			continue
		}
		c.remove(r)
		if r.kind == classResource || r.kind == nodeResource {
			dropped[strings.ToLower(r.title)] = true
		}
	}
	c.forgetClasses(dropped)
}

// forgetClasses takes dropped classes (and nodes) out of the list of
// evaluated classes and their scopes out of reach ($cls::x), journaled.
func (c *Catalog) forgetClasses(dropped map[string]bool) {
	if len(dropped) == 0 {
		return
	}
	var kept []string
	for _, name := range c.classList.Items() {
		if !dropped[name] {
			kept = append(kept, name)
		}
	}
	c.classList.Replace(kept)
	for name := range dropped {
		c.scopes.Delete(name)
	}
}

// ClaimEntity records that the running evaluation defines a function or
// type alias, and refuses a second definition of the same name in it, as
// Puppet's loader does within one compilation. A later input may still
// redefine it.
func (c *Catalog) ClaimEntity(kind, name string, loc syntax.Loc) error {
	name = strings.ToLower(strings.TrimPrefix(name, "::"))
	st := c.state()
	if st.definitions == nil {
		st.definitions = map[string]definedHere{}
	}
	key := kind + "\x00" + name
	if old, dup := st.definitions[key]; dup {
		return entityRedefinition(kind, name, loc, "Originally set at "+originURI(old.loc))
	}
	st.definitions[key] = definedHere{kind: kind, loc: loc}
	return nil
}

// ClaimAlias refuses type aliases that would redefine a built-in type,
// a resource type or a define of the same input, then claims the name.
func (c *Catalog) ClaimAlias(d *syntax.TypeAlias) error {
	name := strings.ToLower(strings.TrimPrefix(d.Name, "::"))
	if _, builtin := types.TypeByName(name); builtin {
		return entityRedefinition("type", name, d.Loc, "Originally set by Puppet-Type-System/Static-Loader")
	}
	if _, ok := resourcetypes.Lookup(name); ok {
		return entityRedefinition("type", name, d.Loc, "Set at unknown location")
	}
	if old, ok := c.state().definitions[name]; ok && old.kind == "define" {
		return entityRedefinition("type", name, d.Loc, "Originally set at "+originURI(old.loc))
	}
	return c.ClaimEntity("type", name, d.Loc)
}

// entityRedefinition is Puppet's loader error for a second definition.
func entityRedefinition(kind, name string, loc syntax.Loc, origin string) error {
	return evalerr.Errorf(loc, "Attempt to redefine entity 'http://puppet.com/2016.1/runtime/%s/%s'. %s.", kind, name, origin)
}

// CheckDefinitions reports a class, define, node, function or type alias
// that a program's body b defines twice, as `puppet parser validate`
// does (which instantiates the definitions of the file without
// evaluating anything): functions, type aliases and defines are claimed
// first, as entities of Puppet's loaders, then classes, defines and
// nodes, as known resource types. It returns the first error, nil when
// there is none.
func (c *Catalog) CheckDefinitions(b *syntax.BlockExpr) error {
	if err := c.claimEntities(b); err != nil {
		return err
	}
	return c.claimTypes(b)
}

// claimEntities claims, in order, the functions, type aliases and
// defines of a block and the defines of the classes in it as loader
// entities.
func (c *Catalog) claimEntities(b *syntax.BlockExpr) error {
	if b == nil {
		return nil
	}
	for _, st := range b.Statements {
		switch d := st.(type) {
		case *syntax.FunctionDefinition:
			if err := c.ClaimEntity("function", d.Name, d.Loc); err != nil {
				return err
			}
		case *syntax.TypeAlias:
			if err := c.ClaimEntity("type", d.Name, d.Loc); err != nil {
				return err
			}
		case *syntax.ResourceTypeDefinition:
			if err := c.ClaimEntity("type", d.Name, d.Loc); err != nil {
				return err
			}
		case *syntax.HostClassDefinition:
			if err := c.claimEntities(d.Body); err != nil {
				return err
			}
		}
	}
	return nil
}

// claimTypes claims the classes, defines and nodes of a block and of the
// classes in it as known resource types.
func (c *Catalog) claimTypes(b *syntax.BlockExpr) error {
	if b == nil {
		return nil
	}
	for _, st := range b.Statements {
		var err error
		switch d := st.(type) {
		case *syntax.HostClassDefinition:
			if err = c.ClaimDefinition("class", classKey(d.Name), d.Loc); err == nil {
				err = c.claimTypes(d.Body)
			}
		case *syntax.ResourceTypeDefinition:
			err = c.ClaimDefinition("define", classKey(d.Name), d.Loc)
		case *syntax.NodeDefinition:
			err = c.ClaimNode(d)
		}
		if err != nil {
			return err
		}
	}
	return nil
}
