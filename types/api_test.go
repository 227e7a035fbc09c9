package types

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTypeByName(t *testing.T) {
	for name, want := range map[string]string{
		"Integer": "Integer", "INTEGER": "Integer", "scalardata": "ScalarData", "Data": "Data",
		"RichData": "RichData", "::Array": "Array", "Semver": "SemVer", "Timestamp": "Timestamp",
		"Puppet::LookupKey": "Puppet::LookupKey", "NotUndef": "NotUndef", "Callable": "Callable",
	} {
		ty, ok := TypeByName(name)
		require.True(t, ok, name)
		assert.Equal(t, want, ty.String(), name)
	}
	for _, name := range []string{"File", "Notify", "Foo::Bar", "Unit", "TypeReference", ""} {
		_, ok := TypeByName(name)
		assert.False(t, ok, name)
	}
}

func TestResourceAndClassConstructors(t *testing.T) {
	tests := []struct {
		typeName, title, str, name string
	}{
		{"file", "", "File", "File"},
		{"foo::bar", "", "Foo::Bar", "Foo::Bar"},
		{"fOO::bAR", "", "Foo::Bar", "Foo::Bar"},
		{"Notify", "x", "Notify['x']", "Notify"},
		{"", "", "Resource", ""},
	}
	for _, tt := range tests {
		r := NewResourceType(tt.typeName, tt.title)
		assert.Equal(t, tt.str, r.String())
		assert.Equal(t, tt.name, r.TypeName())
		assert.Equal(t, tt.title, r.Title())
		assert.Equal(t, tt.title != "", r.HasTitle())
	}
	assert.True(t, Equal(NewResourceType("FILE", "a"), NewResourceType("file", "a")))
	assert.False(t, Equal(NewResourceType("file", "a"), NewResourceType("file", "A")))
	assert.Equal(t, "Class[foo::bar]", NewClassType("::Foo::Bar").String())
	assert.Equal(t, "foo::bar", NewClassType("::Foo::Bar").ClassName())
	assert.Equal(t, "Class", NewClassType("").String())
	ty, err := Parameterize(TResource, []Value{NewResourceType("file", "a")})
	require.NoError(t, err)
	assert.Equal(t, "File['a']", ty.(Type).String())
	assert.Equal(t, "Type[File['a']]", Infer(NewResourceType("file", "a")).String())
}

func TestParameterizeErrorsPointAtArguments(t *testing.T) {
	_, err := Parameterize(TArray, []Value{Int(1)})
	var ae *AccessError
	require.True(t, errors.As(err, &ae))
	assert.Equal(t, 0, ae.Arg)
	_, err = Parameterize(TArray, []Value{TInteger, Int(1), Int(2), Int(3)})
	require.True(t, errors.As(err, &ae))
	assert.Equal(t, -1, ae.Arg)
	_, err = Parameterize(TInteger, []Value{Int(1), String("x")})
	require.True(t, errors.As(err, &ae))
	assert.Equal(t, 1, ae.Arg)
	_, err = Parameterize(TPattern, []Value{String("[")})
	require.True(t, errors.As(err, &ae))
	assert.Contains(t, ae.Msg, "Error while evaluating a '[]' expression, ")
	_, err = Parameterize(NewResourceType("file", "a"), []Value{String("mode")})
	assert.Error(t, err)
}

