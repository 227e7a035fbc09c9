package epp

import (
	"maps"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/lang/syntax"
	"prepl/types"
)

// fakeScope binds into a map; a parameter's type is Integer when written
// so and Any otherwise, and its default is the integer its source reads.
type fakeScope struct {
	bound    map[string]types.Value
	order    []string
	defaults []string
}

func (f *fakeScope) Bind(name string, v types.Value) {
	if f.bound == nil {
		f.bound = map[string]types.Value{}
	}
	f.bound[name] = v
	f.order = append(f.order, name)
}

func (f *fakeScope) Type(p *syntax.Parameter) (types.Type, error) {
	if p.Type.Location().Text() == "Integer" {
		return types.TInteger, nil
	}
	return types.Any, nil
}

func (f *fakeScope) Default(p *syntax.Parameter) (types.Value, error) {
	f.defaults = append(f.defaults, p.Name)
	switch p.Value.Location().Text() {
	case "1":
		return types.Int(1), nil
	case "'s'":
		return types.String("s"), nil
	}
	return types.Undef, nil
}

func (f *fakeScope) IsInstance(t types.Type, v types.Value, _ syntax.Loc) (bool, error) {
	return types.IsInstance(t, v), nil
}

func (f *fakeScope) DescribeMismatch(label string, t types.Type, v types.Value, _ syntax.Loc) (string, error) {
	return types.DescribeMismatch(label, t, v), nil
}

// TestBind: given values are checked and bound before the defaults of
// the others are evaluated, undef given for a parameter with a default
// takes the default, and every problem is reported at once in Puppet's
// words (as inline_epp's cases recorded from Puppet show them).
func TestBind(t *testing.T) {
	cases := []struct {
		name     string
		template string
		params   map[string]types.Value
		bound    map[string]types.Value
		defaults []string
		err      string
	}{
		{name: "without a parameter block every argument is a variable", template: "x",
			params: map[string]types.Value{"a": types.Int(1)}, bound: map[string]types.Value{"a": types.Int(1)}},
		{name: "given and defaulted", template: "<%- |Integer $a, $b = 1| -%>x",
			params: map[string]types.Value{"a": types.Int(2)},
			bound:  map[string]types.Value{"a": types.Int(2), "b": types.Int(1)}, defaults: []string{"b"}},
		{name: "undef takes the default", template: "<%- |$a = 1| -%>x",
			params: map[string]types.Value{"a": types.Undef},
			bound:  map[string]types.Value{"a": types.Int(1)}, defaults: []string{"a"}},
		{name: "missing", template: "<%- |$who| -%>x",
			err: "lambda: expects a value for parameter 'who'"},
		{name: "unknown", template: "<%- |$who = 1| -%>x",
			params: map[string]types.Value{"what": types.Int(1)},
			err:    "lambda: has no parameter named 'what'"},
		{name: "every problem at once", template: "<%- |Integer $a, $b, Integer $c = 1| -%>x",
			params: map[string]types.Value{"a": types.String("q"), "c": types.String("w")},
			err:    "lambda:\n  parameter 'a' expects an Integer value, got String\n  expects a value for parameter 'b'\n  parameter 'c' expects an Integer value, got String"},
		{name: "a default of the wrong type", template: "<%- |Integer $a = 's'| -%>x",
			defaults: []string{"a"}, err: "lambda: parameter 'a' expects an Integer value, got String"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			prog, err := syntax.ParseEPP(syntax.NewSource("t.epp", c.template))
			require.NoError(t, err)
			tmpl := prog.Body.Statements[0].(*syntax.EppExpr)
			var params *types.Hash
			if c.params != nil {
				b := types.NewHashBuilder(len(c.params))
				for _, k := range slices.Sorted(maps.Keys(c.params)) {
					b.Set(types.String(k), c.params[k])
				}
				params = b.Build()
			}
			s := &fakeScope{}
			err = Bind(tmpl, params, s)
			if c.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), c.err)
				return
			}
			require.NoError(t, err)
			for name, want := range c.bound {
				assert.Equal(t, want, s.bound[name], name)
			}
			assert.Equal(t, c.defaults, s.defaults)
		})
	}
}

// TestOutput: a Sensitive value rendered makes the result Sensitive.
func TestOutput(t *testing.T) {
	var plain, secret Output
	plain.WriteString("a")
	plain.WriteString(string(plain.Reveal(types.String("b")).(types.String)))
	assert.Equal(t, types.String("ab"), plain.Result())
	secret.WriteString("a")
	secret.WriteString(string(secret.Reveal(types.NewSensitive(types.String("b"))).(types.String)))
	s, ok := secret.Result().(*types.Sensitive)
	require.True(t, ok)
	assert.Equal(t, types.String("ab"), s.Unwrap())
}
