package syntax

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

// tokLoc is the location of a token.
func (p *parser) tokLoc(t *token) Loc { return p.loc(t.start(), t.end()) }

// assignment parses `relationship (= assignment)?` (right associative).
// plain reports whether the result is a bare expression: where Puppet's
// grammar wants an `expression`, anything more (an assignment, a
// relationship, a resource) is a syntax error at the following token.
func (p *parser) assignment() (e Expr, plain bool) {
	left, plain := p.relationship()
	t := p.peek()
	var op Op
	switch t.kind {
	case tEquals:
		op = OpAssign
	case tAppends:
		op = OpAddAssign
	case tDeletes:
		op = OpSubAssign
	default:
		return left, plain
	}
	p.next()
	p.enter()
	right, _ := p.assignment()
	p.leave()
	a := p.slabs.assigns.alloc()
	*a = AssignmentExpr{Loc: p.loc(t.start(), right.Location().End), Op: op, Left: left, Right: right}
	return a, false
}

// relationship parses resources joined by -> ~> <- <~ (left associative).
func (p *parser) relationship() (Expr, bool) {
	left, plain := p.resource()
	n := 0
	defer func() { p.leaveN(n) }()
	for {
		t := p.peek()
		switch t.kind {
		case tInEdge, tInEdgeSub, tOutEdge, tOutEdgeSub:
		default:
			return left, plain
		}
		p.next()
		p.enter()
		n++
		right, _ := p.resource()
		left = &RelationshipExpr{Loc: p.loc(t.start(), right.Location().End), Op: binaryOps[t.kind], Left: left, Right: right}
		plain = false
	}
}

// resource parses `@ resource`, `@@ resource`, `class { bodies }`, or an
// expression followed by any number of `{ ... }` resource bodies.
func (p *parser) resource() (Expr, bool) {
	t := p.peek()
	switch t.kind {
	case tAt, tAtAt:
		p.next()
		p.enter()
		r, _ := p.resource()
		p.leave()
		form, what := FormVirtual, "Virtual (@)"
		if t.kind == tAtAt {
			form, what = FormExported, "Exported (@@)"
		}
		if !setResourceForm(r, form, t.start()) {
			p.fail(what+" can only be applied to a Resource Expression", t.start(), false)
		}
		return r, false
	case tClass:
		if p.peekAt(1).kind == tLBrace {
			return p.resourceTails(p.classResource()), false
		}
	}
	e := p.expression()
	if p.peek().kind != tLBrace {
		return e, true
	}
	return p.resourceTails(e), false
}

// setResourceForm makes a resource virtual or exported and moves its
// start to the `@`; it reports false for anything but a resource.
func setResourceForm(e Expr, form ResourceForm, start int) bool {
	switch r := e.(type) {
	case *ResourceExpr:
		r.Form, r.Start = form, start
	case *ResourceDefaultsExpr:
		r.Form, r.Start = form, start
	case *ResourceOverrideExpr:
		r.Form, r.Start = form, start
	default:
		return false
	}
	return true
}

// expression parses an expression of the binary operator levels.
func (p *parser) expression() Expr { return p.binary(precOr) }

// binary is precedence climbing over the table in precedence.go.
func (p *parser) binary(min int) Expr {
	left := p.unary()
	n := 0
	defer func() { p.leaveN(n) }()
	for {
		t := p.peek()
		prec := precedenceOf(t.kind)
		if prec == precNone || prec < min {
			return left
		}
		p.next()
		p.enter()
		n++
		if t.kind == tQmark {
			left = p.selector(left)
			continue
		}
		right := p.binary(prec + 1)
		left = p.makeBinary(t, left, right)
	}
}

// makeBinary builds the node for `left op right`; like Puppet, it is
// located at the operator.
func (p *parser) makeBinary(t *token, left, right Expr) Expr {
	loc := p.loc(t.start(), right.Location().End)
	switch t.kind {
	case tIn:
		return &InExpr{Loc: loc, Left: left, Right: right}
	case tAnd:
		return &AndExpr{Loc: loc, Left: left, Right: right}
	case tOr:
		return &OrExpr{Loc: loc, Left: left, Right: right}
	case tMatch, tNoMatch:
		return &MatchExpr{Loc: loc, Op: binaryOps[t.kind], Left: left, Right: right}
	case tIsEqual, tNotEqual, tLess, tLessEqual, tGreater, tGreaterEqual:
		return &ComparisonExpr{Loc: loc, Op: binaryOps[t.kind], Left: left, Right: right}
	}
	a := p.slabs.arith.alloc()
	*a = ArithmeticExpr{Loc: loc, Op: binaryOps[t.kind], Left: left, Right: right}
	return a
}

