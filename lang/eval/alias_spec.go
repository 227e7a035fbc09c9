package eval

import "prepl/lang/syntax"

// nonTypeSpec returns the first part of a type alias's right side that
// Puppet's type parser does not read as a type specification (a variable,
// an operator, a call, an interpolated string...), nil when there is
// none. Puppet reads an alias with that parser instead of evaluating it.
func nonTypeSpec(x syntax.Expr) syntax.Expr {
	switch n := x.(type) {
	case *syntax.QualifiedReference, *syntax.QualifiedName, *syntax.LiteralString,
		*syntax.LiteralInteger, *syntax.LiteralFloat, *syntax.LiteralBoolean,
		*syntax.LiteralDefault, *syntax.LiteralUndef, *syntax.LiteralRegexp:
		return nil
	case *syntax.ParenExpr:
		return nonTypeSpec(n.Expr)
	case *syntax.HeredocExpr:
		return nonTypeSpec(n.Text)
	case *syntax.UnaryMinusExpr:
		return nonTypeSpec(n.Expr)
	case *syntax.LiteralList:
		for _, el := range n.Values {
			if bad := nonTypeSpec(el); bad != nil {
				return bad
			}
		}
		return nil
	case *syntax.LiteralHash:
		for _, en := range n.Entries {
			if bad := nonTypeSpec(en.Key); bad != nil {
				return bad
			}
			if bad := nonTypeSpec(en.Value); bad != nil {
				return bad
			}
		}
		return nil
	case *syntax.AccessExpr:
		for _, k := range n.Keys {
			if bad := nonTypeSpec(k); bad != nil {
				return bad
			}
		}
		if _, ok := n.Left.(*syntax.QualifiedReference); ok {
			return nil
		}
	}
	return x
}
