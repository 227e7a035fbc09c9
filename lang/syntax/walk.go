package syntax

// eachChild calls f for each node directly contained in n, in the order
// of Puppet's model attributes (the order in which Puppet's validator
// visits them). Like Puppet's model, a program, an `if`/`unless` branch
// holding a single statement contains that statement rather than a block;
// the bodies of definitions, lambdas, case options and templates are
// always blocks. Absent parts are skipped.
func eachChild(n Node, f func(Node)) {
	all := func(es []Expr) {
		for _, e := range es {
			f(e)
		}
	}
	opt := func(e Expr) {
		if e != nil {
			f(e)
		}
	}
	body := func(b *BlockExpr, unwrap bool) {
		switch s := stmts(b); {
		case len(s) == 0:
		case len(s) == 1 && unwrap:
			f(s[0])
		default:
			f(b)
		}
	}
	params := func(ps []*Parameter) {
		for _, p := range ps {
			f(p)
		}
	}
	ops := func(os []AttributeOp) {
		for _, o := range os {
			f(o)
		}
	}
	switch x := n.(type) {
	case *Program:
		body(x.Body, true)
	case *BlockExpr:
		all(x.Statements)
	case *ArithmeticExpr:
		f(x.Left)
		f(x.Right)
	case *ComparisonExpr:
		f(x.Left)
		f(x.Right)
	case *MatchExpr:
		f(x.Left)
		f(x.Right)
	case *InExpr:
		f(x.Left)
		f(x.Right)
	case *AndExpr:
		f(x.Left)
		f(x.Right)
	case *OrExpr:
		f(x.Left)
		f(x.Right)
	case *AssignmentExpr:
		f(x.Left)
		f(x.Right)
	case *RelationshipExpr:
		f(x.Left)
		f(x.Right)
	case *NamedAccessExpr:
		f(x.Left)
		f(x.Right)
	case *NotExpr:
		f(x.Expr)
	case *UnaryMinusExpr:
		f(x.Expr)
	case *UnfoldExpr:
		f(x.Expr)
	case *ParenExpr:
		f(x.Expr)
	case *TextExpr:
		f(x.Expr)
	case *RenderExpr:
		f(x.Expr)
	case *AccessExpr:
		f(x.Left)
		all(x.Keys)
	case *LiteralList:
		all(x.Values)
	case *LiteralHash:
		for _, e := range x.Entries {
			f(e)
		}
	case *KeyedEntry:
		f(x.Key)
		f(x.Value)
	case *ConcatenatedString:
		all(x.Segments)
	case *HeredocExpr:
		f(x.Text)
	case *CaseExpr:
		f(x.Test)
		for _, o := range x.Options {
			f(o)
		}
	case *CaseOption:
		all(x.Values)
		body(x.Then, false)
	case *IfExpr:
		f(x.Test)
		body(x.Then, true)
		if b, ok := x.Else.(*BlockExpr); ok {
			body(b, true)
		} else {
			opt(x.Else)
		}
	case *UnlessExpr:
		f(x.Test)
		body(x.Then, true)
		body(x.Else, true)
	case *SelectorExpr:
		f(x.Left)
		for _, e := range x.Entries {
			f(e)
		}
	case *SelectorEntry:
		f(x.Matching)
		f(x.Value)
	case *CallNamedFunctionExpr:
		f(x.Functor)
		all(x.Args)
		if x.Lambda != nil {
			f(x.Lambda)
		}
	case *CallMethodExpr:
		f(x.Functor)
		all(x.Args)
		if x.Lambda != nil {
			f(x.Lambda)
		}
	case *LambdaExpr:
		params(x.Params)
		body(x.Body, false)
		opt(x.ReturnType)
	case *Parameter:
		opt(x.Value)
		opt(x.Type)
	case *FunctionDefinition:
		params(x.Params)
		body(x.Body, false)
		opt(x.ReturnType)
	case *HostClassDefinition:
		params(x.Params)
		body(x.Body, false)
	case *ResourceTypeDefinition:
		params(x.Params)
		body(x.Body, false)
	case *NodeDefinition:
		opt(x.parent)
		all(x.HostMatches)
		body(x.Body, false)
	case *TypeAlias:
		f(x.Type)
	case *TypeMapping:
		f(x.Type)
		f(x.Mapping)
	case *TypeDefinition:
		body(x.Body, false)
	case *ResourceExpr:
		f(x.TypeName)
		for _, b := range x.Bodies {
			f(b)
		}
	case *ResourceBody:
		f(x.Title)
		ops(x.Ops)
	case *ResourceDefaultsExpr:
		f(x.TypeRef)
		ops(x.Ops)
	case *ResourceOverrideExpr:
		f(x.Resources)
		ops(x.Ops)
	case *AttributeOperation:
		f(x.Value)
	case *AttributesOperation:
		f(x.Expr)
	case *CollectExpr:
		if x.TypeRef != nil {
			f(x.TypeRef)
		} else {
			f(x.badType)
		}
		f(x.Query)
		ops(x.Ops)
	case *QueryExpr:
		opt(x.Expr)
	case *EppExpr:
		params(x.Params)
		body(x.Body, false)
	}
}
