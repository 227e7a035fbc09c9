package eval

import (
	"prepl/lang/eval/evalerr"
	"prepl/lang/syntax"
)

// The errors of evaluation are those of package evalerr, which the
// catalog compiler raises too; these names keep them the evaluator's.
type (
	// Error is a runtime error at a place in the source.
	Error = evalerr.Error
	// ErrorKind classifies errors.
	ErrorKind = evalerr.ErrorKind
	// Frame is one call in an error's trace.
	Frame = evalerr.Frame
)

// The error kinds.
const (
	EvaluationError   = evalerr.EvaluationError
	TypeMismatchError = evalerr.TypeMismatchError
	Interrupted       = evalerr.Interrupted
	InternalError     = evalerr.InternalError
)

// errorf builds an evaluation error at loc.
func errorf(loc syntax.Loc, format string, args ...any) *Error {
	return evalerr.Errorf(loc, format, args...)
}

// typeMismatch builds a type mismatch error at loc.
func typeMismatch(loc syntax.Loc, msg string) *Error { return evalerr.TypeMismatch(loc, msg) }

// located gives err a position when it has none.
func located(err error, loc syntax.Loc) error { return evalerr.Located(err, loc) }
