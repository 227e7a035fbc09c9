package types

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPcoreObjectTypes checks the built-in Object types Deferred and
// Error against Puppet 7.
func TestPcoreObjectTypes(t *testing.T) {
	deferred, ok := TypeByName("Deferred")
	require.True(t, ok)
	assert.Equal(t, `Object[{name => 'Deferred', attributes => {'name' => Pattern[/\A[$]?[a-z][a-z0-9_]*(?:::[a-z][a-z0-9_]*)*\z/], 'arguments' => {type => Optional[Array], value => undef}}}]`, deferred.String())
	errType, ok := TypeByName("error")
	require.True(t, ok)
	assert.Equal(t, "Object[{name => 'Error', type_parameters => {'kind' => Variant[String, Regexp, Type[Enum], Type[Pattern], Type[NotUndef], Type[Undef]], 'issue_code' => Variant[String, Regexp, Type[Enum], Type[Pattern], Type[NotUndef], Type[Undef]]}, attributes => {'msg' => String[1], 'kind' => {type => Optional[String[1]], value => undef}, 'details' => {type => Optional[Hash[String[1], Data]], value => undef}, 'issue_code' => {type => Optional[String[1]], value => undef}}, functions => {'message' => Callable[[0, 0], String[1]]}}]", errType.String())

	d, err := deferred.(*ObjectType).New([]Value{String("join"), ArrayOf(ArrayOf(Int(1), Int(2)), String(","))})
	require.NoError(t, err)
	assert.Equal(t, "Deferred({'name' => 'join', 'arguments' => [[1, 2], ',']})", d.String())
	assert.True(t, IsInstance(deferred, d))
	assert.True(t, IsInstance(TObject, d))
	_, err = deferred.(*ObjectType).New([]Value{String("Join")})
	assert.Error(t, err)
	e, err := errType.(*ObjectType).New([]Value{String("m"), String("k"), HashOf(String("a"), Int(1)), String("code")})
	require.NoError(t, err)
	assert.Equal(t, "Error({'msg' => 'm', 'kind' => 'k', 'details' => {'a' => 1}, 'issue_code' => 'code'})", e.String())
}
