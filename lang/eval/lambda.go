package eval

import (
	"prepl/lang/eval/ops"
	"prepl/lang/syntax"
	"prepl/types"
)

// Lambda is a lambda closed over the scope it was written in. Built-in
// functions receive the lambda given to them and call it through
// Call.CallLambda.
type Lambda struct {
	expr  *syntax.LambdaExpr
	scope *Scope
	e     *Evaluator
	// ptypes are the declared types of the parameters (nil for an
	// untyped one; the slice is nil when none is typed) and ret the
	// declared return type (nil for none). They are evaluated in the
	// closure scope once, when the lambda is first checked or called, as
	// Puppet evaluates a closure's type (see resolve).
	ptypes     []types.Type
	ret        types.Type
	resolved   bool
	resolveErr error
	// simple is set when binding the parameters needs none of the work
	// that defaults, captures-rest, reserved or repeated names need (see
	// simpleParams); countsRest when the last parameter captures the rest
	// with an Array type, whose size bounds the count (see
	// checkRestCount). Both are found by resolve.
	simple, countsRest bool
	// fits remembers the last few block types the lambda was checked
	// against and the answers (see isInstanceOf).
	fits [4]blockFit
}

// blockFit is a block type and whether a lambda is an instance of it.
type blockFit struct {
	t  *types.CallableType
	ok bool
}

// isInstanceOf reports whether the lambda is an instance of t, a block
// type of a function's signature. A lambda's type does not change once
// resolved and the signatures' block types are made once, so the answer
// is kept: dispatching an iteration function tries up to four
// signatures, each checking the block against a Callable type. The
// types are told apart by pointer, which a comparison of interface
// values would not be.
func (l *Lambda) isInstanceOf(t *types.CallableType) bool {
	for _, f := range l.fits {
		if f.t == nil {
			break
		}
		if f.t == t {
			return f.ok
		}
	}
	ok := types.IsInstance(t, l)
	copy(l.fits[1:], l.fits[:len(l.fits)-1])
	l.fits[0] = blockFit{t, ok}
	return ok
}

// resolve evaluates the lambda's parameter and return types in its
// closure scope, once. It is small enough to be inlined in every call of
// the lambda, which only asks for the answer.
func (l *Lambda) resolve() error {
	if l.resolved {
		return l.resolveErr
	}
	return l.resolveTypes()
}

// resolveTypes is resolve's work, done on the lambda's first use.
func (l *Lambda) resolveTypes() error {
	l.resolved = true
	for i, p := range l.expr.Params {
		if p.Type == nil {
			continue
		}
		t, err := l.e.paramType(p, l.scope)
		if err != nil {
			l.resolveErr = err
			return err
		}
		if l.ptypes == nil {
			l.ptypes = make([]types.Type, len(l.expr.Params))
		}
		l.ptypes[i] = t
	}
	if rt := l.expr.ReturnType; rt != nil {
		l.ret, l.resolveErr = l.e.typeOf(rt, l.scope, "The return type of lambda")
	}
	l.simple = simpleParams(l.expr.Params)
	if last := len(l.expr.Params) - 1; last >= 0 && l.expr.Params[last].CapturesRest {
		_, _, _, l.countsRest = restElements(typeAt(l.ptypes, last))
	}
	return l.resolveErr
}

// simpleParams reports whether binding arguments to params in the empty
// scope of a call is only appending them, with their type checks: no
// parameter has a default or captures the rest, none is reserved, none
// is repeated, and they are few enough for a scope without an index.
func simpleParams(params []*syntax.Parameter) bool {
	if len(params) > smallScope {
		return false
	}
	for i, p := range params {
		if p.Value != nil || p.CapturesRest || reservedVariable(p.Name) {
			return false
		}
		for _, q := range params[:i] {
			if q.Name == p.Name {
				return false
			}
		}
	}
	return true
}