// selector parses the entries after `left ?`: one `match => value`, or
// `{ match => value, ... }`. A braced selector is a complete expression
// that calls, method calls and access may follow (`$x ? { ... }[0]`).
func (p *parser) selector(left Expr) Expr {
	sel := &SelectorExpr{Loc: left.Location()}
	sel.Left = left
	if p.peek().kind != tSelBrace {
		e := p.selectorEntry()
		sel.Entries = []*SelectorEntry{e}
		sel.End = e.End
		return sel
	}
	p.next()
	for {
		sel.Entries = append(sel.Entries, p.selectorEntry())
		if p.peek().kind != tComma || p.peekAt(1).kind == tRBrace {
			break
		}
		p.next()
	}
	p.accept(tComma)
	sel.End = p.expect(tRBrace).end()
	return p.postfix(sel)
}

func (p *parser) selectorEntry() *SelectorEntry {
	m := p.expression()
	f := p.expect(tFarrow)
	v := p.expression()
	return &SelectorEntry{Loc: p.loc(f.start(), v.Location().End), Matching: m, Value: v}
}

// unary parses prefix `!`, `-` and `*` (splat), then a postfix expression.
func (p *parser) unary() Expr {
	p.enter()
	defer p.leave()
	t := p.peek()
	switch t.kind {
	case tNot:
		p.next()
		e := p.unary()
		return &NotExpr{Loc: p.loc(t.start(), e.Location().End), Expr: e}
	case tMinus:
		p.next()
		e := p.unary()
		return &UnaryMinusExpr{Loc: p.loc(t.start(), e.Location().End), Expr: e}
	case tTimes:
		p.next()
		e := p.unary()
		return &UnfoldExpr{Loc: p.loc(t.start(), e.Location().End), Expr: e}
	}
	return p.postfix(p.primary())
}

// postfix applies calls `(...)`, method calls `.name`, access `[...]` and
// collector queries `<| |>` left to right.
func (p *parser) postfix(e Expr) Expr {
	n := 0
	defer func() { p.leaveN(n) }()
	for ; ; n++ {
		switch p.peek().kind {
		case tLParen:
			e = p.callArgs(e, e.Location().Start)
		case tDot:
			e = p.methodCall(e)
		case tLBrack:
			e = p.access(e)
		case tLCollect, tLLCollect:
			e = p.collect(e)
		default:
			return e
		}
		p.enter()
	}
}

// callArgs parses `(args) lambda?` after a functor: a call by name, or of
// a type (`Integer('1')`).
func (p *parser) callArgs(functor Expr, start int) Expr {
	p.next()
	call := &CallNamedFunctionExpr{Functor: functor, RValRequired: true}
	if p.peek().kind != tRParen {
		call.Args = p.arguments(true)
	}
	call.Loc = p.loc(start, p.expect(tRParen).end())
	if p.peek().kind == tPipe {
		call.Lambda = p.lambda()
		call.End = call.Lambda.End
	}
	return call
}

// methodCall parses `.name`, `.name(args)` and an optional lambda. Like
// Puppet, the call is located at the `.` (or at the `(` of its arguments).
func (p *parser) methodCall(recv Expr) Expr {
	dot := p.next()
	t := p.peek()
	if t.kind != tName && t.kind != tType {
		p.syntaxError(t)
	}
	p.next()
	name := p.newName(p.tokLoc(t), p.val(t))
	na := p.slabs.named.alloc()
	*na = NamedAccessExpr{Loc: p.loc(dot.start(), t.end()), Left: recv, Right: name}
	call := p.slabs.calls.alloc()
	*call = CallMethodExpr{Loc: na.Loc, Functor: na, RValRequired: true}
	if p.peek().kind == tLParen {
		lp := p.next()
		if p.peek().kind != tRParen {
			call.Args = p.arguments(false)
		}
		call.Loc = p.loc(lp.start(), p.expect(tRParen).end())
	}
	if p.peek().kind == tPipe {
		call.Lambda = p.lambda()
		call.End = call.Lambda.End
	}
	return call
}

