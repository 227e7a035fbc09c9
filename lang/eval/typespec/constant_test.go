package typespec

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/lang/syntax"
)

// TestConstancyOf: built-in type names and literals make a type
// expression constant, other type names make it constant while they are
// aliases that do not change; a variable, a call or an Object type make
// it evaluated every time.
func TestConstancyOf(t *testing.T) {
	cases := []struct {
		src  string
		want Constancy
	}{
		{"Integer[1, 2]", BuiltinConstant},
		{"Integer[-1, 2]", BuiltinConstant},
		{"Hash[String, Variant[Integer, Float, String, Array[String]], 1, 4]", BuiltinConstant},
		{"Struct[{ address => Tuple[Integer, 4, 4], Optional[name] => String }]", BuiltinConstant},
		{"Pattern[/\\Arack[0-9]+\\z/]", BuiltinConstant},
		{"Array[Data]", BuiltinConstant},
		{"::Array[(Integer)]", BuiltinConstant},
		{"Array[Foo]", AliasConstant},
		{"Array[Foo::Bar]", AliasConstant},
		{"Array[File]", AliasConstant},
		{"Integer[$x]", NotConstant},
		{"Integer[1, length($a)]", NotConstant},
		{"Integer[1 + 1]", NotConstant},
		{"Enum[\"${x}\"]", NotConstant},
		{"Object[{ name => 'X' }]", NotConstant},
		{"Array[Object[{ name => 'X' }]]", NotConstant},
		{"Resource['file']", NotConstant},
		{"Class['c']", NotConstant},
		{"Foo[1]", AliasConstant},
	}
	for _, c := range cases {
		t.Run(c.src, func(t *testing.T) {
			prog, err := syntax.Parse(syntax.NewSource("in.pp", c.src))
			require.NoError(t, err)
			require.Len(t, prog.Body.Statements, 1)
			assert.Equal(t, c.want, ConstancyOf(prog.Body.Statements[0]))
		})
	}
}
