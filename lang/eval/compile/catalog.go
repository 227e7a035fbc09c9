package compile

import (
	"strings"
	"unicode/utf8"

	"prepl/lang/eval/evalerr"
	"prepl/lang/eval/resourcetypes"
	"prepl/lang/eval/undo"
	"prepl/lang/syntax"
	"prepl/types"
)

// Catalog holds what catalog expressions build: class, define and node
// definitions, declared classes with their scopes, resources, and the
// work Puppet defers to the end of a compilation (defined type
// instances, collectors, overrides, relationships).
//
// The catalog lives as long as the session. Its state, and that of its
// resources and frames, is kept in structures that journal their own
// changes in the host's undo.Log, so a failed input leaves it as it was.
// A resource declared again by a later input replaces the earlier one; a
// duplicate within one input is an error, as in Puppet.
type Catalog struct {
	h Host
	// log is the journal the catalog's structures are tied to.
	log     *undo.Log
	classes undo.Map[string, *syntax.HostClassDefinition]
	defines undo.Map[string, *syntax.ResourceTypeDefinition]
	nodes   undo.Slice[*syntax.NodeDefinition]
	// nodesGen is the evaluation that last changed the node definitions.
	nodesGen undo.Cell[int]

	// scopes holds the scope of every evaluated class, by lower-case name.
	scopes undo.Map[string, Scope]

	// resources lists resources in declaration order (replaced ones are
	// marked removed and skipped); index finds them by reference and by
	// alias; byType lists them per lower-case type name.
	resources undo.Slice[*catalogEntry]
	index     undo.Map[string, *catalogEntry]
	byType    undo.Map[string, *undo.Slice[*catalogEntry]]
	seq       int
	// containedAt records, for each contain() edge, how many resources
	// had been declared when it was made, so the containment graph is
	// walked in the order Puppet made its edges.
	containedAt undo.Map[containEdge, int]

	// classList names the evaluated classes in evaluation order.
	classList undo.Slice[string]
	// tags are the catalog's own tags: class names and the tags of class
	// and node resources.
	tags tagSet
	// pending holds defined type instances not evaluated yet.
	pending undo.Slice[*catalogEntry]
	// chains records the relationships the operators made.
	chains undo.Slice[chainRecord]

	top       *Frame
	main      *catalogEntry
	stageMain *catalogEntry
	// node is the evaluated node, nodeDef the definition it came from
	// and nodeFor the node name it was matched for.
	node    undo.Cell[*catalogEntry]
	nodeDef undo.Cell[*syntax.NodeDefinition]
	nodeFor undo.Cell[string]

	// run is the state of the running evaluation only.
	run *runState
	// typeCache holds evaluated parameter types of classes and defines.
	typeCache paramTypeCache
}

// builtinResourceTypeNames lists Puppet 7's built-in resource types.
var builtinResourceTypeNames = resourcetypes.Names()

// runState is what Puppet keeps for one compilation: collectors,
// relationships, overrides of resources not declared yet.
type runState struct {
	gen           int
	collectors    []*collector
	relationships []*relationship
	overrides     []*override
	// overriders are the definitions whose collectors overrode resources;
	// they may then override any attribute (Puppet's Type#override).
	overriders map[string]bool
	// definitions are the classes, defines and nodes this evaluation
	// defined, by name.
	definitions map[string]definedHere
}

// Frame is the catalog side of a scope that belongs to a resource: the
// top scope (Class[main]), a node, a class or a defined type instance.
type Frame struct {
	scope Scope
	// parent is the frame the resource was declared in (or, for a class
	// that inherits, its parent class): resource defaults are looked up
	// along this chain, as Puppet's dynamic scoping of defaults does.
	parent   *Frame
	resource *catalogEntry
	source   *source
	// enclosing is the top or node scope: the variable parent of classes
	// and defines declared here.
	enclosing Scope
	// defaults maps a lower-case type name to its resource defaults.
	defaults undo.Map[string, []*param]
}

