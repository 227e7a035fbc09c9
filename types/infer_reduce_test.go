package types

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestReduceWithStringMatchesCommonType pins the shortcut that joins a
// string to the type of the strings reduced so far to CommonType.
func TestReduceWithStringMatchesCommonType(t *testing.T) {
	types := []Type{nil, TString, stringValueType("a"), stringValueType("b"), mustType(t, "String[1, 3]"),
		mustType(t, "Enum[a, b]"), mustType(t, "Enum[b, c, d]"), mustType(t, "Enum[a, b, true]"),
		mustType(t, "Enum[a]"), mustType(t, "Enum[x]"), TEnum, TInteger, mustType(t, "Pattern[/a/]"), TScalarData}
	for _, typ := range types {
		for _, s := range []string{"a", "b", "c", "A", ""} {
			want := CommonType(typ, stringValueType(s))
			got := reduceWith(typ, String(s), nil)
			assert.True(t, want.eql(got), "%v with %q: %s, want %s", typ, s, got, want)
		}
	}
}

// TestReducerMatchesReduceWith pins the reducer, which collects the
// strings it meets before making their type, to the fold of reduceWith
// over the same values.
func TestReducerMatchesReduceWith(t *testing.T) {
	seqs := [][]Value{
		{String("a")},
		{String("b"), String("a"), String("b")},
		{String("c"), String("a"), String("b"), String("a")},
		{String("a"), Int(1), String("b")},
		{Int(1), String("a"), String("b"), String("c")},
		{String("x"), String("y"), Undef},
		{Undef, String("x")},
		{String(""), String("A"), String("a")},
		{String("a"), String("b"), ArrayOf(String("c")), String("d")},
	}
	for _, seq := range seqs {
		var want Type
		var r reducer
		for _, v := range seq {
			want = reduceWith(want, v, nil)
			r.add(v, nil)
		}
		got := r.result()
		assert.True(t, want.eql(got), "%v: %s, want %s", seq, got, want)
	}
}

// TestStructInstanceInAnyKeyOrder: a Struct check finds each key whether
// the record has its keys in the Struct's order or not.
func TestStructInstanceInAnyKeyOrder(t *testing.T) {
	st := mustType(t, "Struct[{a => Integer, Optional[b] => String, c => Boolean}]")
	for _, c := range []struct {
		v    Value
		want bool
	}{
		{HashOf(String("a"), Int(1), String("b"), String("x"), String("c"), True), true},
		{HashOf(String("c"), True, String("b"), String("x"), String("a"), Int(1)), true},
		{HashOf(String("c"), True, String("a"), Int(1)), true},
		{HashOf(String("a"), Int(1), String("c"), True, String("d"), Int(2)), false},
		{HashOf(String("b"), String("x"), String("c"), True), false},
		{HashOf(String("a"), String("1"), String("c"), True), false},
	} {
		assert.Equal(t, c.want, IsInstance(st, c.v), "%s", noticeString(c.v))
	}
}
