package eval

import (
	"errors"
	"fmt"
	"slices"
	"sync/atomic"

	"prepl/lang/eval/typespec"
	"prepl/lang/syntax"
	"prepl/types"
	"prepl/types/rubyregexp"
)

// Call is the context a built-in function runs in.
type Call struct {
	e *Evaluator
	// Name is the name the function was called by.
	Name string
	// Loc is the call expression.
	Loc syntax.Loc
	// scope is the caller's scope.
	scope *Scope
}

// Evaluator returns the evaluator running the call.
func (c *Call) Evaluator() *Evaluator { return c.e }

// Errorf returns an evaluation error at the call site, prefixed with the
// function's name as Puppet words errors raised inside functions.
func (c *Call) Errorf(format string, args ...any) error {
	return errorf(c.Loc, "%s(): %s", c.Name, fmt.Sprintf(format, args...))
}

// ErrorAt returns an evaluation error at the call site with the message as
// given.
func (c *Call) ErrorAt(format string, args ...any) error {
	return errorf(c.Loc, format, args...)
}

// Log sends a message to the session's log.
func (c *Call) Log(level LogLevel, msg string) { c.e.log(level, msg) }

// Warn logs a warning that points at the call site.
func (c *Call) Warn(msg string) { c.e.warn(c.Loc, msg) }

// CheckInterrupt fails when the evaluation was cancelled; long-running
// built-ins call it in their loops.
func (c *Call) CheckInterrupt() error { return c.e.checkInterrupt(c.Loc) }

// Regexp returns re's matching operations, which give up soon after the
// evaluation is interrupted, even in a backtracking search; MatchError
// turns their errors into the call's.
func (c *Call) Regexp(re *rubyregexp.Regexp) rubyregexp.Stoppable {
	return c.e.regexp(re)
}

// Poll is a walk over values (see types.Poll) that stops when the
// evaluation is interrupted; c.InterruptedError is then the call's error.
func (c *Call) Poll() types.Poll { return types.NewPoll(&c.e.run.interrupted) }

// HashKey is types.HashKey for a function's own comparisons (unique,
// member, group_by...): an interrupt stops the encoding of a value whose
// shared parts make it take long.
func (c *Call) HashKey(v types.Value) (string, error) {
	p := c.Poll()
	k := types.HashKeyPolled(v, &p)
	if p.Err() != nil {
		return "", c.InterruptedError()
	}
	return k, nil
}

// MatchError is the error of a failed match at the call site: the
// evaluation's interruption when the match gave up for it, else err's
// message as it is.
func (c *Call) MatchError(err error) error {
	if errors.Is(err, rubyregexp.ErrInterrupted) {
		return c.InterruptedError()
	}
	return c.ErrorAt("%s", err.Error())
}

// CheckMemory fails when growing a value by need bytes would cross the
// memory limit.
func (c *Call) CheckMemory(need int64) error { return c.e.checkMemory(c.Loc, need) }

// CallLambda calls a lambda with the given arguments.
func (c *Call) CallLambda(l *Lambda, args ...types.Value) (types.Value, error) {
	return c.e.callLambda(l, args, c.Loc)
}

// CallFunction calls another function by name.
func (c *Call) CallFunction(name string, args []types.Value, block *Lambda) (types.Value, error) {
	fn, err := c.e.findFunction(name, c.Loc)
	if err != nil {
		return nil, err
	}
	return c.e.callFunction(fn, name, args, block, c.Loc, c.scope, nil)
}

// SetMatch sets the caller's match variables ($0..$n) from the byte
// offsets of a regexp match of str (the `match` function uses it).
func (c *Call) SetMatch(str string, m []int) {
	c.scope.setMatch(matchData{str: str, offsets: slices.Clone(m)})
}

// IsBreak reports whether err is the break() signal, which iteration
// functions handle by stopping early.
func IsBreak(err error) bool {
	_, ok := asSignal(err, signalBreak)
	return ok
}

// evalArgs evaluates a list of expressions (call arguments, array
// elements, access keys), unfolding splats, after extra empty slots the
// caller fills in.
func (e *Evaluator) evalArgs(xs []syntax.Expr, s *Scope, extra int) ([]types.Value, error) {
	return e.evalArgsIn(nil, xs, s, extra)
}

