package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/lang/syntax"
	"prepl/types"
)

// The catalog's Flatten lists what types.Flatten lists, also for the
// values it lists without walking them.
func TestCatalogFlattenMatchesWalk(t *testing.T) {
	h := (*catalogHost)(New(Options{}))
	for _, v := range []types.Value{
		types.String("a"),
		types.Int(1),
		types.Undef,
		nil,
		types.EmptyArray,
		types.ArrayOf(types.String("a")),
		types.ArrayOf(types.String("a"), types.Int(2), types.Undef),
		types.ArrayOf(types.String("a"), types.ArrayOf(types.String("b"), types.EmptyArray)),
		types.ArrayOf(types.EmptyArray),
		types.HashOf(types.String("k"), types.ArrayOf(types.Int(1))),
	} {
		got, err := h.Flatten(v, syntax.Loc{})
		require.NoError(t, err)
		assert.Equal(t, types.Flatten(v), got, "%#v", v)
	}
}
