package compile

import (
	"slices"
	"strings"
	"unicode"

	"prepl/display"
	"prepl/lang/eval/evalerr"
	"prepl/lang/eval/resourcetypes"
	"prepl/lang/eval/undo"
	"prepl/lang/syntax"
	"prepl/types"
)

// resourceKind says what a resource is an instance of.
type resourceKind uint8

const (
	builtinResource resourceKind = iota // a built-in type (file, notify, ...)
	defineResource                      // a defined type instance
	classResource                       // Class[name]
	nodeResource                        // Node[name]
)

// catalogEntry is one resource of the catalog. Built-in and defined type
// instances, classes and nodes are all resources, as in Puppet.
type catalogEntry struct {
	// typeName is the type as Puppet prints it ("File", "Foo::Bar",
	// "Class"); title the title ("Foo::Bar" for a class, capitalized as
	// Puppet does).
	typeName string
	title    string
	kind     resourceKind
	// lowerType is typeName in lower case once typeKey has made it.
	lowerType string

	// titleValue is the title as given when it is not a String (the
	// Integer key of a create_resources hash): $title and $name are that
	// value, while the catalog knows the resource by its text.
	titleValue types.Value

	builtin *resourcetypes.Type
	define  *syntax.ResourceTypeDefinition
	class   *syntax.HostClassDefinition

	// What a later input may change journals its changes (see newEntry).
	params  undo.Slice[*param]
	virtual undo.Cell[bool]
	// exported is set when the resource is declared.
	exported bool
	// evaluated is set when the body of a class, define or node has run.
	evaluated undo.Cell[bool]
	// declaredKind is the "kind" Puppet records: "compilable_type",
	// "defined_type", "class" (resource-like class) or "unknown".
	declaredKind string

	loc syntax.Loc
	// positioned is false for resources Puppet records no position for
	// (classes declared by include, the catalog's own resources).
	positioned bool
	// frame is where the resource was declared (Puppet's resource.scope):
	// it supplies resource defaults and the container.
	frame *Frame
	// container holds the resource in the containment graph.
	container undo.Cell[*catalogEntry]
	// contains lists the classes contain() put in this resource.
	contains undo.Slice[*catalogEntry]

	tags tagSet

	// gen is the evaluation that declared the resource.
	gen int
	// keys are the catalog index keys the resource is registered under.
	keys []string
	// seq orders resources by declaration.
	seq int
	// removed is set when a later declaration replaced the resource.
	removed undo.Cell[bool]
}

// param is one attribute value of a resource, with where it came from
// (override rules depend on the source).
type param struct {
	name  string
	value types.Value
	// source is the definition whose code set the value.
	source *source
	// add marks `+>` (append) in overrides.
	add bool
	loc syntax.Loc
	// gen is the evaluation that set a resource default.
	gen int
}

// source identifies the definition whose code runs in a scope: Puppet's
// scope.source, used to decide who may override what.
type source struct {
	// kind is "class", "define", "node"; name is the definition's name
	// ("" for main).
	kind, name string
	// parent is the inherited class of a class.
	parent string
}

// typeKey is the type's name in lower case, as the catalog's index by
// type and the resource defaults know it; it is made once per resource
// (a type name is set when the resource is made and never changes).
func (r *catalogEntry) typeKey() string {
	if r.lowerType == "" {
		r.lowerType = strings.ToLower(r.typeName)
	}
	return r.lowerType
}

// ref returns the resource reference as Puppet writes it: Notify[a].
func (r *catalogEntry) ref() string { return r.typeName + "[" + r.title + "]" }

// get returns a parameter.
func (r *catalogEntry) get(name string) (*param, bool) {
	for _, p := range r.params.Items() {
		if p.name == name {
			return p, true
		}
	}
	return nil, false
}

// value returns a parameter's value; undef when it is not set.
func (r *catalogEntry) value(name string) types.Value {
	if p, ok := r.get(name); ok && p.value != nil {
		return p.value
	}
	return types.Undef
}

// titleAsGiven is the title as the declaration gave it.
func (r *catalogEntry) titleAsGiven() types.Value {
	if r.titleValue != nil {
		return r.titleValue
	}
	return types.String(r.title)
}

// name is the resource's name: the name parameter, else the title.
func (r *catalogEntry) name() types.Value {
	if v := r.value("name"); !types.IsUndef(v) {
		return v
	}
	return r.titleAsGiven()
}

