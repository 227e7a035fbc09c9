package display

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/types"
)

// TestFormatMapCachedPerHash checks that a format hash is merged over the
// defaults once, that another hash with other formats gets its own map,
// and that a rejected hash is not remembered as valid.
func TestFormatMapCachedPerHash(t *testing.T) {
	hex := types.HashOf(builtin("Integer"), types.String("%#x"))
	octal := types.HashOf(builtin("Integer"), types.String("%#o"))
	bad := types.HashOf(builtin("Integer"), types.String("%Q"))

	first, err := formatsFor(types.Int(10), hex)
	require.NoError(t, err)
	again, err := formatsFor(types.Int(11), hex)
	require.NoError(t, err)
	assert.Same(t, first, again)

	for _, c := range []struct {
		formats *types.Hash
		want    string
	}{
		{hex, "0xa"},
		{octal, "012"},
		{hex, "0xa"},
	} {
		got, err := FormatValue(types.Int(10), c.formats)
		require.NoError(t, err)
		assert.Equal(t, c.want, got)
	}
	for range 2 {
		_, err := FormatValue(types.Int(10), bad)
		assert.Error(t, err)
	}
}