// evalArgsIn is evalArgs in room's storage when it holds them all.
func (e *Evaluator) evalArgsIn(room []types.Value, xs []syntax.Expr, s *Scope, extra int) ([]types.Value, error) {
	var args []types.Value
	if n := len(xs) + extra; n <= len(room) {
		args = room[:extra:n]
	} else {
		args = make([]types.Value, extra, n)
	}
	for _, x := range xs {
		if u, ok := unparen(x).(*syntax.UnfoldExpr); ok {
			v, err := e.eval(u.Expr, s)
			if err != nil {
				return nil, err
			}
			a, err := e.unfold(v, u.Loc)
			if err != nil {
				return nil, err
			}
			args = append(args, a.Elements()...)
			continue
		}
		v, err := e.eval(x, s)
		if err != nil {
			return nil, err
		}
		args = append(args, v)
	}
	return args, nil
}

// evalCallNamed evaluates `f(args) |..| {..}`, `notice x` and type calls
// such as `Integer('1')`.
func (e *Evaluator) evalCallNamed(n *syntax.CallNamedFunctionExpr, s *Scope) (types.Value, error) {
	if isTypeFunctor(n.Functor) {
		t, err := e.eval(n.Functor, s)
		if err != nil {
			return nil, err
		}
		// A type call (`Integer($x)`) is a call of new, with its frame and
		// its function found as a named call's are.
		c, room := newCallFrame(1 + len(n.Args))
		args, err := e.evalArgsIn(room, n.Args, s, 1)
		if err != nil {
			return nil, err
		}
		args[0] = t
		fn, err := e.siteFunction(&n.Memo, "new", n.Loc)
		if err != nil {
			return nil, err
		}
		return e.callFunction(fn, "new", args, e.lambda(n.Lambda, s), n.Loc, s, c)
	}
	name, ok := n.Functor.(*syntax.QualifiedName)
	if !ok {
		return nil, errorf(n.Functor.Location(), "Illegal expression. %s is unacceptable as function name in a Function Call", n.Functor.Location().Text())
	}
	// Arguments are evaluated before an unknown function is reported.
	if fn, err := e.siteFunction(&n.Memo, name.Value, n.Loc); err == nil && fn.def != nil && n.Lambda == nil {
		return e.callPuppetFunctionNamed(fn, name.Value, n, s)
	}
	c, room := newCallFrame(len(n.Args))
	args, err := e.evalArgsIn(room, n.Args, s, 0)
	if err != nil {
		return nil, err
	}
	fn, err := e.siteFunction(&n.Memo, name.Value, n.Loc)
	if err != nil {
		return nil, err
	}
	return e.callFunction(fn, name.Value, args, e.lambda(n.Lambda, s), n.Loc, s, c)
}

// callFrame is a call of a built-in function and room for its
// arguments, made in one allocation: the function may keep both (an
// iterator it returns calls back through its Call), so neither can be
// reused, but made together they cost one allocation instead of two.
// Most calls have up to three arguments, the receiver of a method call
// or the type of a type call (String($n, '%x')) included; more room
// would make every frame bigger.
type callFrame struct {
	call Call
	args [3]types.Value
}

// newCallFrame returns the Call and argument room of a new frame for a
// call of n arguments, or nil and none when they would not fit (splats
// aside, which evalArgsIn handles by allocating).
func newCallFrame(n int) (*Call, []types.Value) {
	if n > len(callFrame{}.args) {
		return nil, nil
	}
	f := new(callFrame)
	return &f.call, f.args[:]
}

// callSite is an evaluator's finding of the function a call node names,
// kept in the node's memo.
type callSite struct {
	evaluator uint64
	gen       int
	fn        *Function
}

// siteFunction is findFunction for the call node whose memo is m: the
// function found last is taken again while the evaluator's functions are
// unchanged. Only functions of the session and built-ins are kept (an
// extension may answer differently over time).
func (e *Evaluator) siteFunction(m *syntax.Memo, name string, loc syntax.Loc) (*Function, error) {
	if c, ok := m.Load().(*callSite); ok && c.evaluator == e.id && c.gen == e.funcGen.Get() {
		return c.fn, nil
	}
	fn, err := e.findFunction(name, loc)
	if err != nil {
		return nil, err
	}
	if b, _ := Builtin(name); fn.def != nil || b == fn {
		m.Store(&callSite{evaluator: e.id, gen: e.funcGen.Get(), fn: fn})
	}
	return fn, nil
}

