package builtins

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

// TestInterrupt checks that cancelling the context stops long iterations,
// with and without a lambda. Each would run for hours; the bound on the
// wait is generous so a loaded machine cannot fail the test.
func TestInterrupt(t *testing.T) {
	programs := map[string]string{
		"each":           `Integer[1, 10000000000].each |$i| { }`,
		"map":            `Integer[1, 10000000000].map |$i| { $i }`,
		"filter":         `Integer[1, 10000000000].filter |$i, $x| { false }`,
		"reduce":         `Integer[1, 10000000000].reduce |$m, $i| { $i }`,
		"reverse_each":   `Integer[1, 10000000000].reverse_each |$i| { }`,
		"step":           `Integer[1, 10000000000].step(2) |$i| { }`,
		"lazy_chain":     `Integer[1, 10000000000].reverse_each.step(3).each |$i| { }`,
		"any":            `Integer[1, 10000000000].any |$i| { false }`,
		"slice":          `Integer[1, 10000000000].slice(5) |$s| { }`,
		"index":          `Integer[1, 10000000000].index(-1)`,
		"step_no_lambda": `Integer[1, 10000000000].step(2).index(-1)`,
	}
	for name, src := range programs {
		t.Run(name, func(t *testing.T) {
			prog, err := syntax.Parse(syntax.NewSource(name+".pp", src))
			require.NoError(t, err)
			expectInterrupted(t, eval.New(eval.Options{}), prog)
		})
	}
}

// expectInterrupted starts evaluating prog, cancels it 50 ms later and
// expects it to stop with Interrupted. The bound on the wait is generous,
// so a loaded machine cannot fail the test; what runs for ever fails it.
func expectInterrupted(t *testing.T, ev *eval.Evaluator, prog *syntax.Program) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() {
		_, err := ev.Evaluate(ctx, prog)
		done <- err
	}()
	time.Sleep(50 * time.Millisecond)
	cancel()
	select {
	case err := <-done:
		var ee *eval.Error
		require.True(t, errors.As(err, &ee), "error %v", err)
		assert.Equal(t, eval.Interrupted, ee.Kind, ee.Msg)
	case <-time.After(10 * time.Second):
		t.Fatal("not stopped within 10 s of the cancellation")
	}
}
