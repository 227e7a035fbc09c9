package display

import (
	"testing"

	"prepl/types"
)

// FuzzFormatString feeds arbitrary format strings to String(value, fmt)
// for a mix of values: the engine must return a result or an error,
// never panic or hang.
func FuzzFormatString(f *testing.F) {
	for _, seed := range []string{"%d", "%#-10.3x", "%(a", "%#3a", "%[h", "% s", "%\n5d", "%{5d", "%p", "%#.13A", "%99999999d", "%05.2f"} {
		f.Add(seed)
	}
	values := []types.Value{
		types.Int(-42), types.Float(2.5), types.String("a'b"), types.True, types.Undef, types.Default,
		types.ArrayOf(types.Int(1), types.ArrayOf(types.String("x"))), types.HashOf(types.String("k"), types.ArrayOf(types.Int(2))),
		types.NewBinary([]byte{0xff, 'a'}), types.NewSensitive(types.Int(1)), types.NewTimespan(1_500_000_000),
		builtin("Integer"),
	}
	f.Fuzz(func(t *testing.T, format string) {
		for _, v := range values {
			_, _ = FormatValue(v, types.String(format))
		}
	})
}

// FuzzFormatMap builds format maps from arbitrary format strings in every
// position a map accepts them (top level, container format, separators,
// string_formats) and formats a nested value with them, through String.new
// and through the three renderers.
func FuzzFormatMap(f *testing.F) {
	f.Add("%x", "%(a", ";", "%#p")
	f.Add("%#5a", "%#h", "", "%s")
	f.Add("", "%[", " => ", "%")
	value := types.ArrayOf(types.Int(1), types.String("s"), types.HashOf(types.String("k"), types.ArrayOf(types.Float(1.5), types.Undef)))
	f.Fuzz(func(t *testing.T, scalar, container, sep, nested string) {
		m := types.HashOf(
			builtin("Integer"), types.String(scalar),
			builtin("Array"), types.HashOf(
				types.String("format"), types.String(container),
				types.String("separator"), types.String(sep),
				types.String("string_formats"), types.HashOf(builtin("Any"), types.String(nested)),
			),
			builtin("Hash"), types.HashOf(types.String("format"), types.String(container), types.String("separator2"), types.String(sep)),
		)
		_, _ = FormatValue(value, m)
		o := Options{FormatMap: m, Width: 20}
		_ = Show(value, o)
		_ = ShowColored(value, o)
		_ = ShowHTML(value, o)
	})
}

// FuzzSprintf runs arbitrary formats through Puppet's sprintf.
func FuzzSprintf(f *testing.F) {
	for _, seed := range []string{"%s", "%<a>s", "%{a}", "%1$*2$d", "%c", "%-+#08.3e", "%%", "%"} {
		f.Add(seed)
	}
	args := []types.Value{types.HashOf(types.String("a"), types.Int(1)), types.Int(5), types.String("x"), types.Undef}
	f.Fuzz(func(t *testing.T, format string) {
		_, _ = Sprintf(format, args, nil)
		_, _ = Sprintf(format, args[:1], nil)
	})
}
