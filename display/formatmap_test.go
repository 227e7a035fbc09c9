package display

import (
	"math"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/types"
)

// findEveryEntry is FormatMap.find without the index by kind: every
// entry in order, a type value by its inferred type, an instance of an
// Object type with type parameters by its plain Object type.
func findEveryEntry(m *FormatMap, v types.Value) *Format {
	if base := parameterizedObjectType(v); base != nil {
		for _, e := range m.entries {
			if types.IsAssignable(e.typ, base) {
				return e.fmt
			}
		}
		return fallbackFormat
	}
	if t, ok := v.(types.Type); ok {
		by := types.Infer(t)
		for _, e := range m.entries {
			if types.IsAssignable(e.typ, by) {
				return e.fmt
			}
		}
		return fallbackFormat
	}
	for _, e := range m.entries {
		if types.IsInstance(e.typ, v) {
			return e.fmt
		}
	}
	return fallbackFormat
}

// TestFindByKind checks that looking only at the entries a value's kind
// can match finds what checking every entry finds, for the built-in maps
// and for user maps of every family of type, merged over the defaults
// and alone, with values of every kind.
func TestFindByKind(t *testing.T) {
	maps := map[string]*FormatMap{
		"default":   defaultFormats,
		"container": defaultContainerFormats,
		"repl":      replFormats,
		"replInner": replStringFormats,
	}
	for _, src := range []string{
		"{Integer[default, -1] => '%d', Integer[0, default] => '%#x', Float => '%.3f'}",
		"{Numeric => '%x', String => '%#s', Undef => '%n', Default => '%D', Boolean => '%y'}",
		"{Data => '%p', Any => '%s'}",
		"{ScalarData => '%p', Scalar => '%s', Enum[a, b] => '%#s', Pattern[/x/] => '%s', Optional[Integer] => '%d', Variant[Float, String] => '%s', NotUndef => '%p'}",
		"{Tuple[Integer, 1, 1] => '%(a', Struct[{a => Integer}] => '%<h', Hash[String, Integer] => '%h', Collection => '%p', Array[String] => '%[a', Iterable => '%p'}",
		"{Type => '%s', Type[Integer] => '%p', Object => '%p', Regexp[/a/] => '%s', Regexp => '%p', Timespan[0, 10] => '%D', Timestamp => '%s', SemVer => '%s', SemVerRange => '%s', Binary => '%s', Sensitive[String] => '%p', RichData => '%p'}",
		"{Float[0.0, 1.0] => '%.1f', Integer[1, 3] => '%x', String[1, 2] => '%#s', Boolean[true] => '%y', Array[Integer, 2] => '%(a', Hash[String, String] => '%<h', Type[String] => '%p'}",
		"{Variant[Integer, Type] => '%p', Optional[Struct[{b => String}]] => '%h', NotUndef[Array] => '%a', Scalar => '%p'}",
	} {
		h, err := parseLiteral(src)
		require.NoError(t, err, src)
		user, err := userMap(h.(*types.Hash))
		require.NoError(t, err, src)
		maps[src] = user
		merged, err := NewFormatMap(h.(*types.Hash))
		require.NoError(t, err, src)
		maps["merged "+src] = merged
	}
	var values []types.Value
	for _, src := range []string{
		"1", "-5", "0", "2", "7", "2.5", "-1.0", "0.5", "'a'", "'x'", "'abc'", "''",
		"true", "false", "undef", "default", "/a/", "/b/",
		"[]", "[1]", "[1, 2]", "[1, 'a']", "['s', 't']", "[[1]]",
		"{}", "{a => 1}", "{a => 'x'}", "{b => 's'}", "{1 => 2}",
		"Integer", "Integer[1, 2]", "String", "Type[Integer]", "Any", "Data", "Object", "Hash[String, Integer]", "Variant[Integer, String]",
		"Timespan(1)", "Timespan(100)", "Timestamp(0)", "SemVer('1.0.0')", "SemVerRange('>=1.0.0')",
		"Sensitive('s')", "Sensitive(1)", "Binary('AAA=')", "[1, 2].reverse_each",
	} {
		v, err := parseLiteral(src)
		require.NoError(t, err, src)
		values = append(values, v)
	}
	pt := ptType(t)
	o, err := pt.New([]types.Value{types.Int(1)})
	require.NoError(t, err)
	values = append(values, o, pt, nil, types.Float(math.NaN()))

	for name, m := range maps {
		for _, v := range values {
			want := findEveryEntry(m, v)
			// Twice: the first look builds the kind's entries, the second
			// uses them.
			for range 2 {
				assert.Same(t, want, m.find(v), "%s: %s", name, ToString(v))
			}
		}
	}
}