// arguments parses call arguments. `key => value` arguments form a hash,
// and adjacent ones are merged into one hash. trailingComma allows a
// comma before the closing parenthesis.
func (p *parser) arguments(trailingComma bool) []Expr {
	base := len(p.scratch)
	lastHash := false
	for {
		a, isHash := p.argument(false)
		p.scratch, lastHash = appendArgument(p.scratch, a, isHash, lastHash)
		if p.peek().kind != tComma || trailingComma && p.peekAt(1).kind == tRParen {
			break
		}
		p.next()
	}
	if trailingComma {
		p.accept(tComma)
	}
	return p.exprList(base)
}

// appendArgument appends an argument, merging a `key => value` pair into
// a directly preceding one (lastHash tells that there is one).
func appendArgument(args []Expr, a Expr, isHash, lastHash bool) ([]Expr, bool) {
	if isHash && lastHash {
		h := args[len(args)-1].(*LiteralHash)
		h.Entries = append(h.Entries, a.(*LiteralHash).Entries...)
		h.End = a.Location().End
		return args, true
	}
	return append(args, a), isHash
}

// argument parses `assignment` or `key => value` (a one-entry hash).
// keywordOK allows a bare `type` or `function` (array entries).
func (p *parser) argument(keywordOK bool) (Expr, bool) {
	key, _, keyword := p.hashEntry()
	if p.peek().kind == tFarrow {
		return p.hashPair(key), true
	}
	if keyword && !keywordOK {
		p.syntaxError(p.peek())
	}
	return key, false
}

// hashPair parses `=> value` after key and wraps the pair in a hash.
func (p *parser) hashPair(key Expr) *LiteralHash {
	f := p.next()
	val, _, _ := p.hashEntry()
	e := &KeyedEntry{Loc: p.loc(f.start(), val.Location().End), Key: key, Value: val}
	return &LiteralHash{Loc: e.Loc, Entries: []*KeyedEntry{e}}
}

// hashEntry parses a hash key or value: an assignment, or the keywords
// `type` and `function` standing for themselves as strings.
func (p *parser) hashEntry() (e Expr, plain, keyword bool) {
	t := p.peek()
	if p.isKeywordEntry(t) {
		p.next()
		return p.newString(p.tokLoc(t), p.val(t)), false, true
	}
	e, plain = p.assignment()
	return e, plain, false
}

// isKeywordEntry reports whether `type` or `function` at t is a plain word
// rather than the start of a definition or call.
func (p *parser) isKeywordEntry(t *token) bool {
	switch t.kind {
	case tType:
		k := p.peekAt(1).kind
		return k != tLParen && k != tClassRef
	case tFunction:
		switch p.peekAt(1).kind {
		case tName, tWord, tClassRef, tClass, tString:
			return false
		}
		return true
	}
	return false
}

// access parses `[keys]` after an expression.
func (p *parser) access(left Expr) Expr {
	p.next()
	keys := p.accessArgs(true)
	rb := p.expect(tRBrack)
	a := p.slabs.access.alloc()
	*a = AccessExpr{Loc: p.loc(left.Location().Start, rb.end()), Left: left, Keys: keys}
	return a
}

// accessArgs parses the keys of an access: expressions, and `k => v` pairs
// (merged into hashes like arguments).
func (p *parser) accessArgs(trailingComma bool) []Expr {
	base := len(p.scratch)
	lastHash := false
	for {
		key, plain, keyword := p.hashEntry()
		isHash := p.peek().kind == tFarrow
		if isHash {
			key = p.hashPair(key)
		} else if !plain || keyword {
			p.syntaxError(p.peek())
		}
		p.scratch, lastHash = appendArgument(p.scratch, key, isHash, lastHash)
		if p.peek().kind != tComma || trailingComma && p.peekAt(1).kind == tRBrack {
			break
		}
		p.next()
	}
	if trailingComma {
		p.accept(tComma)
	}
	return p.exprList(base)
}

