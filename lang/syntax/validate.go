package syntax

import (
	"fmt"
	"math/big"
	"strings"
)

// The validator performs the checks Puppet runs after parsing
// (checker4_0.rb): what may be assigned, what produces a value, where
// definitions may appear, names of classes, parameters and variables,
// duplicate defaults, values computed and then forgotten, and so on. It
// visits the tree in Puppet's order (each node before its children, the
// children in the model's attribute order) and reports in Puppet's
// wording, so the first error is the one Puppet would name.
type validator struct {
	errs    []*Error
	warns   []*Error
	path    []Node // the containers of the node being checked
	bigInts map[*LiteralInteger]*big.Int
}

// syntaxAbort stops validation: Puppet raises a heredoc syntax error at
// once, ahead of the errors found before it.
type syntaxAbort struct{ err *Error }

// validate checks a parsed program and returns its errors and warnings in
// order.
func validate(prog *Program, bigInts map[*LiteralInteger]*big.Int) (errs, warns []*Error) {
	v := &validator{bigInts: bigInts}
	defer func() {
		if r := recover(); r != nil {
			a, ok := r.(syntaxAbort)
			if !ok {
				panic(r)
			}
			errs, warns = []*Error{a.err}, nil
		}
	}()
	v.walk(prog)
	return v.errs, v.warns
}

func (v *validator) warn(n Node, format string, args ...any) {
	v.warns = append(v.warns, &Error{Loc: n.Location(), Msg: fmt.Sprintf(format, args...)})
}

func (v *validator) report(n Node, format string, args ...any) {
	v.errs = append(v.errs, &Error{Loc: n.Location(), Msg: fmt.Sprintf(format, args...)})
}

// container returns the idx-th container from the innermost (-1), or nil.
func (v *validator) container(idx int) Node {
	if i := len(v.path) + idx; i >= 0 {
		return v.path[i]
	}
	return nil
}

// walk checks n and then its contents.
func (v *validator) walk(n Node) {
	v.check(n)
	v.path = append(v.path, n)
	if e, ok := n.(*EppExpr); ok {
		// Puppet's template is a lambda (checked above) whose body is the
		// EPP expression, checked here, which holds the statements.
		for _, p := range e.Params {
			v.walk(p)
		}
		v.noCapture(e.Params, e)
		v.uniqueParams(e.Params)
		v.path = append(v.path, e)
		if len(stmts(e.Body)) > 0 {
			v.walk(e.Body)
		}
		v.path = v.path[:len(v.path)-1]
	} else {
		eachChild(n, v.walk)
	}
	v.path = v.path[:len(v.path)-1]
}

