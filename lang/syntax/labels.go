package syntax

// label names a node the way Puppet's model label provider does in error
// messages ("Literal Integer", "'+' expression", "Host Class Definition").
func label(n Node) string {
	switch x := n.(type) {
	case *LiteralInteger:
		return "Literal Integer"
	case *LiteralFloat:
		return "Literal Float"
	case *ArithmeticExpr:
		return "'" + x.Op.String() + "' expression"
	case *AccessExpr:
		return "'[]' expression"
	case *MatchExpr:
		return "'" + x.Op.String() + "' expression"
	case *CollectExpr:
		return label(x.Query)
	case *EppExpr:
		return "Epp Template"
	case *QueryExpr:
		if x.Exported {
			return "Exported Query"
		}
		return "Virtual Query"
	case *ComparisonExpr:
		return "'" + x.Op.String() + "' expression"
	case *AndExpr:
		return "'and' expression"
	case *OrExpr:
		return "'or' expression"
	case *InExpr:
		return "'in' expression"
	case *AssignmentExpr:
		return "'" + x.Op.String() + "' expression"
	case *AttributeOperation:
		return "'" + x.Op.String() + "' expression"
	case *LiteralList:
		return "Array Expression"
	case *LiteralHash:
		return "Hash Expression"
	case *KeyedEntry:
		return "Hash Entry"
	case *LiteralBoolean:
		return "Boolean"
	case *LiteralString:
		return "String"
	case *LambdaExpr:
		return "Lambda"
	case *LiteralDefault:
		return "'default' expression"
	case *LiteralUndef:
		return "'undef' expression"
	case *LiteralRegexp:
		return "Regular Expression"
	case *NamedAccessExpr:
		return "'.' expression"
	case *NotExpr:
		return "'not' expression"
	case *VariableExpr:
		return "Variable"
	case *TextExpr:
		return "Expression in Interpolated String"
	case *UnaryMinusExpr:
		return "Unary Minus"
	case *UnfoldExpr:
		return "Unfold"
	case *BlockExpr:
		return "Block Expression"
	case *ConcatenatedString:
		return "Double Quoted String"
	case *HeredocExpr:
		return "'@(" + x.Syntax + ")' expression"
	case *HostClassDefinition:
		return "Host Class Definition"
	case *FunctionDefinition:
		return "Function Definition"
	case *NodeDefinition:
		return "Node Definition"
	case *ResourceTypeDefinition:
		return "'define' expression"
	case *ResourceOverrideExpr:
		return "Resource Override"
	case *Parameter:
		return "Parameter Definition"
	case *ParenExpr:
		return "Parenthesized Expression"
	case *IfExpr:
		return "'if' statement"
	case *UnlessExpr:
		return "'unless' Statement"
	case *CallNamedFunctionExpr:
		return "Function Call"
	case *CallMethodExpr:
		return "Method call"
	case *CaseExpr:
		return "'case' statement"
	case *CaseOption:
		return "Case Option"
	case *RenderStringExpr:
		return "Epp Text"
	case *RenderExpr:
		return "Epp Interpolated Expression"
	case *RelationshipExpr:
		return "'" + x.Op.String() + "' expression"
	case *ResourceBody:
		return "Resource Instance Definition"
	case *ResourceDefaultsExpr:
		return "Resource Defaults Expression"
	case *ResourceExpr:
		return "Resource Statement"
	case *SelectorExpr:
		return "Selector Expression"
	case *SelectorEntry:
		return "Selector Option"
	case *QualifiedName:
		return "Name"
	case *QualifiedReference:
		return "Type-Name"
	case *ReservedWord:
		return "Reserved Word '" + x.Word + "'"
	case *TypeAlias:
		return "Type Alias"
	case *TypeMapping:
		return "Type Mapping"
	case *TypeDefinition:
		return "Type Definition"
	}
	return "Object"
}

// article is "a" or "an" for a label, by its first letter (skipping a
// quote), as Puppet chooses it.
func article(s string) string {
	if len(s) > 0 && (s[0] == '"' || s[0] == '\'') {
		s = s[1:]
	}
	if len(s) > 0 {
		switch s[0] | 0x20 {
		case 'a', 'e', 'i', 'o', 'u', 'y':
			return "an"
		}
	}
	return "a"
}

// aAn is the label with an indefinite article ("a Literal Integer").
func aAn(n Node) string {
	l := label(n)
	return article(l) + " " + l
}

// aAnUC is aAn capitalized ("A Literal Integer").
func aAnUC(n Node) string {
	l := label(n)
	a := article(l)
	return string(a[0]-0x20) + a[1:] + " " + l
}
