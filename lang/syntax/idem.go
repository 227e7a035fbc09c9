package syntax

// idem reports whether evaluating n is known to have no effect other than
// producing its value (Puppet's "idem" check): such an expression that is
// not the last of a block is an error, since its value is forgotten.
func idem(n Node) bool {
	switch x := n.(type) {
	case nil:
		return true
	case *LiteralInteger, *LiteralFloat, *LiteralString, *LiteralBoolean, *LiteralUndef,
		*LiteralDefault, *LiteralRegexp, *QualifiedName, *QualifiedReference, *ReservedWord,
		*LiteralList, *LiteralHash, *AccessExpr,
		*ArithmeticExpr, *ComparisonExpr, *InExpr, *AndExpr, *OrExpr, *NamedAccessExpr,
		*NotExpr, *UnaryMinusExpr, *UnfoldExpr, *VariableExpr, *TextExpr,
		*ConcatenatedString, *HeredocExpr, *SelectorExpr:
		return true
	case *ParenExpr:
		return idem(x.Expr)
	case *BlockExpr:
		return x == nil || allIdem(x.Statements)
	case *IfExpr:
		return idem(x.Test) && idemBlock(x.Then) && idem(x.Else)
	case *UnlessExpr:
		return idem(x.Test) && idemBlock(x.Then) && idemBlock(x.Else)
	case *CaseExpr:
		if !idem(x.Test) {
			return false
		}
		for _, o := range x.Options {
			if !allIdem(o.Values) || !idemBlock(o.Then) {
				return false
			}
		}
		return true
	}
	return false
}

func idemBlock(b *BlockExpr) bool { return b == nil || allIdem(b.Statements) }

func allIdem(es []Expr) bool {
	for _, e := range es {
		if !idem(e) {
			return false
		}
	}
	return true
}
