package eval

import (
	"cmp"
	"errors"
	"strings"

	"prepl/lang/eval/evalerr"
	"prepl/lang/eval/ops"
	"prepl/lang/syntax"
	"prepl/types"
	"prepl/types/rubyregexp"
)

// evalComparison evaluates `== != < <= > >=`.
func (e *Evaluator) evalComparison(n *syntax.ComparisonExpr, s *Scope) (types.Value, error) {
	l, err := e.eval(n.Left, s)
	if err != nil {
		return nil, err
	}
	r, err := e.eval(n.Right, s)
	if err != nil {
		return nil, err
	}
	switch n.Op {
	case syntax.OpEqual, syntax.OpNotEqual:
		if a, ok := l.(types.Int); ok {
			if b, ok := r.(types.Int); ok {
				return types.BoolOf((a == b) == (n.Op == syntax.OpEqual)), nil
			}
		}
		eq, err := e.equal(l, r, n.Loc)
		if err != nil {
			return nil, err
		}
		return types.BoolOf(eq == (n.Op == syntax.OpEqual)), nil
	}
	// Fast path: integers.
	if a, ok := l.(types.Int); ok {
		if b, ok := r.(types.Int); ok {
			return types.BoolOf(ops.OrderHolds(n.Op, cmp.Compare(int64(a), int64(b)))), nil
		}
	}
	if lt, ok := l.(types.Type); ok && !ops.IsReference(l) {
		rt, ok := r.(types.Type)
		if !ok || ops.IsReference(r) {
			return types.False, nil
		}
		return types.BoolOf(ops.TypeOrder(n.Op, lt, rt)), nil
	}
	c, err := ops.Compare(l, r)
	if err != nil {
		if _, ok := r.(*types.SemVer); ok && ops.IsNumber(l) {
			// Ruby's Numeric#<=> tries to coerce the version and fails.
			return nil, errorf(n.Right.Location(), "Error while evaluating a '%s' expression, can't convert SemanticPuppet::Version into Float", n.Op)
		}
		return nil, errorf(n.Loc, "Comparison of: %s %s %s, is not possible. Caused by '%s'.",
			ops.ValueLabel(l), n.Op, ops.ValueLabel(r), err)
	}
	return types.BoolOf(ops.OrderHolds(n.Op, c)), nil
}

// evalMatch evaluates `=~` and `!~`.
func (e *Evaluator) evalMatch(n *syntax.MatchExpr, s *Scope) (types.Value, error) {
	l, err := e.eval(n.Left, s)
	if err != nil {
		return nil, err
	}
	r, err := e.eval(n.Right, s)
	if err != nil {
		return nil, err
	}
	ok, err := e.match(l, r, s, n.Loc, n.Right.Location())
	if err != nil {
		return nil, err
	}
	if n.Op == syntax.OpNotMatch {
		ok = !ok
	}
	return types.BoolOf(ok), nil
}

// match implements `l =~ r`, setting the match variables of scope s when a
// regexp matches.
func (e *Evaluator) match(l, r types.Value, s *Scope, loc, rloc syntax.Loc) (bool, error) {
	switch p := r.(type) {
	case types.Type:
		return e.isInstance(p, l, loc)
	case *types.SemVerRange:
		return ops.SemverMatch(l, p), nil
	}
	re, err := ops.ToRegexp(r)
	if err != nil {
		return false, errorf(rloc, "%s", err)
	}
	str, ok := l.(types.String)
	if !ok {
		return false, errorf(loc, "Left match operand must result in a String value. Got %s.", evalerr.Articled(ops.ValueLabel(l)))
	}
	return e.regexpMatch(re, string(str), s, loc)
}

// isInstance is types.IsInstance for =~ and case, where a Pattern type's
// search gives up when the evaluation is interrupted.
func (e *Evaluator) isInstance(t types.Type, v types.Value, loc syntax.Loc) (bool, error) {
	p, ok := t.(*types.PatternType)
	if !ok {
		return e.instanceOf(t, v, loc)
	}
	s, ok := v.(types.String)
	if !ok {
		return false, nil
	}
	ok, err := p.MatchesUntil(string(s), &e.run.interrupted)
	if err != nil {
		return false, e.checkInterrupt(loc)
	}
	return ok, nil
}

