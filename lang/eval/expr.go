package eval

import (
	"strconv"

	"prepl/display"
	"prepl/internal/memlimit"
	"prepl/lang/eval/typespec"
	"prepl/lang/syntax"
	"prepl/types"
)

// eval evaluates one expression in scope s.
func (e *Evaluator) eval(x syntax.Expr, s *Scope) (types.Value, error) {
	// The most frequent kinds are tested one by one first: each test is
	// one comparison, where the switch below searches among all kinds.
	if n, ok := x.(*syntax.VariableExpr); ok {
		if v := s.slotValue(n); v != nil {
			return v, nil
		}
		return e.evalVariable(n, s)
	}
	if n, ok := x.(*syntax.LiteralInteger); ok {
		return literalInt(n), nil
	}
	if n, ok := x.(*syntax.ArithmeticExpr); ok {
		return e.evalArithmetic(n, s)
	}
	switch n := x.(type) {
	case *syntax.LiteralString:
		return memoString(&n.Memo, n.Value), nil
	case *syntax.ComparisonExpr:
		return e.evalComparison(n, s)
	case *syntax.CallNamedFunctionExpr:
		return e.evalCallNamed(n, s)
	case *syntax.CallMethodExpr:
		return e.evalCallMethod(n, s)
	case *syntax.AccessExpr:
		if _, ok := n.Left.(*syntax.QualifiedReference); ok {
			return e.evalTypeAccess(n, s)
		}
		v, err := e.evalAccess(n, s)
		if err != nil {
			return nil, err
		}
		if _, ok := v.(types.Type); ok {
			// Parameterizing a type nests it one level deeper; an element
			// or a slice of a value is no deeper than the value.
			return e.bounded(n.Loc, v)
		}
		return v, nil
	case *syntax.IfExpr:
		return e.evalIf(n, s)
	case *syntax.BlockExpr:
		return e.evalBlock(n, s)
	case *syntax.QualifiedName:
		return memoString(&n.Memo, n.Value), nil
	case *syntax.ConcatenatedString:
		return e.evalConcat(n, s)
	case *syntax.TextExpr:
		v, err := e.eval(n.Expr, s)
		if err != nil {
			return nil, err
		}
		text, err := e.toString(v, n.Loc)
		return types.String(text), err
	case *syntax.AssignmentExpr:
		return e.evalAssignment(n, s)
	case *syntax.LiteralFloat:
		return types.Float(n.Value), nil
	case *syntax.LiteralBoolean:
		return types.BoolOf(n.Value), nil
	case *syntax.LiteralUndef:
		return types.Undef, nil
	case *syntax.LiteralDefault:
		return types.Default, nil
	case *syntax.LiteralRegexp:
		return e.evalRegexp(n)
	case *syntax.QualifiedReference:
		return e.resolveTypeReference(n)
	case *syntax.LiteralList:
		return e.evalList(n, s)
	case *syntax.LiteralHash:
		return e.evalHash(n, s)
	case *syntax.HeredocExpr:
		return e.evalHeredoc(n, s)
	case *syntax.ParenExpr:
		return e.eval(n.Expr, s)
	case *syntax.MatchExpr:
		return e.evalMatch(n, s)
	case *syntax.InExpr:
		return e.evalIn(n, s)
	case *syntax.AndExpr:
		l, err := e.eval(n.Left, s)
		if err != nil || !types.IsTruthy(l) {
			return types.False, err
		}
		r, err := e.eval(n.Right, s)
		if err != nil {
			return nil, err
		}
		return types.BoolOf(types.IsTruthy(r)), nil
	case *syntax.OrExpr:
		l, err := e.eval(n.Left, s)
		if err != nil {
			return nil, err
		}
		if types.IsTruthy(l) {
			return types.True, nil
		}
		r, err := e.eval(n.Right, s)
		if err != nil {
			return nil, err
		}
		return types.BoolOf(types.IsTruthy(r)), nil
	case *syntax.NotExpr:
		v, err := e.eval(n.Expr, s)
		if err != nil {
			return nil, err
		}
		return types.BoolOf(!types.IsTruthy(v)), nil
	case *syntax.UnaryMinusExpr:
		return e.evalUnaryMinus(n, s)
	case *syntax.UnfoldExpr:
		v, err := e.eval(n.Expr, s)
		if err != nil {
			return nil, err
		}
		return e.unfold(v, n.Loc)
	case *syntax.UnlessExpr:
		return e.evalUnless(n, s)
	case *syntax.CaseExpr:
		return e.evalCase(n, s)
	case *syntax.SelectorExpr:
		return e.evalSelector(n, s)
	case *syntax.FunctionDefinition, *syntax.TypeAlias, *syntax.HostClassDefinition,
		*syntax.ResourceTypeDefinition, *syntax.NodeDefinition:
		// Definitions were registered before evaluation started.
		return types.Undef, nil
	case *syntax.TypeMapping:
		// A mapping of runtime (Ruby) types has no runtime here to map;
		// like any definition it produces nothing where it stands.
		return types.Undef, nil
	case *syntax.ResourceExpr:
		return e.catalog.EvalResource(n, s)
	case *syntax.ResourceDefaultsExpr:
		return e.catalog.EvalResourceDefaults(n, s)
	case *syntax.ResourceOverrideExpr:
		return e.catalog.EvalResourceOverride(n, s)
	case *syntax.RelationshipExpr:
		return e.catalog.EvalRelationship(n, s)
	case *syntax.CollectExpr:
		return e.catalog.EvalCollect(n, s)
	case *syntax.EppExpr:
		return e.evalEpp(n, s)
	case *syntax.RenderStringExpr, *syntax.RenderExpr:
		return e.evalRender(n, s)
	case *syntax.LambdaExpr:
		return nil, errorf(n.Loc, "a lambda can only be given to a function call")
	case *syntax.NamedAccessExpr:
		return nil, errorf(n.Loc, "a '.' must be followed by a function call")
	}
	return nil, errorf(x.Location(), "Evaluation of %T is not supported", x)
}

