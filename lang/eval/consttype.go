package eval

import (
	"strings"

	"prepl/lang/syntax"
	"prepl/types"
)

// A parameterized type written with built-in type names and literals
// alone (`Hash[String, Variant[Integer, Array[String]], 1, 4]`) means the
// same type wherever and whenever it is evaluated: built-in names cannot
// be redefined or shadowed by aliases, and literals do not change. Such
// an expression in a loop or a lambda is parameterized once, and later
// evaluations take the type from consts, keyed by the expression. A
// regexp literal is kept there too: a regexp value is immutable.
// Expressions that name an alias, a resource type or a variable are
// evaluated every time, as their meaning can change between inputs.

// maxConstTypes bounds the cache: a long session keeps adding
// expressions, and a cleared cache only costs evaluating them again.
const maxConstTypes = 1024

// evalTypeAccess evaluates `Name[keys]`, from the cache when the
// expression is a constant type.
func (e *Evaluator) evalTypeAccess(n *syntax.AccessExpr, s *Scope) (types.Value, error) {
	c, known := e.consts[n]
	if c != nil {
		return c, nil
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
	if !known {
		var c types.Value
		if constantTypeExpr(n) {
			c = v
		}
		e.keepConst(n, c)
	}
	return v, nil
}

// keepConst records the value of a constant expression x, or nil when x
// is not constant.
func (e *Evaluator) keepConst(x syntax.Expr, v types.Value) {
	if e.consts == nil || len(e.consts) >= maxConstTypes {
		e.consts = make(map[syntax.Expr]types.Value)
	}
	e.consts[x] = v
}

// evalRegexp evaluates a regexp literal, once.
func (e *Evaluator) evalRegexp(n *syntax.LiteralRegexp) (types.Value, error) {
	if re := e.consts[n]; re != nil {
		return re, nil
	}
	re, err := types.NewRegexp(n.Pattern)
	if err != nil {
		return nil, errorf(n.Loc, "%s", err)
	}
	e.keepConst(n, re)
	return re, nil
}

// constantTypeExpr reports whether x evaluates to the same value
// wherever it is: a literal, a built-in type name, or one of these
// parameterized by or collected from others.
func constantTypeExpr(x syntax.Expr) bool {
	switch n := x.(type) {
	case *syntax.LiteralInteger, *syntax.LiteralFloat, *syntax.LiteralString, *syntax.LiteralBoolean,
		*syntax.LiteralUndef, *syntax.LiteralDefault, *syntax.LiteralRegexp, *syntax.QualifiedName:
		return true
	case *syntax.UnaryMinusExpr:
		switch n.Expr.(type) {
		case *syntax.LiteralInteger, *syntax.LiteralFloat:
			return true
		}
	case *syntax.ParenExpr:
		return constantTypeExpr(n.Expr)
	case *syntax.QualifiedReference:
		return constantTypeName(n.Value)
	case *syntax.AccessExpr:
		ref, ok := n.Left.(*syntax.QualifiedReference)
		if !ok || !constantTypeName(ref.Value) {
			return false
		}
		switch strings.ToLower(strings.TrimPrefix(ref.Value, "::")) {
		case "object", "typeset", "resource", "class":
			// Object types have an identity of their own; resources
			// and classes are about the catalog.
			return false
		}
		return allConstant(n.Keys)
	case *syntax.LiteralList:
		return allConstant(n.Values)
	case *syntax.LiteralHash:
		for _, en := range n.Entries {
			if !constantTypeExpr(en.Key) || !constantTypeExpr(en.Value) {
				return false
			}
		}
		return true
	}
	return false
}

func allConstant(xs []syntax.Expr) bool {
	for _, x := range xs {
		if !constantTypeExpr(x) {
			return false
		}
	}
	return true
}

// constantTypeName reports whether a type name as written names a
// built-in type, which nothing can redefine.
func constantTypeName(name string) bool {
	if _, ok := types.TypeByExactName(name); ok {
		return true
	}
	_, ok := types.TypeByName(strings.TrimPrefix(name, "::"))
	return ok
}
