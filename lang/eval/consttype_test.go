package eval

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/lang/syntax"
	"prepl/types"
)

// TestConstantTypeExpr: built-in type names and literals make a type
// expression constant, other type names make it constant while they are
// aliases that do not change; a variable, a call or an Object type make
// it evaluated every time.
func TestConstantTypeExpr(t *testing.T) {
	cases := []struct {
		src  string
		want int
	}{
		{"Integer[1, 2]", builtinConstant},
		{"Integer[-1, 2]", builtinConstant},
		{"Hash[String, Variant[Integer, Float, String, Array[String]], 1, 4]", builtinConstant},
		{"Struct[{ address => Tuple[Integer, 4, 4], Optional[name] => String }]", builtinConstant},
		{"Pattern[/\\Arack[0-9]+\\z/]", builtinConstant},
		{"Array[Data]", builtinConstant},
		{"::Array[(Integer)]", builtinConstant},
		{"Array[Foo]", aliasConstant},
		{"Array[Foo::Bar]", aliasConstant},
		{"Array[File]", aliasConstant},
		{"Integer[$x]", notConstant},
		{"Integer[1, length($a)]", notConstant},
		{"Integer[1 + 1]", notConstant},
		{"Enum[\"${x}\"]", notConstant},
		{"Object[{ name => 'X' }]", notConstant},
		{"Array[Object[{ name => 'X' }]]", notConstant},
		{"Resource['file']", notConstant},
		{"Class['c']", notConstant},
		{"Foo[1]", aliasConstant},
	}
	for _, c := range cases {
		t.Run(c.src, func(t *testing.T) {
			prog, err := syntax.Parse(syntax.NewSource("in.pp", c.src))
			require.NoError(t, err)
			require.Len(t, prog.Body.Statements, 1)
			assert.Equal(t, c.want, constantTypeExpr(prog.Body.Statements[0]))
		})
	}
}

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