// bindSimple binds args to params that simpleParams accepts in the
// empty scope s of a call, checking the arguments against ptypes when
// checkTypes is set. There is an argument for every parameter.
func (e *Evaluator) bindSimple(params []*syntax.Parameter, ptypes []types.Type, args []types.Value, s *Scope, owner string, loc syntax.Loc, checkTypes bool) error {
	if checkTypes && ptypes != nil {
		if err := e.checkArgs(params, ptypes, args, owner, loc); err != nil {
			return err
		}
	}
	s.bindEmpty(params, args)
	return nil
}

// checkArgs checks args against the declared types ptypes of params
// (nil for an untyped one).
func (e *Evaluator) checkArgs(params []*syntax.Parameter, ptypes []types.Type, args []types.Value, owner string, loc syntax.Loc) error {
	for i, p := range params {
		if t := ptypes[i]; t != nil {
			if ok, err := e.instanceOf(t, args[i], loc); err != nil {
				return err
			} else if !ok {
				return e.mismatch(loc, paramLabel(owner, p.Name), t, args[i])
			}
		}
	}
	return nil
}

// bindEmpty binds args to params in s, an empty scope with room for them
// all (a call's scope, and params no more than smallScope, as
// simpleParams has it): they are stored in place rather than appended
// one by one.
func (s *Scope) bindEmpty(params []*syntax.Parameter, args []types.Value) {
	n := len(params)
	names, values := s.names[:n], s.values[:n]
	for i, p := range params {
		names[i] = p.Name
		values[i] = args[i]
	}
	s.names, s.values = names, values
}

// Kind implements types.Value: a lambda is a Callable.
func (*Lambda) Kind() types.Kind { return types.KCallable }

// ParamCount returns how many parameters the lambda declares, and whether
// the last one captures the rest.
func (l *Lambda) ParamCount() (n int, capturesRest bool) {
	ps := l.expr.Params
	return len(ps), len(ps) > 0 && ps[len(ps)-1].CapturesRest
}

// MinArgs returns how many arguments the lambda needs at least.
func (l *Lambda) MinArgs() int {
	n := 0
	for _, p := range l.expr.Params {
		if p.Value == nil && !p.CapturesRest {
			n++
		}
	}
	return n
}

// Loc returns where the lambda is written.
func (l *Lambda) Loc() syntax.Loc { return l.expr.Loc }

// localScope is a scope for a call with room in the same allocation for
// the parameters and locals of most lambdas and functions, which keeps
// their calls cheap: a body that assigns a few locals (a deep merge's $k,
// $v and $old beside $acc and $kv) must not allocate on every call.
type localScope struct {
	Scope
	names  [callScopeRoom]string
	values [callScopeRoom]types.Value
}

// callScopeRoom is how many variables a call's scope has room for.
const callScopeRoom = 16

// newLocalScope makes a local scope with room for a few variables.
func newLocalScope(parent *Scope, kind scopeKind) *localScope {
	ls := &localScope{}
	ls.Scope = Scope{parent: parent, kind: kind, names: ls.names[:0], values: ls.values[:0]}
	return ls
}

// maxFreeScopes bounds the free list of call scopes, so that one deep
// recursion does not keep its scopes for the rest of the session.
const maxFreeScopes = 256

// enterCallScope returns an empty scope for a call of a function or a
// lambda, reusing one of a finished call when it can: no scope of a call
// outlives the call (Puppet lambdas cannot be stored, and classes and
// defines declared in a call get scopes of their own), and a recursive
// function would otherwise allocate a scope per call.
func (e *Evaluator) enterCallScope(parent *Scope, kind scopeKind) *localScope {
	n := len(e.run.freeScopes)
	if n == 0 {
		return newLocalScope(parent, kind)
	}
	// The slot keeps its pointer: the scope is in use until it is put
	// back there.
	ls := e.run.freeScopes[n-1]
	e.run.freeScopes = e.run.freeScopes[:n-1]
	ls.Scope.parent, ls.Scope.kind = parent, kind
	return ls
}

