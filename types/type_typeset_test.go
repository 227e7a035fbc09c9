package types

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTypeSet checks TypeSet types against Puppet 7: string forms,
// validation, equality (by name authority, name and version) and
// instances.
func TestTypeSet(t *testing.T) {
	ts := func(kv ...Value) Type {
		v, err := Parameterize(TTypeSet, []Value{HashOf(kv...)})
		require.NoError(t, err)
		return v.(Type)
	}
	pv := String("pcore_version")
	one := String("1.0.0")
	point, err := NewObjectType(HashOf(String("attributes"), HashOf(String("x"), TInteger)))
	require.NoError(t, err)

	strs := []struct {
		typ  Type
		want string
	}{
		{TTypeSet, "TypeSet[{pcore_uri => 'http://puppet.com/2016.1/pcore', pcore_version => '1.0.0', name_authority => 'http://puppet.com/2016.1/runtime', name => 'DefaultTypeSet', version => '0.0.0'}]"},
		{ts(), TTypeSet.String()},
		{ts(pv, one), "TypeSet[{pcore_version => '1.0.0', name => undef}]"},
		{ts(pv, one, String("name"), String("A::B"), String("version"), String("2.0.0")), "TypeSet[{pcore_version => '1.0.0', name => 'A::B', version => '2.0.0'}]"},
		{ts(pv, mustSemVer(t, "1.2.0"), String("name"), String("A")), "TypeSet[{pcore_version => '1.2.0', name => 'A'}]"},
		{ts(pv, one, String("pcore_uri"), String(pcoreURI)), "TypeSet[{pcore_uri => 'http://puppet.com/2016.1/pcore', pcore_version => '1.0.0', name => undef}]"},
		{ts(pv, one, String("name"), String("A"), String("annotations"), EmptyHash), "TypeSet[{annotations => {}, pcore_version => '1.0.0', name => 'A'}]"},
		{ts(pv, one, String("name_authority"), String("http://example.com"), String("name"), String("X")), "TypeSet[{pcore_version => '1.0.0', name_authority => 'http://example.com', name => 'X'}]"},
		{ts(pv, one, String("name"), String("A"), String("types"), HashOf(String("B"), TInteger)), "TypeSet[{pcore_version => '1.0.0', name => 'A', types => {B => Integer}}]"},
		{ts(pv, one, String("name"), String("A"), String("types"), HashOf(String("B"), HashOf(String("attributes"), HashOf(String("x"), TInteger)))),
			"TypeSet[{pcore_version => '1.0.0', name => 'A', types => {B => Object[{attributes => {'x' => Integer}}]}}]"},
		{Infer(TTypeSet), "Type[" + TTypeSet.String() + "]"},
	}
	for _, c := range strs {
		assert.Equal(t, c.want, c.typ.String())
	}
	named, err := Parameterize(TTypeSet, []Value{String("X")})
	require.NoError(t, err)
	assert.Equal(t, "TypeSet[{pcore_version => '', name => 'X'}]", named.(Type).String())

	// type S = TypeSet[{...}] names the set and its members.
	alias := NewTypeAlias("S", func() (Type, error) {
		return ts(pv, one, String("name"), String("Other"), String("types"), HashOf(
			NewTypeReference("A"), TInteger, NewTypeReference("P"), point)), nil
	})
	require.NoError(t, alias.Resolve())
	assert.Equal(t, "TypeSet[{pcore_version => '1.0.0', name_authority => 'http://puppet.com/2016.1/runtime', name => 'S', types => {A => Integer, P => Object[{attributes => {'x' => Integer}}]}}]", alias.String())
	assert.Equal(t, "Type[TypeSet[{pcore_version => '1.0.0', name_authority => 'http://puppet.com/2016.1/runtime', name => 'S', types => {A => A, P => P}}]]", Infer(alias).String())
	set := alias.ResolvedType().(*TypeSetType)
	a, ok := set.Member("a")
	require.True(t, ok)
	assert.Equal(t, "S::A", a.Name())
	assert.True(t, IsInstance(a, Int(5)))
	p, ok := set.Member("P")
	require.True(t, ok)
	assert.Equal(t, "S::P", p.Name())
	_, ok = set.Member("X")
	assert.False(t, ok)

	ab := ts(pv, one, String("name"), String("A"), String("version"), String("2.0.0"))
	assert.True(t, Equal(ab, ts(pv, one, String("name"), String("A"), String("version"), String("2.0.0"), String("pcore_uri"), String("http://x"))))
	assert.False(t, Equal(ab, ts(pv, one, String("name"), String("A"), String("version"), String("2.0.1"))))
	assert.True(t, IsAssignable(TTypeSet, ab))
	assert.False(t, IsAssignable(ab, TTypeSet))
	assert.True(t, IsInstance(TTypeSet, ab))
	assert.True(t, IsInstance(ts(pv, one, String("name"), String("B")), ab))
	assert.False(t, IsInstance(TTypeSet, TInteger))
	assert.True(t, IsInstance(NewTypeType(TTypeSet), ab))

	errs := []struct {
		arg  Value
		want string
	}{
		{HashOf(pv, String("2.0.0")), "Error while evaluating a '[]' expression, The pcore version for TypeSet '' is not understood by this runtime. Expected range 1.x, got 2.0.0"},
		{HashOf(pv, one, String("foo"), Int(1)), "Error while evaluating a '[]' expression, TypeSet initializer has wrong type, unrecognized key 'foo'"},
		{HashOf(pv, one, String("types"), HashOf(String("a"), TInteger)), "Error while evaluating a '[]' expression, TypeSet initializer has wrong type, entry 'types' key of entry 'a' expects a match for Pattern[/\\A[A-Z]\\w*\\z/], got 'a'"},
		{HashOf(pv, String("1.0")), "Error while evaluating a '[]' expression, Unable to parse '1.0' as a semantic version identifier"},
		{HashOf(pv, one, String("references"), EmptyHash), "Error while evaluating a '[]' expression, TypeSet initializer has wrong type, entry 'references' expects size to be at least 1, got 0"},
		{String("x"), "Error while evaluating a '[]' expression, TypeSet name has wrong type, expects a match for Pattern[/\\A[A-Z][\\w]*(?:::[A-Z][\\w]*)*\\z/], got 'x'"},
	}
	for _, c := range errs {
		_, err := Parameterize(TTypeSet, []Value{c.arg})
		assert.EqualError(t, err, c.want)
	}
	_, err = Parameterize(TTypeSet, []Value{EmptyHash, EmptyHash})
	assert.EqualError(t, err, "TypeSet-Type[] accepts 1 argument. Got 2")
	for _, bad := range []Value{HashOf(String("name"), String("A")), HashOf(pv, Int(1)), HashOf(pv, one, String("types"), HashOf(String("B"), Int(1)))} {
		_, err := Parameterize(TTypeSet, []Value{bad})
		assert.Error(t, err)
	}
}