// primary parses the operands of expressions.
func (p *parser) primary() Expr {
	t := p.peek()
	switch t.kind {
	case tVariable:
		p.next()
		return p.newVariable(p.tokLoc(t), p.val(t))
	case tNumber:
		p.next()
		return p.number(t)
	case tName:
		p.next()
		return p.newName(p.tokLoc(t), p.val(t))
	case tWord, tString:
		p.next()
		return p.newString(p.tokLoc(t), p.val(t))
	case tClassRef:
		p.next()
		return p.newRef(p.tokLoc(t), p.val(t))
	case tDQPre:
		return p.dqString()
	case tHeredoc:
		return p.heredoc()
	case tRegex:
		p.next()
		// As Puppet's lexer does, an escaped slash is a plain slash in the
		// pattern.
		return &LiteralRegexp{Loc: p.tokLoc(t), Pattern: strings.ReplaceAll(p.val(t), `\/`, "/")}
	case tBoolean:
		p.next()
		return &LiteralBoolean{Loc: p.tokLoc(t), Value: p.val(t) == "true"}
	case tDefault:
		p.next()
		return &LiteralDefault{Loc: p.tokLoc(t)}
	case tUndef:
		p.next()
		return &LiteralUndef{Loc: p.tokLoc(t)}
	case tLBrack, tListStart:
		return p.array()
	case tLBrace:
		return p.hash()
	case tLParen, tWSLParen:
		p.next()
		e, _ := p.assignment()
		rp := p.expect(tRParen)
		return &ParenExpr{Loc: p.loc(t.start(), rp.end()), Expr: e}
	case tIf:
		p.next()
		return p.ifPart(t.start())
	case tUnless:
		return p.unlessExpr()
	case tCase:
		return p.caseExpr()
	case tDefine:
		return p.defineExpr()
	case tClass:
		return p.classExpr()
	case tNode:
		return p.nodeExpr()
	case tFunction:
		return p.functionExpr()
	case tType:
		return p.typeExpr()
	case tPrivate, tAttr:
		p.next()
		return &ReservedWord{Loc: p.tokLoc(t), Word: p.val(t)}
	case tRenderString:
		p.next()
		return &RenderStringExpr{Loc: p.tokLoc(t), Value: p.val(t)}
	case tRenderExpr:
		return p.renderExpr()
	}
	p.syntaxError(t)
	return nil
}

// number converts a number token. Integers keep their radix; integers
// beyond 64 bits are recorded for the validator, which rejects them. A
// float too large to represent fails the parse, as in Puppet.
func (p *parser) number(t *token) Expr {
	v := p.val(t)
	loc := p.tokLoc(t)
	radix, digits := 10, v
	switch {
	case len(v) > 1 && v[0] == '0' && (v[1] == 'x' || v[1] == 'X'):
		radix, digits = 16, v[2:]
	case strings.ContainsAny(v, ".eE"):
		if zeroWithExponent(v) {
			// Puppet's to_n gives no number for a zero raised to a power,
			// and its lexer fails on the token it cannot convert.
			p.fail("Internal Error, NUMBER token does not contain a valid number, "+v, t.start(), false)
		}
		f, err := strconv.ParseFloat(v, 64)
		if err != nil && math.IsInf(f, 0) {
			p.fail("A Literal Float resulted in a value outside of Puppet Float range, got '"+v+"'", t.start(), false)
		}
		return &LiteralFloat{Loc: loc, Value: f}
	case len(v) > 1 && v[0] == '0':
		radix, digits = 8, v[1:]
	}
	lit := p.slabs.ints.alloc()
	lit.Loc, lit.Radix = loc, radix
	n, err := strconv.ParseInt(digits, radix, 64)
	if err != nil {
		b, _ := new(big.Int).SetString(digits, radix)
		if p.bigInts == nil {
			p.bigInts = map[*LiteralInteger]*big.Int{}
		}
		p.bigInts[lit] = b
	}
	lit.Value = n
	return lit
}