// memoString returns text, a literal's, as a value made once and kept in
// the literal's memo: putting a string in an interface allocates, and a
// literal in a loop is evaluated many times.
func memoString(m *syntax.Memo, text string) types.Value {
	if p, ok := m.Load().(*types.Value); ok {
		return *p
	}
	v := types.Value(types.String(text))
	m.Store(&v)
	return v
}

// literalInt is memoString for an integer literal; Go boxes the small
// ones without allocating.
func literalInt(n *syntax.LiteralInteger) types.Value {
	if n.Value >= 0 && n.Value < 256 {
		return types.Int(n.Value)
	}
	if p, ok := n.Memo.Load().(*types.Value); ok {
		return *p
	}
	v := types.Value(types.Int(n.Value))
	n.Memo.Store(&v)
	return v
}

// evalBlock evaluates statements in order; the value is the last one's.
func (e *Evaluator) evalBlock(b *syntax.BlockExpr, s *Scope) (types.Value, error) {
	if b == nil {
		return types.Undef, nil
	}
	var v types.Value = types.Undef
	for _, st := range b.Statements {
		if e.opts.Debug != nil {
			if err := e.debugStatement(st, s); err != nil {
				return nil, err
			}
		}
		var err error
		if v, err = e.eval(st, s); err != nil {
			return nil, err
		}
	}
	return v, nil
}

