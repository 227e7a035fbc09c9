package display

import (
	"strconv"
	"testing"

	"prepl/types"
)

// nestedValue builds about n scalars in a nested structure: an array of
// hashes holding strings, floats, booleans and arrays of integers.
func nestedValue(n int) types.Value {
	rows := make([]types.Value, 0, n/14)
	for i := 0; len(rows)*14 < n; i++ {
		ints := make([]types.Value, 10)
		for j := range ints {
			ints[j] = types.Int(i*10 + j)
		}
		rows = append(rows, types.HashOf(
			types.String("name"), types.String("item-"+strconv.Itoa(i)),
			types.String("ratio"), types.Float(float64(i)/7),
			types.String("ok"), types.BoolOf(i%2 == 0),
			types.String("values"), types.NewArray(ints),
		))
	}
	return types.NewArray(rows)
}

// BenchmarkFormatMapNested formats a 100,000-element nested structure
// with a user format map.
func BenchmarkFormatMapNested(b *testing.B) {
	v := nestedValue(100_000)
	fm, err := NewFormatMap(types.HashOf(
		builtin("Integer"), types.String("%#x"),
		builtin("Float"), types.String("%.2f"),
		builtin("Array"), types.HashOf(types.String("format"), types.String("%[a"), types.String("separator"), types.String(";")),
	))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := fm.Format(v); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFormatDefaultNested is String(v) on the same structure.
func BenchmarkFormatDefaultNested(b *testing.B) {
	v := nestedValue(100_000)
	b.ReportAllocs()
	for b.Loop() {
		_, _ = FormatDefault(v)
	}
}

// BenchmarkToString measures the interpolation conversion of the values
// hot loops interpolate most.
func BenchmarkToString(b *testing.B) {
	arr := types.ArrayOf(types.Int(1), types.String("a"), types.Int(12345), types.Float(2.5))
	for _, c := range []struct {
		name string
		v    types.Value
	}{
		{"int", types.Int(123456)},
		{"string", types.String("hello")},
		{"float", types.Float(3.25)},
		{"array", arr},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				_ = ToString(c.v)
			}
		})
	}
}

// BenchmarkFormatValueWithHash is String(v, formats) on a small value
// with one format hash, as a loop formatting many values does: the merged
// format map is built once per hash.
func BenchmarkFormatValueWithHash(b *testing.B) {
	v := types.ArrayOf(types.Int(1), types.Float(2.5), types.String("x"))
	formats := types.HashOf(
		builtin("Integer"), types.String("%#x"),
		builtin("Array"), types.HashOf(types.String("format"), types.String("%(a"),
			types.String("string_formats"), types.HashOf(builtin("Float"), types.String("%.3f"))),
	)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := FormatValue(v, formats); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFormatTypeValues is String($t) of type values, as printing
// inferred types does: the lookup in the default formats goes straight
// to Any, the only entry a type value can match.
func BenchmarkFormatTypeValues(b *testing.B) {
	ts := []types.Value{builtin("Integer"), types.NewIntegerType(1, 5), builtin("String"), types.NewArrayType(builtin("Integer"), nil)}
	b.ReportAllocs()
	for b.Loop() {
		for _, t := range ts {
			if _, err := FormatDefault(t); err != nil {
				b.Fatal(err)
			}
		}
	}
}
