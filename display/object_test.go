package display

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/types"
)

// TestObjectValues checks that instances of Object types show as Puppet
// shows them, Point({'x' => 1}), in every conversion.
func TestObjectValues(t *testing.T) {
	pointType, err := types.Parameterize(types.TObject, []types.Value{types.HashOf(
		types.String("name"), types.String("Point"),
		types.String("attributes"), types.HashOf(types.String("x"), types.TInteger),
	)})
	require.NoError(t, err)
	point, err := pointType.(*types.ObjectType).New([]types.Value{types.Int(1)})
	require.NoError(t, err)
	assert.Equal(t, "Point({'x' => 1})", ToString(point))
	assert.Equal(t, "Point({'x' => 1})", FormatDefault(point))
	assert.Equal(t, "[Point({'x' => 1})]", ToString(types.ArrayOf(point)))
	assert.Equal(t, "Point({'x' => 1})", Show(point, Options{}))
}
