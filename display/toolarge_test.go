package display

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"prepl/types"
)

// TestShowRefusesHugeValues shows a value whose shared halves make it
// 2^40 elements large (40 arrays in memory): every renderer says it is
// too large instead of trying to print it, at once. A value just under
// the bound is shown.
func TestShowRefusesHugeValues(t *testing.T) {
	big := types.Value(types.ArrayOf(types.Int(1)))
	for range 40 {
		big = types.ArrayOf(big, big)
	}
	for name, shown := range map[string]string{
		"Show":        Show(big, Options{}),
		"ShowColored": ShowColored(big, Options{}),
		"ShowHTML":    ShowHTML(big, Options{}),
	} {
		assert.Contains(t, shown, "a value too large to show: more than 5000000 elements", name)
	}

	elems := make([]types.Value, MaxShownElements-1)
	for i := range elems {
		elems[i] = types.Int(0)
	}
	wide := types.ArrayOf(types.NewArray(elems))
	assert.Equal(t, MaxShownElements, types.ElementsUpTo(wide, MaxShownElements))
	shown := Show(wide, Options{})
	assert.NotContains(t, shown, "too large")
	assert.Greater(t, len(shown), 3*MaxShownElements)
	assert.Equal(t, MaxShownElements+1, types.ElementsUpTo(types.ArrayOf(wide, types.Int(1)), MaxShownElements))
}
