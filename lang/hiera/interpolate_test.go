package hiera

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/types"
)

// fakeScope is a scope of fixed variables for interpolation tests.
type fakeScope struct {
	vars     map[string]types.Value
	warnings []string
}

func (s *fakeScope) Variable(name string) (types.Value, bool) {
	v, ok := s.vars[name]
	return v, ok
}
func (s *fakeScope) Warning(msg string)               { s.warnings = append(s.warnings, msg) }
func (s *fakeScope) UnknownReason(name string) string { return "" }
func (s *fakeScope) Compilation() int                 { return 1 }
func (s *fakeScope) FunctionExists(string) bool       { return false }

func newFakeScope() *fakeScope {
	return &fakeScope{vars: map[string]types.Value{
		"facts": types.HashOf(types.String("os"), types.HashOf(types.String("family"), types.String("Debian")),
			types.String("list"), types.NewArray([]types.Value{types.String("a"), types.String("b")})),
		"x":   types.String("X"),
		"::x": types.String("TOP"),
		"h":   types.HashOf(types.String("k"), types.Int(1)),
	}}
}

func TestInterpolation(t *testing.T) {
	tests := []struct{ in, want, err string }{
		{in: "plain", want: "plain"},
		{in: "%{facts.os.family}", want: "Debian"},
		{in: "%{ facts.os.family }", want: "Debian"},
		{in: "%{facts.list.1}", want: "b"},
		{in: "%{facts.nope}-", want: "-"},
		{in: "%{x}/%{::x}", want: "X/TOP"},
		{in: "%{scope('x')}", want: "X"},
		{in: "%{h}", want: `{"k"=>1}`},
		{in: "%{literal('%')}{x}", want: "%{x}"},
		{in: "%{}%{::}%{''}", want: ""},
		{in: "%{x", want: "%{x"},
		{in: "%{bogus('x')}", err: "Unknown interpolation method 'bogus'"},
		{in: "a %{alias('x')}", err: "'alias' interpolation is only permitted if the expression is equal to the entire string"},
		{in: "%{facts.'os'.family}", want: "Debian"},
		{in: "%{facts..os}", err: "Syntax error in string: %{facts..os}"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			h := New("", nil)
			inv := &invocation{h: h, scope: newFakeScope()}
			v, err := interpolator{inv: inv, methods: true}.value(types.String(tt.in))
			if tt.err != "" {
				require.Error(t, err)
				assert.Equal(t, tt.err, err.Error())
				return
			}
			require.NoError(t, err)
			assert.Equal(t, types.String(tt.want), v)
		})
	}
}

func TestSplitKey(t *testing.T) {
	tests := []struct {
		in   string
		want []any
		err  bool
	}{
		{in: "a", want: []any{"a"}},
		{in: "a.b.0", want: []any{"a", "b", 0}},
		{in: `a."b.c".d`, want: []any{"a", "b.c", "d"}},
		{in: "'x y'.z", want: []any{"x y", "z"}},
		{in: "a..b", err: true},
		{in: ".a", err: true},
		{in: "a.", err: true},
		{in: `a"b"`, err: true},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := SplitKey(tt.in)
			if tt.err {
				assert.Error(t, err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

// FuzzInterpolation: any string interpolates to a value or an error,
// never a panic or a hang.
func FuzzInterpolation(f *testing.F) {
	for _, s := range []string{"%{facts.os.family}", "%{alias('x')}", "%{lookup('k')}", "%{a.'b'.\"c\".0}", "%{literal('%')}", "%{", "%{::}"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		inv := &invocation{h: New("", nil), scope: newFakeScope()}
		_, _ = interpolator{inv: inv, methods: true}.value(types.String(s))
		_, _ = SplitKey(s)
		_, _ = ParseExpr(s)
	})
}