// newFrame makes f a frame of the catalog, its state journaled.
func (c *Catalog) newFrame(f Frame) *Frame {
	f.defaults.Tie(c.log)
	return &f
}

// newEntry makes r a resource of the catalog, its state journaled; r is
// new, with none of that state set yet.
func (c *Catalog) newEntry(r *catalogEntry) *catalogEntry {
	r.params.Tie(c.log)
	r.virtual.Tie(c.log)
	r.evaluated.Tie(c.log)
	r.container.Tie(c.log)
	r.contains.Tie(c.log)
	r.tags.list.Tie(c.log)
	r.removed.Tie(c.log)
	return r
}

// New returns the catalog of a session, with what every catalog starts
// with (Stage[main], Class[main] of the top scope, Class[Settings]).
func New(h Host) *Catalog {
	top := h.TopScope()
	log := h.Changes()
	c := &Catalog{h: h, log: log}
	c.classes.Tie(log)
	c.defines.Tie(log)
	c.nodes.Tie(log)
	c.nodesGen.Tie(log)
	c.scopes.Tie(log)
	c.resources.Tie(log)
	c.index.Tie(log)
	c.byType.Tie(log)
	c.containedAt.Tie(log)
	c.classList.Tie(log)
	c.tags.list.Tie(log)
	c.pending.Tie(log)
	c.chains.Tie(log)
	c.node.Tie(log)
	c.nodeDef.Tie(log)
	c.nodeFor.Tie(log)
	stage, _ := resourcetypes.Lookup("stage")
	c.stageMain = c.newEntry(&catalogEntry{typeName: "Stage", title: "main", kind: builtinResource, builtin: stage, declaredKind: "compilable_type"})
	c.stageMain.tags.add("stage")
	settings := c.newEntry(&catalogEntry{typeName: "Class", title: "Settings", kind: classResource, declaredKind: "unknown"})
	settings.evaluated.Set(true)
	settings.tags.add("class")
	settings.tags.add("settings")
	settings.container.Set(c.stageMain)
	c.main = c.newEntry(&catalogEntry{typeName: "Class", title: "main", kind: classResource, declaredKind: "unknown"})
	c.main.evaluated.Set(true)
	c.main.tags.add("class")
	c.main.container.Set(c.stageMain)
	c.top = c.newFrame(Frame{scope: top, resource: c.main, source: &source{kind: "class"}, enclosing: top})
	top.SetFrame(c.top)
	// Class[main] is known to Puppet's catalog by a symbol that no
	// reference in the language can name.
	keys := []string{resourceKey("Stage", "main"), resourceKey("Class", "settings"), "class\x00"}
	for i, r := range []*catalogEntry{c.stageMain, settings, c.main} {
		r.frame = c.top
		c.insert(r, []string{keys[i]})
	}
	settingsScope := h.NewScope(top, ClassScope, "settings")
	settingsScope.SetFrame(c.newFrame(Frame{scope: settingsScope, parent: c.top, resource: settings, source: &source{kind: "class", name: "settings"}, enclosing: top}))
	settings.frame = c.top
	c.scopes.Set("settings", settingsScope)
	c.classList.Append("settings")
	c.tags.add("settings")
	return c
}

// state returns the per-evaluation state, fresh for each evaluation.
func (c *Catalog) state() *runState {
	if c.run == nil || c.run.gen != c.h.Generation() {
		c.run = &runState{gen: c.h.Generation(), overriders: map[string]bool{}}
	}
	return c.run
}

// resourceKey is the index key of Type[title]: the type in lower case
// and, for classes, the title in lower case too.
func resourceKey(typeName, title string) string {
	var buf [64]byte
	return string(appendResourceKey(buf[:0], typeName, title))
}

// appendResourceKey appends resourceKey(typeName, title) to b. Looking
// a key made in a buffer up in the index allocates nothing, where every
// reference in a catalog (`Bench::Vhost["site${i}"]`, a relationship, a
// defined() test) would otherwise make the key and a lower-case copy of
// its type.
func appendResourceKey(b []byte, typeName, title string) []byte {
	n := len(b)
	b = appendLower(b, typeName)
	if string(b[n:]) == "class" {
		return appendLower(append(b, 0), strings.TrimPrefix(title, "::"))
	}
	return append(append(b, 0), title...)
}

