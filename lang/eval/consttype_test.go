package eval

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/lang/syntax"
	"prepl/types"
)

// TestConstantTypeExpr: only built-in type names and literals make a
// type expression constant; anything that names an alias, a resource
// type, a variable, a call or an Object type is evaluated every time.
func TestConstantTypeExpr(t *testing.T) {
	cases := []struct {
		src  string
		want bool
	}{
		{"Integer[1, 2]", true},
		{"Integer[-1, 2]", true},
		{"Hash[String, Variant[Integer, Float, String, Array[String]], 1, 4]", true},
		{"Struct[{ address => Tuple[Integer, 4, 4], Optional[name] => String }]", true},
		{"Pattern[/\\Arack[0-9]+\\z/]", true},
		{"Array[Data]", true},
		{"::Array[(Integer)]", true},
		{"Array[Foo]", false},
		{"Array[Foo::Bar]", false},
		{"Array[File]", false},
		{"Integer[$x]", false},
		{"Integer[1, length($a)]", false},
		{"Integer[1 + 1]", false},
		{"Enum[\"${x}\"]", false},
		{"Object[{ name => 'X' }]", false},
		{"Array[Object[{ name => 'X' }]]", false},
		{"Resource['file']", false},
		{"Class['c']", false},
		{"Foo[1]", false},
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
// the variable, and an alias redefined by a later input is seen by it.
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
	cached, notConstant := 0, 0
	for _, c := range ev.consts {
		if c == nil {
			notConstant++
		} else if c.(types.Type).String() == "Integer[1, 2]" {
			cached++
		}
	}
	assert.Equal(t, 1, cached, "Integer[1, 2] is kept once")
	assert.GreaterOrEqual(t, notConstant, 2, "Integer[$i] and Array[Foo, 1] are marked as not constant")
}
