package types

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// reference converts v as a resource parameter stores it.
func reference(t *testing.T, v Value) Value {
	t.Helper()
	r, err := CatalogValue(v)
	require.NoError(t, err)
	return r
}

// TestCatalogReferences checks references as resource parameters hold
// them against Puppet 7 (a reference passed to a define's parameter, or
// read back with Notify['a']['message']).
func TestCatalogReferences(t *testing.T) {
	ref := reference(t, NewResourceType("notify", "x"))
	plain := NewResourceType("notify", "x")

	texts := []struct {
		value       Value
		str, infers string
	}{
		{ref, "Notify[x]", "Type[Notify['x']]"},
		{NewClassType("foo"), "Class[Foo]", "Type[Class['Foo']]"},
		{NewResourceType("class", "foo::bar"), "Class[Foo::Bar]", "Type[Class['Foo::Bar']]"},
		{NewResourceType("notify", ""), "Notify[]", "Type[Notify['']]"},
		{NewResourceType("file", "/tmp/x"), "File[/tmp/x]", "Type[File['/tmp/x']]"},
	}
	for _, c := range texts {
		r := reference(t, c.value).(Type)
		assert.Equal(t, c.str, r.String())
		assert.Equal(t, c.infers, Infer(r).String())
	}

	instance := []struct {
		typ  Type
		want bool
	}{
		{NewTypeType(TResource), true},
		{NewTypeType(NewResourceType("notify", "x")), true},
		{NewTypeType(NewResourceType("notify", "y")), false},
		{NewTypeType(NewResourceType("notify", "")), true},
		{NewTypeType(nil), true},
		{TAny, true},
		{TData, false},
		{TRuntime, false},
		{TString, false},
		{TCatalogEntry, false},
		{NewVariantType(NewTypeType(NewResourceType("notify", "")), TString), true},
	}
	for _, c := range instance {
		assert.Equal(t, c.want, IsInstance(c.typ, ref), c.typ.String())
	}

	assert.True(t, Equal(ref, reference(t, plain)))
	assert.False(t, Equal(plain, ref))
	assert.False(t, Equal(ref, plain))
	assert.False(t, Equal(ref, String("Notify[x]")))
	assert.False(t, KeyEqual(ref, plain))
	assert.True(t, KeyEqual(ref, reference(t, plain)))
	assert.False(t, Equal(HashOf(ref, Int(1)), HashOf(plain, Int(1))))

	nested := reference(t, HashOf(String("x"), ArrayOf(NewResourceType("file", "/tmp/x"), Int(1))))
	inner := nested.(*Hash).Entries()[0].Value.(*Array).Elements()
	assert.Equal(t, "File[/tmp/x]", inner[0].(Type).String())
	assert.Equal(t, Int(1), inner[1])
	same := ArrayOf(Int(1), String("a"))
	assert.Same(t, same, reference(t, same))

	_, err := CatalogValue(TClass)
	assert.EqualError(t, err, `No title provided and "class" is not a valid resource reference`)
	_, err = CatalogValue(ArrayOf(TResource))
	assert.Error(t, err)
}
