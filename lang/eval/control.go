package eval

import (
	"errors"
	"fmt"
	"runtime/debug"

	"prepl/lang/syntax"
	"prepl/types"
)

// signalKind names the control-flow functions.
type signalKind uint8

const (
	signalBreak signalKind = iota
	signalNext
	signalReturn
)

func (k signalKind) String() string {
	switch k {
	case signalNext:
		return "next"
	case signalReturn:
		return "return"
	}
	return "break"
}

// controlSignal carries break(), next() and return() up the Go call stack
// as an error until the construct that handles it: iteration functions
// handle break, lambda calls handle next, function calls handle return.
type controlSignal struct {
	kind  signalKind
	value types.Value
	loc   syntax.Loc
}

// Signal marks the control signal as no failure (see evalerr.Signal).
func (c *controlSignal) Signal() {}

func (c *controlSignal) Error() string {
	return fmt.Sprintf("%s() from context where this is illegal", c.kind)
}

// isControl reports whether err is a control-flow signal.
func isControl(err error) bool {
	var c *controlSignal
	return errors.As(err, &c)
}

// asSignal returns err as a control signal of the given kind.
func asSignal(err error, kind signalKind) (*controlSignal, bool) {
	c, ok := err.(*controlSignal)
	if ok && c.kind == kind {
		return c, true
	}
	return nil, false
}

// bodyResult tells whether err is a signal that ends the body of a Puppet
// function, class or define — return(), and next() too, which outside a
// lambda ends the body it is in — and gives the body's value.
func bodyResult(err error) (types.Value, bool) {
	if c, ok := err.(*controlSignal); ok && (c.kind == signalReturn || c.kind == signalNext) {
		return c.value, true
	}
	return nil, false
}

// internalError converts a recovered Go panic into an error a person can
// act on; the stack goes with it, apart from the message, so the defect
// can be fixed.
func internalError(prog *syntax.Program, r any) error {
	loc := syntax.Loc{}
	if prog != nil {
		loc = prog.Loc
	}
	if tooLarge, ok := r.(types.KeyTooLarge); ok {
		return &Error{Kind: EvaluationError, Loc: loc, Msg: tooLarge.Error()}
	}
	return &Error{Kind: InternalError, Loc: loc, Msg: fmt.Sprintf("Internal error: %v", r), Stack: string(debug.Stack())}
}
