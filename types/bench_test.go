package types

import (
	"fmt"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/require"
)

// benchData builds a nested structure of 10,000 values: 1,000 hashes of
// a name, a port, a flag and an array of five tags.
func benchData() *Array {
	tags := make([]Value, 5)
	for i := range tags {
		tags[i] = String(fmt.Sprintf("tag%d", i))
	}
	elems := make([]Value, 1000)
	for i := range elems {
		elems[i] = HashOf(
			String("name"), String(fmt.Sprintf("service-%d", i)),
			String("port"), Int(1000+i),
			String("enabled"), BoolOf(i%2 == 0),
			String("tags"), NewArray(append([]Value(nil), tags...)),
		)
	}
	return NewArray(elems)
}

func mustType(tb testing.TB, src string) Type {
	v, err := parseExpr(src, nil)
	require.NoError(tb, err)
	return v.(Type)
}

var benchTypes = []struct{ name, src string }{
	{"Struct", "Array[Struct[{name => String[1], port => Integer[1, 65535], enabled => Boolean, tags => Array[String]}]]"},
	{"Variant", "Array[Hash[String, Variant[String, Integer, Boolean, Array[Variant[String, Integer]]]]]"},
	{"Data", "Data"},
	{"Tuple", "Array[Struct[{name => Pattern[/^service-/], port => Integer, enabled => Boolean, tags => Tuple[String, 5, 5]}]]"},
}

// BenchmarkIsInstance checks the 10,000-value structure against
// Struct-, Variant- and Data-based types.
func BenchmarkIsInstance(b *testing.B) {
	data := benchData()
	for _, bt := range benchTypes {
		t := mustType(b, bt.src)
		require.True(b, IsInstance(t, data), bt.src)
		b.Run(bt.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				IsInstance(t, data)
			}
		})
	}
}

// BenchmarkInfer infers the type of the 10,000-value structure in the
// three ways type() can.
func BenchmarkInfer(b *testing.B) {
	data := benchData()
	for _, fn := range []struct {
		name  string
		infer func(Value) Type
	}{{"detailed", Infer}, {"reduced", InferReduced}, {"generalized", InferGeneralized}} {
		b.Run(fn.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				fn.infer(data)
			}
		})
	}
}

// BenchmarkInferString infers and prints the detailed type, as
// `notice(type($x))` does.
func BenchmarkInferString(b *testing.B) {
	data := benchData()
	b.ReportAllocs()
	for b.Loop() {
		_ = Infer(data).String()
	}
}

// TestScalarInstanceDoesNotAllocate pins the hot path: checking a scalar
// against a scalar type allocates nothing.
func TestScalarInstanceDoesNotAllocate(t *testing.T) {
	cases := []struct {
		t Type
		v Value
	}{
		{TInteger, Int(5)},
		{NewIntegerType(1, 10), Int(5)},
		{TString, String("abc")},
		{NewStringType(NewIntegerType(1, 5)), String("abc")},
		{TNumeric, Float(1.5)},
		{TBoolean, True},
		{TAny, Undef},
		{NewOptionalType(TInteger), Undef},
		{mustType(t, "Variant[Integer, String]"), String("x")},
		{mustType(t, "Enum[a, b, c]"), String("b")},
		{TScalarData, Int(1)},
		{TData, Int(1)},
		{mustType(t, "Array[Integer]"), ArrayOf(Int(1), Int(2))},
	}
	for _, c := range cases {
		allocs := testing.AllocsPerRun(100, func() { IsInstance(c.t, c.v) })
		require.Zero(t, allocs, "%s =~ %s", noticeString(c.v), c.t)
	}
}

// mixedRecords builds 200 hashes whose values differ in kind (strings,
// numbers, booleans, arrays, nested hashes with undef and regexps), so
// their reduced types meet in Data and RichData, as inferring a list of
// real records does.
func mixedRecords() *Array {
	recs := make([]Value, 200)
	for i := range recs {
		ports := make([]Value, i%5+1)
		for k := range ports {
			ports[k] = Int(80 + k*(i%3))
		}
		recs[i] = HashOf(
			String("name"), String(fmt.Sprintf("web-%d", i%50)),
			String("id"), Int(i%40),
			String("load"), Float(float64(i%8)/4),
			String("on"), BoolOf(i%3 == 0),
			String("ports"), NewArray(ports),
			String("meta"), HashOf(
				String("weight"), Int(i%7),
				String("nested"), NewArray([]Value{NewArray([]Value{Int(i % 3), String("x")}), HashOf(String("deep"), NewArray([]Value{BoolOf(i%2 == 0), Undef}))}),
			),
		)
	}
	return NewArray(recs)
}

