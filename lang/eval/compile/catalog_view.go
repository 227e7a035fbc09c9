package compile

import (
	"sort"
	"strings"
	"time"

	"prepl/lang/catalog"
	"prepl/lang/eval/resourcetypes"
	"prepl/types"
)

// propagatedMetaparams are the metaparameters a container passes down to
// the resources it contains (all but the relationship ones), in Puppet's
// order.
var propagatedMetaparams = []string{"noop", "schedule", "audit", "loglevel", "alias", "tag", "stage"}

// view builds the catalog as Puppet's compiler finishes it: resources with
// their final parameters and tags, metaparameters passed down the
// containment graph from Class[main], and the containment edges.
func (c *Catalog) View() *catalog.View {
	v := &catalog.View{
		Name:        c.h.NodeName(),
		Environment: c.h.EnvironmentName(),
		Version:     time.Now().Unix(),
		Classes:     append([]string(nil), c.classList.Items()...),
	}
	views := map[*catalogEntry]*catalog.Resource{}
	var all []*catalogEntry
	c.each(func(r *catalogEntry) {
		rv := c.resourceView(r)
		views[r] = rv
		all = append(all, r)
	})
	c.propagate(all, views)
	for _, r := range all {
		rv := views[r]
		rv.Virtual = r.virtual.Get() && !r.exported
		v.Add(rv)
	}
	for key, r := range c.index.All() {
		rv := views[r]
		if rv == nil || rv.Virtual {
			continue
		}
		_, title, _ := strings.Cut(key, "\x00")
		if title == "" {
			continue
		}
		v.Alias(r.typeName+"["+title+"]", rv)
	}
	sources := c.containers(all)
	for _, r := range all {
		if r.virtual.Get() && !r.exported {
			continue
		}
		for _, s := range sources[r] {
			if s.from.virtual.Get() && !s.from.exported {
				continue
			}
			v.Edges = append(v.Edges, catalog.Edge{Source: views[s.from].Ref(), Target: views[r].Ref(), Kind: catalog.Contains, Via: s.via})
		}
	}
	for _, ch := range c.chains.Items() {
		src, okS := v.Resource(ch.source.String())
		tgt, okT := v.Resource(ch.target.String())
		if okS && okT {
			v.Chain(src.Ref(), tgt.Ref(), ch.op)
		}
	}
	var tags tagSet
	for _, cl := range c.classList.Items() {
		tags.add(cl)
	}
	tags.merge(c.tags.items())
	v.Tags = tags.items()
	return v
}

// containerEdge is a containment edge into a resource.
type containerEdge struct {
	from *catalogEntry
	via  string
}

// containers returns, for each resource, the resources that contain it
// in the order the edges were made: its container, then the resources
// that contain() it.
func (c *Catalog) containers(all []*catalogEntry) map[*catalogEntry][]containerEdge {
	out := make(map[*catalogEntry][]containerEdge, len(all))
	for _, r := range all {
		if r.container.Get() != nil && !r.container.Get().removed.Get() {
			out[r] = append(out[r], containerEdge{from: r.container.Get()})
		}
	}
	for _, r := range all {
		for _, t := range r.contains.Items() {
			if !t.removed.Get() {
				out[t] = append(out[t], containerEdge{from: r, via: "contain"})
			}
		}
	}
	return out
}

// resourceView converts a resource to its catalog form.
func (c *Catalog) resourceView(r *catalogEntry) *catalog.Resource {
	rv := &catalog.Resource{Type: r.typeName, Title: r.title, Kind: r.declaredKind, Exported: r.exported}
	if r.positioned && r.loc.Src != nil {
		rv.File, rv.Line = r.loc.File(), r.loc.Line()
	}
	var tags tagSet
	tags.list.Append(r.tags.items()...)
	if sr := r.scopeResource(); sr != nil && r.gen > 0 && !(r.evaluated.Get() && r.kind != builtinResource) {
		tags.merge(sr.tags.items())
	}
	rv.Tags = tags.items()
	rv.Parameters = c.catalogParams(r)
	return rv
}

