// Package evalerr holds the errors of evaluation: their kinds, the
// position they point at, and Puppet's wording of them. The evaluator and
// the catalog compiler raise them alike, and front ends read them.
package evalerr

import (
	"errors"
	"fmt"

	"prepl/lang/syntax"
)

// ErrorKind classifies errors for people and for front ends (the Jupyter
// kernel reports it as the error name).
type ErrorKind uint8

// The error kinds.
const (
	// EvaluationError is a failure while evaluating valid code.
	EvaluationError ErrorKind = iota
	// TypeMismatchError is a value that does not match a required type.
	TypeMismatchError
	// Interrupted is an evaluation stopped by its context (Ctrl-C).
	Interrupted
	// InternalError is a defect in the evaluator itself.
	InternalError
)

// String returns the kind's name as front ends show it.
func (k ErrorKind) String() string {
	switch k {
	case TypeMismatchError:
		return "TypeMismatchError"
	case Interrupted:
		return "Interrupted"
	case InternalError:
		return "InternalError"
	}
	return "EvaluationError"
}

// Error is a runtime error at a place in the source.
type Error struct {
	Kind ErrorKind
	// Loc is where the failing expression is; Loc.Src is nil when unknown.
	Loc syntax.Loc
	// Msg is the message without position, in Puppet's wording.
	Msg string
	// Frames lists the calls the error passed through, innermost first.
	Frames []Frame
	// Resource names the resource an error of its validation is about
	// (Notify[x]); Puppet words such an error "MSG (file: F, line: L) on
	// REF (file: F, line: L)", without "Evaluation Error", both positions
	// the resource's (ResourceLoc; Loc still points at the culprit).
	Resource    string
	ResourceLoc syntax.Loc
	// Stack is the Go stack of the panic behind an InternalError, for
	// whoever fixes the defect: front ends log it or show it on request,
	// never in the message.
	Stack string
}

// Frame is one call in an error's trace.
type Frame struct {
	Name string
	Loc  syntax.Loc
}

// Error formats the error as Puppet does: "message (file: F, line: L,
// column: C)".
func (e *Error) Error() string {
	if e.Resource != "" {
		at := fileLine(e.ResourceLoc)
		return e.Msg + at + " on " + e.Resource + at
	}
	if e.Loc.Src == nil {
		return e.Msg
	}
	line, col := e.Loc.Src.Position(e.Loc.Start)
	if e.Loc.File() == "" {
		return fmt.Sprintf("%s (line: %d, column: %d)", e.Msg, line, col)
	}
	return fmt.Sprintf("%s (file: %s, line: %d, column: %d)", e.Msg, e.Loc.File(), line, col)
}

// fileLine is the position Puppet puts after a message that has no
// column: " (file: F, line: L)", or "" when loc is unknown.
func fileLine(loc syntax.Loc) string {
	if loc.Src == nil {
		return ""
	}
	line, _ := loc.Src.Position(loc.Start)
	if loc.File() == "" {
		return fmt.Sprintf(" (line: %d)", line)
	}
	return fmt.Sprintf(" (file: %s, line: %d)", loc.File(), line)
}

// Errorf builds an evaluation error at loc.
func Errorf(loc syntax.Loc, format string, args ...any) *Error {
	return &Error{Kind: EvaluationError, Loc: loc, Msg: fmt.Sprintf(format, args...)}
}

// TypeMismatch builds a type mismatch error at loc.
func TypeMismatch(loc syntax.Loc, msg string) *Error {
	return &Error{Kind: TypeMismatchError, Loc: loc, Msg: msg}
}

// Signal is an error that is no failure: a control-flow signal (break,
// next, return) travelling up to the construct that handles it. Located
// leaves it as it is.
type Signal interface {
	error
	Signal()
}

// Located gives err a position when it has none, so that errors raised by
// helpers that know no source (type parameterization, conversions) still
// point at the expression that failed.
func Located(err error, loc syntax.Loc) error {
	if err == nil {
		return nil
	}
	var e *Error
	if errors.As(err, &e) {
		if e.Loc.Src == nil {
			e.Loc = loc
		}
		return err
	}
	var sig Signal
	if errors.As(err, &sig) {
		return err
	}
	var se *syntax.Error
	if errors.As(err, &se) {
		return err
	}
	return &Error{Kind: EvaluationError, Loc: loc, Msg: err.Error()}
}

// Articled prefixes a type name with "a" or "an" as Puppet's messages do.
func Articled(name string) string {
	if name == "" {
		return name
	}
	switch name[0] {
	case 'A', 'E', 'I', 'O', 'U':
		return "an " + name
	}
	return "a " + name
}
