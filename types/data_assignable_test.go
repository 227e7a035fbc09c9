package types

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDataAssignableMatchesGeneralCheck pins the shortcut for Data and
// RichData to the general check (taken when a guard is given) on the
// types inference makes and on the kinds it leaves to the general check.
func TestDataAssignableMatchesGeneralCheck(t *testing.T) {
	cases := []struct {
		src        string
		data, rich bool
	}{
		{"Integer[1, 1]", true, true},
		{"Float[0.5, 0.5]", true, true},
		{"String", true, true},
		{"Enum[a, b]", true, true},
		{"Pattern[/x/]", true, true},
		{"Boolean", true, true},
		{"Undef", true, true},
		{"ScalarData", true, true},
		{"Scalar", false, true},
		{"Regexp[/a/]", false, true},
		{"Default", false, true},
		{"Timespan", false, true},
		{"SemVer", false, true},
		{"Binary", false, true},
		{"Type[Integer]", false, true},
		{"Sensitive[String]", false, true},
		{"Any", false, false},
		{"Callable", false, false},
		{"Iterable", false, false},
		{"Array[Integer, 2, 2]", true, true},
		{"Array[Unit, 0, 0]", true, true},
		{"Array[Regexp]", false, true},
		{"Array[Any]", false, false},
		{"Tuple[Integer, String, Undef]", true, true},
		{"Tuple[Integer, Default]", false, true},
		{"Tuple[Integer, Any]", false, false},
		{"Tuple[Array[Tuple[Integer]], Hash[String, Integer]]", true, true},
		{"Hash[Unit, Unit, 0, 0]", true, true},
		{"Hash[String, Integer]", true, true},
		{"Hash[Integer, String]", false, true},
		{"Hash[Regexp, String]", false, false},
		{"Hash[String, Array[Default]]", false, true},
		{"Hash[Enum[a, b], Tuple[Integer, Hash[String, Boolean]]]", true, true},
		{"Struct[{a => Integer, b => Array[String]}]", true, true},
		{"Struct[{a => Integer, b => Default}]", false, true},
		{"Struct[{a => Integer, b => Callable}]", false, false},
		{"Struct[{Optional[a] => Integer}]", true, true},
		{"Collection", false, false},
		{"Array[Variant[Integer, String]]", true, true},
		{"Array[Optional[Integer]]", true, true},
		{"Variant[Integer, Regexp]", false, true},
		{"Optional[Hash[String, Data]]", true, true},
		{"NotUndef[Integer]", true, true},
		{"Array[Data]", true, true},
		{"Hash[String, RichData]", false, true},
		{"Data", true, true},
		{"RichData", false, true},
		{"Array[Data]", true, true},
		{"Hash[String, Array[RichData]]", false, true},
		{"Hash[Integer, Data]", false, true},
		{"Struct[{a => Tuple[Data, Integer]}]", true, true},
	}
	for _, c := range cases {
		typ := mustType(t, c.src)
		for _, a := range []struct {
			alias *TypeAlias
			want  bool
		}{{dataAlias, c.data}, {richDataAlias, c.rich}} {
			general := assignable(a.alias, typ, &guard{})
			require.Equal(t, a.want, general, "general: %s <= %s", c.src, a.alias.name)
			assert.Equal(t, general, assignable(a.alias, typ, nil), "shortcut: %s <= %s", c.src, a.alias.name)
			if r, ok := dataAssignable(a.alias, typ); ok {
				assert.Equal(t, general, r, "dataAssignable: %s <= %s", c.src, a.alias.name)
			}
		}
	}
}

// TestDataAssignableOnInferredTypes compares the shortcut with the
// general check on the detailed, reduced and generalized types of mixed
// records.
func TestDataAssignableOnInferredTypes(t *testing.T) {
	data := mixedRecords()
	withRegexp := HashOf(String("re"), mustValue(t, "/x/"), String("d"), Default, String("n"), ArrayOf(Int(1), Undef))
	for _, v := range append(slices.Clone(data.Elements()[:20]), data, withRegexp, ArrayOf(withRegexp, Int(2))) {
		for _, typ := range []Type{Infer(v), InferReduced(v), InferGeneralized(v)} {
			for _, a := range []*TypeAlias{dataAlias, richDataAlias} {
				r, ok := dataAssignable(a, typ)
				require.True(t, ok, "%s", typ)
				assert.Equal(t, assignable(a, typ, &guard{}), r, "%s <= %s", typ, a.name)
			}
		}
	}
}

func mustValue(tb testing.TB, src string) Value {
	v, err := parseExpr(src, nil)
	require.NoError(tb, err)
	return v
}

// TestIsDataMatchesGeneralCheck pins the unrolled instance check of Data
// to the general check of an alias defined as Data is.
func TestIsDataMatchesGeneralCheck(t *testing.T) {
	data := &TypeAlias{name: "MyData"}
	data.resolveFn = func() (Type, error) {
		return NewVariantType(scalarDataType, undefType, NewHashType(stringType, data, nil), NewArrayType(data, nil)), nil
	}
	data.resolve()
	values := append(sampleValues(t), nil, ArrayOf(Int(1), ArrayOf(String("a"), HashOf(String("k"), Default))))
	for _, v := range values {
		assert.Equal(t, IsInstance(data, v), IsInstance(TData, v), "%s", noticeString(v))
		assert.Equal(t, IsInstance(data, v), isData(v, nil), "%s", noticeString(v))
	}
}

// TestAliasInstanceMatchesGeneralCheck pins the instance check of an
// alias that does not refer to itself, which asks the type it stands
// for, to the general three-way check aliases and variants share.
func TestAliasInstanceMatchesGeneralCheck(t *testing.T) {
	data := &TypeAlias{name: "MyData"}
	data.resolveFn = func() (Type, error) {
		return NewVariantType(scalarDataType, undefType, NewHashType(stringType, data, nil), NewArrayType(data, nil)), nil
	}
	for _, def := range []Type{
		mustType(t, "Variant[Integer, Enum[a, x], Array[String]]"),
		mustType(t, "Optional[Hash[String, Variant[Integer, Data]]]"),
		mustType(t, "Array[Variant[Regexp, Default, Undef]]"),
		NewVariantType(data, TInteger), NewArrayType(data, nil), TData, TRichData,
	} {
		a := NewTypeAlias("A", func() (Type, error) { return def, nil })
		require.NoError(t, a.Resolve())
		require.False(t, a.selfRecursive())
		for _, v := range sampleValues(t) {
			assert.Equal(t, a.reallyInstance(v, nil) == 1, IsInstance(a, v), "%s =~ %s", noticeString(v), def)
		}
	}
}
