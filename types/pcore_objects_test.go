package types

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPcoreObjectTypes checks the built-in Object type Deferred against
// Puppet 7.
func TestPcoreObjectTypes(t *testing.T) {
	deferred, ok := TypeByName("Deferred")
	require.True(t, ok)
	assert.Equal(t, `Object[{name => 'Deferred', attributes => {'name' => Pattern[/\A[$]?[a-z][a-z0-9_]*(?:::[a-z][a-z0-9_]*)*\z/], 'arguments' => {type => Optional[Array], value => undef}}}]`, deferred.String())
	d, err := deferred.(*ObjectType).New([]Value{String("join"), ArrayOf(ArrayOf(Int(1), Int(2)), String(","))})
	require.NoError(t, err)
	assert.Equal(t, "Deferred({'name' => 'join', 'arguments' => [[1, 2], ',']})", d.String())
	assert.True(t, IsInstance(deferred, d))
	assert.True(t, IsInstance(TObject, d))
	_, err = deferred.(*ObjectType).New([]Value{String("Join")})
	assert.Error(t, err)
}

// TestErrorAndTypeParameters checks Error and Object type parameters
// against Puppet 7.
func TestErrorAndTypeParameters(t *testing.T) {
	assert.Equal(t, "Object[{name => 'Error', type_parameters => {'kind' => Variant[String, Regexp, Type[Enum], Type[Pattern], Type[NotUndef], Type[Undef]], 'issue_code' => Variant[String, Regexp, Type[Enum], Type[Pattern], Type[NotUndef], Type[Undef]]}, attributes => {'msg' => String[1], 'kind' => {type => Optional[String[1]], value => undef}, 'details' => {type => Optional[Hash[String[1], Data]], value => undef}, 'issue_code' => {type => Optional[String[1]], value => undef}}, functions => {'message' => Callable[[0, 0], String[1]]}}]", TError.String())
	e, err := TError.New([]Value{String("m"), String("k"), HashOf(String("a"), Int(1)), String("code")})
	require.NoError(t, err)
	assert.Equal(t, "Error({'msg' => 'm', 'kind' => 'k', 'details' => {'a' => 1}, 'issue_code' => 'code'})", e.String())
	assert.Equal(t, "Error['k', 'code']", Infer(e).String())
	assert.Equal(t, "Type[Error['k', 'code']]", Infer(Infer(e)).String())
	plain, err := TError.New([]Value{String("m")})
	require.NoError(t, err)
	assert.Equal(t, "Error[undef, undef]", Infer(plain).String())
	assert.Equal(t, TError.String(), InferGeneralized(plain).String())
	param := func(base Type, args ...Value) Type {
		v, err := Parameterize(base, args)
		require.NoError(t, err)
		return v.(Type)
	}
	assert.Equal(t, "Error['k']", param(TError, String("k")).String())
	assert.Equal(t, "Error[default, 'code']", param(TError, Default, String("code")).String())
	assert.Equal(t, "Error[default, 'code']", param(TError, HashOf(String("issue_code"), String("code"))).String())
	assert.True(t, IsInstance(TError, e))
	assert.True(t, IsInstance(param(TError, String("K")), e))
	assert.True(t, IsInstance(param(TError, mustRegexp(t, "^k")), e))
	assert.False(t, IsInstance(param(TError, String("j")), e))
	assert.True(t, IsAssignable(TError, param(TError, String("k"))))
	assert.True(t, Equal(param(TError, String("k")), param(TError, String("K"))))
	assert.Equal(t, "Error[undef]", param(TError, Undef).String())
	assert.True(t, IsAssignable(param(TError, TString), param(TError, String("k"))))
	assert.False(t, IsAssignable(param(TError, String("k")), TError))
	_, err = Parameterize(TError, []Value{Int(1)})
	assert.Error(t, err)
	_, err = Parameterize(TError, []Value{HashOf(String("nope"), String("x"))})
	assert.Error(t, err)

	// type E = Object[{type_parameters => {kind => Optional[String]}, ...}]
	eType, err := NewObjectType(HashOf(
		String("name"), String("E"),
		String("type_parameters"), HashOf(String("kind"), NewOptionalType(TString)),
		String("attributes"), HashOf(String("msg"), TString, String("kind"), HashOf(String("type"), NewOptionalType(TString), String("value"), Undef)),
	))
	require.NoError(t, err)
	assert.Equal(t, "Object[{name => 'E', type_parameters => {'kind' => String}, attributes => {'msg' => String, 'kind' => {type => Optional[String], value => undef}}}]", eType.String())
	assert.Equal(t, "E['x']", param(eType, String("x")).String())
	alias := NewTypeAlias("E", func() (Type, error) { return eType, nil })
	require.NoError(t, alias.Resolve())
	assert.Equal(t, "E['x']", param(alias, String("x")).String())
	intAlias := NewTypeAlias("A", func() (Type, error) { return TInteger, nil })
	_, err = Parameterize(intAlias, []Value{Int(1), Int(2)})
	assert.EqualError(t, err, "Operator '[]' is not applicable to an A = Integer-Type.")
	m, err := eType.New([]Value{String("m")})
	require.NoError(t, err)
	assert.Equal(t, "E[undef]", Infer(m).String())
	mk, err := eType.New([]Value{String("m"), String("k")})
	require.NoError(t, err)
	assert.Equal(t, "E['k']", Infer(mk).String())
	assert.True(t, IsInstance(param(eType, String("k")), mk))
	assert.False(t, IsInstance(param(eType, String("j")), mk))
	point, err := NewObjectType(HashOf(String("name"), String("Pt"), String("attributes"), HashOf(String("x"), TInteger)))
	require.NoError(t, err)
	_, err = Parameterize(point, []Value{Int(1)})
	assert.EqualError(t, err, "The Pt-Type cannot be parameterized using []")
}