// appendLower appends s as strings.ToLower writes it.
func appendLower(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			// ToLower maps rune by rune: the ASCII before is done.
			return append(b, strings.ToLower(s[i:])...)
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b = append(b, c)
	}
	return b
}

// lookup finds a resource by type and title, or by an alias: an `alias`
// metaparameter, or the uniqueness key a resource with that title would
// have (the value of its namevar, or the values of several namevars).
func (c *Catalog) lookup(typeName, title string) *catalogEntry {
	var buf [64]byte
	if r := c.index.At(string(appendResourceKey(buf[:0], typeName, title))); r != nil {
		return r
	}
	bt, ok := c.h.ResourceType(strings.ToLower(typeName))
	if !ok {
		return nil
	}
	if a, ok := uniquenessKey(bt, title, func(string) types.Value { return types.Undef }); ok {
		return c.index.At(resourceKey(typeName, a.key))
	}
	return nil
}

// insert adds a new resource under the given keys.
func (c *Catalog) insert(r *catalogEntry, keys []string) {
	c.seq++
	r.seq = c.seq
	r.keys = keys
	for _, k := range keys {
		c.index.Set(k, r)
	}
	c.resources.Append(r)
	lt := r.typeKey()
	list := c.byType.At(lt)
	if list == nil {
		list = &undo.Slice[*catalogEntry]{}
		list.Tie(c.log)
		c.byType.Set(lt, list)
	}
	list.Append(r)
}

// remove takes out a resource that a later declaration replaces.
func (c *Catalog) remove(r *catalogEntry) {
	r.removed.Set(true)
	for _, k := range r.keys {
		if c.index.At(k) == r {
			c.index.Delete(k)
		}
	}
}

// ofType returns the resources of a lower-case type name, in declaration
// order (replaced ones included).
func (c *Catalog) ofType(lt string) []*catalogEntry {
	if list := c.byType.At(lt); list != nil {
		return list.Items()
	}
	return nil
}

// each calls f for the resources of the catalog in declaration order.
func (c *Catalog) each(f func(r *catalogEntry)) {
	for _, r := range c.resources.Items() {
		if !r.removed.Get() {
			f(r)
		}
	}
}

// frameOf returns the frame of the scope code runs in: the nearest
// class, define, node or top scope.
func (c *Catalog) frameOf(s Scope) *Frame {
	if f := s.Frame(); f != nil {
		return f
	}
	return c.top
}

// ClassScope returns the scope of an evaluated class.
func (c *Catalog) ClassScope(name string) Scope { return c.scopes.At(name) }

// setClassScope records the scope of an evaluated class.
func (c *Catalog) setClassScope(name string, s Scope) {
	c.scopes.Set(name, s)
}

func (c *Catalog) DefineClass(d *syntax.HostClassDefinition) error {
	key := strings.ToLower(strings.TrimPrefix(d.Name, "::"))
	if err := c.checkParamNames(d.Params, key); err != nil {
		return err
	}
	if err := c.ClaimDefinition("class", key, d.Loc); err != nil {
		return err
	}
	old, existed := c.classes.Get(key)
	c.classes.Set(key, d)
	if existed && old != d {
		// Redefined by a later input: the old definition's evaluation
		// leaves the catalog; declaring the class again evaluates the
		// new one.
		if r := c.lookup("Class", key); r != nil && r.gen != c.h.Generation() {
			c.dropEvaluation(r)
		}
	}
	return nil
}

func (c *Catalog) DefineDefine(d *syntax.ResourceTypeDefinition) error {
	key := strings.ToLower(strings.TrimPrefix(d.Name, "::"))
	if err := c.checkParamNames(d.Params, key); err != nil {
		return err
	}
	if err := c.ClaimDefinition("define", key, d.Loc); err != nil {
		return err
	}
	c.defines.Set(key, d)
	return nil
}

