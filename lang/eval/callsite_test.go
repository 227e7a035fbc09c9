package eval_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/lang/eval"
	"prepl/lang/syntax"
)

// TestCallSitesFollowRedefinitions checks that a call in a function
// defined by an earlier input finds the function a later input
// redefines, and again the earlier one when the input that redefined it
// failed and was undone.
func TestCallSitesFollowRedefinitions(t *testing.T) {
	var notices []string
	ev := eval.New(eval.Options{Log: func(level eval.LogLevel, msg string) {
		if level == eval.LogNotice {
			notices = append(notices, msg)
		}
	}})
	steps := []struct {
		src  string
		fail bool
	}{
		{src: `function g() { 1 } function f() { [1, 2].map |$i| { g() + $i.abs } }`},
		{src: `notice(f())`},
		{src: `function g() { 10 }`},
		{src: `notice(f())`},
		{src: `function g() { 100 } notice(f()) fail('undone')`, fail: true},
		{src: `notice(f())`},
		{src: `function abs($x) { 1000 } notice(f())`},
	}
	for _, st := range steps {
		prog, err := syntax.Parse(syntax.NewSource("input.pp", st.src))
		require.NoError(t, err)
		_, err = ev.Evaluate(context.Background(), prog)
		if st.fail {
			require.Error(t, err, st.src)
		} else {
			require.NoError(t, err, st.src)
		}
	}
	assert.Equal(t, []string{"[2, 3]", "[11, 12]", "[101, 102]", "[11, 12]", "[1010, 1010]"}, notices)
}