// leaveCallScope empties the scope of a finished call, dropping its
// references to values, and keeps it for the next call. Only the slots
// the call used are cleared; a scope that outgrew its own room goes back
// to it.
func (e *Evaluator) leaveCallScope(ls *localScope) {
	// A call binds few variables: setting them to nil one by one costs
	// less than clearing the slice through the runtime (a forward loop
	// would be compiled into that call).
	for i := len(ls.Scope.values) - 1; i >= 0; i-- {
		ls.Scope.values[i] = nil
	}
	if cap(ls.Scope.values) != len(ls.values) || cap(ls.Scope.names) != len(ls.names) {
		clear(ls.values[:])
		ls.Scope.names, ls.Scope.values = ls.names[:0], ls.values[:0]
	} else {
		ls.Scope.names = ls.Scope.names[:0]
		ls.Scope.values = ls.Scope.values[:0]
	}
	ls.Scope.index = nil
	ls.Scope.match = matchData{}
	ls.Scope.parent = nil
	if len(e.run.freeScopes) < maxFreeScopes {
		e.run.freeScopes = append(e.run.freeScopes, ls)
	}
}

// callLambda calls l with args in a new scope under the lambda's closure
// scope. next(value) ends the call with value.
func (e *Evaluator) callLambda(l *Lambda, args []types.Value, loc syntax.Loc) (types.Value, error) {
	if e.run.depth >= e.opts.MaxDepth {
		return nil, errorf(loc, "Maximum call depth of %d exceeded (runaway recursion?)", e.opts.MaxDepth)
	}
	if err := e.checkInterrupt(loc); err != nil {
		return nil, err
	}
	if err := l.resolve(); err != nil {
		return nil, err
	}
	e.run.depth++
	ls := e.enterCallScope(l.scope, lambdaScope)
	// The call's scope and depth are given back by hand rather than by a
	// deferred function, which costs a lambda call measurably; a panic
	// ends the whole evaluation, which resets the depth.
	v, err := e.runLambda(l, args, &ls.Scope, loc)
	e.run.depth--
	e.leaveCallScope(ls)
	return v, err
}

// runLambda binds args in the call's scope s and evaluates the body.
func (e *Evaluator) runLambda(l *Lambda, args []types.Value, s *Scope, loc syntax.Loc) (types.Value, error) {
	if l.simple && len(args) >= len(l.expr.Params) {
		if l.ptypes != nil {
			if err := e.checkArgs(l.expr.Params, l.ptypes, args, "", l.expr.Loc); err != nil {
				return nil, err
			}
		}
		s.bindEmpty(l.expr.Params, args)
	} else if err := e.bindParams(l.expr.Params, l.ptypes, args, s, "", l.expr.Loc, true); err != nil {
		// next() in a default ends the call with its value, unchecked.
		if sig, ok := asSignal(err, signalNext); ok {
			return sig.value, nil
		}
		return nil, err
	}
	s.layOutLocals(len(l.expr.Params), l.expr.Locals)
	if l.countsRest {
		if err := l.checkRestCount(s, loc); err != nil {
			return nil, err
		}
	}
	frame := e.debugEnter("lambda", "", s)
	v, err := e.evalBlock(l.expr.Body, s)
	e.debugLeave(frame)
	if err != nil {
		sig, ok := asSignal(err, signalNext)
		if !ok {
			return nil, err
		}
		v = sig.value
	}
	if l.ret == nil {
		return v, nil
	}
	if ok, err := e.instanceOf(l.ret, v, l.expr.ReturnType.Location()); err != nil {
		return nil, err
	} else if !ok {
		return nil, e.mismatch(l.expr.ReturnType.Location(), "value returned from lambda has wrong type,", l.ret, v)
	}
	return v, nil
}

