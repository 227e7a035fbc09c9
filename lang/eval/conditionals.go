package eval

import (
	"prepl/display"
	"prepl/lang/eval/ops"
	"prepl/lang/syntax"
	"prepl/types"
)

// evalIf evaluates if/elsif/else. Match variables set by the test are
// visible in the branches and restored afterwards.
func (e *Evaluator) evalIf(n *syntax.IfExpr, s *Scope) (types.Value, error) {
	saved := s.match
	v, err := e.evalIfMatching(n, s)
	s.match = saved
	return v, err
}

// evalIfMatching is evalIf without restoring the match variables.
func (e *Evaluator) evalIfMatching(n *syntax.IfExpr, s *Scope) (types.Value, error) {
	t, err := e.eval(n.Test, s)
	if err != nil {
		return nil, err
	}
	if types.IsTruthy(t) {
		return e.evalBlock(n.Then, s)
	}
	if n.Else == nil {
		return types.Undef, nil
	}
	return e.eval(n.Else, s)
}

// evalUnless evaluates unless/else.
func (e *Evaluator) evalUnless(n *syntax.UnlessExpr, s *Scope) (types.Value, error) {
	saved := s.match
	v, err := e.evalUnlessMatching(n, s)
	s.match = saved
	return v, err
}

// evalUnlessMatching is evalUnless without restoring the match variables.
func (e *Evaluator) evalUnlessMatching(n *syntax.UnlessExpr, s *Scope) (types.Value, error) {
	t, err := e.eval(n.Test, s)
	if err != nil {
		return nil, err
	}
	if !types.IsTruthy(t) {
		return e.evalBlock(n.Then, s)
	}
	if n.Else == nil {
		return types.Undef, nil
	}
	return e.evalBlock(n.Else, s)
}

// evalCase evaluates a case expression.
func (e *Evaluator) evalCase(n *syntax.CaseExpr, s *Scope) (types.Value, error) {
	saved := s.match
	v, err := e.evalCaseMatching(n, s)
	s.match = saved
	return v, err
}

// evalCaseMatching is evalCase without restoring the match variables.
func (e *Evaluator) evalCaseMatching(n *syntax.CaseExpr, s *Scope) (types.Value, error) {
	v, err := e.eval(n.Test, s)
	if err != nil {
		return nil, err
	}
	var fallback *syntax.CaseOption
	for _, opt := range n.Options {
		for _, ox := range opt.Values {
			if _, isDefault := unparen(ox).(*syntax.LiteralDefault); isDefault {
				fallback = opt
				if _, ok := v.(types.DefaultValue); ok {
					return e.evalBlock(opt.Then, s)
				}
				continue
			}
			ok, err := e.optionMatches(ox, v, s)
			if err != nil {
				return nil, err
			}
			if ok {
				return e.evalBlock(opt.Then, s)
			}
		}
	}
	if fallback != nil {
		return e.evalBlock(fallback.Then, s)
	}
	return types.Undef, nil
}

// evalSelector evaluates `value ? { option => result, ... }`.
func (e *Evaluator) evalSelector(n *syntax.SelectorExpr, s *Scope) (types.Value, error) {
	saved := s.match
	v, err := e.evalSelectorMatching(n, s)
	s.match = saved
	return v, err
}

// evalSelectorMatching is evalSelector without restoring the match variables.
func (e *Evaluator) evalSelectorMatching(n *syntax.SelectorExpr, s *Scope) (types.Value, error) {
	v, err := e.eval(n.Left, s)
	if err != nil {
		return nil, err
	}
	var fallback *syntax.SelectorEntry
	for _, en := range n.Entries {
		if _, isDefault := unparen(en.Matching).(*syntax.LiteralDefault); isDefault {
			fallback = en
			if _, ok := v.(types.DefaultValue); ok {
				return e.eval(en.Value, s)
			}
			continue
		}
		ok, err := e.optionMatches(en.Matching, v, s)
		if err != nil {
			return nil, err
		}
		if ok {
			return e.eval(en.Value, s)
		}
	}
	if fallback != nil {
		return e.eval(fallback.Value, s)
	}
	return nil, errorf(n.Loc, "No matching entry for selector parameter with value '%s'", display.ToString(v))
}

// optionMatches evaluates one case or selector option and matches it
// against v; a splatted option matches when any of its elements does.
func (e *Evaluator) optionMatches(ox syntax.Expr, v types.Value, s *Scope) (bool, error) {
	if u, ok := unparen(ox).(*syntax.UnfoldExpr); ok {
		ov, err := e.eval(u.Expr, s)
		if err != nil {
			return false, err
		}
		opts, err := e.unfold(ov, u.Loc)
		if err != nil {
			return false, err
		}
		for _, o := range opts.Elements() {
			ok, err := e.caseMatch(o, v, s, ox.Location())
			if ok || err != nil {
				return ok, err
			}
		}
		return false, nil
	}
	o, err := e.eval(ox, s)
	if err != nil {
		return false, err
	}
	return e.caseMatch(o, v, s, ox.Location())
}

// caseMatch applies the case matching rules of an evaluated option to a
// value. A hash option's key that the value lacks is matched as undef, as
// Puppet looks every option key up in the value.
func (e *Evaluator) caseMatch(o, v types.Value, s *Scope, loc syntax.Loc) (bool, error) {
	switch opt := o.(type) {
	case types.DefaultValue:
		return true, nil
	case *types.Regexp:
		str, ok := v.(types.String)
		if !ok {
			return false, nil
		}
		return e.regexpMatch(opt, string(str), s, loc)
	case types.Type:
		return e.isInstance(opt, v, loc)
	case *types.SemVerRange:
		return ops.SemverMatch(v, opt), nil
	case *types.SemVer:
		return ops.SemverEqual(v, opt), nil
	case *types.Array:
		va, ok := v.(*types.Array)
		if !ok || va.Len() != opt.Len() {
			return false, nil
		}
		for i, oe := range opt.Elements() {
			// Options match element by element, a walk as long as
			// the value: it looks for an interrupt on the way.
			if err := e.checkInterrupt(loc); err != nil {
				return false, err
			}
			ok, err := e.caseMatch(oe, va.At(i), s, loc)
			if !ok || err != nil {
				return false, err
			}
		}
		return true, nil
	case *types.Hash:
		vh, ok := v.(*types.Hash)
		if !ok {
			return false, nil
		}
		for _, en := range opt.Entries() {
			if err := e.checkInterrupt(loc); err != nil {
				return false, err
			}
			vv, found := vh.Get(en.Key)
			if !found {
				vv = types.Undef
			}
			ok, err := e.caseMatch(en.Value, vv, s, loc)
			if !ok || err != nil {
				return false, err
			}
		}
		return true, nil
	}
	return e.equal(o, v, loc)
}