func mustSemVer(t *testing.T, s string) *SemVer {
	v, err := ParseSemVer(s)
	require.NoError(t, err)
	return v
}

// TestTypeSetMemberReferences checks that the names of members inside a
// type set's definitions refer to those members, as Puppet 7 resolves
// them (expectations recorded with pref, the set loaded first):
//
//	type MySet = TypeSet[{pcore_version => '1.0.0', types => {
//	  Num => Integer[0, 10], Nums => Array[Num],
//	  Car => Object[{attributes => {n => Num}}],
//	  Tree => Array[Variant[Integer, Tree]], Opt => Optional[MySet::Tree]}}]
func TestTypeSetMemberReferences(t *testing.T) {
	num, err := Parameterize(TInteger, []Value{Int(0), Int(10)})
	require.NoError(t, err)
	car, err := NewObjectType(HashOf(String("attributes"), HashOf(String("n"), NewTypeReference("Num"))))
	require.NoError(t, err)
	alias := NewTypeAlias("MySet", func() (Type, error) {
		v, err := Parameterize(TTypeSet, []Value{HashOf(String("pcore_version"), String("1.0.0"), String("types"), HashOf(
			String("Num"), num,
			String("Nums"), NewArrayType(NewTypeReference("Num"), nil),
			String("Car"), car,
			String("Tree"), NewArrayType(NewVariantType(TInteger, NewTypeReference("Tree")), nil),
			String("Opt"), NewOptionalType(NewTypeReference("MySet::Tree")),
		))})
		if err != nil {
			return nil, err
		}
		return v.(Type), nil
	})
	require.NoError(t, alias.Resolve())
	set := alias.ResolvedType().(*TypeSetType)
	member := func(name string) Type {
		m, ok := set.Member(name)
		require.True(t, ok, name)
		return m
	}
	assert.Equal(t, "TypeSet[{pcore_version => '1.0.0', name_authority => 'http://puppet.com/2016.1/runtime', name => 'MySet', types => {"+
		"Num => Integer[0, 10], Nums => Array[Integer[0, 10]], Car => Object[{attributes => {'n' => Num}}], "+
		"Tree => Array[Variant[Integer, Tree]], Opt => Optional[Array[Variant[Integer, Tree]]]}}]", alias.String())
	assert.Equal(t, "MySet::Nums = Array[MySet::Num = Integer[0, 10]]", member("Nums").String())
	assert.Equal(t, "Object[{name => 'MySet::Car', attributes => {'n' => MySet::Num}}]", member("Car").String())
	assert.Equal(t, "MySet::Opt = Optional[MySet::Tree = Array[Variant[Integer, MySet::Tree]]]", member("Opt").String())
	assert.True(t, IsInstance(member("Nums"), NewArray([]Value{Int(1)})))
	assert.False(t, IsInstance(member("Nums"), NewArray([]Value{Int(11)})))
	assert.True(t, IsInstance(member("Opt"), NewArray([]Value{Int(1), NewArray([]Value{Int(2)})})))
	assert.False(t, IsInstance(member("Opt"), NewArray([]Value{String("a")})))
}