// BenchmarkMixedRecords infers the reduced and generalized types of
// records of mixed values, and checks each record's type against
// Hash[String, Data].
func BenchmarkMixedRecords(b *testing.B) {
	data := mixedRecords()
	hashData := mustType(b, "Hash[String, Data]")
	b.Run("reduced", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			InferReduced(data)
		}
	})
	b.Run("generalized", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			InferGeneralized(data)
		}
	})
	b.Run("assignable", func(b *testing.B) {
		ts := make([]Type, data.Len())
		for i, r := range data.Elements() {
			ts[i] = Infer(r)
		}
		b.ReportAllocs()
		for b.Loop() {
			for _, t := range ts {
				IsAssignable(hashData, t)
			}
		}
	})
}

// BenchmarkInferredNesting measures the nesting check the evaluator makes
// on every value a function returns, for the detailed and reduced types
// type() returns.
func BenchmarkInferredNesting(b *testing.B) {
	data := mixedRecords()
	for _, t := range []struct {
		name string
		typ  Type
	}{{"detailed", Infer(data)}, {"reduced", InferReduced(data)}} {
		b.Run(t.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Nesting(t.typ)
			}
		})
	}
}

// BenchmarkIsInstanceUntilPlainHash measures checking a large hash
// against Hash, as a function's `Hash $acc` parameter is checked on every
// call of a reduce: the check looks at the size alone.
func BenchmarkIsInstanceUntilPlainHash(b *testing.B) {
	entries := make([]Value, 0, 2*5000)
	for i := range 5000 {
		entries = append(entries, String(fmt.Sprintf("k%d", i)), Int(i))
	}
	h := HashOf(entries...)
	var stop atomic.Bool
	b.ReportAllocs()
	for b.Loop() {
		ok, err := IsInstanceUntil(THash, h, &stop)
		require.NoError(b, err)
		require.True(b, ok)
	}
}

// BenchmarkIsInstanceUntilRecords checks each of 200 records of mixed
// values, one at a time, as `$r =~ $t` in a filter does: small values,
// each checked with an interrupt flag.
func BenchmarkIsInstanceUntilRecords(b *testing.B) {
	data := mixedRecords()
	var stop atomic.Bool
	for _, src := range []string{
		"Struct[{name => String[1], id => Integer, load => Float, on => Boolean, ports => Array[Integer], meta => Hash[String, Data]}]",
		"Hash[String, Data]",
	} {
		t := mustType(b, src)
		b.Run(src[:6], func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, r := range data.Elements() {
					if ok, err := IsInstanceUntil(t, r, &stop); err != nil || !ok {
						b.Fatal(ok, err)
					}
				}
			}
		})
	}
}

// BenchmarkRecordTypeStrings prints the detailed type of each of 200
// records of mixed values, as `String(type($r))` in a map does: many
// small texts, each written into a buffer from the formatter's pool.
func BenchmarkRecordTypeStrings(b *testing.B) {
	data := mixedRecords()
	ts := make([]Type, data.Len())
	for i, r := range data.Elements() {
		ts[i] = Infer(r)
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, t := range ts {
			_ = t.String()
		}
	}
}

// BenchmarkIsInstanceAliases checks the 10,000-value structure against a
// type made of aliases that do not refer to themselves, as a module's
// type aliases (Port, Role) are used in its checks.
func BenchmarkIsInstanceAliases(b *testing.B) {
	data := benchData()
	alias := func(src string) *TypeAlias {
		t := mustType(b, src)
		return NewTypeAlias("A", func() (Type, error) { return t, nil })
	}
	name, port, tags := alias("Pattern[/^service-/]"), alias("Integer[1, 65535]"), alias("Array[Enum[tag0, tag1, tag2, tag3, tag4]]")
	st, err := NewStructType([]StructMember{
		{Key: String("name"), Value: name}, {Key: String("port"), Value: port},
		{Key: String("enabled"), Value: TBoolean}, {Key: String("tags"), Value: tags},
	})
	require.NoError(b, err)
	t := NewArrayType(st, nil)
	require.True(b, IsInstance(t, data))
	b.ReportAllocs()
	for b.Loop() {
		IsInstance(t, data)
	}
}

// BenchmarkHashGetSmall looks up each key of a record of eight keys of
// the same length, as `$h['name']` does in a filter over records.
func BenchmarkHashGetSmall(b *testing.B) {
	keys := []Value{String("name"), String("load"), String("port"), String("tags"), String("meta"), String("user"), String("zone"), String("rack")}
	kv := make([]Value, 0, 2*len(keys))
	for i, k := range keys {
		kv = append(kv, k, Int(i))
	}
	h := HashOf(kv...)
	b.ReportAllocs()
	for b.Loop() {
		for _, k := range keys {
			if _, ok := h.Get(k); !ok {
				b.Fatal(k)
			}
		}
	}
}
