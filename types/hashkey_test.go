package types

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestHashKeyIdentity checks the one hash-key encoding against the
// equality Puppet gives hash keys, unique and the collection operators
// (recorded from Puppet 7 in lang/eval/testdata/programs/hash_keys_*):
// values that are the same key get the same text, both as HashKey and as
// the index of a Hash, and values that are not get different texts.
func TestHashKeyIdentity(t *testing.T) {
	same := [][2]string{
		{"{a => 1, b => 2}", "{b => 2, a => 1}"},
		{"[1, {a => 1, b => [2, {x => 1, y => 2}]}]", "[1, {b => [2, {y => 2, x => 1}], a => 1}]"},
		{"{{a => 1, b => 2} => 1}", "{{b => 2, a => 1} => 1}"},
		{"[undef]", "[undef]"},
		{"0.0", "-0.0"},
		{"Variant[Integer, String]", "Variant[String, Integer]"},
		{"Sensitive('a')", "Sensitive('a')"},
		{"{}", "{}"},
		{"'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxa'", "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxa'"},
		{"['xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxa', 9223372036854775807]", "['xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxa', 9223372036854775807]"},
		{"-9223372036854775807", "-9223372036854775807"},
	}
	for _, p := range same {
		a, b := mustParse(t, p[0]), mustParse(t, p[1])
		assert.Equal(t, HashKey(a), HashKey(b), "%s vs %s", p[0], p[1])
		assert.True(t, KeyEqual(a, b), "%s vs %s", p[0], p[1])
		assert.True(t, HashOf(a, Int(1)).Has(b), "%s as a hash key finds %s", p[0], p[1])
	}
	different := [][2]string{
		{"1", "1.0"},
		{"1", "'1'"},
		{"'a'", "'A'"},
		{"{1 => 2}", "{1.0 => 2}"},
		{"{a => 1, b => 2}", "{a => 1, b => 3}"},
		{"{a => [1, 2]}", "{a => 1, '2' => ''}"},
		{"[1, 2]", "[2, 1]"},
		{"[[1], 2]", "[1, [2]]"},
		{"['a', 'b']", "['ab']"},
		{"[]", "{}"},
		{"undef", "''"},
		{"true", "'true'"},
		{"default", "'default'"},
		{"Integer", "'Integer'"},
		{"'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxa'", "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxb'"},
		{"['xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxa']", "['xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxb']"},
		{"1.5", "'1.5'"},
		{"-1", "1"},
	}
	for _, p := range different {
		a, b := mustParse(t, p[0]), mustParse(t, p[1])
		assert.NotEqual(t, HashKey(a), HashKey(b), "%s vs %s", p[0], p[1])
		assert.False(t, KeyEqual(a, b), "%s vs %s", p[0], p[1])
		assert.False(t, HashOf(a, Int(1)).Has(b), "%s as a hash key finds %s", p[0], p[1])
	}
}

// TestHashKeyOfBigHashes checks that hashes past the size that gets an
// index find a key hash whatever the order of its entries.
func TestHashKeyOfBigHashes(t *testing.T) {
	fwd, back := NewHashBuilder(0), NewHashBuilder(0)
	for i := range 50 {
		fwd.Set(Int(i), String("v"))
		back.Set(Int(49-i), String("v"))
	}
	a, b := fwd.Build(), back.Build()
	require.Equal(t, HashKey(a), HashKey(b))
	outer := NewHashBuilder(0)
	for i := range 50 {
		outer.Set(Int(i), Int(i))
	}
	outer.Set(a, String("found"))
	h := outer.Build()
	v, ok := h.Get(b)
	require.True(t, ok)
	assert.Equal(t, String("found"), v)
}

func mustParse(t *testing.T, src string) Value {
	t.Helper()
	v, err := parseExpr(src, nil)
	require.NoError(t, err, src)
	return v
}

// BenchmarkHashKeyString encodes string keys as unique() does for each
// element it compares.
func BenchmarkHashKeyString(b *testing.B) {
	b.ReportAllocs()
	names := []Value{String("web42"), String("db7"), String("cache-frontend-131")}
	for i := 0; b.Loop(); i++ {
		_ = HashKey(names[i%len(names)])
	}
}
