package compile

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"prepl/types"
)

// TestCapitalized compares the scan of a name's spelling to its
// definition: the name equals CapitalizeSegments of its lower case.
func TestCapitalized(t *testing.T) {
	for _, name := range []string{
		"", ":", "::", ":::", "::::", "A", "a", "_", "9", "Ab", "AB", "aB",
		"Notify", "notify", "NOTIFY", "Bench::Vhost", "Bench::vhost",
		"bench::Vhost", "Bench::VHost", "::Foo", "::foo", "Foo::", "Foo:::Bar",
		"Foo:::bar", "Foo::::Bar", "Foo::::bar", "Foo:Bar", "Foo:bar",
		"Foo::9bar", "Foo::_bar", "Foo::_Bar", "Foo-Bar", "Foo bar",
		"Ünï::Týpe", "Äb", "äb", "Aä", "AÄ", "\u212a", "K\u212a", "A\xff",
		"\xffA", "A::\u0130", "İ", "Foo::Bar\x00", "Class",
	} {
		want := name == types.CapitalizeSegments(strings.ToLower(name))
		assert.Equal(t, want, capitalized(name), "%q", name)
	}
}

// BenchmarkFindable is the check of a relationship's ends as a
// declaration's before and require give them.
func BenchmarkFindable(b *testing.B) {
	ends := []relEnd{{typeName: "Bench::Vhost", title: "site1"}, {typeName: "Class", title: "Bench::Firewall"}}
	for b.Loop() {
		for _, e := range ends {
			if !e.findable() {
				b.Fatal("not findable")
			}
		}
	}
}
