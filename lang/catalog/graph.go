package catalog

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"prepl/types"
)

// Graph names the graphs of a catalog, as Puppet's --graph option writes
// them.
type Graph uint8

// The graphs.
const (
	// ResourceGraph is the containment graph (resources.dot).
	ResourceGraph Graph = iota
	// RelationshipGraph has the ordering edges that before, require,
	// notify and subscribe make (relationships.dot).
	RelationshipGraph
	// ExpandedRelationshipGraph is the graph Puppet orders resources by:
	// every container replaced by a pair of anchors, Admissible and
	// Completed, around its contents (expanded_relationships.dot).
	ExpandedRelationshipGraph
)

// graphLabel is the name Puppet gives each graph.
func (g Graph) graphLabel() string {
	switch g {
	case RelationshipGraph:
		return "Relationships"
	case ExpandedRelationshipGraph:
		return "Expanded_relationships"
	}
	return "Resources"
}

// rgraph is a directed graph that keeps Puppet's orders: vertices in the
// order they were added, and for each vertex its incoming and outgoing
// neighbours in the order the edges were added.
type rgraph struct {
	verts   []*gvertex
	byName  map[string]*gvertex
	removed map[*gvertex]bool
	// via names the metaparameter that made each relationship edge.
	via map[[2]*gvertex]string
}

// gvertex is a resource (or anchor) of the graph. ref is Puppet's
// reference, used for sorting; label is how Puppet prints it.
type gvertex struct {
	ref, label string
	in, out    []*gvertex
	edgeKind   map[*gvertex]EdgeKind // kind of the edge to each out neighbour
}

func newRGraph() *rgraph {
	return &rgraph{byName: map[string]*gvertex{}, removed: map[*gvertex]bool{}, via: map[[2]*gvertex]string{}}
}

func (g *rgraph) vertex(ref, label string) *gvertex {
	if v := g.byName[ref]; v != nil {
		return v
	}
	v := &gvertex{ref: ref, label: label, edgeKind: map[*gvertex]EdgeKind{}}
	g.verts = append(g.verts, v)
	g.byName[ref] = v
	return v
}

func (g *rgraph) addEdge(s, t *gvertex, kind EdgeKind) {
	if _, ok := s.edgeKind[t]; ok {
		return
	}
	s.edgeKind[t] = kind
	s.out = append(s.out, t)
	t.in = append(t.in, s)
}

func (g *rgraph) removeEdge(s, t *gvertex) {
	delete(s.edgeKind, t)
	s.out = without(s.out, t)
	t.in = without(t.in, s)
}

func without(vs []*gvertex, x *gvertex) []*gvertex {
	out := vs[:0:0]
	for _, v := range vs {
		if v != x {
			out = append(out, v)
		}
	}
	return out
}

func (g *rgraph) removeVertex(v *gvertex) {
	for _, s := range append([]*gvertex(nil), v.in...) {
		g.removeEdge(s, v)
	}
	for _, t := range append([]*gvertex(nil), v.out...) {
		g.removeEdge(v, t)
	}
	g.removed[v] = true
}

// vertices returns the live vertices in order.
func (g *rgraph) vertices() []*gvertex {
	out := make([]*gvertex, 0, len(g.verts))
	for _, v := range g.verts {
		if !g.removed[v] {
			out = append(out, v)
		}
	}
	return out
}

// ralRef is the reference Puppet's agent-side catalog uses: Class[main]
// is Class[Main] there.
func ralRef(r *Resource) string {
	if r.Type == "Class" && r.Title == "main" {
		return "Class[Main]"
	}
	return r.Ref()
}

// isContainer tells the resources Puppet replaces by anchors: classes,
// defined type instances, nodes and stages.
func isContainer(r *Resource) bool {
	return r.Kind != "compilable_type" || r.Type == "Stage"
}

// agentResources are the resources an agent applies: exported ones are
// left out.
func (v *View) agentResources() []*Resource {
	out := make([]*Resource, 0, len(v.Resources))
	for _, r := range v.Resources {
		if !r.Exported {
			out = append(out, r)
		}
	}
	return out
}

// resourceGraph builds the containment graph.
func (v *View) resourceGraph() *rgraph {
	g := newRGraph()
	names := map[string]*gvertex{}
	for _, r := range v.agentResources() {
		names[r.Ref()] = g.vertex(ralRef(r), ralRef(r))
	}
	for _, e := range v.Edges {
		s, t := names[e.Source], names[e.Target]
		if s != nil && t != nil {
			g.addEdge(s, t, Contains)
		}
	}
	return g
}

