package typespec

import (
	"strings"

	"prepl/lang/syntax"
	"prepl/types"
)

// Constancy says how constant a type expression is: whether evaluating it
// gives the same value wherever and whenever it is evaluated, read from
// the expression alone. The evaluator keeps the types of constant
// expressions (a type in a loop or a lambda is then parameterized once).
type Constancy int

// How constant an expression is, from least to most.
const (
	// NotConstant: it names a variable, calls a function, makes an
	// Object type or is about the catalog; it is evaluated every time.
	NotConstant Constancy = iota
	// AliasConstant: constant while the names in it that are not
	// built-in stay the type aliases they are.
	AliasConstant
	// BuiltinConstant: built-in type names and literals alone, which
	// nothing can redefine.
	BuiltinConstant
)

// ConstancyOf tells whether x evaluates to the same value wherever it is:
// a literal, a type name, or one of these parameterized by or collected
// from others; AliasConstant when it names types that are not built-in.
func ConstancyOf(x syntax.Expr) Constancy {
	switch n := x.(type) {
	case *syntax.LiteralInteger, *syntax.LiteralFloat, *syntax.LiteralString, *syntax.LiteralBoolean,
		*syntax.LiteralUndef, *syntax.LiteralDefault, *syntax.LiteralRegexp, *syntax.QualifiedName:
		return BuiltinConstant
	case *syntax.UnaryMinusExpr:
		switch n.Expr.(type) {
		case *syntax.LiteralInteger, *syntax.LiteralFloat:
			return BuiltinConstant
		}
	case *syntax.ParenExpr:
		return ConstancyOf(n.Expr)
	case *syntax.QualifiedReference:
		if BuiltinTypeName(n.Value) {
			return BuiltinConstant
		}
		return AliasConstant
	case *syntax.AccessExpr:
		ref, ok := n.Left.(*syntax.QualifiedReference)
		if !ok {
			return NotConstant
		}
		switch strings.ToLower(strings.TrimPrefix(ref.Value, "::")) {
		case "object", "typeset", "resource", "class":
			// Object types have an identity of their own; resources
			// and classes are about the catalog.
			return NotConstant
		}
		return min(ConstancyOf(ref), allConstant(n.Keys))
	case *syntax.LiteralList:
		return allConstant(n.Values)
	case *syntax.LiteralHash:
		c := BuiltinConstant
		for _, en := range n.Entries {
			c = min(c, ConstancyOf(en.Key), ConstancyOf(en.Value))
		}
		return c
	}
	return NotConstant
}

func allConstant(xs []syntax.Expr) Constancy {
	c := BuiltinConstant
	for _, x := range xs {
		c = min(c, ConstancyOf(x))
	}
	return c
}

// BuiltinTypeName reports whether a type name as written names a
// built-in type, which nothing can redefine.
func BuiltinTypeName(name string) bool {
	if _, ok := types.TypeByExactName(name); ok {
		return true
	}
	_, ok := types.TypeByName(strings.TrimPrefix(name, "::"))
	return ok
}
