package types

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The naming rules as Puppet writes them; isQualifiedName must agree.
var (
	typeRefRule   = regexp.MustCompile(`\A((::){0,1}[A-Z][\w]*)+\z`)
	classNameRule = regexp.MustCompile(`\A((::)?[a-z]\w*)(::[a-z]\w*)*\z`)
)

// capitalizeBySplit is CapitalizeSegments written as Ruby does it:
// split at "::", String#capitalize each segment, join.
func capitalizeBySplit(name string) string {
	if name == "" || ('A' <= name[0] && name[0] <= 'Z') {
		return name
	}
	segs := strings.Split(name, "::")
	for i, s := range segs {
		b := []byte(s)
		for j, c := range b {
			switch {
			case j == 0 && 'a' <= c && c <= 'z':
				b[j] = c - ('a' - 'A')
			case j > 0 && 'A' <= c && c <= 'Z':
				b[j] = c + ('a' - 'A')
			}
		}
		segs[i] = string(b)
	}
	return strings.Join(segs, "::")
}

var resourceNames = []string{
	"", ":", "::", ":::", "::::", "a", "A", "_", "_a", "a_", "A_", "9", "a9",
	"foo", "Foo", "FOO", "fOO", "foo::bar", "Foo::Bar", "Foo::bar", "foo::Bar",
	"::foo", "::Foo", "::::Foo", "::::foo", "Foo::", "foo::", "Foo:::Bar",
	"foo:::bar", "Foo::::Bar", "foo::::bar", "Foo:Bar", "FooBar::Baz",
	"Foo::Bar::Baz9_x", "foo::bar::baz9_x", "foo::9bar", "Foo::_Bar",
	"foo::_bar", "Foo-Bar", "foo bar", "Föo", "föo", "foo::bär", "ÄFoo",
	"bench::vhost", "Bench::Vhost", "BENCH::VHOST", "bEnCh::vHoSt::X",
	"Foo\n", "foo\n", "Foo::Bar\x00",
}

// TestIsQualifiedName compares the naming-rule scan to Puppet's regular
// expressions.
func TestIsQualifiedName(t *testing.T) {
	for _, name := range resourceNames {
		assert.Equal(t, typeRefRule.MatchString(name), isQualifiedName(name, isUpperByte), "type reference %q", name)
		assert.Equal(t, classNameRule.MatchString(name), isQualifiedName(name, isLowerByte), "class name %q", name)
	}
}

// TestCapitalizeSegments compares the one-pass capitalization to
// splitting, capitalizing and joining.
func TestCapitalizeSegments(t *testing.T) {
	for _, name := range resourceNames {
		assert.Equal(t, capitalizeBySplit(name), CapitalizeSegments(name), "%q", name)
	}
}

// TestResourceReferenceAccess checks that Type[title] and Resource[type,
// title] keep the lower-case type name the catalog looks resources up by.
func TestResourceReferenceAccess(t *testing.T) {
	typed := NewResourceType("bench::vhost", "")
	for _, c := range []struct {
		typ  Type
		args []Value
	}{
		{typed, []Value{String("site1")}},
		{resourceType, []Value{String("bench::vhost"), String("site1")}},
		{resourceType, []Value{typed, String("site1")}},
	} {
		v, err := Parameterize(c.typ, c.args)
		require.NoError(t, err)
		rt := v.(*ResourceType)
		assert.Equal(t, "Bench::Vhost", rt.TypeName())
		assert.Equal(t, "bench::vhost", rt.lower)
		assert.Equal(t, "site1", rt.title)
	}
}

// BenchmarkResourceReference is the reference Bench::Vhost["site1"] and
// Resource['bench::vhost', 'site1'], as catalogs read resources back.
func BenchmarkResourceReference(b *testing.B) {
	typed := NewResourceType("bench::vhost", "")
	title := []Value{String("site1")}
	named := []Value{String("bench::vhost"), String("site1")}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Parameterize(typed, title); err != nil {
			b.Fatal(err)
		}
		if _, err := Parameterize(resourceType, named); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkClassReference is Class['bench::params'].
func BenchmarkClassReference(b *testing.B) {
	args := []Value{String("bench::params")}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Parameterize(classType, args); err != nil {
			b.Fatal(err)
		}
	}
}
