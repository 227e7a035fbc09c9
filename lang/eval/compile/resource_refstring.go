package compile

import (
	"strings"
	"unicode/utf8"

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
	return capitalized(e.typeName) && (e.typeName != "Class" || capitalized(e.title))
}

// capitalized reports whether name is written as CapitalizeSegments
// writes it in lower case: each "::" separated segment a capital (or
// another character) and then no capitals. A name of ASCII text is
// checked without making that spelling.
func capitalized(name string) bool {
	start := true
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case c >= utf8.RuneSelf:
			return name == types.CapitalizeSegments(strings.ToLower(name))
		case c == ':' && strings.HasPrefix(name[i+1:], ":"):
			i, start = i+1, true
			continue
		case start && 'a' <= c && c <= 'z', !start && 'A' <= c && c <= 'Z':
			return false
		}
		start = false
	}
	return true
}