// check runs the checks of one node.
func (v *validator) check(n Node) {
	switch x := n.(type) {
	case *AssignmentExpr:
		switch x.Op {
		case OpAssign:
			v.assign(x.Left, false)
			v.rvalue(x.Right)
		default:
			v.report(x, "The operator '%s' is no longer supported. See http://links.puppet.com/remove-plus-equals", x.Op)
		}
	case *AttributeOperation:
		if x.Op == OpAppend {
			p := v.container(-1)
			switch p.(type) {
			case *CollectExpr, *ResourceOverrideExpr:
			default:
				v.report(x, "Illegal +> operation on attribute %s. This operator can not be used in %s", x.Name, aAn(p))
			}
		}
		v.rvalue(x.Value)
	case *AttributesOperation:
		v.rvalue(x.Expr)
	case *ArithmeticExpr:
		v.rvalue(x.Left)
		v.rvalue(x.Right)
	case *ComparisonExpr:
		v.rvalue(x.Left)
		v.rvalue(x.Right)
	case *MatchExpr:
		v.rvalue(x.Left)
		v.rvalue(x.Right)
	case *InExpr:
		v.rvalue(x.Left)
		v.rvalue(x.Right)
	case *AndExpr:
		v.rvalue(x.Left)
		v.rvalue(x.Right)
	case *OrExpr:
		v.rvalue(x.Left)
		v.rvalue(x.Right)
	case *BlockExpr:
		v.checkBlock(x)
	case *CallNamedFunctionExpr:
		v.checkCall(x)
	case *HeredocExpr:
		if s, ok := x.Text.(*LiteralString); ok {
			if msg := CheckHeredocSyntax(x.Syntax, s.Value); msg != "" {
				panic(syntaxAbort{&Error{Loc: s.Loc, Msg: msg}})
			}
		}
	case *CaseExpr:
		v.rvalue(x.Test)
		found := false
		for _, o := range x.Options {
			for _, val := range o.Values {
				if _, ok := val.(*LiteralDefault); ok {
					if found {
						v.report(val, "This %s already has a 'default' entry - this is a duplicate", label(x))
					}
					found = true
				}
			}
		}
	case *CaseOption:
		for _, val := range x.Values {
			v.rvalue(val)
		}
	case *CollectExpr:
		if x.TypeRef == nil {
			v.report(x.badType, "Illegal expression. %s is unacceptable as type name in %s", aAnUC(x.badType), aAn(x))
		}
	case *FunctionDefinition:
		v.checkNamedDefinition(x, x.Name)
		v.checkReturnType(x, x.ReturnType)
		v.uniqueParams(x.Params)
	case *HostClassDefinition:
		v.checkNamedDefinition(x, x.Name)
		v.noCapture(x.Params, x)
		v.uniqueParams(x.Params)
		v.reservedParams(x.Params, x)
		v.noIdemLast(x, x.Body)
	case *ResourceTypeDefinition:
		v.checkNamedDefinition(x, x.Name)
		v.noCapture(x.Params, x)
		v.uniqueParams(x.Params)
		v.reservedParams(x.Params, x)
		v.noIdemLast(x, x.Body)
	case *TypeAlias:
		v.top(x, -1)
		if !isClassRefDecl(x.Name) {
			v.report(x, "Unacceptable name. The name '%s' is unacceptable as the name of %s", x.Name, aAn(x))
		}
		v.reservedTypeName(x, x.Name)
		v.typeRef(x, x.Type)
	case *TypeMapping:
		v.checkTypeMapping(x)
	case *TypeDefinition:
		v.top(x, -1)
		v.reservedTypeName(x, x.Name)
		v.report(x, "Expressions of type %s are not supported in this version of Puppet", aAn(x))
	case *IfExpr:
		v.rvalue(x.Test)
	case *UnlessExpr:
		v.rvalue(x.Test)
	case *KeyedEntry:
		v.rvalue(x.Key)
		v.rvalue(x.Value)
	case *LambdaExpr:
		v.captureLast(x.Params)
		v.checkReturnType(x, x.ReturnType)
	case *EppExpr:
		v.captureLast(x.Params)
	case *LiteralList:
		for _, val := range x.Values {
			v.rvalue(val)
		}
	case *LiteralHash:
		seen := make(map[string]bool, len(x.Entries))
		for _, e := range x.Entries {
			if key, shown, ok := literalKey(e.Key); ok {
				if seen[key] {
					v.warn(e, "The key '%s' is declared more than once", shown)
				}
				seen[key] = true
			}
		}
	case *LiteralInteger:
		if b := v.bigInts[x]; b != nil {
			v.report(x, "%s resulted in a value outside of Puppet Integer max range, got '%s'", aAnUC(x), "+0x"+b.Text(16))
		}
	case *NodeDefinition:
		for _, h := range x.HostMatches {
			v.hostname(h, x)
		}
		v.top(x, -1)
		v.noIdemLast(x, x.Body)
		if x.parent != nil {
			v.report(x.parent, "Node inheritance is not supported in Puppet >= 4.0.0. See http://links.puppet.com/puppet-node-inheritance-deprecation")
		}
	case *QueryExpr:
		if x.Expr != nil {
			v.query(x.Expr)
		}
	case *Parameter:
		v.checkParameter(x)
	case *RelationshipExpr:
		v.relation(x.Left)
		v.relation(x.Right)
	case *ResourceExpr:
		if qn, ok := x.TypeName.(*QualifiedName); ok && x.Form != FormRegular && qn.Value == "class" {
			v.report(x, "Classes are not virtualizable")
		}
	case *ResourceBody:
		seen := false
		for _, op := range x.Ops {
			if _, ok := op.(*AttributesOperation); ok {
				if seen {
					v.report(op, "Unfolding of attributes from Hash can only be used once per resource body")
				}
				seen = true
			}
		}
	case *ResourceDefaultsExpr:
		if x.Form != FormRegular {
			v.report(x, "Resource Defaults are not virtualizable")
		}
	case *ResourceOverrideExpr:
		if x.Form != FormRegular {
			v.report(x, "Resource Defaults are not virtualizable")
		}
	case *ReservedWord:
		v.report(x, "Use of reserved word: %s, must be quoted if intended to be a String value", x.Word)
	case *SelectorExpr:
		v.rvalue(x.Left)
		found := false
		for _, e := range x.Entries {
			if _, ok := e.Matching.(*LiteralDefault); ok {
				if found {
					v.report(e.Matching, "This %s already has a 'default' entry - this is a duplicate", label(x))
					break
				}
				found = true
			}
		}
	case *SelectorEntry:
		v.rvalue(x.Matching)
	case *NotExpr:
		v.rvalue(x.Expr)
	case *UnaryMinusExpr:
		v.rvalue(x.Expr)
	case *UnfoldExpr:
		v.rvalue(x.Expr)
	case *ParenExpr:
		v.rvalue(x.Expr)
	case *TextExpr:
		v.rvalue(x.Expr)
	case *RenderExpr:
		v.rvalue(x.Expr)
	case *VariableExpr:
		v.checkVariable(x)
	}
}