// Relationships returns the ordering edges of the catalog, from the
// before, require, notify and subscribe attributes (which the relationship
// operators also set), source first.
func (v *View) Relationships() []Edge {
	var out []Edge
	g := v.relationshipGraph()
	refs := map[*gvertex]string{}
	for _, r := range v.agentResources() {
		refs[g.byName[ralRef(r)]] = r.Ref()
	}
	for _, t := range g.vertices() {
		for _, s := range t.in {
			e := Edge{Source: refs[s], Target: refs[t], Kind: s.edgeKind[t], Via: g.via[[2]*gvertex{s, t}]}
			if op, ok := v.chains[[2]string{e.Source, e.Target}]; ok {
				e.Via = op
			}
			out = append(out, e)
		}
	}
	return out
}

// relationshipGraph builds the graph of ordering edges between resources.
func (v *View) relationshipGraph() *rgraph {
	g := newRGraph()
	rs := v.agentResources()
	verts := make(map[*Resource]*gvertex, len(rs))
	for _, r := range rs {
		verts[r] = g.vertex(ralRef(r), ralRef(r))
	}
	find := func(val types.Value) *gvertex {
		ref, ok := relationshipRef(val)
		if !ok {
			return nil
		}
		if r, ok := v.byRef[ref]; ok {
			return verts[r]
		}
		return nil
	}
	for _, r := range rs {
		self := verts[r]
		for _, name := range []string{"require", "subscribe", "before", "notify"} {
			val, ok := r.Get(name)
			if !ok {
				continue
			}
			kind := Before
			if name == "subscribe" || name == "notify" {
				kind = Notify
			}
			for _, x := range types.Flatten(val) {
				other := find(x)
				if other == nil {
					continue
				}
				s, t := self, other
				if name == "require" || name == "subscribe" {
					s, t = other, self
				}
				if _, dup := s.edgeKind[t]; !dup {
					g.via[[2]*gvertex{s, t}] = name
				}
				g.addEdge(s, t, kind)
			}
		}
	}
	return g
}

// relationshipRef reads the reference a relationship attribute names.
func relationshipRef(v types.Value) (string, bool) {
	if s, ok := refString(v); ok {
		return s, true
	}
	if s, ok := v.(types.String); ok {
		str := string(s)
		i := strings.IndexByte(str, '[')
		if i > 0 && strings.HasSuffix(str, "]") {
			typ, title := str[:i], str[i+1:len(str)-1]
			if strings.EqualFold(typ, "class") {
				return "Class[" + types.CapitalizeSegments(strings.ToLower(title)) + "]", true
			}
			return types.CapitalizeSegments(typ) + "[" + title + "]", true
		}
	}
	return "", false
}

// expandedGraph replaces every container of the relationship graph by two
// anchors, as Puppet's relationship graph does before it orders
// resources: Admissible before the container's contents, Completed after
// them; edges to and from the container move to the anchors.
func (v *View) expandedGraph() *rgraph {
	g := v.relationshipGraph()
	rs := v.agentResources()
	contents := map[string][]string{}
	for _, e := range v.Edges {
		contents[e.Source] = append(contents[e.Source], e.Target)
	}
	type anchors struct{ admissible, completed *gvertex }
	anchor := map[string]anchors{}
	var containers []*Resource
	for _, r := range rs {
		if !isContainer(r) {
			continue
		}
		containers = append(containers, r)
		ref := ralRef(r)
		name := whitName(ref)
		anchor[r.Ref()] = anchors{
			admissible: g.vertex("Whit[Admissible_"+name+"]", ref),
			completed:  g.vertex("Whit[Completed_"+name+"]", ref),
		}
	}
	byRef := func(ref string) *gvertex {
		if r, ok := v.byRef[ref]; ok {
			return g.byName[ralRef(r)]
		}
		return nil
	}
	adm := func(ref string) *gvertex {
		if a, ok := anchor[ref]; ok {
			return a.admissible
		}
		return byRef(ref)
	}
	comp := func(ref string) *gvertex {
		if a, ok := anchor[ref]; ok {
			return a.completed
		}
		return byRef(ref)
	}
	refOf := map[*gvertex]string{}
	for _, r := range rs {
		refOf[g.byName[ralRef(r)]] = r.Ref()
	}
	for _, x := range containers {
		a := anchor[x.Ref()]
		xv := g.byName[ralRef(x)]
		kids := contents[x.Ref()]
		if len(kids) == 0 {
			g.addEdge(a.admissible, a.completed, Contains)
		}
		for _, k := range kids {
			if av, cv := adm(k), comp(k); av != nil && cv != nil {
				g.addEdge(a.admissible, av, Contains)
				g.addEdge(cv, a.completed, Contains)
			}
		}
		for _, s := range append([]*gvertex(nil), xv.in...) {
			kind := s.edgeKind[xv]
			from := s
			if ref, ok := refOf[s]; ok {
				from = comp(ref)
			}
			g.addEdge(from, a.admissible, kind)
			g.removeEdge(s, xv)
		}
		for _, t := range append([]*gvertex(nil), xv.out...) {
			kind := xv.edgeKind[t]
			to := t
			if ref, ok := refOf[t]; ok {
				to = adm(ref)
			}
			g.addEdge(a.completed, to, kind)
			g.removeEdge(xv, t)
		}
	}
	for _, x := range containers {
		g.removeVertex(g.byName[ralRef(x)])
	}
	return g
}