func TestKeyStringIdentity(t *testing.T) {
	same := [][2]string{
		{"Variant[Integer, String]", "Variant[String, Integer]"},
		{"Pattern[/a/, /b/]", "Pattern[/b/, /a/]"},
		{"Resource['file', 'a']", "File['a']"},
		{"Struct[{NotUndef[a] => Integer}]", "Struct[{a => Integer}]"},
		{"Optional['a']", "Optional['a']"},
		{"/a+/", "/a+/"},
		{"Sensitive('a')", "Sensitive('a')"},
		{"SemVerRange('1.x')", "SemVerRange('>=1.0.0 <2.0.0')"},
	}
	for _, p := range same {
		a, err := parseExpr(p[0], nil)
		require.NoError(t, err)
		b, err := parseExpr(p[1], nil)
		require.NoError(t, err)
		assert.True(t, KeyEqual(a, b), "%s vs %s", p[0], p[1])
		h := HashOf(a, Int(1))
		assert.True(t, h.Has(b), "%s as a hash key finds %s", p[0], p[1])
	}
	different := [][2]string{
		{"Array[Integer]", "Array[Integer, 0]"},
		{"Integer[1]", "Integer[1, 1]"},
		{"File['a']", "File['A']"},
		{"Sensitive('a')", "Sensitive('A')"},
		{"/a/", "/A/"},
		{"Timespan(1)", "Timespan(2)"},
		{"Optional['a']", "Optional[String]"},
	}
	for _, p := range different {
		a, err := parseExpr(p[0], nil)
		require.NoError(t, err)
		b, err := parseExpr(p[1], nil)
		require.NoError(t, err)
		assert.False(t, KeyEqual(a, b), "%s vs %s", p[0], p[1])
	}
	it := NewIterator(func(func(Value) bool) error { return nil }, nil)
	it2 := NewIterator(func(func(Value) bool) error { return nil }, nil)
	assert.True(t, KeyEqual(it, it))
	assert.False(t, KeyEqual(it, it2))
}

func TestIterate(t *testing.T) {
	collect := func(v Value, limit int) ([]Value, bool, error) {
		var out []Value
		ok, err := Iterate(v, func(x Value) bool {
			out = append(out, x)
			return len(out) < limit
		})
		return out, ok, err
	}
	got, ok, err := collect(NewIntegerType(1, 1000000), 3)
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, []Value{Int(1), Int(2), Int(3)}, got, "iteration stops when yield says so")
	got, _, _ = collect(NewIntegerType(math.MaxInt64-1, math.MaxInt64-1), 10)
	assert.Equal(t, []Value{Int(math.MaxInt64 - 1)}, got)
	got, _, _ = collect(HashOf(String("a"), Int(1)), 10)
	assert.Equal(t, "[[a, 1]]", noticeString(NewArray(got)))
	_, ok, err = collect(NewIntegerType(0, math.MaxInt64), 10)
	assert.True(t, ok)
	assert.EqualError(t, err, "The range Integer[0] is unbounded and cannot be iterated")
	_, ok, _ = collect(Float(1.5), 10)
	assert.False(t, ok)
	seq := NewIterator(func(yield func(Value) bool) error {
		for i := 0; i < 5; i++ {
			if !yield(Int(i * 10)) {
				return nil
			}
		}
		return errors.New("exhausted")
	}, TInteger)
	got, ok, err = collect(seq, 2)
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, []Value{Int(0), Int(10)}, got)
	_, _, err = collect(seq, 10)
	assert.EqualError(t, err, "exhausted")
	assert.True(t, IsInstance(mustType(t, "Iterator[Integer]"), seq))
	assert.False(t, IsInstance(mustType(t, "Iterator[String]"), seq))
	assert.Equal(t, "Iterator[Integer]", Infer(seq).String())
}

// testCallable is a callable with a fixed signature.
type testCallable struct{ sig Type }

func (testCallable) Kind() Kind           { return KCallable }
func (c testCallable) CallableType() Type { return c.sig }

// untypedCallable is a callable value that does not describe itself.
type untypedCallable struct{}

func (untypedCallable) Kind() Kind { return KCallable }