// evalConcat evaluates an interpolated string. Growing the text is
// checked against the memory limit, so repeated doubling fails cleanly.
// The text is built in one pass, in a buffer on the stack while it is
// short (a log line, a resource title), numbers appended as digits
// without a string of their own; the result is the one allocation (a
// text of one interpolated string is that string).
func (e *Evaluator) evalConcat(n *syntax.ConcatenatedString, s *Scope) (types.Value, error) {
	var stack [128]byte
	buf := stack[:0]
	for _, seg := range n.Segments {
		var text string
		switch p := seg.(type) {
		case *syntax.LiteralString:
			text = p.Value
		case *syntax.TextExpr:
			v, err := e.eval(p.Expr, s)
			if err != nil {
				return nil, err
			}
			switch x := v.(type) {
			case types.String:
				if len(n.Segments) == 1 {
					return v, nil
				}
				text = string(x)
			case types.Int:
				buf = strconv.AppendInt(buf, int64(x), 10)
			default:
				if text, err = e.toString(v, n.Loc); err != nil {
					return nil, err
				}
			}
		default:
			v, err := e.eval(p, s)
			if err != nil {
				return nil, err
			}
			if text, err = e.toString(v, n.Loc); err != nil {
				return nil, err
			}
		}
		if total := len(buf) + len(text); total >= memlimit.CheckFloor {
			if err := e.checkMemory(n.Loc, int64(total)); err != nil {
				return nil, err
			}
		}
		buf = append(buf, text...)
	}
	return types.String(buf), nil
}

// evalHeredoc evaluates a heredoc; interpolated text is checked against
// the heredoc's syntax tag once it is known.
func (e *Evaluator) evalHeredoc(n *syntax.HeredocExpr, s *Scope) (types.Value, error) {
	v, err := e.eval(n.Text, s)
	if err != nil || n.Syntax == "" {
		return v, err
	}
	if _, literal := n.Text.(*syntax.LiteralString); !literal {
		if msg := syntax.CheckHeredocSyntax(n.Syntax, string(v.(types.String))); msg != "" {
			return nil, errorf(n.Loc, "%s", msg)
		}
	}
	return v, nil
}

// evalList evaluates an array literal; splatted elements are unfolded.
// A literal of literals (`[200, 201, 204][$i % 3]` in a loop) is made
// once and given again (see constList).
func (e *Evaluator) evalList(n *syntax.LiteralList, s *Scope) (types.Value, error) {
	if len(n.Values) == 0 {
		return types.EmptyArray, nil
	}
	if literalElements(n.Values) {
		return e.constList(n, s)
	}
	return e.makeList(n, s)
}

