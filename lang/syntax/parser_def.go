package syntax

// body parses `{ statements }` into a block spanning the braces.
func (p *parser) body() *BlockExpr {
	lb := p.expect(tLBrace)
	stmts := p.statements()
	rb := p.expect(tRBrace)
	return p.block(stmts, lb.start(), rb.end())
}

// ifPart parses the rest of `if test { } elsif ... else { }` after the
// `if` or `elsif` at start.
func (p *parser) ifPart(start int) Expr {
	e := &IfExpr{Test: p.expression()}
	e.Then = p.body()
	e.Loc = p.loc(start, e.Then.End)
	switch t := p.peek(); t.kind {
	case tElsif:
		p.next()
		e.Else = p.ifPart(t.start())
		e.End = e.Else.Location().End
	case tElse:
		p.next()
		b := p.body()
		e.End = b.End
		if len(b.Statements) > 0 {
			e.Else = b
		}
	}
	return e
}

func (p *parser) unlessExpr() Expr {
	t := p.next()
	e := &UnlessExpr{Test: p.expression()}
	e.Then = p.body()
	e.Loc = p.loc(t.start(), e.Then.End)
	if p.accept(tElse) {
		b := p.body()
		e.End = b.End
		if len(b.Statements) > 0 {
			e.Else = b
		}
	}
	return e
}

// caseExpr parses `case test { values: { body } ... }`; a case option is
// located at its colon, as in Puppet.
func (p *parser) caseExpr() Expr {
	t := p.next()
	c := &CaseExpr{Test: p.expression()}
	p.expect(tLBrace)
	for {
		o := &CaseOption{Values: []Expr{p.expression()}}
		for p.accept(tComma) {
			o.Values = append(o.Values, p.expression())
		}
		colon := p.expect(tColon)
		o.Then = p.body()
		o.Loc = p.loc(colon.start(), o.Then.End)
		c.Options = append(c.Options, o)
		if p.peek().kind == tRBrace {
			break
		}
	}
	c.Loc = p.loc(t.start(), p.next().end())
	return c
}

// className parses the name of a class, define or function.
func (p *parser) className() *token {
	t := p.peek()
	switch t.kind {
	case tName, tWord, tClassRef:
		return p.next()
	case tClass:
		p.fail("'class' keyword not allowed at this location", t.start(), false)
	case tString:
		p.fail("A quoted string is not valid as a name here", t.start(), false)
	}
	p.syntaxError(t)
	return nil
}

// qualified prefixes a name with the enclosing classes, as Puppet does at
// parse time.
func (p *parser) qualified(name string) string {
	ns := ""
	for i, n := range p.names {
		if i > 0 {
			ns += "::"
		}
		ns += n
	}
	full := ns + "::" + name
	if len(full) >= 2 && full[:2] == "::" {
		full = full[2:]
	}
	return full
}

func (p *parser) classExpr() Expr {
	t := p.next()
	name := p.className()
	c := &HostClassDefinition{Name: p.qualified(p.val(name))}
	p.names = append(p.names, p.val(name))
	c.Params = p.parameterList()
	if p.accept(tInherits) {
		if p.peek().kind == tDefault {
			c.Parent = p.val(p.next())
		} else {
			c.Parent = p.val(p.className())
		}
	}
	c.Body = p.body()
	p.names = p.names[:len(p.names)-1]
	c.Loc = p.loc(t.start(), c.Body.End)
	return c
}

func (p *parser) defineExpr() Expr {
	t := p.next()
	name := p.className()
	d := &ResourceTypeDefinition{Name: p.qualified(p.val(name))}
	d.Params = p.parameterList()
	d.Body = p.body()
	d.Loc = p.loc(t.start(), d.Body.End)
	return d
}

func (p *parser) functionExpr() Expr {
	t := p.next()
	f := &FunctionDefinition{Name: p.val(p.className())}
	f.Params = p.parameterList()
	f.ReturnType = p.returnType()
	f.Body = p.body()
	f.Loc = p.loc(t.start(), f.Body.End)
	return f
}