func TestCallableInstances(t *testing.T) {
	oneInt := testCallable{NewCallableType([]Type{TInteger}, 1, 1, nil, nil)}
	optional := testCallable{NewCallableType([]Type{TNumeric, TString}, 1, 2, nil, TInteger)}
	anyArgs := testCallable{NewCallableType([]Type{TAny}, 0, -1, nil, nil)}
	tests := []struct {
		c    Value
		typ  string
		want bool
	}{
		{oneInt, "Callable", true},
		{oneInt, "Callable[Integer]", true},
		{oneInt, "Callable[Numeric]", false},
		{oneInt, "Callable[1, 1]", true},
		{oneInt, "Callable[2, 2]", false},
		{oneInt, "Callable[String]", false},
		{optional, "Callable[Integer]", true},
		{optional, "Callable[Integer, String]", true},
		{optional, "Callable[[Integer], Numeric]", true},
		{optional, "Callable[[Integer], String]", false},
		{anyArgs, "Callable[Integer, String, Float]", true},
		{anyArgs, "Callable[0, 0]", true},
		{untypedCallable{}, "Callable", true},
		{untypedCallable{}, "Callable[Integer]", false},
		{Int(1), "Callable", false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, IsInstance(mustType(t, tt.typ), tt.c), "%s", tt.typ)
	}
	assert.Equal(t, "Callable[Integer, 1, 1]", Infer(oneInt).String())
	assert.Equal(t, "Callable[[Numeric, String, 1, 2], Integer]", Infer(optional).String())
	assert.Equal(t, "Callable[Any, 0]", Infer(anyArgs).String())
	assert.Equal(t, "x expects a Callable value, got Integer", DescribeMismatch("x", TCallable, Int(1)))
	assert.Equal(t, "x expects 2 arguments, got 1",
		DescribeMismatch("x", mustType(t, "Callable[2, 2]"), oneInt))
}

func TestCompareValues(t *testing.T) {
	c, ok := Compare(String("abc"), String("ABD"))
	assert.True(t, ok)
	assert.Equal(t, -1, c)
	_, ok = Compare(String("a"), Int(1))
	assert.False(t, ok)
	c, ok = Compare(Int(math.MaxInt64), Float(9.223372036854775807e18))
	assert.True(t, ok)
	assert.Equal(t, -1, c, "integers and floats compare exactly")
	_, err := CompareValues(Undef, Int(1))
	assert.EqualError(t, err, "Only Strings, Numbers, Timespans, Timestamps, and Versions are comparable")
}

func TestCommonType(t *testing.T) {
	assert.Equal(t, "Integer", CommonType(nil, TInteger).String())
	assert.Equal(t, "Integer", CommonType(TUndef, TInteger).String())
	assert.Equal(t, "Integer[1, 6]", CommonType(NewIntegerType(1, 2), NewIntegerType(5, 6)).String())
	assert.Equal(t, "Numeric", CommonType(TInteger, TFloat).String())
	assert.Equal(t, "Array[Numeric]", CommonType(mustType(t, "Array[Integer, 2]"), mustType(t, "Array[Float]")).String())
	assert.Equal(t, "Any", CommonType(TInteger, TCallable).String())
}

func TestAliases(t *testing.T) {
	aliases := map[string]*TypeAlias{}
	define := func(name, expr string) *TypeAlias {
		a := NewTypeAlias(name, func() (Type, error) {
			v, err := parseExpr(expr, aliases)
			if err != nil {
				return nil, err
			}
			return v.(Type), nil
		})
		aliases[strings.ToLower(name)] = a
		return a
	}
	a := define("a", "B")
	b := define("b", "A")
	assert.EqualError(t, a.Resolve(), "Type alias 'a' cannot be resolved to a real type")
	assert.NoError(t, b.Resolve())
	assert.False(t, IsInstance(a, Int(1)))

	failing := NewTypeAlias("Broken", func() (Type, error) { return nil, errors.New("Resource type not found: Foo") })
	assert.EqualError(t, failing.Resolve(), "Resource type not found: Foo")
	assert.EqualError(t, failing.Resolve(), "Resource type not found: Foo", "the error stays")
	assert.False(t, IsInstance(failing, Int(1)))

	tree := define("Tree", "Optional[Array[Tree]]")
	require.NoError(t, tree.Resolve())
	nested := ArrayOf(ArrayOf(), ArrayOf(Undef, ArrayOf()))
	assert.True(t, IsInstance(tree, nested))
	assert.False(t, IsInstance(tree, ArrayOf(Int(1))))
	assert.True(t, IsAssignable(tree, tree), "Puppet overflows its stack here; the answer is that a type accepts itself")
	assert.Equal(t, "Tree = Optional[Array[Tree]]", tree.String())
	assert.Equal(t, "Array[Tree]", NewArrayType(tree, nil).String())
}

