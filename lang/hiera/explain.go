package hiera

import (
	"fmt"
	"html"
	"strings"

	"prepl/types"
)

// Explanation is the record of one lookup: every layer, hierarchy
// level and data file searched, and where the value came from.
type Explanation struct {
	Key   string
	Root  *Node
	Value types.Value
	Found bool
	Err   error
}

// Node is one step of a lookup.
type Node struct {
	// Kind is lookup, interpolation, layer, level, location or note.
	Kind  string
	Label string
	// Path is a layer's hiera.yaml or a location's file.
	Path string
	// Version is a layer's hiera.yaml version.
	Version int
	// Merge is the strategy a lookup, layer or level merges with;
	// MergeSource says where a lookup's came from.
	Merge, MergeSource string
	// Key is the root key a location was searched for.
	Key string
	// Exists, HasKey: whether a location's file exists and holds the key.
	Exists, HasKey bool
	// LabelIsPath: a location's Label is a path too (a glob's absolute
	// pattern), which MapPaths maps with Path.
	LabelIsPath bool
	Found       bool
	Value       types.Value
	Children    []*Node
}

// Text renders the explanation as indented text; show renders values.
func (x *Explanation) Text(show func(types.Value) string) string {
	var b strings.Builder
	x.text(&b, x.Root, 0, show)
	switch {
	case x.Err != nil:
		fmt.Fprintf(&b, "Error: %s\n", x.Err)
	case x.Found:
		fmt.Fprintf(&b, "Result: %s\n", show(x.Value))
		if src := x.Sources(); len(src) > 0 {
			fmt.Fprintf(&b, "From: %s\n", strings.Join(src, ", "))
		}
	default:
		fmt.Fprintf(&b, "Not found\n")
	}
	return b.String()
}

func (x *Explanation) text(b *strings.Builder, n *Node, depth int, show func(types.Value) string) {
	ind := strings.Repeat("  ", depth)
	switch n.Kind {
	case "lookup":
		fmt.Fprintf(b, "%sSearching for %q\n%s  Merge strategy %s (%s)\n", ind, n.Label, ind, n.Merge, n.MergeSource)
	case "interpolation":
		fmt.Fprintf(b, "%sInterpolation: lookup of %q\n%s  Merge strategy %s (%s)\n", ind, n.Label, ind, n.Merge, n.MergeSource)
	case "layer":
		fmt.Fprintf(b, "%s%s (hiera configuration version %d)\n", ind, n.Label, n.Version)
		fmt.Fprintf(b, "%s  Using configuration %q\n", ind, n.Path)
	case "level":
		fmt.Fprintf(b, "%sHierarchy entry %q\n", ind, n.Label)
	case "location":
		fmt.Fprintf(b, "%sPath %q\n", ind, n.Path)
		fmt.Fprintf(b, "%s  Original path: %q\n", ind, n.Label)
		switch {
		case !n.Exists:
			fmt.Fprintf(b, "%s  Path not found\n", ind)
		case n.HasKey:
			fmt.Fprintf(b, "%s  Found key: %q value: %s\n", ind, n.Key, show(n.Value))
		default:
			fmt.Fprintf(b, "%s  No such key: %q\n", ind, n.Key)
		}
	case "note":
		fmt.Fprintf(b, "%s%s\n", ind, n.Label)
	}
	for _, c := range n.Children {
		x.text(b, c, depth+1, show)
	}
	if (n.Kind == "level" || n.Kind == "layer") && n.Found && n.Merge != "first" && foundChildren(n) > 1 {
		fmt.Fprintf(b, "%s  Merged result: %s\n", ind, show(n.Value))
	}
}

// foundChildren counts the children of a layer or level that found the
// key (those a merge combined).
func foundChildren(n *Node) int {
	count := 0
	for _, c := range n.Children {
		if c.Found {
			count++
		}
	}
	return count
}

// MapPaths replaces every path of the explanation, the layers'
// hiera.yaml files, the data files and the globs they matched, by what f
// makes of it: a front end
// shows paths relative to where it runs.
func (x *Explanation) MapPaths(f func(string) string) {
	var walk func(n *Node)
	walk = func(n *Node) {
		if n == nil {
			return
		}
		if n.Path != "" {
			n.Path = f(n.Path)
		}
		if n.LabelIsPath {
			n.Label = f(n.Label)
		}
		for _, c := range n.Children {
			walk(c)
		}
	}
	walk(x.Root)
}

// Sources lists the files the value came from (for first, the one).
func (x *Explanation) Sources() []string {
	var out []string
	var walk func(n *Node)
	walk = func(n *Node) {
		if n.Kind == "interpolation" {
			return
		}
		if n.Kind == "location" && n.HasKey {
			out = append(out, n.Path)
		}
		for _, c := range n.Children {
			walk(c)
		}
	}
	walk(x.Root)
	if x.Root != nil && x.Root.Merge == "first" && len(out) > 1 {
		out = out[:1]
	}
	return out
}

// HTML renders the explanation as a table: one row per data file, with
// its layer and level, the path as written and as interpolated, whether
// it exists and whether it holds the key, and the value found.
func (x *Explanation) HTML(show func(types.Value) string) string {
	var b strings.Builder
	e := html.EscapeString
	fmt.Fprintf(&b, "<p>Lookup of <code>%s</code>, merge strategy <code>%s</code> (%s)</p>\n", e(x.Key), e(x.Root.Merge), e(x.Root.MergeSource))
	b.WriteString("<table>\n<tr><th>layer</th><th>hierarchy level</th><th>path</th><th>file</th><th>exists</th><th>has key</th><th>value</th></tr>\n")
	var walk func(n *Node, layer, level string)
	rows := 0
	walk = func(n *Node, layer, level string) {
		switch n.Kind {
		case "interpolation":
			return
		case "layer":
			layer = n.Label
		case "level":
			level = n.Label
		case "location":
			rows++
			val := ""
			if n.HasKey {
				val = "<code>" + e(show(n.Value)) + "</code>"
			}
			fmt.Fprintf(&b, "<tr><td>%s</td><td>%s</td><td><code>%s</code></td><td><code>%s</code></td><td>%s</td><td>%s</td><td>%s</td></tr>\n",
				e(layer), e(level), e(n.Label), e(n.Path), yesNo(n.Exists), yesNo(n.HasKey), val)
		}
		for _, c := range n.Children {
			walk(c, layer, level)
		}
	}
	walk(x.Root, "", "")
	if rows == 0 {
		b.WriteString("<tr><td colspan=\"7\">no data files searched</td></tr>\n")
	}
	b.WriteString("</table>\n")
	switch {
	case x.Err != nil:
		fmt.Fprintf(&b, "<p>Error: %s</p>\n", e(x.Err.Error()))
	case x.Found:
		fmt.Fprintf(&b, "<p>Result: <code>%s</code>", e(show(x.Value)))
		if src := x.Sources(); len(src) > 0 {
			fmt.Fprintf(&b, " from <code>%s</code>", e(strings.Join(src, ", ")))
		}
		b.WriteString("</p>\n")
	default:
		b.WriteString("<p>Not found</p>\n")
	}
	return b.String()
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}