// checkRestCount checks the number of arguments the lambda was called
// with, its captures-rest array counted, against the size of an Array
// type on the captures-rest parameter, as Puppet's check of a closure
// call against its type does.
func (l *Lambda) checkRestCount(s *Scope, loc syntax.Loc) error {
	ps := l.expr.Params
	last := len(ps) - 1
	if last < 0 || !ps[last].CapturesRest {
		return nil
	}
	t := typeAt(l.ptypes, last)
	if t == nil {
		return nil
	}
	_, rmin, rmax, ok := restElements(t)
	if !ok {
		return nil
	}
	v, _ := s.getLocal(ps[last].Name)
	rest, ok := v.(*types.Array)
	if !ok {
		return nil
	}
	if n := rest.Len(); n >= rmin && (rmax < 0 || n <= rmax) {
		return nil
	}
	final := make([]types.Value, 0, last+rest.Len())
	for _, p := range ps[:last] {
		v, _ := s.getLocal(p.Name)
		final = append(final, v)
	}
	final = append(final, rest.Elements()...)
	sig := types.Signature{Type: l.CallableType().(*types.CallableType), ParamNames: l.ParamNames()}
	return typeMismatch(loc, types.DescribeSignatures("lambda", []types.Signature{sig}, final, nil))
}

// defaultEnded is the result of a call of a function whose binding of
// parameters failed with err: return() or next() in a default ends the
// call with its value, which Puppet does not check against the return
// type.
func defaultEnded(err error) (types.Value, error) {
	v, ok := bodyResult(err)
	if !ok {
		return nil, err
	}
	if v == nil {
		v = types.Undef
	}
	return v, nil
}

// bindParams binds arguments to parameters in scope s: given values, then
// defaults (evaluated in s, so they see earlier parameters), captures-rest
// arrays, with type checks against ptypes, the parameters' declared types
// (nil: none is typed). owner names the function for messages ("" for a
// lambda, whose parameters Puppet calls block parameters).
func (e *Evaluator) bindParams(params []*syntax.Parameter, ptypes []types.Type, args []types.Value, s *Scope, owner string, loc syntax.Loc, checkTypes bool) error {
	label := func(name string) string { return paramLabel(owner, name) }
	optional := false
	for _, p := range params {
		if reservedVariable(p.Name) {
			return reservedError(p.Name, p.Loc)
		}
		optional = optional || p.Value != nil
	}
	if err := checkParamOrder(params, ptypes); err != nil {
		return err
	}
	if optional && len(args) < len(params) {
		// A default may only use the parameters before it: the others are
		// marked until they are bound.
		for _, p := range params {
			s.set(p.Name, pendingParam{})
		}
	}
	defaultValue := func(p *syntax.Parameter) (types.Value, error) {
		return e.evalDefault(p, s, owner)
	}
	for i, p := range params {
		var v types.Value
		switch {
		case p.CapturesRest:
			defaulted := p.Value != nil && (i >= len(args) || (len(args) == i+1 && args[i] == types.Undef))
			switch {
			case defaulted:
				// A missing rest, or a single undef given for it, takes the
				// default, which becomes an array if it is none.
				dv, err := defaultValue(p)
				if err != nil {
					return err
				}
				if _, ok := dv.(*types.Array); !ok {
					dv = types.NewArray([]types.Value{dv})
				}
				v = dv
			case i < len(args):
				v = types.NewArray(append([]types.Value(nil), args[i:]...))
			default:
				v = types.EmptyArray
			}
			if t := typeAt(ptypes, i); t != nil && (checkTypes || defaulted) {
				if elem, _, _, ok := restElements(t); ok {
					t = elem
				}
				for _, el := range v.(*types.Array).Elements() {
					if ok, err := e.instanceOf(t, el, loc); err != nil {
						return err
					} else if !ok {
						return e.mismatch(loc, label(p.Name), t, el)
					}
				}
			}
			s.set(p.Name, v)
			continue
		case i < len(args):
			v = args[i]
		case p.Value != nil:
			dv, err := defaultValue(p)
			if err != nil {
				return err
			}
			v = dv
		default:
			return errorf(loc, "Parameter $%s is required but no value was given", p.Name)
		}
		if t := typeAt(ptypes, i); t != nil && (checkTypes || i >= len(args)) {
			if ok, err := e.instanceOf(t, v, loc); err != nil {
				return err
			} else if !ok {
				return e.mismatch(loc, label(p.Name), t, v)
			}
		}
		s.set(p.Name, v)
	}
	// Arguments beyond the parameters are dropped, as a Ruby block drops
	// them (a function's arguments were counted when it was dispatched).
	return nil
}

