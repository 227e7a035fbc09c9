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
