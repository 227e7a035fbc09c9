package eval

import (
	"prepl/lang/eval/typespec"
	"prepl/lang/syntax"
	"prepl/types"
)

// A parameterized type written with built-in type names and literals
// alone (`Hash[String, Variant[Integer, Array[String]], 1, 4]`) means the
// same type wherever and whenever it is evaluated: built-in names cannot
// be redefined or shadowed by aliases, and literals do not change. One
// that also names type aliases (`Array[Mod::Port, 1]`) means the same
// type as long as the aliases do not change, which typesEpoch tells (a
// name that is an alias is looked up before any resource type). Such an
// expression in a loop or a lambda is parameterized once, and later
// evaluations take the type from consts, keyed by the expression. A
// regexp literal is kept there too: a regexp value is immutable.
// Expressions that name a resource type or a variable, or call a
// function, are evaluated every time.

// maxConstTypes bounds the cache: a long session keeps adding
// expressions, and a cleared cache only costs evaluating them again.
const maxConstTypes = 1024

// constValue is what consts holds for an expression: its value (nil when
// it is not constant) and, for one that names aliases, the typesEpoch it
// holds for (anyEpoch: always).
type constValue struct {
	v     types.Value
	epoch int
}

const anyEpoch = -1

// evalTypeAccess evaluates `Name[keys]`, from the cache when the
// expression is a constant type.
func (e *Evaluator) evalTypeAccess(n *syntax.AccessExpr, s *Scope) (types.Value, error) {
	c, known := e.consts[n]
	if c.v != nil && (c.epoch == anyEpoch || c.epoch == e.typesEpoch.Get()) {
		return c.v, nil
	}
	v, err := e.evalAccess(n, s)
	if err != nil {
		return nil, err
	}
	if _, ok := v.(types.Type); !ok {
		return v, nil
	}
	// Parameterizing a type nests it one level deeper.
	if v, err = e.bounded(n.Loc, v); err != nil {
		return nil, err
	}
	if !known || c.v != nil {
		// Not seen yet, or constant under aliases that have changed.
		switch typespec.ConstancyOf(n) {
		case typespec.BuiltinConstant:
			e.keepConst(n, constValue{v, anyEpoch})
		case typespec.AliasConstant:
			if e.namesAliases(n) {
				e.keepConst(n, constValue{v, e.typesEpoch.Get()})
			} else {
				e.keepConst(n, constValue{})
			}
		default:
			e.keepConst(n, constValue{})
		}
	}
	return v, nil
}

// keepConst records what is known of expression x.
func (e *Evaluator) keepConst(x syntax.Expr, c constValue) {
	if e.consts == nil || len(e.consts) >= maxConstTypes {
		e.consts = make(map[syntax.Expr]constValue)
	}
	e.consts[x] = c
}

// evalRegexp evaluates a regexp literal, once: its value depends on its
// pattern alone, so the node keeps it for every evaluation (a regexp in
// a loop's case is read from the node, without a lookup by node).
func (e *Evaluator) evalRegexp(n *syntax.LiteralRegexp) (types.Value, error) {
	if re, ok := n.Memo.Load().(*types.Regexp); ok {
		return re, nil
	}
	re, err := types.NewRegexp(n.Pattern)
	if err != nil {
		return nil, errorf(n.Loc, "%s", err)
	}
	n.Memo.Store(re)
	return re, nil
}

// namesAliases reports whether every type name in x (an expression
// typespec.ConstancyOf accepts) that is not built-in names a type alias now.
func (e *Evaluator) namesAliases(x syntax.Expr) bool {
	switch n := x.(type) {
	case *syntax.ParenExpr:
		return e.namesAliases(n.Expr)
	case *syntax.QualifiedReference:
		return typespec.BuiltinTypeName(n.Value) || e.isAliasName(n.Value)
	case *syntax.AccessExpr:
		return e.namesAliases(n.Left) && e.allNameAliases(n.Keys)
	case *syntax.LiteralList:
		return e.allNameAliases(n.Values)
	case *syntax.LiteralHash:
		for _, en := range n.Entries {
			if !e.namesAliases(en.Key) || !e.namesAliases(en.Value) {
				return false
			}
		}
	}
	return true
}

func (e *Evaluator) allNameAliases(xs []syntax.Expr) bool {
	for _, x := range xs {
		if !e.namesAliases(x) {
			return false
		}
	}
	return true
}