// TestFindByKindSkipsOtherKinds pins what the index saves: a string
// looked up in a map of number formats before Any reaches Any without
// checking the numeric entries, and a type value reaches the defaults'
// Any entry past Float, Numeric, Array, Hash and Binary.
func TestFindByKindSkipsOtherKinds(t *testing.T) {
	h, err := parseLiteral("{Integer[default, -1] => '%d', Integer[0, default] => '%#x', Float => '%.3f', Any => '%p'}")
	require.NoError(t, err)
	m, err := userMap(h.(*types.Hash))
	require.NoError(t, err)
	c := m.candidates(types.KString)
	assert.Equal(t, []int{3}, c.at)
	assert.True(t, c.last)
	assert.Same(t, m.entries[3].fmt, c.only, "a string's format is known without a search")
	c = m.candidates(types.KInteger)
	assert.Equal(t, []int{0, 1, 3}, c.at)
	assert.Nil(t, c.only)

	c = defaultFormats.candidates(types.KType)
	require.NotEmpty(t, c.at)
	assert.True(t, c.last)
	assert.Same(t, types.Any, defaultFormats.entries[c.at[len(c.at)-1]].typ)
	assert.Len(t, c.at, 1, "Any alone")
}

// TestTypeValueTextAsConverted checks the shortcut String(type) takes
// for a plain %s or %p against the converter's way, for types of several
// families under the default formats and under formats given for types.
func TestTypeValueTextAsConverted(t *testing.T) {
	var values []types.Value
	for _, src := range []string{"Integer", "Integer[1, 2]", "String[1]", "Enum['a', 'b']", "Pattern[/x/]",
		"Struct[{a => Integer}]", "Tuple[Integer, String]", "Hash[String, Array[Integer]]", "Type[Integer]", "Optional[Data]", "Any"} {
		v, err := parseLiteral(src)
		require.NoError(t, err, src)
		values = append(values, v)
	}
	values = append(values, ptType(t))
	maps := []*FormatMap{defaultFormats, replFormats}
	for _, src := range []string{"{Type => '%p'}", "{Type => '%#s'}", "{Type => '%-30s'}", "{Type[Integer] => '%10p', Any => '%s'}"} {
		h, err := parseLiteral(src)
		require.NoError(t, err, src)
		m, err := NewFormatMap(h.(*types.Hash))
		require.NoError(t, err, src)
		maps = append(maps, m)
	}
	for _, m := range maps {
		for _, v := range values {
			c := converter{}
			want, err := c.convert(nil, v, m, topIndentation)
			require.NoError(t, err)
			got, err := m.Format(v)
			require.NoError(t, err)
			assert.Equal(t, string(want), got, "%s", ToString(v))
		}
	}
}

// TestFormatReusesConverters formats values of several sizes and depths,
// one after another and from several goroutines, with a failing format
// between them: the converters String() takes from its pool keep their
// buffers, so a text must not depend on what the converter wrote before.
func TestFormatReusesConverters(t *testing.T) {
	var values []types.Value
	for _, src := range []string{"[1, [2, [3, [4, 'deep']]], {a => {b => [5.5, true, undef]}}]", "'plain'", "[]", "{x => [1, 2]}", "[[[[[]]]]]"} {
		v, err := parseLiteral(src)
		require.NoError(t, err, src)
		values = append(values, v)
	}
	values = append(values, nestedValue(20_000), nestedValue(30))
	hexes, err := parseLiteral("{Integer => '%#x', Array => {'format' => '%(a', 'separator' => ' | '}}")
	require.NoError(t, err)
	maps := []*FormatMap{defaultFormats, replFormats}
	m, err := NewFormatMap(hexes.(*types.Hash))
	require.NoError(t, err)
	maps = append(maps, m)
	bad, err := NewFormatMap(types.HashOf(builtin("Array"), types.String("%d")))
	require.NoError(t, err)

	want := map[[2]int]string{}
	for i, m := range maps {
		for j, v := range values {
			c := converter{}
			out, err := c.convert(nil, v, m, topIndentation)
			require.NoError(t, err)
			want[[2]int{i, j}] = string(out)
		}
	}
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 5 {
				for i, m := range maps {
					for j := len(values) - 1; j >= 0; j-- {
						got, err := m.Format(values[j])
						assert.NoError(t, err)
						assert.Equal(t, want[[2]int{i, j}], got)
						_, err = bad.Format(values[0])
						assert.Error(t, err)
					}
				}
			}
		}()
	}
	wg.Wait()
}
