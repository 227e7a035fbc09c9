package eval

import (
	"fmt"
	"strings"

	"prepl/lang/syntax"
	"prepl/types"
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

// CallLambda calls a lambda with the given arguments.
func (c *Call) CallLambda(l *Lambda, args ...types.Value) (types.Value, error) {
	return c.e.callLambda(l, args, c.Loc)
}

// CallFunction calls another function by name.
func (c *Call) CallFunction(name string, args []types.Value, block *Lambda) (types.Value, error) {
	fn, ok := c.e.lookupFunction(name)
	if !ok {
		return nil, errorf(c.Loc, "Unknown function: '%s'.", name)
	}
	return c.e.callFunction(fn, name, args, block, c.Loc, c.scope)
}

// SetMatch sets the caller's match variables ($0..$n) from the byte
// offsets of a regexp match of str (the `match` function uses it).
func (c *Call) SetMatch(str string, m []int) { c.scope.match = captures(str, m) }

// IsBreak reports whether err is the break() signal, which iteration
// functions handle by stopping early.
func IsBreak(err error) bool {
	_, ok := asSignal(err, signalBreak)
	return ok
}

// evalArgs evaluates call arguments, unfolding splats.
func (e *Evaluator) evalArgs(xs []syntax.Expr, s *Scope, extra int) ([]types.Value, error) {
	args := make([]types.Value, extra, len(xs)+extra)
	for _, x := range xs {
		if u, ok := x.(*syntax.UnfoldExpr); ok {
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
	if ref, ok := n.Functor.(*syntax.QualifiedReference); ok {
		t, err := e.resolveTypeReference(ref)
		if err != nil {
			return nil, err
		}
		args, err := e.evalArgs(n.Args, s, 1)
		if err != nil {
			return nil, err
		}
		args[0] = t
		return e.callByName("new", args, e.lambda(n.Lambda, s), n.Loc, s)
	}
	name, ok := n.Functor.(*syntax.QualifiedName)
	if !ok {
		return nil, errorf(n.Functor.Location(), "Illegal expression. %s is unacceptable as function name in a Function Call", n.Functor.Location().Text())
	}
	args, err := e.evalArgs(n.Args, s, 0)
	if err != nil {
		return nil, err
	}
	return e.callByName(name.Value, args, e.lambda(n.Lambda, s), n.Loc, s)
}

// evalCallMethod evaluates `receiver.f(args) |..| {..}`.
func (e *Evaluator) evalCallMethod(n *syntax.CallMethodExpr, s *Scope) (types.Value, error) {
	recv, err := e.eval(n.Functor.Left, s)
	if err != nil {
		return nil, err
	}
	args, err := e.evalArgs(n.Args, s, 1)
	if err != nil {
		return nil, err
	}
	args[0] = recv
	var name string
	switch f := n.Functor.Right.(type) {
	case *syntax.QualifiedName:
		name = f.Value
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
	return e.callByName(name, args, e.lambda(n.Lambda, s), n.Loc, s)
}

// lambda makes a closure of a lambda expression in scope s.
func (e *Evaluator) lambda(x *syntax.LambdaExpr, s *Scope) *Lambda {
	if x == nil {
		return nil
	}
	return &Lambda{expr: x, scope: s, e: e}
}

// callByName calls the named function.
func (e *Evaluator) callByName(name string, args []types.Value, block *Lambda, loc syntax.Loc, s *Scope) (types.Value, error) {
	fn, ok := e.lookupFunction(name)
	if !ok {
		return nil, errorf(loc, "Unknown function: '%s'.", name)
	}
	return e.callFunction(fn, name, args, block, loc, s)
}

// callFunction checks the arguments against the function's signatures
// and calls the first that accepts them.
func (e *Evaluator) callFunction(fn *Function, name string, args []types.Value, block *Lambda, loc syntax.Loc, s *Scope) (types.Value, error) {
	if err := fn.resolve(e); err != nil {
		return nil, located(err, loc)
	}
	sig, err := e.dispatch(fn, name, args, block)
	if err != nil {
		return nil, located(err, loc)
	}
	if e.depth >= e.opts.MaxDepth {
		return nil, errorf(loc, "Maximum call depth of %d exceeded (runaway recursion?)", e.opts.MaxDepth)
	}
	if err := e.checkInterrupt(loc); err != nil {
		return nil, err
	}
	e.depth++
	defer func() { e.depth-- }()
	var v types.Value
	if fn.def != nil {
		v, err = e.callPuppetFunction(fn, sig, args, block, loc)
	} else {
		v, err = sig.Call(&Call{e: e, Name: name, Loc: loc, scope: s}, args, block)
		if err != nil {
			err = located(err, loc)
		}
	}
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
	for _, sig := range fn.Signatures {
		if sig.accepts(args, block) {
			return sig, nil
		}
	}
	return nil, mismatchError(fn, name, args, block)
}

// arity returns the minimum and maximum argument counts (max < 0: no
// limit).
func (sig *Signature) arity() (min, max int) {
	for _, p := range sig.Params {
		switch {
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

func (sig *Signature) accepts(args []types.Value, block *Lambda) bool {
	min, max := sig.arity()
	if len(args) < min || max >= 0 && len(args) > max {
		return false
	}
	for i, a := range args {
		if p := sig.paramFor(i); p != nil && !types.IsInstance(p.typ, a) {
			return false
		}
	}
	if block == nil {
		return sig.Block == nil || sig.Block.Optional
	}
	return sig.Block != nil && types.IsInstance(sig.Block.typ, block)
}

// mismatchError words why no signature of fn accepts the call.
func mismatchError(fn *Function, name string, args []types.Value, block *Lambda) error {
	// Argument count problems first: when no signature takes this many
	// arguments, say which counts are accepted.
	overallMin, overallMax := -1, 0
	countOK := false
	for _, sig := range fn.Signatures {
		min, max := sig.arity()
		if overallMin < 0 || min < overallMin {
			overallMin = min
		}
		if overallMax >= 0 && (max < 0 || max > overallMax) {
			overallMax = max
		}
		if len(args) >= min && (max < 0 || len(args) <= max) {
			countOK = true
		}
	}
	if !countOK {
		return typeMismatch(syntax.Loc{}, fmt.Sprintf("'%s' expects %s, got %s", name, countRange(overallMin, overallMax), countWord(len(args))))
	}
	var reasons []string
	for _, sig := range fn.Signatures {
		min, max := sig.arity()
		if len(args) < min || max >= 0 && len(args) > max {
			continue
		}
		reasons = append(reasons, sig.rejection(args, block))
	}
	if len(reasons) == 1 || allSame(reasons) {
		return typeMismatch(syntax.Loc{}, fmt.Sprintf("'%s' %s", name, reasons[0]))
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "'%s' expects one of:", name)
	for _, sig := range fn.Signatures {
		min, max := sig.arity()
		if len(args) < min || max >= 0 && len(args) > max {
			continue
		}
		fmt.Fprintf(&sb, "\n  %s\n    rejected: %s", sig.describe(), sig.rejection(args, block))
	}
	return typeMismatch(syntax.Loc{}, sb.String())
}

func allSame(ss []string) bool {
	for _, s := range ss[1:] {
		if s != ss[0] {
			return false
		}
	}
	return true
}

// rejection explains why this signature (with a fitting argument count)
// does not accept the call.
func (sig *Signature) rejection(args []types.Value, block *Lambda) string {
	for i, a := range args {
		if p := sig.paramFor(i); p != nil && !types.IsInstance(p.typ, a) {
			return types.DescribeMismatch("parameter '"+p.Name+"'", p.typ, a)
		}
	}
	if block == nil {
		return "expects a block"
	}
	if sig.Block == nil {
		return "does not expect a block"
	}
	return blockMismatch(sig.Block, block)
}

// blockMismatch words a lambda that does not fit the block a signature
// takes: usually its parameter count.
func blockMismatch(bp *BlockParam, l *Lambda) string {
	min, max, ok := bp.typ.SizeRange()
	got := int64(len(l.expr.Params))
	if ok && (got < min || max >= 0 && got > max) {
		return fmt.Sprintf("block expects %s, got %s", countRange(int(min), int(max)), countWord(int(got)))
	}
	return types.DescribeMismatch("block", bp.typ, l)
}

// describe prints a signature as Puppet lists them: (Integer x, String y).
func (sig *Signature) describe() string {
	parts := make([]string, 0, len(sig.Params)+1)
	for _, p := range sig.Params {
		t := "Any"
		if p.typ != nil {
			t = p.typ.String()
		}
		part := t + " " + p.Name
		if p.Repeated {
			part = t + " *" + p.Name
		}
		parts = append(parts, part)
	}
	if sig.Block != nil {
		b := sig.Block.typ.String() + " " + sig.Block.Name
		if sig.Block.Optional {
			b = "Optional[" + sig.Block.typ.String() + "] " + sig.Block.Name
		}
		parts = append(parts, b)
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// countRange words an accepted argument count: "1 argument", "between 1
// and 2 arguments", "at least 1 argument".
func countRange(min, max int) string {
	switch {
	case max < 0:
		return fmt.Sprintf("at least %s", plural(min, "argument"))
	case min == max:
		return plural(min, "argument")
	}
	return fmt.Sprintf("between %d and %d arguments", min, max)
}

func countWord(n int) string {
	if n == 0 {
		return "none"
	}
	return fmt.Sprint(n)
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
