package eval

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"strings"

	"prepl/lang/eval/evalerr"
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
			return types.BoolOf(orderHolds(n.Op, cmp.Compare(int64(a), int64(b)))), nil
		}
	}
	if lt, ok := l.(types.Type); ok && !isReference(l) {
		rt, ok := r.(types.Type)
		if !ok || isReference(r) {
			return types.False, nil
		}
		return types.BoolOf(typeOrder(n.Op, lt, rt)), nil
	}
	c, ok := compareNumberWithTime(l, r)
	if !ok {
		c, ok = types.Compare(l, r)
	}
	if !ok {
		if _, ok := r.(*types.SemVer); ok && isNumber(l) {
			// Ruby's Numeric#<=> tries to coerce the version and fails.
			return nil, errorf(n.Right.Location(), "Error while evaluating a '%s' expression, can't convert SemanticPuppet::Version into Float", n.Op)
		}
		return nil, errorf(n.Loc, "Comparison of: %s %s %s, is not possible. Caused by '%s'.",
			valueLabel(l), n.Op, valueLabel(r), notComparableReason(l))
	}
	return types.BoolOf(orderHolds(n.Op, c)), nil
}

// isNumber reports whether v is an Integer or a Float.
func isNumber(v types.Value) bool {
	switch v.(type) {
	case types.Int, types.Float:
		return true
	}
	return false
}

// compareNumberWithTime orders a number on the left of a Timespan or
// Timestamp as Ruby coerces them: both as Float seconds (a time value on
// the left compares with whole seconds, which types.Compare does).
func compareNumberWithTime(l, r types.Value) (int, bool) {
	var f float64
	switch x := l.(type) {
	case types.Int:
		f = float64(x)
	case types.Float:
		f = float64(x)
	default:
		return 0, false
	}
	var secs float64
	switch y := r.(type) {
	case types.Timespan:
		secs = y.Seconds()
	case types.Timestamp:
		secs = y.Seconds()
	default:
		return 0, false
	}
	switch {
	case f < secs:
		return -1, true
	case f > secs:
		return 1, true
	}
	return 0, true
}

// orderHolds applies an ordering operator to a comparison result.
func orderHolds(op syntax.Op, c int) bool {
	switch op {
	case syntax.OpLess:
		return c < 0
	case syntax.OpLessEqual:
		return c <= 0
	case syntax.OpGreater:
		return c > 0
	case syntax.OpGreaterEqual:
		return c >= 0
	}
	return false
}

// typeOrder compares types by assignability: the narrower type is the
// smaller one.
func typeOrder(op syntax.Op, a, b types.Type) bool {
	switch op {
	case syntax.OpLess:
		return types.IsAssignable(b, a) && !types.Equal(a, b)
	case syntax.OpLessEqual:
		return types.IsAssignable(b, a)
	case syntax.OpGreater:
		return types.IsAssignable(a, b) && !types.Equal(a, b)
	case syntax.OpGreaterEqual:
		return types.IsAssignable(a, b)
	}
	return false
}

// notComparableReason words why two values cannot be ordered, as Puppet
// does.
func notComparableReason(l types.Value) string {
	switch l.(type) {
	case types.Int, types.Float:
		return "A Numeric is not comparable to non Numeric"
	case types.String:
		return "A String is not comparable to a non String"
	case types.Timespan:
		return "Timespans are only comparable to Timespans, Integers, and Floats"
	case types.Timestamp:
		return "Timestamps are only comparable to Timestamps, Integers, and Floats"
	case *types.SemVer:
		return "Versions not comparable to non Versions"
	case types.DefaultValue:
		return "Symbol not comparable to non Symbol"
	}
	return "Only Strings, Numbers, Timespans, Timestamps, and Versions are comparable"
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
		return semverMatch(l, p), nil
	}
	re, err := toRegexp(r)
	if err != nil {
		return false, errorf(rloc, "%s", err)
	}
	str, ok := l.(types.String)
	if !ok {
		return false, errorf(loc, "Left match operand must result in a String value. Got %s.", evalerr.Articled(valueLabel(l)))
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

// regexpMatch matches str against re and, on success, sets $0..$n in s.
func (e *Evaluator) regexpMatch(re *types.Regexp, str string, s *Scope, loc syntax.Loc) (bool, error) {
	m, err := re.Compiled().Until(&e.run.interrupted).FindStringSubmatchIndex(str)
	if err != nil {
		if errors.Is(err, rubyregexp.ErrInterrupted) {
			return false, e.checkInterrupt(loc)
		}
		return false, errorf(loc, "%s", err)
	}
	if m == nil {
		return false, nil
	}
	s.match = matchData{str: str, offsets: m}
	return true, nil
}

// toRegexp converts a match operand: a Regexp, a String (compiled as a
// pattern) or a Regexp type with a pattern.
func toRegexp(r types.Value) (*types.Regexp, error) {
	switch p := r.(type) {
	case *types.Regexp:
		return p, nil
	case types.String:
		re, err := types.NewRegexp(string(p))
		if err != nil {
			return nil, fmt.Errorf("Can not convert right match operand to a regular expression. Caused by '%s'.", err)
		}
		return re, nil
	}
	return nil, fmt.Errorf("Can not convert right match operand to a regular expression. Caused by 'no implicit conversion of %s into String'.", typeName(r))
}

// semverEqual reports whether v (a SemVer, or a string holding one) is
// the version ver.
func semverEqual(v types.Value, ver *types.SemVer) bool {
	switch x := v.(type) {
	case *types.SemVer:
		return x.Equal(ver)
	case types.String:
		p, err := types.ParseSemVer(string(x))
		return err == nil && p.Equal(ver)
	}
	return false
}

// semverMatch is `v =~ range`: a SemVer or a version string in the range;
// anything else does not match.
func semverMatch(v types.Value, r *types.SemVerRange) bool {
	switch x := v.(type) {
	case *types.SemVer:
		return r.Includes(x)
	case types.String:
		ver, err := types.ParseSemVer(string(x))
		return err == nil && r.Includes(ver)
	}
	return false
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
		return semverMatch(l, rv), nil
	case *types.Binary:
		return inBinary(l, rv.Bytes()), nil
	case *types.Array:
		return e.inElements(l, rv.Elements(), s, loc)
	case *types.Hash:
		return e.inElements(l, rv.Keys(), s, loc)
	}
	return false, nil
}