func (c *Catalog) DefineNode(d *syntax.NodeDefinition) error {
	if err := c.ClaimNode(d); err != nil {
		return err
	}
	c.nodes.Append(d)
	c.nodesGen.Set(c.h.Generation())
	return nil
}

// ClaimNode claims the names a node definition matches (see
// ClaimDefinition).
func (c *Catalog) ClaimNode(d *syntax.NodeDefinition) error {
	for _, m := range d.HostMatches {
		if name, ok := nodeMatchName(m); ok {
			if err := c.ClaimDefinition("node", name, m.Location()); err != nil {
				return err
			}
		}
	}
	return nil
}

// IsDefine reports whether a defined type of the lower-case name is
// known (without loading one from the environment).
func (c *Catalog) IsDefine(key string) bool { return c.defines.At(key) != nil }

// checkParamNames refuses a class or define parameter named like a
// metaparameter, unless it has a default value (then Puppet only warns:
// the value is passed down to the contained resources).
func (c *Catalog) checkParamNames(params []*syntax.Parameter, name string) error {
	for _, p := range params {
		if !resourcetypes.IsMetaparameter(p.Name) {
			continue
		}
		if p.Value == nil {
			return evalerr.Errorf(p.Loc, "%s is a metaparameter; please choose another parameter name in the %s definition", p.Name, name)
		}
		c.h.Warn(p.Loc, p.Name+" is a metaparam; this value will inherit to all contained resources in the "+name+" definition")
	}
	return nil
}

// ResourceTypeExists reports whether a reference may name the resource
// type: a built-in type, a define, or Node (node resources have no
// definition to declare or collect them by, but Node['x'] is a reference).
func (c *Catalog) ResourceTypeExists(name string) (bool, error) {
	name = strings.TrimPrefix(name, "::")
	ok, err := c.declarableType(name)
	return ok || strings.ToLower(name) == "node", err
}

// declarableType reports whether name is a built-in resource type or a
// define: a type resources can be declared, collected and tested with
// defined() by. A define is found by an absolute name (::my::type) too, a
// built-in type by its plain name only, as Puppet finds them.
func (c *Catalog) declarableType(name string) (bool, error) {
	key := strings.ToLower(strings.TrimPrefix(name, "::"))
	if !strings.HasPrefix(name, "::") {
		if _, ok := c.h.ResourceType(key); ok {
			return true, nil
		}
	}
	d, err := c.FindDefine(key)
	return d != nil, err
}

// FindClass returns the definition of a class by name (any case, with or
// without a leading "::"), loading it from the environment's modules when
// the session has none.
func (c *Catalog) FindClass(name string) (*syntax.HostClassDefinition, error) {
	key := classKey(name)
	if d := c.classes.At(key); d != nil {
		return d, nil
	}
	err := c.h.Autoload(key, func() bool { return c.classes.At(key) != nil })
	return c.classes.At(key), err
}

// FindDefine returns the defined type of that name, loading it from the
// environment's modules when the session has none.
func (c *Catalog) FindDefine(name string) (*syntax.ResourceTypeDefinition, error) {
	key := classKey(name)
	if d := c.defines.At(key); d != nil {
		return d, nil
	}
	err := c.h.Autoload(key, func() bool { return c.defines.At(key) != nil })
	return c.defines.At(key), err
}

// ForgetClass removes the definition of a class that a changed module
// file made, unless a later one replaced it.
func (c *Catalog) ForgetClass(d *syntax.HostClassDefinition) {
	forget(&c.classes, classKey(d.Name), d)
}

// ForgetDefine removes the definition of a defined type that a changed
// module file made, unless a later one replaced it.
func (c *Catalog) ForgetDefine(d *syntax.ResourceTypeDefinition) {
	forget(&c.defines, classKey(d.Name), d)
}

// forget deletes key from m if it still is v.
func forget[V comparable](m *undo.Map[string, V], key string, v V) {
	if old, ok := m.Get(key); ok && old == v {
		m.Delete(key)
	}
}
