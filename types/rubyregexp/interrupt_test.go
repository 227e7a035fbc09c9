package rubyregexp

import (
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestStoppableGivesUp sets the stop flag of backtracking searches that
// would run to the time limit and expects each operation to give up with
// ErrInterrupted before it (the limit is 300 ms here, so a search that
// ran to it would fail with ErrMatchTimeout instead). The bound is
// generous because the machine running the tests may be busy.
func TestStoppableGivesUp(t *testing.T) {
	// A search given up runs on to its time limit on its own goroutine;
	// a short limit keeps that waste small.
	defer SetMatchTimeout(SetMatchTimeout(300 * time.Millisecond))
	re, err := Compile(`(?>x)?(a+)+b`)
	require.NoError(t, err)
	require.True(t, re.UsesBacktracking())
	input := strings.Repeat("a", 40) + "c"
	ops := map[string]func(s Stoppable) error{
		"MatchString":             func(s Stoppable) error { _, err := s.MatchString(input); return err },
		"FindStringSubmatchIndex": func(s Stoppable) error { _, err := s.FindStringSubmatchIndex(input); return err },
		"Scan":                    func(s Stoppable) error { _, err := s.Scan(input); return err },
		"Split":                   func(s Stoppable) error { _, err := s.Split(input, 0); return err },
		"Replace":                 func(s Stoppable) error { _, err := s.Replace(input, "x", true); return err },
		"ReplaceFunc": func(s Stoppable) error {
			_, err := s.ReplaceFunc(input, true, func([]int) string { return "" })
			return err
		},
	}
	for name, op := range ops {
		t.Run(name, func(t *testing.T) {
			var stop atomic.Bool
			done := make(chan error, 1)
			go func() { done <- op(re.Until(&stop)) }()
			time.Sleep(50 * time.Millisecond)
			stop.Store(true)
			select {
			case err := <-done:
				assert.ErrorIs(t, err, ErrInterrupted)
			case <-time.After(3 * time.Second):
				t.Fatal("the search did not give up within 3 s of the stop")
			}
		})
	}
}

// TestStoppableMatchesAsRegexp checks that a stoppable search whose flag
// stays clear finds what the plain one finds, on both engines, including
// a backtracking search that outlasts the quick budget.
func TestStoppableMatchesAsRegexp(t *testing.T) {
	var stop atomic.Bool
	for _, c := range []struct{ pattern, input string }{
		{`(\w+)@(\w+)`, "mail me at joe@example now"},
		{`(?<=@)\w+`, "joe@example"},
		{`(a|b)\1`, "xxabba"},
		{`(a|b)\1c`, strings.Repeat("ab", 300000) + "aac"}, // ~0.1 s
	} {
		re, err := Compile(c.pattern)
		require.NoError(t, err)
		want, err := re.FindStringSubmatchIndex(c.input)
		require.NoError(t, err)
		got, err := re.Until(&stop).FindStringSubmatchIndex(c.input)
		require.NoError(t, err)
		assert.Equal(t, want, got, c.pattern)
	}
}

// TestStoppableStoppedBeforeStart gives up at once.
func TestStoppableStoppedBeforeStart(t *testing.T) {
	var stop atomic.Bool
	stop.Store(true)
	re, err := Compile(`(a)\1`)
	require.NoError(t, err)
	_, err = re.Until(&stop).MatchString("xaa")
	assert.ErrorIs(t, err, ErrInterrupted)
}
