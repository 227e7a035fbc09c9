package catalog

import (
	"strings"

	"prepl/types"
)

// View is a snapshot of the session's catalog as Puppet would hand
// it to an agent: the real resources (virtual ones that were never
// realized are listed apart), the classes, and the containment edges. It
// is what front ends show and what the catalog formats (JSON, DOT) are
// made from. A view does not change when the session goes on.
type View struct {
	// Name is the node the catalog is compiled for.
	Name string
	// Environment is the environment's name ("production").
	Environment string
	// Version is the catalog version; Puppet uses the time of the
	// compilation in seconds.
	Version int64
	// Resources are the resources of the catalog in declaration order,
	// exported ones included.
	Resources []*Resource
	// Virtual are the virtual resources that are not in the catalog
	// because nothing realized them.
	Virtual []*Resource
	// Classes names the evaluated classes (and the node) in evaluation
	// order.
	Classes []string
	// Tags are the catalog's tags.
	Tags []string
	// Edges are the containment edges (stage → class → resource), as
	// Puppet's catalog lists them: grouped by target, in resource order.
	Edges []Edge

	byRef map[string]*Resource
	// chains maps source and target references of relationships made by
	// operators to the operator.
	chains map[[2]string]string
}

// Resource is one resource of a catalog view.
type Resource struct {
	// Type is the type as Puppet prints it ("File", "Foo::Bar", "Class").
	Type string
	// Title is the title ("main" for Class[main], class names capitalized).
	Title string
	// Kind is Puppet's kind: "compilable_type" (built-in), "defined_type",
	// "class" (a class declared resource-like) or "unknown" (other classes
	// and nodes).
	Kind string
	// Parameters are the attribute values as the catalog records them:
	// in order, without unset ones, the namevar left out when it equals
	// the title.
	Parameters []Attribute
	// Tags are the resource's tags, its containers' included.
	Tags []string
	// File and Line locate the declaration (Line 0 when Puppet records
	// none, as for classes declared by include).
	File string
	Line int
	// Exported marks an exported (@@) resource; Virtual one that is not
	// realized.
	Exported, Virtual bool
}

// Attribute is one attribute value of a resource.
type Attribute struct {
	Name  string
	Value types.Value
}

// EdgeKind says what an edge of the resource graph stands for.
type EdgeKind uint8

// The edge kinds.
const (
	// Contains is containment: a stage contains classes, a class or
	// defined type instance contains the resources it declares.
	Contains EdgeKind = iota
	// Before orders the source before the target (->, before, require).
	Before
	// Notify orders and also refreshes the target (~>, notify,
	// subscribe).
	Notify
)

// String names the kind.
func (k EdgeKind) String() string {
	switch k {
	case Before:
		return "before"
	case Notify:
		return "notify"
	}
	return "contains"
}

// Edge is an edge of the resource graph between two references.
type Edge struct {
	Source, Target string
	Kind           EdgeKind
	// Via tells what made the edge: a relationship operator ("->", "~>",
	// "<-", "<~"), a metaparameter ("before", "require", "notify",
	// "subscribe"), "contain" for the contain() function, or "" for
	// ordinary containment.
	Via string
}

// Ref returns the resource reference as Puppet writes it: File[/tmp/x].
func (r *Resource) Ref() string { return r.Type + "[" + r.Title + "]" }

// Get returns the value of an attribute.
func (r *Resource) Get(name string) (types.Value, bool) {
	for _, a := range r.Parameters {
		if a.Name == name {
			return a.Value, true
		}
	}
	return nil, false
}

// Add appends a resource to the view, to Virtual when it is a virtual
// resource nothing realized, else to Resources under its reference.
func (v *View) Add(r *Resource) {
	if r.Virtual {
		v.Virtual = append(v.Virtual, r)
		return
	}
	if v.byRef == nil {
		v.byRef = map[string]*Resource{}
	}
	v.Resources = append(v.Resources, r)
	v.byRef[r.Ref()] = r
}

// Alias makes a resource of the view found under another reference too
// (a title alias or a namevar); a reference already taken keeps its
// resource.
func (v *View) Alias(ref string, r *Resource) {
	if v.byRef == nil {
		v.byRef = map[string]*Resource{}
	}
	if v.byRef[ref] == nil {
		v.byRef[ref] = r
	}
}

// Chain records that a relationship operator ("->", "~>", "<-", "<~")
// made the edge between two resources of the view.
func (v *View) Chain(source, target, op string) {
	if v.chains == nil {
		v.chains = map[[2]string]string{}
	}
	v.chains[[2]string{source, target}] = op
}

// Resource returns the resource with a reference ("Notify[a]").
func (v *View) Resource(ref string) (*Resource, bool) {
	r, ok := v.byRef[ref]
	return r, ok
}

// refString writes a reference value as the catalog does: Notify[a],
// Class[Foo].
func refString(v types.Value) (string, bool) {
	switch x := v.(type) {
	case *types.ResourceType:
		if x.HasTitle() {
			if strings.EqualFold(x.TypeName(), "class") {
				return "Class[" + types.CapitalizeSegments(strings.ToLower(x.Title())) + "]", true
			}
			return x.TypeName() + "[" + x.Title() + "]", true
		}
	case *types.ClassType:
		if x.ClassName() != "" {
			return "Class[" + types.CapitalizeSegments(x.ClassName()) + "]", true
		}
	}
	return "", false
}