// whitName is how Puppet names the anchors of a container: the type's
// first segment in lower case (class[Foo], stage[main], foo::Bar[x]).
func whitName(ref string) string {
	i := strings.IndexAny(ref, ":[")
	if i < 0 {
		return strings.ToLower(ref)
	}
	return strings.ToLower(ref[:i]) + ref[i:]
}

// DOT writes a graph of the catalog in Graphviz's language, in the form
// Puppet's --graph option writes it.
func (v *View) DOT(which Graph) string {
	var g *rgraph
	switch which {
	case RelationshipGraph:
		g = v.relationshipGraph()
	case ExpandedRelationshipGraph:
		g = v.expandedGraph()
	default:
		g = v.resourceGraph()
	}
	var sb strings.Builder
	label := which.graphLabel()
	fmt.Fprintf(&sb, "digraph %s {\n    label = %s\n", label, dotQuote(label))
	verts := g.vertices()
	for _, x := range verts {
		fmt.Fprintf(&sb, "    %s [\n        fontsize = 8,\n        label = %s\n    ]\n\n", dotQuote(x.ref), dotQuote(x.ref))
	}
	for _, t := range verts {
		for _, s := range t.in {
			fmt.Fprintf(&sb, "    %s -> %s [\n        fontsize = 8\n    ]\n\n", dotQuote(s.ref), dotQuote(t.ref))
		}
	}
	sb.WriteString("}\n")
	return sb.String()
}