// callPuppetFunctionNamed calls a function written in Puppet with its
// arguments held on the evaluator's argument stack: such a call binds
// its arguments into a scope and keeps no reference to the slice, so the
// slice need not be allocated for every call (a recursive function makes
// millions of calls).
func (e *Evaluator) callPuppetFunctionNamed(fn *Function, name string, n *syntax.CallNamedFunctionExpr, s *Scope) (types.Value, error) {
	mark := len(e.run.argStack)
	v, err := e.stackArgsAndCall(fn, name, n, s, mark)
	clear(e.run.argStack[mark:])
	e.run.argStack = e.run.argStack[:mark]
	return v, err
}

// stackArgsAndCall evaluates the arguments of n onto the argument stack
// above mark and calls fn with them; the caller pops them.
func (e *Evaluator) stackArgsAndCall(fn *Function, name string, n *syntax.CallNamedFunctionExpr, s *Scope, mark int) (types.Value, error) {
	// The loop is evalArgs' with one difference that matters: each value
	// goes onto e.run.argStack at once, so that calls made while evaluating
	// the next argument stack theirs above it.
	for _, x := range n.Args {
		if u, ok := unparen(x).(*syntax.UnfoldExpr); ok {
			v, err := e.eval(u.Expr, s)
			if err != nil {
				return nil, err
			}
			a, err := e.unfold(v, u.Loc)
			if err != nil {
				return nil, err
			}
			e.run.argStack = append(e.run.argStack, a.Elements()...)
			continue
		}
		v, err := e.eval(x, s)
		if err != nil {
			return nil, err
		}
		e.run.argStack = append(e.run.argStack, v)
	}
	return e.callFunction(fn, name, e.run.argStack[mark:len(e.run.argStack):len(e.run.argStack)], nil, n.Loc, s, nil)
}

// evalCallMethod evaluates `receiver.f(args) |..| {..}`.
func (e *Evaluator) evalCallMethod(n *syntax.CallMethodExpr, s *Scope) (types.Value, error) {
	c, room := newCallFrame(1 + len(n.Args))
	args, recvs, err := e.evalReceiverAndArgs(n, s, room)
	if err != nil {
		return nil, err
	}
	var recv types.Value = types.Undef
	if recvs > 0 {
		recv = args[0]
	}
	var name string
	switch f := n.Functor.Right.(type) {
	case *syntax.QualifiedName:
		name = f.Value
		// `$obj.attr` reads an attribute of an Object value, `$uri.host`
		// a part of a URI.
		if len(n.Args) == 0 && n.Lambda == nil {
			switch o := recv.(type) {
			case *types.Object:
				if v, ok := o.Get(name); ok {
					return v, nil
				}
				if o.Type() == types.TError && name == "message" {
					// Error's one function: its message is its msg.
					v, _ := o.Get("msg")
					return v, nil
				}
			case *types.URI:
				if v, ok := o.Member(name); ok {
					return v, nil
				}
			}
		}
	case *syntax.QualifiedReference:
		// `$x.Integer` style calls are type calls with the receiver as
		// argument.
		t, err := e.resolveTypeReference(f)
		if err != nil {
			return nil, err
		}
		args = append([]types.Value{t}, args...)
		name = "new"
	default:
		return nil, errorf(n.Functor.Right.Location(), "Illegal expression. %s is unacceptable as function name in a Method call", n.Functor.Right.Location().Text())
	}
	fn, err := e.siteFunction(&n.Memo, name, n.Loc)
	if err != nil {
		return nil, err
	}
	return e.callFunction(fn, name, args, e.lambda(n.Lambda, s), n.Loc, s, c)
}

