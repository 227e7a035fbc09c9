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
	s, err := FormatDefault(point)
	require.NoError(t, err)
	assert.Equal(t, "Point({'x' => 1})", s)
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
	got, err := FormatValue(mk("1"), types.String("%q"))
	require.NoError(t, err)
	assert.Equal(t, "Pt({'x' => 1})", got, "%q stands in for Ruby's inspect")
	_, err = FormatValue(mk("1"), types.String("%d"))
	assert.EqualError(t, err, "Illegal format 'd' specified for value of Object type - expected one of the characters 'spq'")
}

// TestParameterizedObjectFormats checks String() of instances of an Object
// type with type parameters (Error) against Puppet 7: their formats are
// looked up by the plain Object type, so a format string or a key of the
// narrowed type never applies, and nested in a container they take the
// container's string formats, not the top-level map.
func TestParameterizedObjectFormats(t *testing.T) {
	mk := func(args ...types.Value) types.Value {
		o, err := types.TError.New(args)
		require.NoError(t, err)
		return o
	}
	m, mk2 := mk(types.String("m")), mk(types.String("m"), types.String("k"))
	narrowed, err := types.Parameterize(types.TError, []types.Value{types.String("k")})
	require.NoError(t, err)
	cases := []struct {
		value  types.Value
		format types.Value
		want   string
	}{
		{m, types.String("%#p"), "Error({'msg' => 'm'})"},
		{mk2, types.String("%d"), "Error({'msg' => 'm', 'kind' => 'k'})"},
		{mk2, types.HashOf(narrowed, types.String("%#p")), "Error({'msg' => 'm', 'kind' => 'k'})"},
		{m, types.HashOf(types.TObject, types.String("%#p")), "Error({\n  'msg' => 'm'\n})"},
		{m, types.HashOf(types.Any, types.String("%#p")), "Error({\n  'msg' => 'm'\n})"},
		{types.ArrayOf(m), types.HashOf(types.TObject, types.String("%#p")), "[Error({'msg' => 'm'})]"},
		{types.ArrayOf(m), types.HashOf(types.Any, types.String("%#p")), "[Error({\n    'msg' => 'm'\n  })]"},
		{types.ArrayOf(types.ArrayOf(types.Int(1)), m), types.String("%#a"), "[\n  [1],\n  Error({\n    'msg' => 'm'\n  })]"},
		{types.HashOf(types.String("a"), m), types.String("%#h"), "{\n  'a' => Error({'msg' => 'm'})\n}"},
	}
	for _, c := range cases {
		got, err := FormatValue(c.value, c.format)
		if assert.NoError(t, err, "%v", c.format) {
			assert.Equal(t, c.want, got, "%v", c.format)
		}
	}
	_, err = FormatValue(m, types.HashOf(types.TObject, types.String("%d")))
	assert.EqualError(t, err, "Illegal format 'd' specified for value of Object type - expected one of the characters 'spq'")
}