// dotQuote quotes an identifier for DOT.
func dotQuote(s string) string {
	return `"` + strings.ReplaceAll(strings.ReplaceAll(s, `\`, `\\`), `"`, `\"`) + `"`
}

// Cycles returns the dependency cycles of the catalog as Puppet finds
// them in its relationship graph: one path per cycle, each a list of
// references that ends where it starts, sorted.
func (v *View) Cycles() [][]string {
	g := v.expandedGraph()
	var out [][]string
	for _, comp := range cyclicComponents(g) {
		path := cyclePath(comp)
		labels := make([]string, len(path))
		for i, x := range path {
			labels[i] = x.label
		}
		out = append(out, labels)
	}
	return out
}

// CycleError reports the dependency cycles in Puppet's words ("Found 1
// dependency cycle: ..."); nil when there is none.
func (v *View) CycleError() error {
	cycles := v.Cycles()
	if len(cycles) == 0 {
		return nil
	}
	var sb strings.Builder
	if len(cycles) == 1 {
		sb.WriteString("Found 1 dependency cycle:\n")
	} else {
		fmt.Fprintf(&sb, "Found %d dependency cycles:\n", len(cycles))
	}
	for _, c := range cycles {
		sb.WriteString("(" + strings.Join(c, " => ") + `)\n`)
	}
	sb.WriteString("Try the '--graph' option and opening the resulting '.dot' file in OmniGraffle or GraphViz")
	return errors.New(sb.String())
}

// cyclicComponents finds the strongly connected components with a cycle
// (Tarjan), each sorted by reference, the list sorted too.
func cyclicComponents(g *rgraph) [][]*gvertex {
	index := map[*gvertex]int{}
	low := map[*gvertex]int{}
	onStack := map[*gvertex]bool{}
	var stack []*gvertex
	var comps [][]*gvertex
	n := 0
	type frame struct {
		v    *gvertex
		next int
	}
	for _, root := range g.vertices() {
		if _, seen := index[root]; seen {
			continue
		}
		work := []*frame{{v: root}}
		index[root], low[root] = n, n
		n++
		stack = append(stack, root)
		onStack[root] = true
		for len(work) > 0 {
			f := work[len(work)-1]
			if f.next < len(f.v.out) {
				w := f.v.out[f.next]
				f.next++
				if _, seen := index[w]; !seen {
					index[w], low[w] = n, n
					n++
					stack = append(stack, w)
					onStack[w] = true
					work = append(work, &frame{v: w})
				} else if onStack[w] && index[w] < low[f.v] {
					low[f.v] = index[w]
				}
				continue
			}
			work = work[:len(work)-1]
			if len(work) > 0 {
				p := work[len(work)-1].v
				if low[f.v] < low[p] {
					low[p] = low[f.v]
				}
			}
			if low[f.v] == index[f.v] {
				var comp []*gvertex
				for {
					top := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					onStack[top] = false
					comp = append(comp, top)
					if top == f.v {
						break
					}
				}
				if len(comp) > 1 || selfLoop(comp[0]) {
					sort.Slice(comp, func(i, j int) bool { return comp[i].ref < comp[j].ref })
					comps = append(comps, comp)
				}
			}
		}
	}
	sort.Slice(comps, func(i, j int) bool { return lessRefs(comps[i], comps[j]) })
	return comps
}

func selfLoop(v *gvertex) bool {
	_, ok := v.edgeKind[v]
	return ok
}

// lessRefs orders components as Ruby orders arrays: element by element.
func lessRefs(a, b []*gvertex) bool {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i].ref != b[i].ref {
			return a[i].ref < b[i].ref
		}
	}
	return len(a) < len(b)
}

// cyclePath finds a path around a cycle as Puppet does: breadth first
// from the component's first vertex until a vertex repeats.
func cyclePath(comp []*gvertex) []*gvertex {
	member := map[*gvertex]bool{}
	for _, v := range comp {
		member[v] = true
	}
	type frame struct {
		v    *gvertex
		path []*gvertex
	}
	queue := []frame{{v: comp[0]}}
	for len(queue) > 0 {
		f := queue[0]
		queue = queue[1:]
		for _, p := range f.path {
			if p == f.v {
				return append(append([]*gvertex(nil), f.path...), f.v)
			}
		}
		next := append(append([]*gvertex(nil), f.path...), f.v)
		for _, w := range f.v.out {
			if member[w] {
				queue = append(queue, frame{v: w, path: next})
			}
		}
	}
	return comp
}

// ApplyOrder lists the catalog's resources that an agent would apply
// (containers and exported resources left out) in the order Puppet's
// manifest ordering applies them: a topological order of the expanded
// relationship graph, taking among the resources that are ready the one
// declared first. Resources on a cycle are left out (CycleError reports
// them).
func (v *View) ApplyOrder() []*Resource {
	g := v.expandedGraph()
	verts := g.vertices()
	rank := v.applyPriorities(g)
	waiting := make(map[*gvertex]int, len(verts))
	for _, x := range verts {
		for _, t := range x.out {
			if _, ok := rank[t]; ok {
				waiting[t]++
			}
		}
	}
	var ready []*gvertex
	for _, x := range verts {
		if waiting[x] == 0 {
			ready = append(ready, x)
		}
	}
	byRal := map[string]*Resource{}
	for _, r := range v.agentResources() {
		byRal[ralRef(r)] = r
	}
	var out []*Resource
	for len(ready) > 0 {
		best := 0
		for i := range ready {
			if rank[ready[i]] < rank[ready[best]] {
				best = i
			}
		}
		x := ready[best]
		ready = append(ready[:best], ready[best+1:]...)
		if r, ok := byRal[x.ref]; ok && !isContainer(r) {
			out = append(out, r)
		}
		for _, t := range x.out {
			if _, ok := rank[t]; !ok {
				continue
			}
			if waiting[t]--; waiting[t] == 0 {
				ready = append(ready, t)
			}
		}
	}
	return out
}

// applyPriorities ranks the vertices of the expanded graph as Puppet's
// prioritizer does: by the order resources entered the catalog (a
// class's resources right after its include), a container's anchors at
// its own place. Vertices of nothing else come last, in graph order.
func (v *View) applyPriorities(g *rgraph) map[*gvertex]int {
	rank := map[*gvertex]int{}
	add := func(x *gvertex) {
		if _, seen := rank[x]; x != nil && !seen {
			rank[x] = len(rank)
		}
	}
	for _, r := range v.agentResources() {
		if !isContainer(r) {
			add(g.byName[ralRef(r)])
			continue
		}
		name := whitName(ralRef(r))
		add(g.byName["Whit[Admissible_"+name+"]"])
		add(g.byName["Whit[Completed_"+name+"]"])
	}
	for _, x := range g.vertices() {
		add(x)
	}
	return rank
}

// MaxDepth bounds walks of the containment tree (its depth is not
// otherwise limited).
const MaxDepth = 10000

// ContainerPath is the path Puppet's agent logs a resource under:
// /Stage[main]/Main/Notify[x] for a resource of the main class,
// /Stage[main]/Foo/Bar[b]/Notify[x] inside a defined type of class foo.
func (v *View) ContainerPath(r *Resource) string {
	parent := map[string]string{}
	for _, e := range v.Edges {
		parent[e.Target] = e.Source
	}
	path := r.Ref()
	for ref, depth := parent[r.Ref()], 0; ref != "" && depth < MaxDepth; ref, depth = parent[ref], depth+1 {
		seg := ref
		if c, ok := v.byRef[ref]; ok && c.Type == "Class" {
			seg = types.CapitalizeSegments(c.Title)
			if c.Title == "main" {
				seg = "Main"
			}
		}
		path = seg + "/" + path
	}
	return "/" + path
}