// evalReceiverAndArgs evaluates the receiver of a method call and then
// its arguments, into one slice (room's storage when it holds them), and
// says how many of its values are the receiver's: one value, or the
// elements of a splatted receiver (`(*$a).f` is f(*$a) in Puppet).
func (e *Evaluator) evalReceiverAndArgs(n *syntax.CallMethodExpr, s *Scope, room []types.Value) ([]types.Value, int, error) {
	x := n.Functor.Left
	if _, ok := unparen(x).(*syntax.UnfoldExpr); ok {
		recvs, err := e.evalArgs([]syntax.Expr{x}, s, 0)
		if err != nil {
			return nil, 0, err
		}
		args, err := e.evalArgs(n.Args, s, len(recvs))
		if err != nil {
			return nil, 0, err
		}
		copy(args, recvs)
		return args, len(recvs), nil
	}
	v, err := e.eval(x, s)
	if err != nil {
		return nil, 0, err
	}
	args, err := e.evalArgsIn(room, n.Args, s, 1)
	if err != nil {
		return nil, 0, err
	}
	args[0] = v
	return args, 1, nil
}

// unparen strips the parentheses around an expression, as Puppet does
// before it looks for a splat or a default among arguments and options.
func unparen(x syntax.Expr) syntax.Expr {
	for {
		p, ok := x.(*syntax.ParenExpr)
		if !ok {
			return x
		}
		x = p.Expr
	}
}

// lambda makes a closure of a lambda expression in scope s. A closure
// whose types are built-in constants (or absent) depends on nothing but
// the expression and the scope, so the scope keeps the few it made and
// gives them again: an iteration function called in a loop
// (`$h['disks'].map |$d| {...}`) neither makes a closure nor resolves and
// checks its block's types on every call.
func (e *Evaluator) lambda(x *syntax.LambdaExpr, s *Scope) *Lambda {
	if x == nil {
		return nil
	}
	for _, l := range s.closures {
		if l.expr == x {
			return l
		}
	}
	l := &Lambda{expr: x, scope: s, e: e}
	if constantSignature(x) {
		if len(s.closures) < maxClosures {
			s.closures = append(s.closures, l)
		} else {
			copy(s.closures, s.closures[1:])
			s.closures[maxClosures-1] = l
		}
	}
	return l
}

// maxClosures bounds the closures a scope keeps, the latest made.
const maxClosures = 4

// constantSignature reports whether every parameter type and the return
// type of x are absent or built-in constants (see typespec.ConstancyOf),
// finding it once per expression.
func constantSignature(x *syntax.LambdaExpr) bool {
	if c, ok := x.Memo.Load().(bool); ok {
		return c
	}
	c := x.ReturnType == nil || typespec.ConstancyOf(x.ReturnType) == typespec.BuiltinConstant
	for _, p := range x.Params {
		c = c && (p.Type == nil || typespec.ConstancyOf(p.Type) == typespec.BuiltinConstant)
	}
	x.Memo.Store(c)
	return c
}

// callFunction checks the arguments against the function's signatures
// and calls the first that accepts them. A built-in function is given c
// (nil: a new Call) as its Call.
func (e *Evaluator) callFunction(fn *Function, name string, args []types.Value, block *Lambda, loc syntax.Loc, s *Scope, c *Call) (types.Value, error) {
	if err := fn.resolve(e, s); err != nil {
		return nil, located(err, loc)
	}
	sig, err := e.dispatch(fn, name, args, block)
	if err != nil {
		return nil, located(err, loc)
	}
	if e.run.depth >= e.opts.MaxDepth {
		return nil, errorf(loc, "Maximum call depth of %d exceeded (runaway recursion?)", e.opts.MaxDepth)
	}
	if err := e.checkInterrupt(loc); err != nil {
		return nil, err
	}
	// The depth is given back by hand rather than by a deferred function
	// (a panic ends the whole evaluation, which resets it).
	e.run.depth++
	var v types.Value
	if fn.def != nil {
		v, err = e.callPuppetFunction(fn, sig, args, block, loc)
	} else {
		if c == nil {
			c = new(Call)
		}
		*c = Call{e: e, Name: name, Loc: loc, scope: s}
		v, err = sig.Call(c, args, block)
		if err != nil {
			err = located(err, loc)
		} else {
			v, err = e.bounded(loc, v)
		}
	}
	e.run.depth--
	if err != nil {
		return nil, err
	}
	if v == nil {
		v = types.Undef
	}
	return v, nil
}

