package eval

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/lang/syntax"
	"prepl/types"
)

// TestConstantTypesEvaluatedOnce: a constant type expression in a loop
// gives the same type every time; one that depends on a variable follows
// the variable, and an alias redefined by a later input is seen by one
// that names it.
func TestConstantTypesEvaluatedOnce(t *testing.T) {
	ev := New(Options{})
	run := func(src string) types.Value {
		prog, err := syntax.Parse(syntax.NewSource("in.pp", src))
		require.NoError(t, err)
		v, err := ev.Evaluate(context.Background(), prog)
		require.NoError(t, err)
		return v
	}
	assert.Equal(t, types.String("[Integer[1, 2], Integer[1, 2], Integer[1, 2]]"), run(`String([1, 2, 3].map |$i| { Integer[1, 2] })`))
	assert.Equal(t, types.String("[Integer[1], Integer[2], Integer[3]]"), run(`String([1, 2, 3].map |$i| { Integer[$i] })`))
	run("type Foo = Integer")
	// The same expression evaluated in two inputs, as a module's
	// function body is.
	prog, err := syntax.Parse(syntax.NewSource("in.pp", "[1] =~ Array[Foo, 1]"))
	require.NoError(t, err)
	v, err := ev.Evaluate(context.Background(), prog)
	require.NoError(t, err)
	assert.Equal(t, types.True, v)
	run("type Foo = String")
	v, err = ev.Evaluate(context.Background(), prog)
	require.NoError(t, err)
	assert.Equal(t, types.False, v)
	cached, unknown := 0, 0
	for _, c := range ev.consts {
		if c.v == nil {
			unknown++
		} else if t, ok := c.v.(types.Type); ok && t.String() == "Integer[1, 2]" {
			cached++
		}
	}
	assert.Equal(t, 1, cached, "Integer[1, 2] is kept once")
	assert.GreaterOrEqual(t, unknown, 1, "Integer[$i] is marked as not constant")
}
