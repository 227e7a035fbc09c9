// Package check is the self-checks of exercises: the check:: functions a
// teacher calls in a notebook's check cells, what they record, and how a
// cell's checks and a notebook's progress are shown. A check never raises
// an error: it records a result (what was verified, or what was expected,
// what was found and a hint) and returns whether it passed, so one cell
// can run several checks and a learner sees all of them.
//
// The session gives each input a Recorder through the evaluation's
// context; without one (a script run outside a session) a check logs its
// result instead.
package check

import (
	"context"
	"strconv"
	"strings"
	"sync"
)

// Result is the outcome of one check.
type Result struct {
	// Passed says whether the check passed.
	Passed bool
	// Verified says what a passing check verified ("$port is 8080");
	// Wanted says what a failing one wanted ("$port should be 8080").
	Verified, Wanted string
	// Expected and Found explain a failure, as Puppet values or short
	// phrases; Hint is the teacher's advice ("" for none).
	Expected, Found, Hint string
}

// Line is the result's headline: ✓ and what was verified, or ✗ and what
// was wanted.
func (r Result) Line() string {
	if r.Passed {
		return Pass + " " + r.Verified
	}
	return Fail + " " + r.Wanted
}

// The marks of a passed and of a failed check.
const (
	Pass = "✓"
	Fail = "✗"
)

// Recorder collects the results of the checks one input runs. Log
// messages may arrive from the evaluating goroutine while a check
// captures them, so it locks.
type Recorder struct {
	mu      sync.Mutex
	results []Result
	// capture, while a check::output block runs, receives its log
	// messages instead of the front end.
	capture *[]string
}

// NewRecorder returns an empty recorder.
func NewRecorder() *Recorder { return &Recorder{} }

// Results returns the results recorded so far, in the order the checks
// ran.
func (r *Recorder) Results() []Result {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]Result(nil), r.results...)
}

func (r *Recorder) add(res Result) {
	r.mu.Lock()
	r.results = append(r.results, res)
	r.mu.Unlock()
}

// Capture takes a log message while a check::output block runs and
// reports whether it did; the session then does not pass it on.
func (r *Recorder) Capture(label, msg string) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.capture == nil {
		return false
	}
	*r.capture = append(*r.capture, label+": "+msg)
	return true
}

// capturing starts capturing log messages into buf; the returned
// function stops it, restoring an outer capture.
func (r *Recorder) capturing(buf *[]string) (stop func()) {
	r.mu.Lock()
	outer := r.capture
	r.capture = buf
	r.mu.Unlock()
	return func() {
		r.mu.Lock()
		r.capture = outer
		r.mu.Unlock()
	}
}

type recorderKey struct{}

// WithRecorder returns a context whose evaluation records its checks in r.
func WithRecorder(ctx context.Context, r *Recorder) context.Context {
	return context.WithValue(ctx, recorderKey{}, r)
}

// recorderFrom returns the recorder of an evaluation's context, nil when
// it has none.
func recorderFrom(ctx context.Context) *Recorder {
	r, _ := ctx.Value(recorderKey{}).(*Recorder)
	return r
}

// Failed counts the failed results.
func Failed(results []Result) int {
	n := 0
	for _, r := range results {
		if !r.Passed {
			n++
		}
	}
	return n
}

// Summary says in a few words how a group of checks went, for the
// headline of a check cell and the message of its error: "passed",
// "1 of 3 checks failed".
func Summary(results []Result) string {
	failed := Failed(results)
	switch {
	case len(results) == 0:
		return "no check ran"
	case failed == 0:
		return "passed"
	case len(results) == 1:
		return "the check failed"
	}
	return strconv.Itoa(failed) + " of " + strconv.Itoa(len(results)) + " checks failed"
}

// article returns "an" before a word starting with a vowel, else "a".
func article(word string) string {
	if word != "" && strings.ContainsRune("AEIOUaeiou", rune(word[0])) {
		return "an"
	}
	return "a"
}