// assign checks the target of `=`.
func (v *validator) assign(n Expr, viaIndex bool) {
	switch x := n.(type) {
	case *VariableExpr:
		if isNumericVarName(x.Name) {
			v.report(x, "Illegal attempt to assign to the numeric match result variable '$%s'. Numeric variables are not assignable", x.Name)
		}
		if strings.Contains(x.Name, "::") {
			v.report(x, "Illegal attempt to assign to '%s'. Cannot assign to variables in other namespaces", x.Name)
		}
	case *AccessExpr:
		v.report(x, "Illegal attempt to assign via [index/key]. Not an assignable reference")
	case *LiteralList:
		for _, e := range x.Values {
			v.assign(e, false)
		}
	default:
		v.report(n, "Illegal attempt to assign to '%s'. Not an assignable reference", aAn(n))
	}
}

// rvalue reports expressions that produce no value where one is needed.
func (v *validator) rvalue(n Expr) {
	switch x := n.(type) {
	case *CollectExpr, *FunctionDefinition, *HostClassDefinition, *ResourceTypeDefinition,
		*NodeDefinition, *TypeAlias, *TypeMapping, *TypeDefinition:
		v.report(n, "Invalid use of expression. %s does not produce a value", aAnUC(n))
	case *NotExpr:
		v.rvalue(x.Expr)
	case *UnaryMinusExpr:
		v.rvalue(x.Expr)
	case *UnfoldExpr:
		v.rvalue(x.Expr)
	case *ParenExpr:
		v.rvalue(x.Expr)
	case *TextExpr:
		v.rvalue(x.Expr)
	case *RenderExpr:
		v.rvalue(x.Expr)
	}
}

// relation checks an operand of a relationship.
func (v *validator) relation(n Expr) {
	switch n.(type) {
	case *CollectExpr, *RelationshipExpr:
	default:
		v.rvalue(n)
	}
}

// query checks a collector query: only ==, != over names and literals,
// combined with and, or and parentheses.
func (v *validator) query(n Expr) {
	switch x := n.(type) {
	case *ComparisonExpr:
		if x.Op != OpEqual && x.Op != OpNotEqual {
			v.report(x, "Illegal query expression. %s cannot be used in a query", aAnUC(x))
		}
	case *AndExpr:
		v.query(x.Left)
		v.query(x.Right)
	case *OrExpr:
		v.query(x.Left)
		v.query(x.Right)
	case *ParenExpr:
		v.query(x.Expr)
	case *VariableExpr, *QualifiedName, *LiteralInteger, *LiteralFloat, *LiteralString, *LiteralBoolean:
	default:
		v.report(n, "Illegal query expression. %s cannot be used in a query", aAnUC(n))
	}
}

// resourceWithoutTitle recognizes `name { attrs }` parsed as a name
// followed by a hash.
func resourceWithoutTitle(n Node) bool {
	b, ok := n.(*BlockExpr)
	if !ok || len(b.Statements) != 2 {
		return false
	}
	_, name := b.Statements[0].(*QualifiedName)
	_, hash := b.Statements[1].(*LiteralHash)
	return name && hash
}

func (v *validator) checkBlock(b *BlockExpr) {
	if resourceWithoutTitle(b) {
		v.report(b, "This expression is invalid. Did you try declaring a '%s' resource without a title?", b.Statements[0].(*QualifiedName).Value)
		return
	}
	for _, s := range b.Statements[:max(len(b.Statements)-1, 0)] {
		if idem(s) {
			v.report(s, "This %s has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form)", label(s))
			return
		}
	}
}

