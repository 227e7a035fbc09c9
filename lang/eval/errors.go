package eval

import (
	"prepl/lang/eval/evalerr"
	"prepl/lang/syntax"
	"prepl/types"
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

// mismatch is the type mismatch error of v, which is not an instance of
// t, after label; an interrupt stops the inference of a large value's
// type that explaining it takes.
func (e *Evaluator) mismatch(loc syntax.Loc, label string, t types.Type, v types.Value) error {
	msg, err := types.DescribeMismatchUntil(label, t, v, &e.run.interrupted)
	if err != nil {
		return e.checkInterrupt(loc)
	}
	return typeMismatch(loc, msg)
}

// located gives err a position when it has none.
func located(err error, loc syntax.Loc) error { return evalerr.Located(err, loc) }
