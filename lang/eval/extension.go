package eval

import (
	"context"

	"prepl/lang/eval/resourcetypes"
	"prepl/lang/syntax"
	"prepl/types"
)

// Extension supplies what modules define outside the Puppet language:
// functions and resource types written in Ruby, and ERB templates. The
// evaluator asks it only for names it does not know itself, so built-in
// functions and types always take precedence.
type Extension interface {
	// Function returns the function of that name a module defines in
	// Ruby, or false when no module defines one; cancelling ctx stops
	// the loading of its file.
	Function(ctx context.Context, name string) (*Function, bool)
	// ResourceType returns the resource type of that name (lower case) a
	// module defines in Ruby, or false.
	ResourceType(name string) (*resourcetypes.Type, bool)
	// ERB renders an ERB template in the caller's scope: name is the
	// template text when inline, else what template() was given.
	ERB(c *Call, name string, inline bool) (string, error)
}

// Context returns the context of the running evaluation: cancelling it
// is an interrupt, which a call waiting on another process must honour.
func (c *Call) Context() context.Context {
	if c.e.run.ctx == nil {
		return context.Background()
	}
	return c.e.run.ctx
}

// Extension returns the session's extension, nil when there is none.
func (c *Call) Extension() Extension { return c.e.opts.Extension }

// Safe reports whether the evaluation runs in safe mode, where nothing
// may run code outside the evaluator (Ruby, programs).
func (c *Call) Safe() bool { return c.e.opts.Safe }

// VisibleVariables calls f for each variable visible from the call site,
// from the outermost scope inwards, so a name bound again in an inner
// scope comes last (what an ERB template sees as instance variables).
func (c *Call) VisibleVariables(f func(name string, v types.Value)) {
	var chain []*Scope
	for s := c.scope; s != nil; s = s.parent {
		chain = append(chain, s)
	}
	for i := len(chain) - 1; i >= 0; i-- {
		chain[i].each(f)
	}
}

// resourceType finds a resource type by its lower-case name: a built-in
// one, or one a module defines in Ruby.
func (e *Evaluator) resourceType(name string) (*resourcetypes.Type, bool) {
	if t, ok := resourcetypes.Lookup(name); ok {
		return t, true
	}
	if e.opts.Extension != nil {
		return e.opts.Extension.ResourceType(name)
	}
	return nil, false
}

// InterruptedError is the error of an evaluation stopped by its context,
// at the call site: what a call that waited on another process returns
// when the wait was interrupted.
func (c *Call) InterruptedError() error {
	// The context is done, so the evaluation is stopped whether or not
	// its watcher has marked it yet; the error says why (Ctrl-C, a
	// timeout).
	c.e.run.interrupted.Store(true)
	return c.e.checkInterrupt(c.Loc)
}

// IsInstance is types.IsInstance for a function's own checks: an
// interrupt or the memory limit stops it while it checks a large value
// against a recursive type (Data, an alias naming itself).
func (c *Call) IsInstance(t types.Type, v types.Value) (bool, error) {
	return c.e.instanceOf(t, v, c.Loc)
}

// Mismatch is the error at the call site saying why v is not an instance
// of t, after label (types.DescribeMismatch); an interrupt stops the
// inference of a large value's type that explaining it takes.
func (c *Call) Mismatch(label string, t types.Type, v types.Value) error {
	msg, err := c.DescribeMismatch(label, t, v)
	if err != nil {
		return err
	}
	return c.ErrorAt("%s", msg)
}

// DescribeMismatch is Mismatch's message, for a function that reports it
// otherwise (validate_legacy through fail()).
func (c *Call) DescribeMismatch(label string, t types.Type, v types.Value) (string, error) {
	msg, err := types.DescribeMismatchUntil(label, t, v, &c.e.run.interrupted)
	if err != nil {
		return "", c.InterruptedError()
	}
	return msg, nil
}

// NewLambda makes a closure of a lambda expression in the caller's scope,
// for a call that passes a block it built (a Ruby block passed on to a
// function is a lambda whose body calls back into Ruby).
func (c *Call) NewLambda(x *syntax.LambdaExpr) *Lambda { return c.e.lambda(x, c.scope) }