// zeroWithExponent reports whether a float literal is a zero with a zero
// fraction and an exponent ("0.0e1", "0.00E-3").
func zeroWithExponent(v string) bool {
	rest, ok := strings.CutPrefix(v, "0.")
	if !ok {
		return false
	}
	rest = strings.TrimLeft(rest, "0")
	return rest != "" && (rest[0] == 'e' || rest[0] == 'E')
}

// array parses `[ entries ]`; `k => v` entries become hashes.
func (p *parser) array() Expr {
	lb := p.next()
	list := &LiteralList{}
	if p.peek().kind != tRBrack {
		base := len(p.scratch)
		lastHash := false
		for {
			a, isHash := p.argument(true)
			p.scratch, lastHash = appendArgument(p.scratch, a, isHash, lastHash)
			if p.peek().kind != tComma || p.peekAt(1).kind == tRBrack {
				break
			}
			p.next()
		}
		p.accept(tComma)
		list.Values = p.exprList(base)
	}
	list.Loc = p.loc(lb.start(), p.expect(tRBrack).end())
	return list
}

// hash parses `{ key => value, ... }`.
func (p *parser) hash() *LiteralHash {
	lb := p.next()
	h := &LiteralHash{}
	for p.peek().kind != tRBrace {
		key, _, _ := p.hashEntry()
		f := p.expect(tFarrow)
		val, _, _ := p.hashEntry()
		h.Entries = append(h.Entries, &KeyedEntry{Loc: p.loc(f.start(), val.Location().End), Key: key, Value: val})
		if !p.accept(tComma) {
			break
		}
	}
	h.Loc = p.loc(lb.start(), p.expect(tRBrace).end())
	return h
}

// dqString parses an interpolated string: tDQPre, then expressions
// separated by tDQMid, up to tDQPost. Empty text parts are dropped.
func (p *parser) dqString() Expr {
	pre := p.next()
	base := len(p.scratch)
	p.addText(pre)
	for {
		e, _ := p.assignment()
		text := p.slabs.texts.alloc()
		text.Loc, text.Expr = e.Location(), p.interpolated(e)
		p.scratch = append(p.scratch, text)
		t := p.peek()
		switch t.kind {
		case tDQMid:
			p.next()
			p.addText(t)
			continue
		case tDQPost:
			p.next()
			p.addText(t)
			return &ConcatenatedString{Loc: p.loc(pre.start(), t.end()), Segments: p.exprList(base)}
		}
		p.syntaxError(t)
	}
}

// addText pushes a string part on the scratch stack unless it is empty.
func (p *parser) addText(t *token) {
	if v := p.val(t); v != "" {
		p.scratch = append(p.scratch, p.newString(p.tokLoc(t), v))
	}
}

// interpolated applies Puppet's rewrite of interpolated expressions: the
// name at the bottom of an access or method call chain (`${x[1]}`,
// `${x.each ...}`) or a lone name is a variable.
func (p *parser) interpolated(e Expr) Expr {
	switch x := e.(type) {
	case *QualifiedName:
		return p.newVariable(x.Loc, x.Value)
	case *LiteralInteger:
		if x.Radix == 10 {
			return p.newVariable(x.Loc, strconv.FormatInt(x.Value, 10))
		}
	case *AccessExpr:
		if rewritable(x.Left) {
			x.Left = p.interpolated(x.Left)
		}
	case *NamedAccessExpr:
		if rewritable(x.Left) {
			x.Left = p.interpolated(x.Left)
		}
	case *CallMethodExpr:
		p.interpolated(x.Functor)
	}
	return e
}

func rewritable(e Expr) bool {
	switch x := e.(type) {
	case *AccessExpr, *QualifiedName, *NamedAccessExpr, *CallMethodExpr:
		return true
	case *LiteralInteger:
		return x.Radix == 10
	}
	return false
}

// heredoc parses a heredoc token and its text.
func (p *parser) heredoc() Expr {
	h := p.next()
	var text Expr
	if t := p.peek(); t.kind == tString {
		p.next()
		text = p.newString(p.tokLoc(t), p.val(t))
	} else {
		text = p.dqString()
	}
	return &HeredocExpr{Loc: p.tokLoc(h), Syntax: p.val(h), Text: text}
}
