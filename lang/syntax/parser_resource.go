package syntax

// resourceTails parses the `{ ... }` bodies that follow a resource's type.
func (p *parser) resourceTails(e Expr) Expr {
	n := 0
	for ; p.peek().kind == tLBrace; n++ {
		p.enter()
		e = p.resourceBody(e)
	}
	p.leaveN(n)
	return e
}

// resourceBody parses one `{ ... }` after left. With titles (`{ 'a': ... }`)
// it is a resource; without, its shape decides: a type reference makes
// resource defaults (`File { ... }`), an access an override
// (`File['a'] { ... }`), and a bare name is either a statement call with a
// hash (`notice { a => 1 }`) or a resource without a title, which the
// validator rejects.
func (p *parser) resourceBody(left Expr) Expr {
	lb := p.next()
	if !p.untitledBody() {
		bodies := p.resourceBodies()
		rb := p.expect(tRBrace)
		return &ResourceExpr{Loc: p.loc(left.Location().Start, rb.end()), TypeName: left, Bodies: bodies}
	}
	ops := p.attributeOps()
	p.accept(tComma)
	rb := p.expect(tRBrace)
	loc := p.loc(left.Location().Start, rb.end())
	switch l := left.(type) {
	case *QualifiedName:
		h := &LiteralHash{Loc: p.loc(lb.start(), rb.end())}
		for _, op := range ops {
			switch o := op.(type) {
			case *AttributeOperation:
				if o.Op == OpAppend {
					p.fail("Syntax error resource body without title or hash with +>", lb.start(), false)
				}
				h.Entries = append(h.Entries, &KeyedEntry{Loc: o.Loc,
					Key: p.newString(o.Loc, o.Name), Value: o.Value})
			case *AttributesOperation:
				h.Entries = append(h.Entries, &KeyedEntry{Loc: o.Loc, Key: &LiteralUndef{Loc: o.Loc}, Value: o.Expr})
			}
		}
		stmts, _ := p.appendStatement([]Expr{l}, 0, h, nil, nil)
		if len(stmts) == 1 {
			return stmts[0]
		}
		return &BlockExpr{Loc: loc, Statements: stmts}
	case *QualifiedReference:
		return &ResourceDefaultsExpr{Loc: loc, TypeRef: l, Ops: ops}
	case *AccessExpr:
		return &ResourceOverrideExpr{Loc: loc, Resources: l, Ops: ops}
	}
	p.fail("Expression is not valid as a resource, resource-default, or resource-override", left.Location().Start, false)
	return nil
}

// untitledBody decides, after `{`, between titled bodies and bare
// attribute operations, by the tokens a LALR parser would look at.
func (p *parser) untitledBody() bool {
	t := p.peek()
	switch t.kind {
	case tRBrace, tComma:
		return true
	case tAnd, tOr, tIn, tElsif, tElse, tInherits:
		// Keywords that cannot start a title can only name an attribute.
		return true
	}
	switch {
	case isAttributeName(t.kind):
		k := p.peekAt(1).kind
		return k == tFarrow || k == tParrow
	case t.kind == tTimes:
		return p.peekAt(1).kind == tFarrow
	}
	return false
}

// isAttributeName reports whether a token can name an attribute: a name
// or any keyword except true and false.
func isAttributeName(k tokenKind) bool {
	return k == tName || k.isKeyword() && k != tBoolean
}

// resourceBodies parses `title: attrs; title: attrs ...` up to the `}`.
func (p *parser) resourceBodies() []*ResourceBody {
	var bodies []*ResourceBody
	for {
		title := p.expression()
		p.expect(tColon)
		b := &ResourceBody{Title: title, Ops: p.attributeOps()}
		end := title.Location().End
		if n := len(b.Ops); n > 0 {
			end = b.Ops[n-1].Location().End
		}
		b.Loc = p.loc(title.Location().Start, end)
		p.accept(tComma)
		bodies = append(bodies, b)
		if !p.accept(tSemic) || p.peek().kind == tRBrace {
			return bodies
		}
	}
}

// classResource parses `class { 'name': params }`.
func (p *parser) classResource() Expr {
	t := p.next()
	p.next()
	bodies := p.resourceBodies()
	rb := p.expect(tRBrace)
	return &ResourceExpr{Loc: p.loc(t.start(), rb.end()),
		TypeName: p.newName(p.tokLoc(t), "class"), Bodies: bodies}
}

// attributeOps parses `name => value, name +> value, * => hash` (possibly
// none, possibly starting with a comma).
func (p *parser) attributeOps() []AttributeOp {
	var ops []AttributeOp
	if startsAttributeOp(p.peek().kind) {
		ops = append(ops, p.attributeOp())
	}
	for p.peek().kind == tComma && startsAttributeOp(p.peekAt(1).kind) {
		p.next()
		ops = append(ops, p.attributeOp())
	}
	return ops
}

func startsAttributeOp(k tokenKind) bool { return isAttributeName(k) || k == tTimes }

func (p *parser) attributeOp() AttributeOp {
	t := p.next()
	if t.kind == tTimes {
		p.expect(tFarrow)
		v := p.expression()
		return &AttributesOperation{Loc: p.loc(t.start(), v.Location().End), Expr: v}
	}
	op := OpArrow
	switch p.peek().kind {
	case tFarrow:
	case tParrow:
		op = OpAppend
	default:
		p.syntaxError(p.peek())
	}
	p.next()
	v := p.expression()
	a := p.slabs.attrs.alloc()
	*a = AttributeOperation{Loc: p.loc(t.start(), v.Location().End), Name: p.val(t), Op: op, Value: v}
	return a
}

// collect parses `<| query |>` or `<<| query |>>` after a type, and an
// optional `{ attribute operations }`.
func (p *parser) collect(left Expr) Expr {
	t := p.next()
	q := &QueryExpr{Exported: t.kind == tLLCollect}
	closing := tRCollect
	if q.Exported {
		closing = tRRCollect
	}
	if p.peek().kind != closing {
		q.Expr = p.expression()
	}
	q.Loc = p.loc(t.start(), p.expect(closing).end())
	c := &CollectExpr{Loc: p.loc(left.Location().Start, q.End), Query: q}
	if ref, ok := left.(*QualifiedReference); ok {
		c.TypeRef = ref
	} else {
		c.badType = left
	}
	if p.accept(tLBrace) {
		c.Ops = p.attributeOps()
		p.accept(tComma)
		c.End = p.expect(tRBrace).end()
	}
	return c
}