// inBinary reports whether l is in the bytes b, as Puppet searches a
// Binary: a String or Binary as a byte substring (case-sensitive), a
// number as one of the byte values, anything else never.
func inBinary(l types.Value, b []byte) bool {
	switch lv := l.(type) {
	case types.String:
		return bytes.Contains(b, []byte(lv))
	case *types.Binary:
		return bytes.Contains(b, lv.Bytes())
	case types.Int, types.Float:
		for _, c := range b {
			if types.StrictEqual(lv, types.Int(c)) {
				return true
			}
		}
	}
	return false
}

func (e *Evaluator) inElements(l types.Value, els []types.Value, s *Scope, loc syntax.Loc) (bool, error) {
	switch lv := l.(type) {
	case types.String, *types.SemVer:
		// A string or version is matched against each element as a case
		// option would be: types by instance-of, regexps by matching,
		// versions and ranges by version, default by anything.
		for _, el := range els {
			if v, ok := el.(*types.SemVer); ok {
				if semverEqual(l, v) {
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

// isReference reports whether v is a resource or class reference as a
// resource parameter holds it (Puppet's Puppet::Resource), which is no
// type to comparisons.
func isReference(v types.Value) bool {
	switch x := v.(type) {
	case *types.ResourceType:
		return x.IsReference()
	case *types.ClassType:
		return x.IsReference()
	}
	return false
}

// kindName names the family of a value as Puppet's messages do
// ("Integer", "Array", "Hash").
func kindName(v types.Value) string {
	switch v.(type) {
	case types.Int:
		return "Integer"
	case types.Float:
		return "Float"
	case types.String:
		return "String"
	case types.Bool:
		return "Boolean"
	case *types.Array:
		return "Array"
	case *types.Hash:
		return "Hash"
	case nil, types.UndefValue:
		return "Undef"
	case types.DefaultValue:
		return "Default"
	case types.Type:
		return "Type"
	}
	return types.Infer(v).Name()
}

// valueLabel names a value as Puppet's label provider does in operator
// errors: a type by its text ("Integer[1, 2]-Type"), undef as "Undef
// Value", versions as "Semver" and "SemverRange", and every value the
// provider has no label of its own for (default, iterators, URIs, Object
// instances) as "Object", Ruby's name for them.
func valueLabel(v types.Value) string {
	if isReference(v) {
		return "Resource Statement"
	}
	switch x := v.(type) {
	case types.Type:
		return x.String() + "-Type"
	case nil, types.UndefValue:
		return "Undef Value"
	case types.Int, types.Float, types.String, types.Bool, *types.Array, *types.Hash:
		return kindName(v)
	case *types.Regexp:
		return "Regexp"
	case *types.Binary:
		return "Binary"
	case *types.Sensitive:
		return "Sensitive"
	case types.Timespan:
		return "Timespan"
	case types.Timestamp:
		return "Timestamp"
	case *types.SemVer:
		return "Semver"
	case *types.SemVerRange:
		return "SemverRange"
	}
	return "Object"
}

// capitalizedArticle is articled at the start of a sentence.
func capitalizedArticle(name string) string {
	a := evalerr.Articled(name)
	return strings.ToUpper(a[:1]) + a[1:]
}