// catalogParams computes the attributes a resource has in the finished
// catalog: the namevars a title pattern sets first, then the set
// attributes (relationship attributes flattened), `name` written as the
// namevar of built-in types, and the namevar left out when it equals the
// title.
func (c *Catalog) catalogParams(r *catalogEntry) []catalog.Attribute {
	namevar := "name"
	var out []catalog.Attribute
	set := func(name string, v types.Value) {
		for i := range out {
			if out[i].Name == name {
				out[i].Value = v
				return
			}
		}
		out = append(out, catalog.Attribute{Name: name, Value: v})
	}
	if r.kind == builtinResource {
		namevar = r.builtin.Namevar()
		if attrs, vals, ok := r.builtin.ParseTitle(r.title); ok {
			for i, a := range attrs {
				set(a, types.String(vals[i]))
			}
		}
	} else {
		set("name", types.String(r.title))
	}
	for _, p := range r.params.Items() {
		v := p.value
		if v == nil || types.IsUndef(v) {
			continue
		}
		if resourcetypes.IsRelationshipMetaparameter(p.name) {
			if a, ok := v.(*types.Array); ok {
				var keep []types.Value
				for _, e := range types.Flatten(a) {
					if !types.IsUndef(e) {
						keep = append(keep, e)
					}
				}
				v = types.NewArray(keep)
			}
		}
		name := p.name
		if name == "name" && r.kind == builtinResource {
			name = namevar
		}
		set(name, v)
	}
	// Class[main] keeps its name, and so does a resource titled by a
	// number or boolean (a create_resources key): Puppet compares the
	// name's text with that value and finds them different.
	keepName := r.gen == 0 && r.title == "main" || r.titleValue != nil
	filtered := out[:0]
	for _, a := range out {
		if a.Name == namevar && !keepName {
			if s, ok := a.Value.(types.String); ok && string(s) == r.title {
				continue
			}
		}
		filtered = append(filtered, a)
	}
	return filtered
}

// propagate passes metaparameters and tags down the containment graph
// from Class[main], breadth first, as Puppet's compiler does when it
// finishes: a resource takes the noop, schedule, audit, loglevel, alias,
// tag and stage values of its containers unless it sets its own.
func (c *Catalog) propagate(all []*catalogEntry, views map[*catalogEntry]*catalog.Resource) {
	children := c.containmentChildren(all)
	data := map[*catalogEntry][]catalog.Attribute{}
	seen := map[*catalogEntry]bool{}
	queue := []*catalogEntry{c.main}
	for len(queue) > 0 {
		node := queue[0]
		queue = queue[1:]
		if seen[node] {
			continue
		}
		for _, t := range children[node] {
			sv, tv := views[node], views[t]
			if sv == nil || tv == nil {
				continue
			}
			src, ok := data[node]
			if !ok {
				src = metaparamData(sv)
			}
			if src != nil {
				data[node] = src
				for _, a := range src {
					if _, has := tv.Get(a.Name); !has {
						tv.Parameters = append(tv.Parameters, a)
					}
				}
				data[t] = mergeAttributes(src, metaparamData(tv))
			}
			var tags tagSet
			tags.list.Replace(tv.Tags)
			tags.merge(sv.Tags)
			tv.Tags = tags.items()
		}
		queue = append(queue, children[node]...)
		seen[node] = true
	}
}

// containmentChildren lists what each resource contains in the order
// Puppet made the edges: a declared resource when it was declared, a
// class when contain() took it in (before anything declared later).
func (c *Catalog) containmentChildren(all []*catalogEntry) map[*catalogEntry][]*catalogEntry {
	type child struct {
		r     *catalogEntry
		order int
	}
	edges := map[*catalogEntry][]child{}
	for _, r := range all {
		if r.container.Get() != nil && r.kind != classResource {
			edges[r.container.Get()] = append(edges[r.container.Get()], child{r, 2 * r.seq})
		}
	}
	for _, r := range all {
		for _, t := range r.contains.Items() {
			edges[r] = append(edges[r], child{t, 2*c.containedAt.At(containEdge{r, t}) + 1})
		}
	}
	children := make(map[*catalogEntry][]*catalogEntry, len(edges))
	for r, list := range edges {
		sort.SliceStable(list, func(i, j int) bool { return list[i].order < list[j].order })
		for _, ch := range list {
			children[r] = append(children[r], ch.r)
		}
	}
	return children
}

// metaparamData returns the propagated metaparameters a resource sets
// (nil when none).
func metaparamData(rv *catalog.Resource) []catalog.Attribute {
	var out []catalog.Attribute
	for _, name := range propagatedMetaparams {
		if v, ok := rv.Get(name); ok {
			out = append(out, catalog.Attribute{Name: name, Value: v})
		}
	}
	return out
}

// mergeAttributes is a merged with b, b's values winning.
func mergeAttributes(a, b []catalog.Attribute) []catalog.Attribute {
	out := append([]catalog.Attribute(nil), a...)
	for _, x := range b {
		replaced := false
		for i := range out {
			if out[i].Name == x.Name {
				out[i] = x
				replaced = true
			}
		}
		if !replaced {
			out = append(out, x)
		}
	}
	return out
}