// validAttribute reports whether the resource's type has the attribute.
func (r *catalogEntry) validAttribute(name string) bool {
	switch r.kind {
	case builtinResource:
		return r.builtin.ValidAttribute(name)
	case defineResource:
		return definitionHasParam(r.define.Params, name)
	case classResource:
		if r.class == nil {
			return name == "name" || resourcetypes.IsMetaparameter(name)
		}
		return definitionHasParam(r.class.Params, name)
	}
	return name == "name" || resourcetypes.IsMetaparameter(name)
}

// definitionHasParam reports whether a class or define accepts the
// attribute: one of its parameters, `name` or a metaparameter.
func definitionHasParam(params []*syntax.Parameter, name string) bool {
	if name == "name" || resourcetypes.IsMetaparameter(name) {
		return true
	}
	for _, p := range params {
		if p.Name == name {
			return true
		}
	}
	return false
}

// tagSet is an ordered set of tags.
type tagSet struct {
	list undo.Slice[string]
}

// items returns the tags in the order they were added, for reading.
func (t *tagSet) items() []string { return t.list.Items() }

func (t *tagSet) has(tag string) bool {
	for _, x := range t.list.Items() {
		if x == tag {
			return true
		}
	}
	return false
}

// add adds a tag that is known to be valid, and its `::` segments, in
// one append.
func (t *tagSet) add(tag string) {
	if t.has(tag) {
		return
	}
	var room [4]string
	tags := append(room[:0], tag)
	for rest, more := tag, strings.Contains(tag, "::"); more; {
		var seg string
		seg, rest, more = strings.Cut(rest, "::")
		if !t.has(seg) && !slices.Contains(tags, seg) {
			tags = append(tags, seg)
		}
	}
	t.list.Append(tags...)
}

// merge adds every tag of o.
func (t *tagSet) merge(o []string) {
	for _, x := range o {
		if !t.has(x) {
			t.list.Append(x)
		}
	}
}

// validTag reports whether s is a tag Puppet accepts:
// /\A[[:alnum:]_][[:alnum:]_:.-]*\Z/.
func validTag(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		alnum := r == '_' || isAlnum(r)
		if i == 0 && !alnum {
			return false
		}
		if !alnum && r != ':' && r != '.' && r != '-' {
			return false
		}
	}
	return true
}

func isAlnum(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r > 127 && (unicode.IsLetter(r) || unicode.IsDigit(r))
}

// tagParamValues adds the tags a tag metaparameter gives. Puppet spreads
// the value into a list first: a reference spreads into nothing, a hash
// into its keys and values.
func (r *catalogEntry) tagParamValues(h Host, v types.Value, loc syntax.Loc) error {
	switch x := v.(type) {
	case *types.ResourceType, *types.ClassType:
		return nil
	case *types.Hash:
		kv := make([]types.Value, 0, 2*x.Len())
		for _, en := range x.Entries() {
			kv = append(kv, en.Key, en.Value)
		}
		v = types.NewArray(kv)
	}
	all, err := h.Flatten(v, loc)
	if err != nil {
		return err
	}
	return r.tagValues(all, loc)
}

// tagValues adds tags given by the tag() function, or a tag metaparameter
// once spread (tagParamValues) and flattened; an invalid tag is an error.
func (r *catalogEntry) tagValues(tags []types.Value, loc syntax.Loc) error {
	for _, t := range tags {
		if types.IsUndef(t) {
			continue
		}
		name := strings.ToLower(tagString(t))
		if !validTag(name) {
			return evalerr.Errorf(loc, "Invalid tag '%s'", name)
		}
		r.tags.add(name)
	}
	return nil
}

// tagIfValid adds a title as a tag when it is a valid tag.
func (r *catalogEntry) tagIfValid(s string) {
	if validTag(s) {
		r.tags.add(strings.ToLower(s))
	}
}

// tagged reports whether the resource, or a resource that contains its
// declaration, has the tag (Puppet's raw_tagged?).
func (r *catalogEntry) tagged(tag string) bool {
	for x := r; x != nil; x = x.scopeResource() {
		if x.tags.has(tag) {
			return true
		}
	}
	return false
}

// scopeResource is the resource whose body declared r (Puppet's
// scope.resource), nil for Class[main].
func (r *catalogEntry) scopeResource() *catalogEntry {
	if r.frame == nil || r.frame.resource == r {
		return nil
	}
	return r.frame.resource
}

// tagString converts a tag value to text.
func tagString(v types.Value) string {
	if s, ok := v.(types.String); ok {
		return string(s)
	}
	return display.ToString(v)
}