func (v *validator) checkCall(c *CallNamedFunctionExpr) {
	switch f := c.Functor.(type) {
	case *QualifiedReference, *QualifiedName:
		return
	case *AccessExpr:
		if _, ok := f.Left.(*QualifiedReference); ok {
			return
		}
	case *RenderStringExpr:
		v.report(c, "Ambiguous EPP parameter expression. Probably missing '<%%-' before parameters to remove leading whitespace")
		return
	}
	v.report(c.Functor, "Illegal expression. %s is unacceptable as function name in %s", aAnUC(c.Functor), aAn(c))
}

// top checks that a definition appears at the top level or in a class.
func (v *validator) top(def Node, idx int) {
	switch v.container(idx).(type) {
	case nil, *HostClassDefinition, *Program:
	case *BlockExpr:
		_, inProgram := v.container(idx - 1).(*Program)
		switch def.(type) {
		case *FunctionDefinition, *TypeAlias, *TypeDefinition:
			if !inProgram {
				v.report(def, "%s may only appear at toplevel", aAnUC(def))
				return
			}
		}
		v.top(def, idx-1)
	default:
		v.report(def, "Classes, definitions, and nodes may only appear at toplevel or inside other classes")
	}
}

func (v *validator) checkNamedDefinition(def Node, name string) {
	v.top(def, -1)
	if !isClassRefDeclLower(name) {
		v.report(def, "Unacceptable name. The name '%s' is unacceptable as the name of %s", name, aAn(def))
	}
	v.reservedTypeName(def, name)
	v.futureReserved(def, name)
}

// futureReserved warns about `plan`, a word reserved for future use.
func (v *validator) futureReserved(n Node, name string) {
	if name == "plan" {
		v.warn(n, "Use of future reserved word: '%s'", name)
	}
}

// reservedTypeNames are the names of Puppet's types in lower case, which
// classes, defines and functions may not take.
var reservedTypeNames = map[string]bool{
	"type": true, "any": true, "unit": true, "scalar": true, "boolean": true, "numeric": true,
	"integer": true, "float": true, "collection": true, "array": true, "hash": true, "tuple": true,
	"struct": true, "variant": true, "optional": true, "enum": true, "regexp": true,
	"pattern": true, "runtime": true, "init": true, "object": true, "sensitive": true,
	"semver": true, "semverrange": true, "string": true, "timestamp": true, "timespan": true,
	"typeset": true,
}

func (v *validator) reservedTypeName(def Node, name string) {
	if reservedTypeNames[name] {
		v.report(def, "The name: '%s' is already defined by Puppet and can not be used as the name of %s.", name, aAn(def))
	}
}

func (v *validator) checkReturnType(def Node, r Expr) {
	if r != nil {
		v.typeRef(def, r)
	}
}

// typeRef checks that r is a type reference, possibly parameterized.
func (v *validator) typeRef(def Node, r Expr) {
	n := r
	if a, ok := r.(*AccessExpr); ok {
		n = a.Left
	}
	qr, ok := n.(*QualifiedReference)
	if !ok {
		v.report(r, "Illegal expression. %s is unacceptable as a type reference in %s", aAnUC(r), aAn(def))
		return
	}
	v.futureReserved(r, strings.ToLower(qr.Value))
}

func (v *validator) checkTypeMapping(m *TypeMapping) {
	v.top(m, -1)
	kind := 0 // 0: not Runtime[...], 1: Runtime[...], 2: Runtime[..., pattern replacement]
	if a, ok := m.Type.(*AccessExpr); ok {
		if qr, ok := a.Left.(*QualifiedReference); ok && qr.Value == "Runtime" {
			kind = 1
			if len(a.Keys) == 2 && patternWithReplacement(a.Keys[1]) {
				kind = 2
			}
		}
	}
	const single = "Illegal type mapping. Expected a Type on the left side, got %s"
	const regexp = "Illegal type mapping. Expected a Tuple[Regexp,String] on the left side, got %s"
	switch {
	case kind == 0:
		v.report(m, "Expressions of type %s are not supported in this version of Puppet", aAn(m))
	case patternWithReplacement(m.Mapping):
		if kind == 1 {
			v.report(m, single, aAnUC(m))
		}
	case isTypeRef(m.Mapping):
		if kind == 2 {
			v.report(m, regexp, aAnUC(m))
		}
	case kind == 1:
		v.report(m, single, aAnUC(m))
	default:
		v.report(m, regexp, aAnUC(m))
	}
}

