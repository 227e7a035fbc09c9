package check

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/lang/eval"
	_ "prepl/lang/eval/builtins"
	"prepl/lang/syntax"
	"prepl/types"
)

func TestIdentical(t *testing.T) {
	arr := func(vs ...types.Value) types.Value { return types.NewArray(vs) }
	hash := func(kv ...types.Value) types.Value {
		h := types.EmptyHash
		for i := 0; i < len(kv); i += 2 {
			h = h.Put(kv[i], kv[i+1])
		}
		return h
	}
	for _, tt := range []struct {
		a, b types.Value
		want bool
	}{
		{types.Int(37), types.Int(37), true},
		{types.Int(37), types.Float(37), false},
		{types.Float(0.5), types.Float(0.5), true},
		{types.String("Yes"), types.String("yes"), false},
		{types.String("a"), types.String("a"), true},
		{types.Undef, types.Undef, true},
		{types.Undef, types.String(""), false},
		{types.Bool(true), types.Bool(true), true},
		{arr(types.Int(1), types.String("a")), arr(types.Int(1), types.String("a")), true},
		{arr(types.Int(1)), arr(types.Float(1)), false},
		{arr(types.Int(1)), arr(types.Int(1), types.Int(2)), false},
		{hash(types.String("a"), types.Int(1), types.String("b"), types.Int(2)), hash(types.String("b"), types.Int(2), types.String("a"), types.Int(1)), true},
		{hash(types.String("a"), types.Int(1)), hash(types.String("A"), types.Int(1)), false},
		{hash(types.String("a"), types.Int(1)), arr(types.String("a"), types.Int(1)), false},
		{types.Int(1), arr(types.Int(1)), false},
	} {
		assert.Equal(t, tt.want, Identical(tt.a, tt.b), "%v vs %v", tt.a, tt.b)
		assert.Equal(t, tt.want, Identical(tt.b, tt.a), "%v vs %v", tt.b, tt.a)
	}
}

// TestWithoutRecorder runs checks in an evaluation that records none
// (a script outside a session): each logs its result, a pass as a
// notice and a failure as an error with its details on one line, and
// evaluation goes on.
func TestWithoutRecorder(t *testing.T) {
	var logged []string
	e := eval.New(eval.Options{Log: func(level eval.LogLevel, msg string) { logged = append(logged, level.Label()+": "+msg) }})
	prog, err := syntax.Parse(syntax.NewSource("t.pp", "$x = 2\n[check::variable('x', 2), check::variable('x', 3, 'Add one.')]"))
	require.NoError(t, err)
	v, err := e.Evaluate(context.Background(), prog)
	require.NoError(t, err)
	assert.Equal(t, types.NewArray([]types.Value{types.Bool(true), types.Bool(false)}), v)
	assert.Equal(t, []string{
		"Notice: ✓ $x is 2",
		"Error: ✗ $x should be 3 — expected 3, found 2 (an Integer); hint: Add one.",
	}, logged)
}

func TestRecorderResults(t *testing.T) {
	r := NewRecorder()
	e := eval.New(eval.Options{})
	prog, err := syntax.Parse(syntax.NewSource("t.pp", "check::that('one', true)\ncheck::that('two', 1 > 2, 'Think again.')"))
	require.NoError(t, err)
	_, err = e.Evaluate(WithRecorder(context.Background(), r), prog)
	require.NoError(t, err)
	assert.Equal(t, []Result{
		{Passed: true, Verified: "one", Wanted: "one", Expected: "true", Found: "false"},
		{Passed: false, Verified: "two", Wanted: "two", Expected: "true", Found: "false", Hint: "Think again."},
	}, r.Results())
	assert.Equal(t, "1 of 2 checks failed", Summary(r.Results()))
	assert.Equal(t, "✗ E: 1 of 2 checks failed\n  ✓ one\n  ✗ two\n      expected: true\n      found:    false\n      hint:     Think again.\n", Text("E", r.Results()))
	assert.Contains(t, HTML("E <1>", r.Results()), "E &lt;1&gt;", "labels are escaped")
}