// paramLabel names a parameter of owner in messages ("" for a lambda,
// whose parameters Puppet calls block parameters).
func paramLabel(owner, name string) string {
	if owner == "" {
		return "block parameter '" + name + "'"
	}
	return "'" + owner + "' parameter '" + name + "'"
}

// typeAt returns the declared type of parameter i, nil if it has none.
func typeAt(ptypes []types.Type, i int) types.Type {
	if ptypes == nil {
		return nil
	}
	return ptypes[i]
}

// evalDefault evaluates the default of parameter p in scope s as Puppet's
// parameter scope does: reading a parameter not bound yet is an error
// naming owner (the function, "" for a lambda or template), and a match
// the default makes is gone once it is evaluated.
func (e *Evaluator) evalDefault(p *syntax.Parameter, s *Scope, owner string) (types.Value, error) {
	saved, savedOwner, match := e.run.defaulting, e.run.defaultingOwner, s.match
	e.run.defaulting = p.Name
	if owner == "" {
		e.run.defaultingOwner = "lambda"
	} else {
		e.run.defaultingOwner = owner
	}
	defer func() { e.run.defaulting, e.run.defaultingOwner, s.match = saved, savedOwner, match }()
	return e.eval(p.Value, s)
}

// paramType evaluates a parameter's type expression.
func (e *Evaluator) paramType(p *syntax.Parameter, s *Scope) (types.Type, error) {
	v, err := e.eval(p.Type, s)
	if err != nil {
		return nil, err
	}
	t, ok := v.(types.Type)
	if !ok {
		return nil, errorf(p.Type.Location(), "The parameter '$%s' must be typed with a Type, got %s", p.Name, ops.TypeName(v))
	}
	return t, nil
}

// pendingParam marks a parameter whose value is not bound yet while the
// defaults of earlier parameters are evaluated; reading it is an error.
type pendingParam struct{}

// Kind implements types.Value.
func (pendingParam) Kind() types.Kind { return types.KUndef }

// typeOf evaluates an expression that must produce a type.
func (e *Evaluator) typeOf(x syntax.Expr, s *Scope, what string) (types.Type, error) {
	tv, err := e.eval(x, s)
	if err != nil {
		return nil, err
	}
	t, ok := tv.(types.Type)
	if !ok {
		return nil, errorf(x.Location(), "%s must be a Type, got %s", what, ops.TypeName(tv))
	}
	return t, nil
}

// defineFunction registers a function written in Puppet. A later input
// may redefine a function an earlier one made.
func (e *Evaluator) defineFunction(d *syntax.FunctionDefinition) {
	fn := &Function{Name: d.Name, def: d}
	sig := &Signature{}
	for _, p := range d.Params {
		sig.Params = append(sig.Params, Param{
			Name: p.Name, Optional: p.Value != nil || p.CapturesRest, Repeated: p.CapturesRest,
			defaultVal: p.Value, loc: p.Loc,
		})
	}
	fn.Signatures = []*Signature{sig}
	key := d.Name
	if len(key) > 2 && key[:2] == "::" {
		key = key[2:]
	}
	key = lowerName(key)
	e.functions.Set(key, fn)
	e.functionsChanged()
}

