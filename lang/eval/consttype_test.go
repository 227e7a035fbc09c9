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

// TestConstantListsMadeOnce: an array literal of literals and built-in
// types evaluated in a loop gives one Array, which appending to, adding
// to, sorting or reversing leave as it was; a literal that has a
// variable, an interpolated string or a type that is not built-in among
// its elements is made anew and follows them.
func TestConstantListsMadeOnce(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{`[1, 2].map |$i| { [200, 'x', -3, 1.5, true, undef, default, foo, Integer[1, 2], [4, [5]]] }`,
			`[[200, 'x', -3, 1.5, true, undef, default, 'foo', Integer[1, 2], [4, [5]]], [200, 'x', -3, 1.5, true, undef, default, 'foo', Integer[1, 2], [4, [5]]]]`},
		{`[1, 2, 3].map |$i| { $x = [1, 2]; [$x << $i, $x + [$i], $x] }`,
			`[[[1, 2, 1], [1, 2, 1], [1, 2]], [[1, 2, 2], [1, 2, 2], [1, 2]], [[1, 2, 3], [1, 2, 3], [1, 2]]]`},
		{`[3, 1, 2].map |$i| { [[3, 1, 2].sort, [3, 1, 2].reverse_each.map |$x| { $x }, [3, 1, 2]] }[2]`,
			`[[1, 2, 3], [2, 1, 3], [3, 1, 2]]`},
		{`[1, 2].map |$i| { [$i, 2] }`, `[[1, 2], [2, 2]]`},
		{`[1, 2].map |$i| { ["a${i}", 'b'] }`, `[['a1', 'b'], ['a2', 'b']]`},
		{`[1, 2].map |$i| { [2, ($i)] }`, `[[2, 1], [2, 2]]`},
		{`[1, 2].map |$i| { [7, -$i] }`, `[[7, -1], [7, -2]]`},
		{`[1, 2].map |$i| { [Foo, 1] }`, `[[Foo = Integer[1, 2], 1], [Foo = Integer[1, 2], 1]]`},
		{`[1, 2].map |$i| { 2 in [0, 1, 2, 3, 4, 5, 6, 22, 23] }`, `[true, true]`},
	} {
		ev := New(Options{})
		prog, err := syntax.Parse(syntax.NewSource("in.pp", "type Foo = Integer[1, 2]\nString("+tc.src+", '%p')"))
		require.NoError(t, err, tc.src)
		v, err := ev.Evaluate(context.Background(), prog)
		require.NoError(t, err, tc.src)
		assert.Equal(t, types.String(tc.want), v, tc.src)
	}
	// The second evaluation gives the very Array the first made.
	ev := New(Options{})
	prog, err := syntax.Parse(syntax.NewSource("in.pp", "[1, 2].map |$i| { [10, 20, 30] }"))
	require.NoError(t, err)
	v, err := ev.Evaluate(context.Background(), prog)
	require.NoError(t, err)
	pair := v.(*types.Array)
	assert.Same(t, pair.At(0), pair.At(1))
}