// nodeExpr parses `node matches (inherits match)? { body }`.
func (p *parser) nodeExpr() Expr {
	t := p.next()
	n := &NodeDefinition{HostMatches: []Expr{p.hostname()}}
	for p.peek().kind == tComma && startsHostname(p.peekAt(1).kind) {
		p.next()
		n.HostMatches = append(n.HostMatches, p.hostname())
	}
	p.accept(tComma)
	if p.accept(tInherits) {
		n.parent = p.hostname()
	}
	n.Body = p.body()
	n.Loc = p.loc(t.start(), n.Body.End)
	return n
}

func startsHostname(k tokenKind) bool {
	switch k {
	case tName, tNumber, tString, tWord, tDQPre, tHeredoc, tDefault, tRegex:
		return true
	}
	return false
}

// hostname parses a node match: a dotted name (`a.b.c`, `192.168.0.1`),
// a string, `default` or a regexp.
func (p *parser) hostname() Expr {
	t := p.peek()
	switch t.kind {
	case tName, tNumber:
		p.next()
		v, end := p.val(t), t.end()
		for p.accept(tDot) {
			n := p.peek()
			if n.kind != tName && n.kind != tNumber {
				p.syntaxError(n)
			}
			p.next()
			v += "." + p.val(n)
			end = n.end()
		}
		return &LiteralString{Loc: p.loc(t.start(), end), Value: v}
	case tString, tWord, tDQPre, tHeredoc, tDefault, tRegex:
		return p.primary()
	}
	p.syntaxError(t)
	return nil
}

// typeExpr parses what starts with `type`: a call `type(...)`, a type
// alias, a type mapping or a (rejected) type definition.
func (p *parser) typeExpr() Expr {
	t := p.next()
	if p.peek().kind == tLParen {
		return p.callArgs(p.newName(p.tokLoc(t), "type"), t.start())
	}
	ref := p.expect(tClassRef)
	name := p.newRef(p.tokLoc(ref), p.val(ref))
	switch p.peek().kind {
	case tLBrack:
		lhs := p.parameterTypeAccess(name)
		p.expect(tEquals)
		rhs := p.aliasValue()
		return &TypeMapping{Loc: p.loc(lhs.Location().Start, rhs.Location().End), Type: lhs, Mapping: rhs}
	case tEquals:
		p.next()
		rhs := p.aliasValue()
		return &TypeAlias{Loc: p.loc(ref.start(), rhs.Location().End), Name: p.val(ref), Type: rhs}
	case tLBrace, tInherits:
		d := &TypeDefinition{Name: p.val(ref)}
		if p.accept(tInherits) {
			d.Parent = p.val(p.expect(tClassRef))
		}
		d.Body = p.body()
		d.Loc = p.loc(t.start(), d.Body.End)
		return d
	}
	p.syntaxError(p.peek())
	return nil
}

// aliasValue parses the right side of a type alias: a type, a
// parameterized type, a type with an object body (`Parent { ... }`), a
// hash (an Object body) or an array.
func (p *parser) aliasValue() Expr {
	t := p.peek()
	switch t.kind {
	case tClassRef:
		p.next()
		ref := p.newRef(p.tokLoc(t), p.val(t))
		switch p.peek().kind {
		case tLBrack:
			return p.access(ref)
		case tLBrace:
			h := p.hash()
			if ref.Value != "Object" && ref.Value != "TypeSet" {
				h.Entries = append(h.Entries, &KeyedEntry{Loc: ref.Loc,
					Key: p.newName(ref.Loc, "parent"), Value: ref})
				ref = p.newRef(ref.Loc, "Object")
			}
			return &AccessExpr{Loc: p.loc(ref.Start, h.End), Left: ref, Keys: []Expr{h}}
		}
		return ref
	case tLBrace:
		h := p.hash()
		obj := p.newRef(h.Loc, "Object")
		return &AccessExpr{Loc: h.Loc, Left: obj, Keys: []Expr{h}}
	case tLBrack, tListStart:
		return p.array()
	}
	p.syntaxError(t)
	return nil
}

// parameterTypeAccess parses `[args]` after a type in a parameter or
// return type, where no trailing comma is allowed.
func (p *parser) parameterTypeAccess(ref Expr) Expr {
	p.next()
	keys := p.accessArgs(false)
	rb := p.expect(tRBrack)
	return &AccessExpr{Loc: p.loc(ref.Location().Start, rb.end()), Left: ref, Keys: keys}
}

