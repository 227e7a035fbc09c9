package eval

import (
	"prepl/lang/eval/ops"
	"prepl/lang/syntax"
	"prepl/types"
)

// evalArithmetic evaluates `+ - * / % << >>`.
func (e *Evaluator) evalArithmetic(n *syntax.ArithmeticExpr, s *Scope) (types.Value, error) {
	l, err := e.eval(n.Left, s)
	if err != nil {
		return nil, err
	}
	if lit, ok := n.Right.(*syntax.LiteralHash); ok && n.Op == syntax.OpPlus && len(lit.Entries) <= maxMergedLiteral {
		if h, ok := l.(*types.Hash); ok && h.Len() > 0 {
			return e.mergeLiteral(h, lit, n, s)
		}
	}
	r, err := e.eval(n.Right, s)
	if err != nil {
		return nil, err
	}
	// The common case first: two integers.
	if a, ok := l.(types.Int); ok {
		if b, ok := r.(types.Int); ok {
			v, err := ops.IntArith(n.Op, int64(a), int64(b))
			if err != nil {
				return nil, located(err, n.Loc)
			}
			return v, nil
		}
	}
	return e.arithmetic(n.Op, l, r, n)
}

func (e *Evaluator) arithmetic(op syntax.Op, l, r types.Value, n *syntax.ArithmeticExpr) (types.Value, error) {
	if err := e.checkMemory(n.Loc, ops.ConcatBytes(op, l, r)); err != nil {
		return nil, err
	}
	switch lv := l.(type) {
	case *types.Array:
		switch op {
		case syntax.OpPlus:
			return e.bounded(n.Loc, ops.ArrayConcat(lv, r))
		case syntax.OpMinus:
			p := e.opPoll()
			return e.polled(n.Loc, ops.ArrayDelete(lv, r, p), p)
		case syntax.OpLeftShift:
			return e.bounded(n.Loc, lv.Append(r))
		}
	case *types.Hash:
		switch op {
		case syntax.OpPlus:
			p := e.opPoll()
			v, err := ops.HashMerge(lv, r, p)
			if err != nil {
				return nil, errorf(n.Right.Location(), "Error while evaluating a '+' expression, %s", err)
			}
			if v, err = e.polled(n.Loc, v, p); err != nil {
				return nil, err
			}
			return e.bounded(n.Loc, v)
		case syntax.OpMinus:
			p := e.opPoll()
			return e.polled(n.Loc, ops.HashDelete(lv, r, p), p)
		case syntax.OpLeftShift:
			return nil, errorf(n.Loc, "Operator '<<' is not applicable to a Hash.")
		}
	case *types.Binary:
		if op == syntax.OpPlus {
			rb, ok := r.(*types.Binary)
			if !ok {
				return nil, errorf(n.Right.Location(), "Error while evaluating a '+' expression, Can only append Binary to a Binary")
			}
			return types.NewBinary(append(append([]byte(nil), lv.Bytes()...), rb.Bytes()...)), nil
		}
	}
	a, err := ops.NumericOperand(l, n.Left.Location(), e.warn)
	if err != nil {
		return nil, err
	}
	b, err := ops.NumericOperand(r, n.Right.Location(), e.warn)
	if err != nil {
		return nil, err
	}
	return ops.Numeric(op, a, b, n)
}

// maxMergedLiteral is the most entries a hash literal merged into a hash
// may have for mergeLiteral; bigger literals are rare in loops.
const maxMergedLiteral = 8

// mergeLiteral evaluates `h + {k => v, ...}`, a hash merged with a short
// hash literal, without making the literal's hash: its entries are set in
// h in order, which gives what merging the literal's hash would (a key of
// h keeps its place and takes the new value, new keys follow in order, a
// key given twice takes its last value). A reduce that groups or merges
// does this on every step, and making the literal cost more than the
// merge.
func (e *Evaluator) mergeLiteral(h *types.Hash, lit *syntax.LiteralHash, n *syntax.ArithmeticExpr, s *Scope) (types.Value, error) {
	var buf [maxMergedLiteral]types.HashEntry
	add := buf[:0]
	for _, en := range lit.Entries {
		entry, err := e.evalEntry(en, s)
		if err != nil {
			return nil, err
		}
		add = append(add, entry)
	}
	// The literal is as deep as its hash would have been.
	if types.EntriesNesting(add) > types.MaxNesting {
		return nil, errorf(lit.Loc, "%s", types.NestingError)
	}
	p := e.opPoll()
	v, err := e.polled(n.Loc, h.MergeEntriesPolled(add, p), p)
	if err != nil {
		return nil, err
	}
	return e.bounded(n.Loc, v)
}

// evalUnaryMinus evaluates `-x`.
func (e *Evaluator) evalUnaryMinus(n *syntax.UnaryMinusExpr, s *Scope) (types.Value, error) {
	v, err := e.eval(n.Expr, s)
	if err != nil {
		return nil, err
	}
	return ops.Negate(v, n, e.warn)
}

// ValueBytes is the size of one element of an Array, for estimating
// what a collection costs before it is made (see Call.CheckMemory).
const ValueBytes = ops.ValueBytes