// dispatch finds the first signature of fn that accepts args and block,
// or explains, in Puppet's words, why none does.
func (e *Evaluator) dispatch(fn *Function, name string, args []types.Value, block *Lambda) (*Signature, error) {
	// Puppet works out the type of the call's block to dispatch it,
	// unless the function ignores blocks.
	if block != nil && !ignoresBlock(fn) {
		if err := block.resolve(); err != nil {
			return nil, err
		}
	}
	for _, sig := range fn.Signatures {
		ok, err := sig.accepts(args, block, &e.run.interrupted)
		if err != nil {
			return nil, e.checkInterrupt(syntax.Loc{})
		}
		if ok {
			return sig, nil
		}
	}
	return nil, e.mismatchError(fn, name, args, block)
}

// ignoresBlock reports whether fn is a function Puppet implements with
// its 3.x API, which never looks at a block.
func ignoresBlock(fn *Function) bool {
	return len(fn.Signatures) == 1 && fn.Signatures[0].Block != nil && fn.Signatures[0].Block.Ignored
}

// arity returns the minimum and maximum argument counts (max < 0: no
// limit).
func (sig *Signature) arity() (min, max int) {
	if sig.arityKnown {
		return sig.minArgs, sig.maxArgs
	}
	return sig.countArity()
}

// countArity is arity counted from the parameters.
func (sig *Signature) countArity() (min, max int) {
	for _, p := range sig.Params {
		switch {
		case p.Repeated && p.restCounted:
			min += p.restMin
			if p.restMax < 0 {
				return min, -1
			}
			return min, max + p.restMax
		case p.Repeated:
			if !p.Optional {
				min++
			}
			return min, -1
		case !p.Optional:
			min++
		}
		max++
	}
	return min, max
}

// paramFor returns the parameter that receives argument i.
func (sig *Signature) paramFor(i int) *Param {
	if i < len(sig.Params) {
		return &sig.Params[i]
	}
	if n := len(sig.Params); n > 0 && sig.Params[n-1].Repeated {
		return &sig.Params[n-1]
	}
	return nil
}

// accepts reports whether args and block fit the signature; checking a
// large argument against its type stops with an error soon after *stop
// is set.
func (sig *Signature) accepts(args []types.Value, block *Lambda, stop *atomic.Bool) (bool, error) {
	min, max := sig.arity()
	if len(args) < min || max >= 0 && len(args) > max {
		return false, nil
	}
	// The block is looked at before the arguments: the lambda remembers
	// its answers, so a signature for another block arity (an iteration
	// function has two of each four) is passed over without checking the
	// arguments' types.
	if block == nil {
		if sig.Block != nil && !sig.Block.Optional {
			return false, nil
		}
	} else if sig.Block == nil || !sig.Block.Ignored && !block.isInstanceOf(sig.Block.typ) {
		return false, nil
	}
	for i, a := range args {
		// Any (an untyped parameter) takes every value unasked.
		if p := sig.paramFor(i); p != nil && p.typ != types.Any {
			if ok, err := types.IsInstanceUntil(p.typ, a, stop); !ok || err != nil {
				return false, err
			}
		}
	}
	return true, nil
}

// mismatchError words why no signature of fn accepts the call, as Puppet
// does, stopped by an interrupt while it infers the types of large
// arguments.
func (e *Evaluator) mismatchError(fn *Function, name string, args []types.Value, block *Lambda) error {
	sigs := make([]types.Signature, len(fn.Signatures))
	for i, sig := range fn.Signatures {
		sigs[i] = sig.typeSignature()
	}
	var b types.Value
	if block != nil {
		b = block
	}
	msg, err := types.DescribeSignaturesUntil(name, sigs, args, b, &e.run.interrupted)
	if err != nil {
		return e.checkInterrupt(syntax.Loc{})
	}
	return typeMismatch(syntax.Loc{}, msg)
}

// typeSignature describes the signature as a Callable type with the
// parameter names, for mismatch messages.
func (sig *Signature) typeSignature() types.Signature {
	min, max := sig.arity()
	params := make([]types.Type, len(sig.Params))
	names := make([]string, len(sig.Params))
	for i, p := range sig.Params {
		params[i] = p.typ
		names[i] = p.Name
	}
	var block types.Type
	blockName := ""
	if sig.Block != nil {
		block = sig.Block.typ
		if sig.Block.Optional {
			block = types.NewOptionalType(block)
		}
		blockName = sig.Block.Name
	}
	return types.Signature{
		Type:       types.NewCallableType(params, int64(min), int64(max), block, nil),
		ParamNames: names,
		BlockName:  blockName,
	}
}
