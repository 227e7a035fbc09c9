package catalog

import (
	"prepl/types/quote"
	"strings"

	"prepl/types"
)

// Questions a self-check asks of a catalog view: does it hold this
// resource, is one resource applied before another, does a change to one
// refresh another.

// FindRef returns the resource a reference names: a reference value
// (File['/x'], Class['ntp']) or a string as relationship attributes take
// it ("File[/x]", "class[ntp]"). ok is false when the catalog holds no
// such resource or ref is no reference.
func (v *View) FindRef(ref types.Value) (*Resource, bool) {
	key, ok := refString(ref)
	if !ok {
		key, ok = relationshipRef(ref)
	}
	if !ok {
		return nil, false
	}
	r, ok := v.byRef[key]
	return r, ok
}

// Orders reports whether the catalog applies a before b: a path of
// ordering and containment edges leads from a to b in the expanded
// relationship graph, so an edge between the classes (or defined type
// instances) that contain them counts, as it does for Puppet.
func (v *View) Orders(a, b *Resource) bool {
	g := v.expandedGraph()
	from, to := exitVertex(g, a), entryVertex(g, b)
	if from == nil || to == nil {
		return false
	}
	seen := map[*gvertex]bool{from: true}
	queue := []*gvertex{from}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		if x == to {
			return true
		}
		for _, y := range x.out {
			if !seen[y] {
				seen[y] = true
				queue = append(queue, y)
			}
		}
	}
	return false
}

// Refreshes reports whether a change to a refreshes b, as Puppet's event
// propagation does: one notify edge (~>, notify, subscribe) leads from a,
// or from a container of a, to b or to a container of b. Ordering edges
// pass no events, so a -> x ~> b does not refresh b for a's change.
func (v *View) Refreshes(a, b *Resource) bool {
	g := v.expandedGraph()
	from, to := exitVertex(g, a), entryVertex(g, b)
	if from == nil || to == nil {
		return false
	}
	// The search walks containment edges up from a, crosses one notify
	// edge, then walks containment edges down to b.
	type state struct {
		x        *gvertex
		notified bool
	}
	seen := map[state]bool{{from, false}: true}
	queue := []state{{from, false}}
	for len(queue) > 0 {
		st := queue[0]
		queue = queue[1:]
		if st.x == to && st.notified {
			return true
		}
		for _, y := range st.x.out {
			next := st
			next.x = y
			switch st.x.edgeKind[y] {
			case Notify:
				if st.notified {
					continue
				}
				next.notified = true
			case Before:
				continue
			}
			if !seen[next] {
				seen[next] = true
				queue = append(queue, next)
			}
		}
	}
	return false
}

// exitVertex is where edges leave r in the expanded graph: the
// Completed anchor of a container, else r itself.
func exitVertex(g *rgraph, r *Resource) *gvertex {
	if isContainer(r) {
		return g.byName["Whit[Completed_"+whitName(ralRef(r))+"]"]
	}
	return g.byName[ralRef(r)]
}

// entryVertex is where edges reach r in the expanded graph: the
// Admissible anchor of a container, else r itself.
func entryVertex(g *rgraph, r *Resource) *gvertex {
	if isContainer(r) {
		return g.byName["Whit[Admissible_"+whitName(ralRef(r))+"]"]
	}
	return g.byName[ralRef(r)]
}

// Code returns the resource's reference as Puppet code writes it:
// File['/etc/motd'], Class['ntp::config'].
func (r *Resource) Code() string {
	title := r.Title
	if r.Type == "Class" {
		title = strings.ToLower(title)
	}
	return r.Type + "[" + quote.Single(title) + "]"
}
