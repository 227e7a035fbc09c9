package compile

import (
	"strings"

	"prepl/types"
)

// refFromString reads a reference written as a string, "Type[title]", as
// Puppet's Resource.type_and_title does: the type is the text before the
// first bracket (no brackets in it), the title everything up to the last
// one. A type name in lower case is capitalized by segments; one that
// starts with a capital is kept as written, so "NOTIFY[a]" names a type no
// resource has. Component means Class, and a class title is capitalized
// the same way.
func refFromString(s string) (relEnd, bool) {
	i := strings.IndexByte(s, '[')
	if i <= 0 || !strings.HasSuffix(s, "]") || len(s)-1 <= i+1 || strings.Contains(s[:i], "]") {
		return relEnd{}, false
	}
	typ, title := types.CapitalizeSegments(s[:i]), s[i+1:len(s)-1]
	if strings.EqualFold(typ, "component") {
		typ = "Class"
	}
	if typ == "Class" {
		title = types.CapitalizeSegments(title)
	}
	return relEnd{typeName: typ, title: title}, true
}

// findable reports whether Puppet's catalog, whose keys are case
// sensitive, can find the reference: its type is written as Puppet writes
// type names (Notify, Foo::Bar) and a class title as it writes class
// names. Lookups here ignore case, so a reference read from a string is
// checked with this first.
func (e relEnd) findable() bool {
	if e.typeName != types.CapitalizeSegments(strings.ToLower(e.typeName)) {
		return false
	}
	return e.typeName != "Class" || e.title == types.CapitalizeSegments(strings.ToLower(e.title))
}
