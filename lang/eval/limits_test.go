package eval_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/lang/eval"
	"prepl/lang/syntax"
)

// TestRunawayRecursionFailsCleanly checks that recursion deeper than the
// limit is an evaluation error, not a Go stack overflow, for functions and
// for lambdas inside them.
func TestRunawayRecursionFailsCleanly(t *testing.T) {
	for _, src := range []string{
		`function f($n) { f($n + 1) } f(0)`,
		`function f($n) { [1].map |$x| { f($n + 1) } } f(0)`,
	} {
		_, err := runProgram(t, "deep.pp", src)
		var ee *eval.Error
		require.True(t, errors.As(err, &ee), "%v", err)
		assert.Equal(t, eval.EvaluationError, ee.Kind)
		assert.Contains(t, ee.Msg, "Maximum call depth of 10000 exceeded")
	}
}

// TestCancelStopsEndlessLoop cancels an evaluation of a loop over ten
// billion integers and expects it to stop promptly with Interrupted.
func TestCancelStopsEndlessLoop(t *testing.T) {
	for _, src := range []string{
		`Integer[1, 10000000000].each |$i| { }`,
		`function spin($n) { spin($n) } Integer[1, 10000000000].each |$i| { $i + 1 }`,
	} {
		prog, err := syntax.Parse(syntax.NewSource("loop.pp", src))
		require.NoError(t, err)
		ev := eval.New(eval.Options{})
		ctx, cancel := context.WithCancel(context.Background())
		time.AfterFunc(20*time.Millisecond, cancel)
		start := time.Now()
		_, err = ev.Evaluate(ctx, prog)
		elapsed := time.Since(start)
		var ee *eval.Error
		require.True(t, errors.As(err, &ee), "%v", err)
		assert.Equal(t, eval.Interrupted, ee.Kind)
		// The requirement is 100 ms; the bound here is loose because the
		// machine running the tests may be busy.
		assert.Less(t, elapsed, 2*time.Second)
		t.Logf("stopped %v after the cancellation", elapsed-20*time.Millisecond)
	}
}

// TestHugeHashKeyFailsCleanly: a value whose shared parts make it 2^40
// elements large, used as a hash key or compared as one, fails with an
// evaluation error once its key passes types.MaxKeyBytes, instead of
// growing the key until the process runs out of memory.
func TestHugeHashKeyFailsCleanly(t *testing.T) {
	if testing.Short() {
		t.Skip("builds keys of 64 MiB")
	}
	const big = `$big = Integer[1, 40].reduce([1]) |$m, $i| { [$m, $m] } $big2 = Integer[1, 40].reduce([2]) |$m, $i| { [$m, $m] } `
	for name, use := range map[string]string{
		"two hash keys": `$h = {$big => 1, $big2 => 2}`,
		"unique":        `notice([$big, 1].unique)`,
		"minus":         `notice([$big] - [[1]])`,
		"Hash":          `notice(Hash($big))`,
	} {
		t.Run(name, func(t *testing.T) {
			_, err := runProgram(t, "huge.pp", big+use)
			var ee *eval.Error
			require.True(t, errors.As(err, &ee), "%v", err)
			assert.Equal(t, eval.EvaluationError, ee.Kind)
			assert.Contains(t, ee.Msg, "too large to be used as a hash key")
		})
	}
}
