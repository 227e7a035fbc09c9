package types

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestShallowChecksOfLargeValues checks values made of shared parts (2^40
// elements) against types that never look at elements: they answer as
// IsInstance does, without the walk that counts elements first.
func TestShallowChecksOfLargeValues(t *testing.T) {
	big := Value(ArrayOf(Int(1)))
	for range 40 {
		big = ArrayOf(big, big)
	}
	bigHash := HashOf(String("a"), big, String("b"), big)
	for _, src := range []string{"Any", "Undef", "Default", "Collection[2, 2]", "Scalar", "ScalarData", "Numeric",
		"Integer", "Float", "String", "Boolean", "Array", "Hash", "Iterable", "Iterable[Any]", "Iterator[Integer]",
		"Optional[Array]", "NotUndef[Hash[Any, Any]]", "Variant[Iterator, Array, Hash, Object]"} {
		typ := mustType(t, src)
		require.False(t, checksElements(typ), src)
		for _, v := range []Value{big, bigHash} {
			got, err := IsInstanceUntil(typ, v, nil)
			require.NoError(t, err)
			assert.Equal(t, IsInstance(typ, v), got, "%s", src)
		}
	}
}

// TestDeepChecksCountFirst names types whose checks look at elements:
// a large value is counted before it is checked against them, so the
// check polls the interrupt.
func TestDeepChecksCountFirst(t *testing.T) {
	for _, src := range []string{"Array[String]", "Hash[String, Any]", "Iterable[Integer]", "Optional[Array[String]]",
		"NotUndef[Tuple[Any]]", "Variant[String, Array[Integer]]", "Data", "Struct[{a => Any}]"} {
		require.True(t, checksElements(mustType(t, src)), src)
	}
}

// TestElementsUpToPatchedHash counts a hash whose values were replaced as
// the same hash built anew.
func TestElementsUpToPatchedHash(t *testing.T) {
	b := NewHashBuilder(64)
	for i := range 64 {
		b.Set(Int(i), Int(i))
	}
	h := b.Build()
	for i := range 5 {
		h = h.Merge(HashOf(Int(i), ArrayOf(Int(1), Int(2), Int(3))))
	}
	require.NotNil(t, h.patch, "the replacements are recorded in a patch")
	rebuilt := NewHashBuilder(h.Len())
	for _, e := range h.Entries() {
		rebuilt.Set(e.Key, e.Value)
	}
	fresh := rebuilt.Build()
	for _, limit := range []int{10, 100, 1000} {
		assert.Equal(t, ElementsUpTo(fresh, limit), ElementsUpTo(h, limit), "limit %d", limit)
	}
}