// resolvePuppetSignature evaluates the parameter types of a Puppet
// function the first time it is called, from scope s (types may name
// aliases defined after the function).
func (e *Evaluator) resolvePuppetSignature(fn *Function, s *Scope) error {
	sig := fn.Signatures[0]
	if sig.ready && sig.epoch == e.typesEpoch.Get() {
		return nil
	}
	if sig.epoch != e.typesEpoch.Get() {
		// The aliases changed since the types were resolved (a later
		// input redefined one, or a failed input's were undone): the
		// names may mean other types now.
		sig.returnType, sig.declared, sig.epoch, sig.ready, sig.arityKnown = nil, nil, e.typesEpoch.Get(), false, false
		for i := range sig.Params {
			p := &sig.Params[i]
			p.typ, p.restCounted, p.restMin, p.restMax = nil, false, 0, 0
		}
	}
	ts := e.signatureScope(s)
	if fn.def.ReturnType != nil && sig.returnType == nil {
		t, err := e.typeOf(fn.def.ReturnType, ts, "The return type of "+fn.Name)
		if err != nil {
			return err
		}
		sig.returnType = t
	}
	for i, p := range fn.def.Params {
		if sig.Params[i].typ != nil {
			continue
		}
		if p.Type == nil {
			sig.Params[i].typ = types.Any
			continue
		}
		t, err := e.paramType(p, ts)
		if err != nil {
			return err
		}
		if sig.declared == nil {
			sig.declared = make([]types.Type, len(fn.def.Params))
		}
		sig.declared[i] = t
		if p.CapturesRest {
			if elem, min, max, ok := restElements(t); ok {
				sig.Params[i].restCounted, sig.Params[i].restMin, sig.Params[i].restMax = true, min, max
				t = elem
			}
		}
		sig.Params[i].typ = t
	}
	// Puppet refuses a misordered signature before it looks at the
	// arguments.
	if err := checkParamOrder(fn.def.Params, sig.declared); err != nil {
		return err
	}
	sig.simple = simpleParams(fn.def.Params)
	sig.minArgs, sig.maxArgs = sig.countArity()
	sig.arityKnown = true
	sig.ready = true
	return nil
}

// signatureScope is the scope the types of a Puppet function are
// evaluated in when it is first called from scope s. Puppet evaluates
// them in its top scope, which, while they are evaluated, holds the local
// scopes of the lambdas and functions running on it (those of top-level
// code and of functions, whose bodies are local scopes of the top scope):
// their variables are visible then.
func (e *Evaluator) signatureScope(s *Scope) *Scope {
	for sc := s; sc != nil; sc = sc.parent {
		switch {
		case sc == e.top:
			return s
		case sc.kind != lambdaScope && sc.kind != functionScope:
			return e.top
		}
	}
	return e.top
}

// checkParamOrder refuses a required parameter after an optional one, as
// Puppet does when it builds a callable's signature: a captures-rest
// parameter without a default is required when its Array type asks for
// at least one element. ptypes are the declared types (nil: untyped).
func checkParamOrder(params []*syntax.Parameter, ptypes []types.Type) error {
	optional := false
	for i, p := range params {
		required := p.Value == nil
		if p.CapturesRest && required {
			required = false
			if i < len(ptypes) && ptypes[i] != nil {
				if _, min, _, ok := restElements(ptypes[i]); ok && min > 0 {
					required = true
				}
			}
		}
		switch {
		case p.Value != nil:
			optional = true
		case optional && required:
			return errorf(p.Loc, "Parameter $%s is required but appears after optional parameters", p.Name)
		}
	}
	return nil
}

