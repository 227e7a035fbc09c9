package types

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var robustTypes = []string{
	"Any", "Undef", "Default", "Data", "RichData", "Scalar", "ScalarData", "Numeric", "Integer[1, 3]",
	"Float[0.5]", "String[2]", "Enum[a, b]", "Enum[a, true]", "Pattern[/x/]", "Regexp[/a/]", "Boolean[true]",
	"Array[Integer, 1]", "Array[0, 0]", "Hash[String, Integer]", "Hash[0, 0]", "Tuple[Integer, String, 1]",
	"Struct[{a => Integer, Optional[b] => String}]", "Collection[2]", "Variant[Integer, Array[String]]",
	"Optional[String]", "NotUndef[Integer]", "Iterable[Integer]", "Iterator[String]", "Callable[Integer]",
	"Callable[[Integer], String]", "Type[Integer]", "Type", "Runtime['ruby', 'A']", "Sensitive[String]",
	"SemVer['>=1.0.0']", "SemVerRange", "Timespan[0, 5]", "Timestamp", "CatalogEntry", "File", "File['a']",
	"Class[a]", "Class", "Binary", "Init[Integer]", "Object", "Object[{attributes => {x => Integer}}]",
	"URI", "URI['http://x/p']", "URI[{scheme => Enum[http], port => 80}]", "TypeSet",
	"TypeSet[{pcore_version => '1.0.0', name => 'A', types => {'B' => Integer}}]", "Deferred",
}

func caseInsensitiveEnum(t Type) bool {
	e, ok := t.(*EnumType)
	return ok && e.caseInsensitive
}

var robustValues = []string{
	"undef", "default", "0", "-3", "2", "1.5", "'a'", "''", "'abc'", "true", "/a/", "[]", "[1, 2]", "['a', 1]",
	"{}", "{a => 1}", "{a => 1, b => 'x'}", "{1 => 2}", "[[1], {a => [undef]}]", "Integer", "Integer[1, 2]",
	"File['a']", "Class[a]", "Sensitive('s')", "SemVer('1.2.3')", "SemVerRange('1.x')", "Timespan(3)",
	"Timestamp(3)", "Binary('YQ==')", "Enum[a, b]", "Data",
}

// TestOperationsNeverPanic runs every operation on combinations of types
// and values, and checks invariants that hold for all of them: a value is
// an instance of its inferred types, and a type is assignable to itself
// and equal to itself.
func TestOperationsNeverPanic(t *testing.T) {
	var types []Type
	for _, src := range robustTypes {
		types = append(types, mustType(t, src))
	}
	var values []Value
	for _, src := range robustValues {
		v, err := parseExpr(src, nil)
		require.NoError(t, err, src)
		values = append(values, v)
	}
	for _, v := range values {
		name := noticeString(v)
		for _, inferred := range []Type{Infer(v), InferReduced(v), InferGeneralized(v)} {
			assert.True(t, IsInstance(inferred, v), "%s =~ %s", name, inferred)
			_ = inferred.String()
		}
		_ = KeyString(v)
		_, _ = Iterate(v, func(Value) bool { return true })
		for _, w := range values {
			_ = Equal(v, w)
			_, _ = CompareValues(v, w)
			assert.Equal(t, KeyEqual(v, w), KeyEqual(w, v), "%s vs %s", name, noticeString(w))
		}
		for _, ty := range types {
			in := IsInstance(ty, v)
			d := DescribeMismatch("x", ty, v)
			if in {
				assert.Empty(t, d, "%s =~ %s", name, ty)
			}
			_ = DescribeSignatures("f", []Signature{{Type: NewCallableType([]Type{ty}, 1, 1, nil, nil), ParamNames: []string{"x"}}}, []Value{v}, nil)
			_, _ = Parameterize(ty, []Value{v})
			_, _ = Parameterize(ty, []Value{v, v})
		}
	}
	for _, a := range types {
		assert.True(t, IsAssignable(a, a), "%s >= itself", a)
		assert.True(t, Equal(a, a), "%s == itself", a)
		_ = Generalize(a).String()
		_ = Normalize(a).String()
		_ = KeyString(a)
		for _, b := range types {
			_ = IsAssignable(a, b)
			_ = Equal(a, b)
			c := CommonType(a, b)
			// Puppet's common type of Undef and T is T, and that of two
			// enums is a case-sensitive enum of all their values.
			if !isUndefOrNil(a) && !isUndefOrNil(b) && !caseInsensitiveEnum(a) && !caseInsensitiveEnum(b) {
				assert.True(t, IsAssignable(c, a) && IsAssignable(c, b), "%s accepts %s and %s", c, a, b)
			}
			_ = DescribeTypeMismatch("x", a, b)
		}
	}
}

// TestConcurrentUse checks shared types from several goroutines at once
// (run with -race): types are immutable once made.
func TestConcurrentUse(t *testing.T) {
	types := []Type{mustType(t, "Pattern[/a/, /b/]"), mustType(t, "Regexp['x+']"), TData, TRichData,
		mustType(t, "Struct[{a => Integer, b => Integer, c => Integer, d => Integer, e => Integer, f => Integer, g => Integer, h => Integer}]")}
	values := []Value{String("xa"), HashOf(String("a"), Int(1)), ArrayOf(Int(1), String("b"))}
	done := make(chan bool)
	for range 4 {
		go func() {
			for range 50 {
				for _, ty := range types {
					for _, v := range values {
						IsInstance(ty, v)
						_ = DescribeMismatch("x", ty, v)
					}
					_ = ty.String()
				}
			}
			done <- true
		}()
	}
	for range 4 {
		<-done
	}
}
