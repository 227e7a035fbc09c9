package typespec

import (
	"strings"

	"prepl/lang/syntax"
)

// NonTypeSpec returns the first part of a type alias's right side that
// Puppet's type parser does not read as a type specification (a variable,
// an operator, a call, an interpolated string...), nil when there is
// none. Puppet reads an alias with that parser instead of evaluating it.
func NonTypeSpec(x syntax.Expr) syntax.Expr {
	switch n := x.(type) {
	case *syntax.QualifiedReference, *syntax.QualifiedName, *syntax.LiteralString,
		*syntax.LiteralInteger, *syntax.LiteralFloat, *syntax.LiteralBoolean,
		*syntax.LiteralDefault, *syntax.LiteralUndef, *syntax.LiteralRegexp:
		return nil
	case *syntax.ParenExpr:
		return NonTypeSpec(n.Expr)
	case *syntax.HeredocExpr:
		return NonTypeSpec(n.Text)
	case *syntax.UnaryMinusExpr:
		return NonTypeSpec(n.Expr)
	case *syntax.LiteralList:
		for _, el := range n.Values {
			if bad := NonTypeSpec(el); bad != nil {
				return bad
			}
		}
		return nil
	case *syntax.LiteralHash:
		for _, en := range n.Entries {
			if bad := NonTypeSpec(en.Key); bad != nil {
				return bad
			}
			if bad := NonTypeSpec(en.Value); bad != nil {
				return bad
			}
		}
		return nil
	case *syntax.AccessExpr:
		for _, k := range n.Keys {
			if bad := NonTypeSpec(k); bad != nil {
				return bad
			}
		}
		if r, ok := n.Left.(*syntax.QualifiedReference); ok {
			if refusesListParameter[strings.ToLower(r.Value)] {
				for _, k := range n.Keys {
					if _, ok := k.(*syntax.LiteralList); ok {
						return n
					}
				}
			}
			return nil
		}
	}
	return x
}

// refusesListParameter names the types whose parameters Puppet's type
// parser does not flatten: an array among them is neither a type nor a
// bound (`type P = Array[[Integer]]` fails where the expression
// Array[[Integer]] is Array[Integer]).
var refusesListParameter = map[string]bool{
	"array": true, "hash": true, "collection": true, "variant": true,
	"optional": true, "notundef": true, "type": true, "sensitive": true,
	"integer": true, "float": true, "string": true, "enum": true,
	"pattern": true, "timespan": true, "timestamp": true, "regexp": true,
	"class": true, "resource": true, "semver": true, "struct": true,
	"boolean": true, "iterable": true, "iterator": true,
}
