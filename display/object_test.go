package display

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/types"
)

// TestObjectValues checks that instances of Object types show as Puppet
// shows them, Point({'x' => 1}), in every conversion.
func TestObjectValues(t *testing.T) {
	pointType, err := types.Parameterize(types.TObject, []types.Value{types.HashOf(
		types.String("name"), types.String("Point"),
		types.String("attributes"), types.HashOf(types.String("x"), types.TInteger),
	)})
	require.NoError(t, err)
	point, err := pointType.(*types.ObjectType).New([]types.Value{types.Int(1)})
	require.NoError(t, err)
	assert.Equal(t, "Point({'x' => 1})", ToString(point))
	assert.Equal(t, "Point({'x' => 1})", FormatDefault(point))
	assert.Equal(t, "[Point({'x' => 1})]", ToString(types.ArrayOf(point)))
	assert.Equal(t, "Point({'x' => 1})", Show(point, Options{}))
}

// ptType is Object[{name => 'Pt', attributes => {x => Any, y => {type =>
// Any, value => undef}}}], the type of the formatting cases below.
func ptType(t *testing.T) *types.ObjectType {
	t.Helper()
	attr := types.HashOf(types.String("type"), types.Any, types.String("value"), types.Undef)
	pt, err := types.Parameterize(types.TObject, []types.Value{types.HashOf(
		types.String("name"), types.String("Pt"),
		types.String("attributes"), types.HashOf(types.String("x"), types.Any, types.String("y"), attr),
	)})
	require.NoError(t, err)
	return pt.(*types.ObjectType)
}

// TestObjectFormats checks String(object, format) against Puppet 7: %p
// indents the init hash under '#' or inside an indenting array (long or
// nested arrays and every hash break over lines), %s and %p ignore width
// and precision, other letters are errors, nested values that have no
// literal form show as "Instance of T".
func TestObjectFormats(t *testing.T) {
	pt := ptType(t)
	mk := func(args ...string) types.Value {
		vals := make([]types.Value, len(args))
		for i, a := range args {
			v, err := parseLiteral(a)
			require.NoError(t, err, a)
			vals[i] = v
		}
		o, err := pt.New(vals)
		require.NoError(t, err)
		return o
	}
	long := "['aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb']"
	fits := "['aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb']"
	cases := []struct {
		value  types.Value
		format string
		want   string
	}{
		{mk("1"), "'%#p'", "Pt({\n  'x' => 1\n})"},
		{mk("1"), "'%p'", "Pt({'x' => 1})"},
		{mk("1"), "'%20p'", "Pt({'x' => 1})"},
		{mk("1"), "'%-20s'", "Pt({'x' => 1})"},
		{mk("1"), "'%.3s'", "Pt({'x' => 1})"},
		{mk("1"), "'%#s'", "Pt({'x' => 1})"},
		{mk("1", "2"), "'%#p'", "Pt({\n  'x' => 1,\n  'y' => 2\n})"},
		{mk("undef"), "'%#p'", "Pt({\n  'x' => undef\n})"},
		{mk("[1, [2]]"), "'%#p'", "Pt({\n  'x' => [\n    1,\n    [2]\n  ]\n})"},
		{mk("[1, []]"), "'%#p'", "Pt({\n  'x' => [1, []]\n})"},
		{mk("[1, {}]"), "'%#p'", "Pt({\n  'x' => [1, {\n  }]\n})"},
		{mk("[1, {a => 1}]"), "'%#p'", "Pt({\n  'x' => [\n    1,\n    {\n      'a' => 1\n    }\n  ]\n})"},
		{mk(long), "'%#p'", "Pt({\n  'x' => [\n    'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',\n    'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb'\n  ]\n})"},
		{mk(fits), "'%#p'", "Pt({\n  'x' => " + fits + "\n})"},
		{mk("{a => {b => 1}}"), "'%#p'", "Pt({\n  'x' => {\n    'a' => {\n      'b' => 1\n    }\n  }\n})"},
		{mk("Struct[{a => Integer}]"), "'%#p'", "Pt({\n  'x' => Struct[{\n    'a' => Integer\n  }]\n})"},
		{mk("/a/", "default"), "'%p'", "Pt({'x' => /a/, 'y' => default})"},
		{mk("1.5", "1e20"), "'%p'", "Pt({'x' => 1.5, 'y' => 1.0e+20})"},
		{mk("Sensitive(1)", "Binary('aGVsbG8=')"), "'%p'", "Pt({'x' => Instance of Sensitive[Integer], 'y' => Instance of Binary})"},
		{types.ArrayOf(types.Int(1), mk("1")), "'%#a'", "[1, Pt({\n    'x' => 1\n  })]"},
		{types.ArrayOf(types.ArrayOf(types.Int(1), types.Int(2)), mk("1")), "'%#a'", "[\n  [1, 2],\n  Pt({\n    'x' => 1\n  })]"},
		{types.HashOf(types.String("a"), mk("1")), "'%#h'", "{\n  'a' => Pt({'x' => 1})\n}"},
		{types.HashOf(types.String("a"), types.ArrayOf(mk("1"))), "'%#h'", "{\n  'a' => [Pt({'x' => 1})]\n}"},
		{types.ArrayOf(mk("1")), "{Object => '%#p'}", "[Pt({\n    'x' => 1\n  })]"},
		{mk("1"), "{Pt => '%#p'}", "Pt({\n  'x' => 1\n})"},
	}
	for _, c := range cases {
		var f types.Value
		if c.format == "{Pt => '%#p'}" {
			f = types.HashOf(pt, types.String("%#p"))
		} else {
			var err error
			f, err = parseLiteral(c.format)
			require.NoError(t, err, c.format)
		}
		got, err := FormatValue(c.value, f)
		if assert.NoError(t, err, c.format) {
			assert.Equal(t, c.want, got, c.format)
		}
	}
	_, err := FormatValue(mk("1"), types.String("%d"))
	assert.EqualError(t, err, "Illegal format 'd' specified for value of Object type - expected one of the characters 'spq'")
}
