package lang

import (
	"context"
	"strings"
	"unicode"

	"prepl/lang/check"
)

// Self-checks: an input whose code calls the check:: functions shows
// their results (✓ or ✗ with what was expected, what was found and a
// hint) instead of a value; when one fails the input fails with a
// CheckFailed error, which marks a notebook cell failed for autograders
// without stopping a notebook's Run All (unless `:checks stop on`). A
// check cell may start with `:check LABEL` to name the exercise it
// checks; `:checks` sums up the results of the session.

// CheckFailed is the kind of the error of an input whose checks failed.
const CheckFailed = "CheckFailed"

// checkCell recognizes an input whose first line is `:check [LABEL]`: it
// returns the label and the input as code, the `:check` line made a
// comment (so positions keep their line numbers); empty tells that no
// code follows the line. ok is false for any other input.
func checkCell(input string) (label, code string, empty, ok bool) {
	t := strings.TrimLeftFunc(input, unicode.IsSpace)
	first, rest, _ := strings.Cut(t, "\n")
	first = strings.TrimSpace(first)
	if first != ":check" && !strings.HasPrefix(first, ":check ") && !strings.HasPrefix(first, ":check\t") {
		return "", "", false, false
	}
	at := len(input) - len(t)
	return strings.TrimSpace(strings.TrimPrefix(first, ":check")), input[:at] + "#" + input[at:], strings.TrimSpace(rest) == "", true
}

// checkUsage is the error of a `:check` line with no checks after it.
const checkUsage = "`:check LABEL` starts a check cell: write the checks (check::value, check::resource, ...) " +
	"on the lines after it, in the same cell or paste. `:checks` shows the progress, `:doc check::value` the checks."

// runChecked evaluates code with a recorder for its checks and turns
// what they recorded into the outcome: the report as its display and,
// when a check failed, a CheckFailed error.
func (s *Session) runChecked(ctx context.Context, label, code string, record bool) Outcome {
	rec := check.NewRecorder()
	s.recording.Store(rec)
	defer s.recording.Store(nil)
	ctx = check.WithRecorder(ctx, rec)
	var res Result
	if record {
		res = s.Eval(ctx, code)
	} else {
		res = s.EvalUnrecorded(ctx, code)
	}
	o := Outcome{Count: res.Count, Err: res.Err, Duration: res.Duration, ShowTime: s.ShowTime(), Ran: true}
	results := rec.Results()
	if len(results) == 0 && label == "" {
		if res.Err == nil && !res.Quiet && res.Value != nil {
			o.Value = s.Shown(res.Value)
		}
		return o
	}
	o.Display = &Display{Text: strings.TrimSuffix(check.Text(label, results), "\n"), HTML: check.HTML(label, results)}
	errMsg := ""
	if res.Err != nil {
		errMsg = res.Err.Message
	}
	s.mu.Lock()
	s.checks.Record(label, results, errMsg)
	stop := s.stopOnCheck
	s.mu.Unlock()
	if res.Err == nil && (check.Failed(results) > 0 || len(results) == 0) {
		msg := check.Summary(results)
		if label != "" {
			msg = label + ": " + msg
		}
		o.Err = &Error{Kind: CheckFailed, Message: msg, Continue: !stop}
	}
	return o
}

// cmdCheck answers a `:check` line that has no checks after it.
func (s *Session) cmdCheck(_ context.Context, _ string) CommandResult {
	return failed("%s", checkUsage)
}

// cmdChecks shows the progress summary, forgets it (reset), or says
// whether a failed check stops a notebook's Run All (stop on|off).
func (s *Session) cmdChecks(_ context.Context, args string) CommandResult {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch f := strings.Fields(args); {
	case len(f) == 0:
		return CommandResult{Text: s.checks.Text(), HTML: s.checks.HTML()}
	case len(f) == 1 && f[0] == "reset":
		s.checks.Reset()
		return CommandResult{Text: "The check results were forgotten."}
	case len(f) == 1 && f[0] == "stop":
		return CommandResult{Text: "A failed check " + stopWording(s.stopOnCheck) + "."}
	case len(f) == 2 && f[0] == "stop" && (f[1] == "on" || f[1] == "off"):
		s.stopOnCheck = f[1] == "on"
		return CommandResult{Text: "A failed check now " + stopWording(s.stopOnCheck) + "."}
	}
	return failed("Usage: :checks (the progress), :checks reset, :checks stop on|off (got %q).", args)
}

// stopWording says what a failed check does to the cells queued after
// it.
func stopWording(stop bool) string {
	if stop {
		return "stops the cells queued after it (Run All stops at the first unsolved exercise)"
	}
	return "lets the cells queued after it run (Run All goes on past unsolved exercises)"
}
