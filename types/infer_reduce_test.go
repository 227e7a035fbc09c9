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
