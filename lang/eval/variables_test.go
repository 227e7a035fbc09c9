package eval

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/lang/syntax"
)

// TestLastColons checks lastColons against strings.LastIndex on the
// qualified names variables have and on the odd names getvar() may be
// given.
func TestLastColons(t *testing.T) {
	for _, name := range []string{
		"x", "a::b", "::x", "::a::b", "a::b::c", "bench::params::domain",
		"a:b", "a:", ":a", ":", "::", ":::", "::::", "a:::b", "a::b:", "a::b:c", "a:b::c", "",
	} {
		assert.Equal(t, strings.LastIndex(name, "::"), lastColons(name), "%q", name)
	}
}

// TestResourceBodySlots checks that the scope of a class's body binds
// syntax.ResourceBodyVariables and then the parameters, in the slots the
// parser gives their variables, and the body's own variables after them.
func TestResourceBodySlots(t *testing.T) {
	e := New(Options{})
	prog, err := syntax.Parse(syntax.NewSource("slots.pp", `class c($a, $b = 2) { $v = $a + $b } class { 'c': a => 1 }`))
	require.NoError(t, err)
	_, err = e.Evaluate(context.Background(), prog)
	require.NoError(t, err)
	s, ok := e.catalog.ClassScope("c").(*Scope)
	require.True(t, ok)
	want := append(append([]string{}, syntax.ResourceBodyVariables[:]...), "a", "b", "v")
	assert.Equal(t, want, s.names)
}
