package types

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestFlattenAcrossBlocks: a flattening that gathers several blocks gives
// every element once, in order, for sizes around the block's.
func TestFlattenAcrossBlocks(t *testing.T) {
	for _, n := range []int{0, 1, flattenBlock - 1, flattenBlock, flattenBlock + 1, 3*flattenBlock + 5} {
		// Pairs nested one level ([[0, 1], [2, 3], ...]) and a last odd one.
		var outer []Value
		for i := 0; i < n; i += 2 {
			if i+1 < n {
				outer = append(outer, ArrayOf(Int(i), Int(i+1)))
			} else {
				outer = append(outer, Int(i))
			}
		}
		got := Flatten(NewArray(outer))
		assert.Len(t, got, n)
		inOrder := true
		for i, v := range got {
			inOrder = inOrder && v == Int(i)
		}
		assert.True(t, inOrder, "n=%d", n)
	}
	assert.Equal(t, []Value{String("x")}, Flatten(String("x")))
}
