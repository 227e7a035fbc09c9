// Package debughook is the contract between the evaluator and a
// debugger: the Hook the evaluator tells where it is, so that the
// debugger can stop it there, and the Point it has stopped at, through
// which the debugger looks at the stack, the variables of a frame and
// evaluates code in it. A debugger depends on this contract alone, not
// on the evaluator.
package debughook

import (
	"context"

	"prepl/lang/syntax"
	"prepl/types"
)

// Hook is told where evaluation is, so that a debugger can stop it
// there: before every statement, and at every call of debug::break(). It
// runs in the evaluating goroutine; while it has not returned the
// evaluation waits, and the hook may inspect the stopped scopes and
// evaluate code in them through the Point. An error it returns ends the
// evaluation with that error. Without a hook the evaluator pays one nil
// check per statement.
type Hook interface {
	Statement(p Point) error
	Break(p Point) error
}

// Point is the place an evaluation has reached: the statement about to
// run and the stack of calls around it. It is valid while the hook that
// was given it runs.
type Point interface {
	// Interrupt makes the stopped evaluation end with an Interrupted
	// error when it goes on, as a cancelled context would.
	Interrupt()
	// Depth is the number of frames on the stack (1 at top level).
	Depth() int
	// Location returns where evaluation stopped.
	Location() (file string, line, column int)
	// Source is the text evaluation stopped in.
	Source() *syntax.Source
	// FunctionName is the name of the Puppet function the innermost
	// frame runs, "" when it runs something else.
	FunctionName() string
	// FirstInFrame reports whether the statement is the first its frame
	// reached (a function breakpoint stops there).
	FirstInFrame() bool
	// Frames returns the stack, innermost first.
	Frames() []Frame
	// Variables calls visit with the variables the code of frame i (an
	// index into Frames) sees, nearest scope first (a name shadowed by
	// a nearer scope is left out): locals, then the enclosing class's
	// and the top scope's, without the variables the runtime makes
	// there (facts, $trusted, ...): those stay a `$name` away.
	Variables(frame int, visit func(name string, v types.Value))
	// Eval evaluates code in the scope of frame i and returns the value
	// of its last expression. Variables it assigns live in a scope of
	// their own that ends with the evaluation: the stopped code's
	// variables, which Puppet never reassigns, stay as they are.
	// Definitions cannot be made there. An error, including an
	// interrupt, fails this evaluation only.
	Eval(ctx context.Context, frame int, code string) (types.Value, error)
}

// Frame is one call on the stack of a stopped evaluation.
type Frame struct {
	// Name says what runs in the frame: "main", "function f",
	// "lambda", "class ntp", "define ntp::conf[x]", "node default",
	// "template".
	Name string
	// File, Line and Column are where the frame is: the statement it is
	// evaluating (for the innermost frame, the stopping point).
	File         string
	Line, Column int
	// Source is the text of the source the frame's statement is in.
	Source *syntax.Source
}
