package kernel

import "context"

// Session is the language a kernel serves. The kernel calls it from its
// shell goroutine only, one call at a time, so a Session needs no locking
// of its own for the kernel's sake.
type Session interface {
	// NextCount returns the execution number the next cell will get.
	NextCount() int
	// Execute runs one cell. Whatever the cell logs while it runs is
	// handed to out; cancelling ctx interrupts it (the Execution then
	// carries an "Interrupted" failure). With store false the cell is not
	// numbered or recorded in the history (store_history=false).
	Execute(ctx context.Context, code string, store bool, out Output) Execution
	// Evaluate computes an expression's value without recording anything
	// or keeping any change (user_expressions).
	Evaluate(ctx context.Context, expr string) (MIMEBundle, *Failure)
	// IsComplete classifies code as "complete", "incomplete" (with the
	// indent the next line should get) or "invalid".
	IsComplete(code string) (status, indent string)
	// Complete returns the candidates for the text before cursor and the
	// range [start, end) they replace, all counted in Unicode code points.
	Complete(code string, cursor int) (matches []string, start, end int)
	// Inspect describes the name at cursor (code points); detail is 0 or 1.
	Inspect(code string, cursor, detail int) (data MIMEBundle, found bool)
	// History returns the cells run so far, oldest first.
	History() []HistoryEntry
}

// Output receives a running cell's log output: stream is "stdout" or
// "stderr", text is one or more complete lines.
type Output func(stream, text string)

// MIMEBundle maps MIME types (text/plain, text/html, image/svg+xml) to
// representations of one value.
type MIMEBundle map[string]string

// Execution is what running a cell produced.
type Execution struct {
	// Count is the cell's execution number.
	Count int
	// Result is the cell's value (execute_result); nil when the cell has
	// no value to show.
	Result MIMEBundle
	// Displays are outputs shown as display_data (command output).
	Displays []MIMEBundle
	// Page is documentation for the pager (IPython's "name?"); nil if none.
	Page MIMEBundle
	// Exit asks the front end to end the session (":quit").
	Exit bool
	// Err is the failure; nil when the cell succeeded.
	Err *Failure
}

// Failure describes a cell that failed.
type Failure struct {
	// Kind names the error: SyntaxError, EvaluationError,
	// TypeMismatchError, Interrupted, InternalError.
	Kind string
	// Message is the message without position.
	Message string
	// File, Line and Column locate it (Line 0 when unknown); Column counts
	// Unicode code points from 1.
	File         string
	Line, Column int
	// SourceLine is the offending line, for the caret display.
	SourceLine string
	// Detail is for the kernel's log, never for the client: the Go stack
	// behind an InternalError.
	Detail string
	// Continue marks a failure after which the cells the client queued
	// still run, although it asked to stop on errors: a failed
	// self-check, which should not stop Run All at the first unsolved
	// exercise.
	Continue bool
}

// HistoryEntry is one cell of the session's history.
type HistoryEntry struct {
	// Count is the cell's execution number.
	Count int
	// Input is the cell's code.
	Input string
	// Output is the plain-text result; HasOutput is false when there was
	// none (an error, or no value).
	Output    string
	HasOutput bool
}