func patternWithReplacement(e Expr) bool {
	l, ok := e.(*LiteralList)
	if !ok || len(l.Values) != 2 {
		return false
	}
	_, re := l.Values[0].(*LiteralRegexp)
	_, s := l.Values[1].(*LiteralString)
	return re && s
}

func isTypeRef(e Expr) bool {
	if a, ok := e.(*AccessExpr); ok {
		e = a.Left
	}
	_, ok := e.(*QualifiedReference)
	return ok
}

func (v *validator) noIdemLast(def Node, body *BlockExpr) {
	s := stmts(body)
	if len(s) == 0 {
		return
	}
	if last := s[len(s)-1]; idem(last) && !resourceWithoutTitle(last) {
		v.report(last, "This %s has no effect. %s can not end with a value-producing expression without other effect", label(last), aAnUC(def))
	}
}

func (v *validator) captureLast(ps []*Parameter) {
	for i, p := range ps {
		if p.CapturesRest && i != len(ps)-1 {
			v.report(p, "Parameter $%s is not last, and has 'captures rest'", p.Name)
		}
	}
}

func (v *validator) noCapture(ps []*Parameter, def Node) {
	for _, p := range ps {
		if p.CapturesRest {
			v.report(p, "Parameter $%s has 'captures rest' - not supported in %s", p.Name, aAn(def))
		}
	}
}

func (v *validator) uniqueParams(ps []*Parameter) {
	seen := make(map[string]bool, len(ps))
	for _, p := range ps {
		if seen[p.Name] {
			v.report(p, "The parameter '%s' is declared more than once in the parameter list", p.Name)
		}
		seen[p.Name] = true
	}
}

func (v *validator) reservedParams(ps []*Parameter, def Node) {
	for _, p := range ps {
		if p.Name == "name" || p.Name == "title" {
			v.report(p, "The parameter $%s redefines a built in parameter in the %s", p.Name, label(def))
		}
	}
}

func (v *validator) checkParameter(p *Parameter) {
	if isNumericParamName(p.Name) {
		v.report(p, "The numeric parameter name '$%s' cannot be used (clashes with numeric match result variables)", p.Name)
	}
	if !isParamName(p.Name) {
		v.report(p, "Illegal parameter name. The given name '%s' does not conform to the naming rule /^[a-z_]\\w*$/", p.Name)
	}
	if p.Value != nil {
		v.noAssignment(p.Value)
	}
}

// noAssignment reports assignments in a default value expression, except
// inside lambdas, which may assign their own variables.
func (v *validator) noAssignment(n Node) {
	switch n.(type) {
	case *AssignmentExpr:
		v.report(n, "Assignment not allowed here")
		return
	case *LambdaExpr:
		return
	}
	eachChild(n, v.noAssignment)
}

func (v *validator) checkVariable(x *VariableExpr) {
	name := x.Name
	if name != "" && isDigit(name[0]) {
		if !isNumericVarName(name) {
			v.report(x, "Illegal numeric variable name, The given name '%s' must be a decimal value if it starts with a digit 0-9", name)
		}
		return
	}
	if !isVarName(name) {
		v.report(x, "Illegal variable name, The given name '%s' does not conform to the naming rule /^((::)?[a-z]\\w*)*((::)?[a-z_]\\w*)$/", name)
	}
}

// hostname checks one node match.
func (v *validator) hostname(n Expr, node *NodeDefinition) {
	switch x := n.(type) {
	case *LiteralString:
		v.hostnameString(x.Value, x)
	case *QualifiedName:
		v.hostnameString(x.Value, x)
	case *QualifiedReference:
		v.hostnameString(strings.ToLower(x.Value), x)
	case *ConcatenatedString:
		for _, s := range x.Segments {
			if t, ok := s.(*TextExpr); ok {
				v.report(t.Expr, "An interpolated expression is not allowed in a hostname of a node")
				return
			}
		}
		if len(x.Segments) != 1 {
			v.report(x, "An interpolated expression is not allowed in a hostname of a node")
		}
	case *LiteralInteger, *LiteralFloat, *LiteralDefault, *LiteralRegexp:
	default:
		v.report(n, "Illegal expression. %s is unacceptable as hostname in %s", aAnUC(n), aAn(node))
	}
}

func (v *validator) hostnameString(s string, n Node) {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !isWordByte(c) && c != '-' && c != '.' {
			v.report(n, "The hostname '%s' contains illegal characters (only letters, digits, '_', '-', and '.' are allowed)", s)
			return
		}
	}
}
