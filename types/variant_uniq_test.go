package types

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestVariantOfManyInferredTypes builds the Variant reverse_each infers
// for a large array: duplicates go, first occurrences stay in order, and
// distinct string values (which all print as String) are kept apart.
func TestVariantOfManyInferredTypes(t *testing.T) {
	const n = 100000
	ts := make([]Type, 0, 2*n)
	for i := range n {
		ts = append(ts, Infer(String(strconv.Itoa(i))))
	}
	for i := range n {
		ts = append(ts, Infer(String(strconv.Itoa(i))), Infer(Int(i%3)))
	}
	v, ok := NewVariantType(ts...).(*VariantType)
	require.True(t, ok)
	require.Len(t, v.types, n+3)
	assert.True(t, typeEql(v.types[0], Infer(String("0"))))
	assert.True(t, typeEql(v.types[n], Infer(Int(0))))
	assert.True(t, typeEql(v.types[n+2], Infer(Int(2))))
}
