package types

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestArrayOf checks arrays made by ArrayOf, those of up to four values
// made in one allocation with their elements and the longer ones alike:
// the values are copied, the nesting is counted, and appending to the
// array or to the caller's slice changes neither.
func TestArrayOf(t *testing.T) {
	inner := ArrayOf(Int(7))
	cases := []struct {
		name    string
		elems   []Value
		nesting int
	}{
		{"none", nil, 1},
		{"one", []Value{Int(1)}, 1},
		{"two", []Value{String("k"), Int(2)}, 1},
		{"three", []Value{Int(1), inner, Undef}, 2},
		{"four", []Value{Int(1), Int(2), Int(3), ArrayOf(inner)}, 3},
		{"five", []Value{Int(1), Int(2), Int(3), Int(4), Int(5)}, 1},
		{"six nested", []Value{Int(1), Int(2), Int(3), Int(4), Int(5), inner}, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			given := append([]Value(nil), c.elems...)
			a := ArrayOf(given...)
			require.Equal(t, len(c.elems), a.Len())
			assert.Equal(t, len(c.elems), len(a.Elements()))
			for i, v := range c.elems {
				assert.Equal(t, v, a.At(i))
			}
			assert.Equal(t, c.nesting, Nesting(a))
			assert.Equal(t, len(c.elems), cap(a.Elements()), "the elements are capped at their length")

			// The caller's slice is copied.
			if len(given) > 0 {
				given[0] = String("changed")
				assert.NotEqual(t, String("changed"), a.At(0))
			}
			// Appending makes new arrays and leaves a as it was.
			b := a.Append(String("x"))
			c2 := a.Append(String("y"))
			assert.Equal(t, len(c.elems)+1, b.Len())
			assert.Equal(t, String("x"), b.At(len(c.elems)))
			assert.Equal(t, String("y"), c2.At(len(c.elems)))
			assert.Equal(t, len(c.elems), a.Len())
			assert.True(t, Equal(a, ArrayOf(c.elems...)))
		})
	}
}

// BenchmarkArrayOfPair makes the [key, value] pairs iteration hands to
// blocks and tree_each's iterator yields.
func BenchmarkArrayOfPair(b *testing.B) {
	b.ReportAllocs()
	var keep *Array
	for i := 0; b.Loop(); i++ {
		keep = ArrayOf(String("key"), Int(i&255))
	}
	_ = keep
}