// restElements reads the type of a captures-rest parameter as Puppet
// does: an Array type gives the type of each rest argument and how many
// there may be; any other type is the type of each.
func restElements(t types.Type) (elem types.Type, min, max int, ok bool) {
	a, ok := t.(*types.ArrayType)
	if !ok {
		return nil, 0, 0, false
	}
	elem = a.ElementType()
	if elem == nil {
		elem = types.Any
	}
	min, max = 0, -1
	if size := a.Size(); size != nil {
		if from, bounded := size.From(); bounded && from > 0 {
			min = int(min64(from, 1<<30))
		}
		if to, bounded := size.To(); bounded {
			max = int(min64(to, 1<<30))
		}
	}
	return elem, min, max, true
}

func min64(a, b int64) int64 {
	if a < b {
		return a
	}
	return b
}

// callPuppetFunction runs a function written in Puppet in a new scope
// under the top scope; return(value) ends it.
func (e *Evaluator) callPuppetFunction(fn *Function, sig *Signature, args []types.Value, block *Lambda, loc syntax.Loc) (types.Value, error) {
	ls := e.enterCallScope(e.top, functionScope)
	v, err := e.runPuppetFunction(fn, sig, args, &ls.Scope, loc)
	e.leaveCallScope(ls)
	return v, err
}

// runPuppetFunction binds args in the call's scope s and evaluates the
// function's body.
func (e *Evaluator) runPuppetFunction(fn *Function, sig *Signature, args []types.Value, s *Scope, loc syntax.Loc) (types.Value, error) {
	d := fn.def
	// Dispatch has checked the arguments' types already.
	if sig.simple && len(args) >= len(d.Params) {
		// bindSimple fails only on types, which it does not check here.
		_ = e.bindSimple(d.Params, nil, args, s, fn.Name, loc, false)
	} else if err := e.bindParams(d.Params, sig.declared, args, s, fn.Name, loc, false); err != nil {
		return defaultEnded(err)
	}
	s.layOutLocals(len(d.Params), d.Locals)
	frame := e.debugEnter("function", fn.Name, s)
	v, err := e.evalBlock(d.Body, s)
	e.debugLeave(frame)
	returned := false
	if err != nil {
		value, ok := bodyResult(err)
		if !ok {
			return nil, err
		}
		_, returned = asSignal(err, signalReturn)
		v = value
	}
	if v == nil {
		v = types.Undef
	}
	// Puppet checks the declared return type against the body's value,
	// which next() may give; a value given to return() is not checked.
	if t := sig.returnType; t != nil && !returned {
		if ok, err := e.instanceOf(t, v, d.ReturnType.Location()); err != nil {
			return nil, err
		} else if !ok {
			return nil, e.mismatch(d.ReturnType.Location(), "value returned from "+fn.Name+" has wrong type,", t, v)
		}
	}
	return v, nil
}

// CallableType implements types.Callable: the lambda's parameter types
// and counts, so Callable[...] types (a function's block type) can check
// it.
func (l *Lambda) CallableType() types.Type {
	for _, p := range l.expr.Params {
		if p.Type != nil {
			return l.callableType()
		}
	}
	// Without parameter types it depends on the expression alone, and
	// a lambda written in a loop (`.then |$x| {...}`) is made anew on
	// every iteration: its type is made once.
	if c := l.e.consts[l.expr]; c.v != nil {
		return c.v.(types.Type)
	}
	t := l.callableType()
	l.e.keepConst(l.expr, constValue{t, anyEpoch})
	return t
}

// callableType makes the lambda's Callable type.
func (l *Lambda) callableType() types.Type {
	ps := l.expr.Params
	params := make([]types.Type, len(ps))
	min, max := int64(0), int64(len(ps))
	for i, p := range ps {
		params[i] = types.Any
		if t := typeAt(l.ptypes, i); t != nil {
			params[i] = t
		}
		switch {
		case p.CapturesRest:
			max = -1
			if elem, rmin, rmax, ok := restElements(params[i]); ok {
				params[i] = elem
				min += int64(rmin)
				if rmax >= 0 {
					max = int64(len(ps) - 1 + rmax)
				}
			}
		case p.Value == nil:
			min++
		}
	}
	return types.NewCallableType(params, min, max, nil, nil)
}