// parameterType parses a parameter's type: Name or Name[args].
func (p *parser) parameterType() Expr {
	t := p.next()
	var ref Expr = p.newRef(p.tokLoc(t), p.val(t))
	if p.peek().kind == tLBrack {
		ref = p.parameterTypeAccess(ref)
	}
	return ref
}

// returnType parses an optional `>> Type`.
func (p *parser) returnType() Expr {
	if !p.accept(tRShift) {
		return nil
	}
	if p.peek().kind != tClassRef {
		p.syntaxError(p.peek())
	}
	return p.parameterType()
}

// parameterList parses an optional `(parameters)`.
func (p *parser) parameterList() []*Parameter {
	if k := p.peek().kind; k != tLParen && k != tWSLParen {
		return nil
	}
	p.next()
	var params []*Parameter
	if p.peek().kind != tRParen {
		params = p.parameters()
	}
	p.expect(tRParen)
	return params
}

// parameters parses `param, param, ...` with an optional trailing comma.
func (p *parser) parameters() []*Parameter {
	params := []*Parameter{p.parameter()}
	for p.peek().kind == tComma && startsParameter(p.peekAt(1).kind) {
		p.next()
		params = append(params, p.parameter())
	}
	p.accept(tComma)
	return params
}

func startsParameter(k tokenKind) bool { return k == tClassRef || k == tTimes || k == tVariable }

// parameter parses `Type? *? $name (= default)?`; it is located at its
// variable, as in Puppet.
func (p *parser) parameter() *Parameter {
	var typ Expr
	if p.peek().kind == tClassRef {
		typ = p.parameterType()
	}
	rest := p.accept(tTimes)
	v := p.expect(tVariable)
	prm := p.slabs.params.alloc()
	*prm = Parameter{Loc: p.tokLoc(v), Name: p.val(v), Type: typ, CapturesRest: rest}
	if p.accept(tEquals) {
		prm.Value = p.expression()
	}
	return prm
}

// lambda parses `|params| >> Type { body }`.
func (p *parser) lambda() *LambdaExpr {
	pipe := p.next()
	l := &LambdaExpr{}
	if p.peek().kind != tPipe {
		l.Params = p.parameters()
	}
	p.expect(tPipe)
	l.ReturnType = p.returnType()
	l.Body = p.body()
	l.Loc = p.loc(pipe.start(), l.Body.End)
	return l
}

// eppProgram parses an EPP template: optional `|params|`, then statements
// in which text and `<%= %>` are render expressions.
func (p *parser) eppProgram() *Program {
	p.expect(tEppStart)
	e := &EppExpr{Loc: p.loc(0, len(p.src.Text))}
	if p.accept(tPipe) {
		e.ParamsGiven = true
		if p.peek().kind != tPipe {
			e.Params = p.parameters()
		}
		p.expect(tPipe)
	}
	e.Body = p.block(p.statements(), -1, -1)
	if t := p.peek(); t.kind != tEOF {
		p.syntaxError(t)
	}
	return &Program{Loc: e.Loc, Body: &BlockExpr{Loc: e.Loc, Statements: []Expr{e}}}
}

// renderExpr parses `<%= expression %>` or `<%= { statements } %>`.
func (p *parser) renderExpr() Expr {
	t := p.next()
	var e Expr
	if p.peek().kind == tLBrace && p.peekAt(1).kind != tRBrace && !p.braceStartsHash() {
		lb := p.next()
		stmts := p.statements()
		rb := p.expect(tRBrace)
		if len(stmts) == 1 {
			e = stmts[0]
		} else {
			e = p.block(stmts, lb.start(), rb.end())
		}
	} else {
		e = p.expression()
	}
	end := p.peek()
	if end.kind != tEppEnd && end.kind != tEppEndTrim {
		p.syntaxError(end)
	}
	p.next()
	return &RenderExpr{Loc: p.loc(t.start(), end.end()), Expr: e}
}

// braceStartsHash looks past the `{` at the current token: a first entry
// followed by `=>` makes it a hash. The parse position is restored.
func (p *parser) braceStartsHash() bool {
	save := p.p
	p.next()
	p.hashEntry()
	isHash := p.peek().kind == tFarrow
	p.p = save
	return isHash
}