func TestDescribeMismatchOfAnInstanceIsEmpty(t *testing.T) {
	assert.Equal(t, "", DescribeMismatch("x", TInteger, Int(1)))
	assert.Equal(t, "x expects an Integer value, got String", DescribeMismatch("x", TInteger, String("a")))
	assert.Equal(t, "x expects an Integer value, got Undef", DescribeMismatch("x", TInteger, nil))
}

func TestObjects(t *testing.T) {
	init, err := parseExpr("{attributes => {x => Integer, y => {type => String, value => 'a'}}, constants => {c => 3}}", nil)
	require.NoError(t, err)
	pt, err := Parameterize(TObject, []Value{init})
	require.NoError(t, err)
	point := NewTypeAlias("Point", func() (Type, error) { return pt.(Type), nil })
	require.NoError(t, point.Resolve())
	ot := point.ResolvedType().(*ObjectType)
	assert.Equal(t, "Point", ot.Name())
	assert.Equal(t, "Object[{name => 'Point', attributes => {'x' => Integer, 'y' => {type => String, value => 'a'}}, constants => {'c' => 3}}]", point.String())

	p, err := ot.New([]Value{Int(1)})
	require.NoError(t, err)
	assert.Equal(t, KObject, p.Kind())
	for name, want := range map[string]Value{"x": Int(1), "y": String("a"), "c": Int(3)} {
		got, ok := p.Get(name)
		assert.True(t, ok, name)
		assert.Equal(t, want, got, name)
	}
	_, ok := p.Get("nope")
	assert.False(t, ok)
	assert.Equal(t, "Point({'x' => 1})", p.String())
	assert.True(t, IsInstance(point, p))
	assert.True(t, IsInstance(TObject, p))
	assert.Same(t, ot, Infer(p))

	q, err := ot.New([]Value{HashOf(String("x"), Int(1), String("y"), String("a"))})
	require.NoError(t, err)
	assert.True(t, Equal(p, q))
	assert.True(t, KeyEqual(p, q), "equal objects are the same hash key")
	r, err := ot.New([]Value{Int(1), String("b")})
	require.NoError(t, err)
	assert.False(t, Equal(p, r))
	assert.False(t, KeyEqual(p, r))

	_, err = ot.New([]Value{String("x")})
	assert.EqualError(t, err, "The function 'new_Point' was called with arguments it does not accept. It expects one of:\n"+
		"  (Struct[{'x' => Integer, Optional['y'] => String}] hash)\n"+
		"    rejected: parameter 'hash' expects a Struct value, got String\n"+
		"  (Integer x, String y?)\n"+
		"    rejected: parameter 'x' expects an Integer value, got String")
}

// TestMismatchNamesIteratorElementsGeneralized checks, against Puppet 7,
// that an iterator is named by its generalized element type:
// assert_type(Integer, [1,2].reverse_each) says "got Iterator[Integer]".
func TestMismatchNamesIteratorElementsGeneralized(t *testing.T) {
	iter := func(vs ...Value) *Iterator {
		return NewIterator(func(yield func(Value) bool) error {
			for _, v := range vs {
				if !yield(v) {
					break
				}
			}
			return nil
		}, NewVariantType(Infer(vs[0]), Infer(vs[1])))
	}
	assert.Equal(t, "x expects an Integer value, got Iterator[Integer]", DescribeMismatch("x", TInteger, iter(Int(1), Int(2))))
	assert.Equal(t, "x expects an Integer value, got Iterator[Variant]", DescribeMismatch("x", TInteger, iter(Int(1), String("a"))))
	assert.Equal(t, "x expects an Integer value, got Iterator[Variant]", DescribeMismatch("x", TInteger, iter(ArrayOf(Int(1)), ArrayOf(String("a")))))
}