// literalElements tells, without looking deeper, whether every element
// is a literal or a type name, which an array literal must have for its
// value to be constant: most literals in loops (`[$k, $v]`) have a
// variable among their first elements and are not looked up as
// constants.
func literalElements(xs []syntax.Expr) bool {
	for _, x := range xs {
		switch n := x.(type) {
		case *syntax.LiteralInteger, *syntax.LiteralFloat, *syntax.LiteralString, *syntax.LiteralBoolean,
			*syntax.LiteralUndef, *syntax.LiteralDefault, *syntax.QualifiedName, *syntax.QualifiedReference,
			*syntax.UnaryMinusExpr, *syntax.LiteralList, *syntax.ParenExpr:
		case *syntax.AccessExpr:
			if _, ok := n.Left.(*syntax.QualifiedReference); !ok {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// constList evaluates an array literal whose elements are all literals
// or built-in types, which means the same Array wherever and whenever it
// is evaluated: an Array is immutable (appending to it copies), so the
// one made first is kept in consts and given again.
func (e *Evaluator) constList(n *syntax.LiteralList, s *Scope) (types.Value, error) {
	c, known := e.consts[n]
	if c.v != nil {
		return c.v, nil
	}
	v, err := e.makeList(n, s)
	if err == nil && !known {
		if typespec.ConstancyOf(n) == typespec.BuiltinConstant {
			e.keepConst(n, constValue{v, anyEpoch})
		} else {
			e.keepConst(n, constValue{})
		}
	}
	return v, err
}

// makeList makes the Array of an array literal.
func (e *Evaluator) makeList(n *syntax.LiteralList, s *Scope) (types.Value, error) {
	if len(n.Values) <= 4 && !hasSplat(n.Values) {
		// A short literal ([$i], [$k, $v]) is made in one allocation.
		var buf [4]types.Value
		for i, x := range n.Values {
			v, err := e.eval(x, s)
			if err != nil {
				return nil, err
			}
			buf[i] = v
		}
		return e.bounded(n.Loc, types.ArrayOf(buf[:len(n.Values)]...))
	}
	out, err := e.evalArgs(n.Values, s, 0)
	if err != nil {
		return nil, err
	}
	return e.bounded(n.Loc, types.NewArray(out))
}

// hasSplat reports whether a list of expressions splats one (`*$x`).
func hasSplat(xs []syntax.Expr) bool {
	for _, x := range xs {
		if _, ok := unparen(x).(*syntax.UnfoldExpr); ok {
			return true
		}
	}
	return false
}

// evalHash evaluates a hash literal, key before value, left to right. A
// key given twice keeps its first position and takes the last value (the
// parser has warned about literal duplicates). The entries are evaluated
// first (on the stack when they are few) and the hash built after, so the
// building takes the evaluation's poll for operators (see opPoll), which
// evaluating an entry that builds a hash of its own would reset.
func (e *Evaluator) evalHash(n *syntax.LiteralHash, s *Scope) (types.Value, error) {
	if len(n.Entries) == 0 {
		return types.EmptyHash, nil
	}
	var buf [8]types.HashEntry
	entries := buf[:0]
	for _, en := range n.Entries {
		entry, err := e.evalEntry(en, s)
		if err != nil {
			return nil, err
		}
		entries = append(entries, entry)
	}
	p := e.opPoll()
	b := types.NewHashBuilderPolled(len(entries), p)
	for _, en := range entries {
		b.Set(en.Key, en.Value)
	}
	h, err := e.polled(n.Loc, b.Build(), p)
	if err != nil {
		return nil, err
	}
	return e.bounded(n.Loc, h)
}

// evalEntry evaluates one entry of a hash literal, key before value, for
// evalHash and for mergeLiteral, which sets the entries in a hash without
// making the literal's own.
func (e *Evaluator) evalEntry(en *syntax.KeyedEntry, s *Scope) (types.HashEntry, error) {
	k, err := e.eval(en.Key, s)
	if err != nil {
		return types.HashEntry{}, err
	}
	v, err := e.eval(en.Value, s)
	if err != nil {
		return types.HashEntry{}, err
	}
	return types.HashEntry{Key: k, Value: v}, nil
}

// bounded returns v, or an error when v is nested deeper than
// types.MaxNesting: the evaluator makes no such value, so no walk over
// values (formatting, equality, hashing, inference, JSON...) can exhaust
// the Go stack. It is asked where values grow deeper: literals, `+` and
// `<<`, type parameterization and the results of built-in functions.
func (e *Evaluator) bounded(loc syntax.Loc, v types.Value) (types.Value, error) {
	if types.Nesting(v) > types.MaxNesting {
		return nil, errorf(loc, "%s", types.NestingError)
	}
	return v, nil
}

// unfold is the splat conversion: arrays stay, undef is empty, hashes
// become [key, value] pairs, iterators are run, other values are wrapped.
func (e *Evaluator) unfold(v types.Value, loc syntax.Loc) (*types.Array, error) {
	switch x := v.(type) {
	case *types.Array:
		return x, nil
	case nil, types.UndefValue:
		return types.EmptyArray, nil
	case *types.Hash:
		pairs := make([]types.Value, 0, x.Len())
		for _, en := range x.Entries() {
			pairs = append(pairs, types.ArrayOf(en.Key, en.Value))
		}
		return types.NewArray(pairs), nil
	case *types.Iterator:
		a, err := x.ToArray()
		return a, located(err, loc)
	}
	return types.ArrayOf(v), nil
}

// ToString is a value as interpolation and the logging functions write
// it (the to-string rules), stopped by an interrupt while it writes a
// large value.
func (c *Call) ToString(v types.Value) (string, error) { return c.e.toString(v, c.Loc) }

// toString is display.ToString, stopped by an interrupt or the memory
// limit while it prints a large value.
func (e *Evaluator) toString(v types.Value, loc syntax.Loc) (string, error) {
	if i, ok := v.(types.Int); ok {
		// The common interpolated number, without the format engine.
		return strconv.FormatInt(int64(i), 10), nil
	}
	p := types.NewPoll(&e.run.interrupted)
	s := display.ToStringPolled(v, &p)
	if p.Err() != nil {
		return "", e.checkInterrupt(loc)
	}
	return s, nil
}