// regexp returns re's matching operations in the running evaluation:
// they give up soon after it is interrupted, and remember the last text
// found all ASCII (a case's options search one text for several
// patterns).
func (e *Evaluator) regexp(re *rubyregexp.Regexp) rubyregexp.Stoppable {
	return re.Until(&e.run.interrupted).Remembering(&e.run.ascii)
}

// regexpMatch matches str against re and, on success, sets $0..$n in s.
func (e *Evaluator) regexpMatch(re *types.Regexp, str string, s *Scope, loc syntax.Loc) (bool, error) {
	m, err := e.regexp(re.Compiled()).FindStringSubmatchIndex(str)
	if err != nil {
		if errors.Is(err, rubyregexp.ErrInterrupted) {
			return false, e.checkInterrupt(loc)
		}
		return false, errorf(loc, "%s", err)
	}
	if m == nil {
		return false, nil
	}
	s.setMatch(matchData{str: str, offsets: m})
	return true, nil
}

// evalIn evaluates `l in r`.
func (e *Evaluator) evalIn(n *syntax.InExpr, s *Scope) (types.Value, error) {
	l, err := e.eval(n.Left, s)
	if err != nil {
		return nil, err
	}
	r, err := e.eval(n.Right, s)
	if err != nil {
		return nil, err
	}
	ok, err := e.in(l, r, s, n.Loc)
	if err != nil {
		return nil, err
	}
	return types.BoolOf(ok), nil
}

// in implements the `in` operator table.
func (e *Evaluator) in(l, r types.Value, s *Scope, loc syntax.Loc) (bool, error) {
	switch rv := r.(type) {
	case types.String:
		switch lv := l.(type) {
		case types.String:
			return strings.Contains(strings.ToLower(string(rv)), strings.ToLower(string(lv))), nil
		case *types.Regexp:
			return e.regexpMatch(lv, string(rv), s, loc)
		}
		return false, nil
	case *types.SemVerRange:
		return ops.SemverMatch(l, rv), nil
	case *types.Binary:
		return ops.InBinary(l, rv.Bytes()), nil
	case *types.Array:
		return e.inElements(l, rv.Elements(), s, loc)
	case *types.Hash:
		return e.inElements(l, rv.Keys(), s, loc)
	}
	return false, nil
}

func (e *Evaluator) inElements(l types.Value, els []types.Value, s *Scope, loc syntax.Loc) (bool, error) {
	switch lv := l.(type) {
	case types.String, *types.SemVer:
		// A string or version is matched against each element as a case
		// option would be: types by instance-of, regexps by matching,
		// versions and ranges by version, default by anything.
		for _, el := range els {
			if v, ok := el.(*types.SemVer); ok {
				if ops.SemverEqual(l, v) {
					return true, nil
				}
				continue
			}
			ok, err := e.caseMatch(el, l, s, loc)
			if ok || err != nil {
				return ok, err
			}
		}
		return false, nil
	case types.Type:
		for _, el := range els {
			if ok, err := e.instanceOf(lv, el, loc); ok || err != nil {
				return ok, err
			}
		}
		return false, nil
	case *types.Regexp:
		for _, el := range els {
			if str, ok := el.(types.String); ok {
				if ok, err := e.regexpMatch(lv, string(str), s, loc); ok || err != nil {
					return ok, err
				}
			}
		}
		return false, nil
	}
	for _, el := range els {
		if eq, err := e.equal(l, el, loc); eq || err != nil {
			return eq, err
		}
	}
	return false, nil
}

// equal is types.Equal, stopped by an interrupt or the memory limit
// while it compares large values.
func (e *Evaluator) equal(a, b types.Value, loc syntax.Loc) (bool, error) {
	eq, err := types.EqualUntil(a, b, &e.run.interrupted)
	if err != nil {
		return false, e.checkInterrupt(loc)
	}
	return eq, nil
}

// instanceOf is types.IsInstance, stopped by an interrupt or the memory
// limit while it checks a large value against a recursive type.
func (e *Evaluator) instanceOf(t types.Type, v types.Value, loc syntax.Loc) (bool, error) {
	ok, err := types.IsInstanceUntil(t, v, &e.run.interrupted)
	if err != nil {
		return false, e.checkInterrupt(loc)
	}
	return ok, nil
}
