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

// TestFormatMapCachedPerText checks that format hashes of built-in types
// written anew (as a hash literal in a loop is) share one map, that the
// order of their entries and every part of them tell maps apart, and that
// a hash naming an alias a program defines is not shared by its text.
func TestFormatMapCachedPerText(t *testing.T) {
	container := func(format, sep string) *types.Hash {
		return types.HashOf(builtin("Array"), types.HashOf(types.String("format"), types.String(format),
			types.String("separator"), types.String(sep),
			types.String("string_formats"), types.HashOf(builtin("Integer"), types.String("%x"))))
	}
	first, err := formatsFor(types.EmptyArray, container("%(a", "/"))
	require.NoError(t, err)
	again, err := formatsFor(types.EmptyArray, container("%(a", "/"))
	require.NoError(t, err)
	assert.Same(t, first, again)

	texts := map[string]bool{}
	for _, h := range []*types.Hash{
		container("%(a", "/"), container("%(a", "|"), container("%[a", "/"), container("%(a/", ""),
		types.HashOf(builtin("Integer"), types.String("%x"), builtin("Float"), types.String("%e")),
		types.HashOf(builtin("Float"), types.String("%e"), builtin("Integer"), types.String("%x")),
	} {
		text, ok := formatsText(h)
		require.True(t, ok)
		assert.False(t, texts[text], "%q", text)
		texts[text] = true
	}

	alias := types.NewTypeAlias("Port", func() (types.Type, error) { return types.NewIntegerType(1, 65535), nil })
	for _, h := range []*types.Hash{
		types.HashOf(alias, types.String("%x")),
		types.HashOf(types.NewArrayType(alias, nil), types.String("%a")),
		types.HashOf(builtin("Array"), types.HashOf(types.String("string_formats"), types.HashOf(alias, types.String("%x")))),
		types.HashOf(builtin("Integer"), types.Int(1)),
	} {
		_, ok := formatsText(h)
		assert.False(t, ok, "%v", h)
	}
	_, ok := formatsText(types.HashOf(types.TData, types.String("%s")))
	assert.True(t, ok, "built-in aliases are built-in types")
}
