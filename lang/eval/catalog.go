package eval

import (
	"strings"

	"prepl/lang/syntax"
	"prepl/types"
)

// Catalog holds what catalog expressions build: class, define and node
// definitions, declared classes with their scopes, and resources.
type Catalog struct {
	e       *Evaluator
	classes map[string]*syntax.HostClassDefinition
	defines map[string]*syntax.ResourceTypeDefinition
	nodes   []*syntax.NodeDefinition
	// scopes holds the scope of every evaluated class, by lower-case name.
	scopes map[string]*Scope
}

func newCatalog(e *Evaluator) *Catalog {
	return &Catalog{
		e:       e,
		classes: map[string]*syntax.HostClassDefinition{},
		defines: map[string]*syntax.ResourceTypeDefinition{},
		scopes:  map[string]*Scope{},
	}
}

// finish runs what Puppet evaluates after the main code: the matching
// node, defined-type instances, collectors.
func (c *Catalog) finish() error { return nil }

// classScope returns the scope of an evaluated class.
func (c *Catalog) classScope(name string) *Scope { return c.scopes[name] }

func (c *Catalog) defineClass(d *syntax.HostClassDefinition) error {
	key := lowerName(d.Name)
	old, existed := c.classes[key]
	c.classes[key] = d
	c.e.journal(func() {
		if existed {
			c.classes[key] = old
		} else {
			delete(c.classes, key)
		}
	})
	return nil
}

func (c *Catalog) defineDefine(d *syntax.ResourceTypeDefinition) error {
	key := lowerName(d.Name)
	old, existed := c.defines[key]
	c.defines[key] = d
	c.e.journal(func() {
		if existed {
			c.defines[key] = old
		} else {
			delete(c.defines, key)
		}
	})
	return nil
}

func (c *Catalog) defineNode(d *syntax.NodeDefinition) error {
	c.nodes = append(c.nodes, d)
	n := len(c.nodes)
	c.e.journal(func() { c.nodes = c.nodes[:n-1] })
	return nil
}

// resourceTypeExists reports whether name is a built-in resource type or a
// define.
func (c *Catalog) resourceTypeExists(name string) bool {
	key := lowerName(strings.TrimPrefix(name, "::"))
	if _, ok := c.defines[key]; ok {
		return true
	}
	return builtinResourceType(key)
}

func (c *Catalog) checkResourceTypeExists(name string, loc syntax.Loc) error {
	if c.resourceTypeExists(name) {
		return nil
	}
	return errorf(loc, "Resource type not found: %s", capitalizeSegments(name))
}

// builtinResourceTypeNames lists Puppet 7's built-in resource types.
var builtinResourceTypeNames = []string{
	"augeas", "cron", "exec", "file", "filebucket", "group", "host", "k5login", "mailalias",
	"maillist", "mount", "notify", "package", "resources", "router", "schedule", "selboolean",
	"selmodule", "service", "ssh_authorized_key", "sshkey", "stage", "tidy", "user",
	"yumrepo", "zfs", "zone", "zpool",
}

// builtinResourceType reports whether name is one of Puppet 7's built-in
// resource types.
func builtinResourceType(name string) bool {
	for _, n := range builtinResourceTypeNames {
		if n == name {
			return true
		}
	}
	return false
}

func (c *Catalog) notYet(loc syntax.Loc, what string) error {
	return errorf(loc, "%s are not supported yet", what)
}

func (c *Catalog) evalResource(n *syntax.ResourceExpr, s *Scope) (types.Value, error) {
	return nil, c.notYet(n.Loc, "Resource expressions")
}

func (c *Catalog) evalResourceDefaults(n *syntax.ResourceDefaultsExpr, s *Scope) (types.Value, error) {
	return nil, c.notYet(n.Loc, "Resource defaults")
}

func (c *Catalog) evalResourceOverride(n *syntax.ResourceOverrideExpr, s *Scope) (types.Value, error) {
	return nil, c.notYet(n.Loc, "Resource overrides")
}

func (c *Catalog) evalRelationship(n *syntax.RelationshipExpr, s *Scope) (types.Value, error) {
	return nil, c.notYet(n.Loc, "Relationships")
}

func (c *Catalog) evalCollect(n *syntax.CollectExpr, s *Scope) (types.Value, error) {
	return nil, c.notYet(n.Loc, "Collectors")
}

func (c *Catalog) attributeAccess(r *types.ResourceType, keys []types.Value, n *syntax.AccessExpr) (types.Value, error) {
	return nil, c.notYet(n.Loc, "Resource attribute references")
}

func (c *Catalog) classParameterAccess(t *types.ClassType, keys []types.Value, n *syntax.AccessExpr) (types.Value, error) {
	return nil, c.notYet(n.Loc, "Class parameter references")
}
