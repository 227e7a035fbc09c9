package syntax

import "math/big"

// The parser is a recursive-descent rendering of Puppet's LALR grammar
// (egrammar.ra). Each method follows one grammar rule; where the LALR
// parser decides by operator precedence, the precedence table in
// precedence.go decides here. Errors abort the parse through a panic that
// Parse recovers, so no parse function has to thread an error result.

// maxDepth bounds the nesting of expressions, so that deeply nested input
// ends in an error instead of exhausting the stack (of the parser and of
// the evaluator that walks the tree).
const maxDepth = 1000

// parser is the state of one parse.
type parser struct {
	src     *Source
	tl      *tokenList
	toks    []token
	p       int
	lexErrs []*Error
	warns   []*Error
	// names is the stack of enclosing class names; nested classes and
	// defines get their fully qualified names at parse time.
	names []string
	depth int
	// bigInts holds integer literals too large for an int64; the validator
	// reports them as Puppet does.
	bigInts map[*LiteralInteger]*big.Int
	slabs   nodeSlabs
	// scratch is the stack on which lists are collected (see exprList).
	scratch []Expr
}

// parseAbort carries a syntax error out of the parse.
type parseAbort struct{ err *Error }

// Parse parses a Puppet manifest and runs Puppet's post-parse validation.
// The error, when not nil, is an *Error: the first lexical, syntax or
// validation error, in Puppet's wording.
func Parse(src *Source) (*Program, error) {
	prog, p, err := parseSource(src, false)
	p.tl.release()
	if err != nil {
		return nil, err
	}
	return p.validated(prog)
}

// ValidateSource reports every error Puppet's `puppet parser validate`
// reports for a manifest: a lexical or syntax error alone, or all the
// validation errors in Puppet's order (Parse returns the first). It
// returns nil for a valid manifest.
func ValidateSource(src *Source) []*Error {
	prog, p, err := parseSource(src, false)
	p.tl.release()
	if err != nil {
		return []*Error{err}
	}
	errs, _ := validate(prog, p.bigInts)
	return errs
}

// validated runs the validator on a parsed program and collects the
// warnings of lexing and validation.
func (p *parser) validated(prog *Program) (*Program, error) {
	errs, warns := validate(prog, p.bigInts)
	if len(errs) > 0 {
		first := *errs[0]
		first.More = errs[1:]
		return nil, &first
	}
	prog.Warnings = append(p.warns, warns...)
	bindVariables(prog)
	return prog, nil
}

// ParseEPP parses an EPP template and validates it; Program.Body holds a
// single *EppExpr.
func ParseEPP(src *Source) (*Program, error) {
	prog, p, err := parseSource(src, true)
	p.tl.release()
	if err != nil {
		return nil, err
	}
	return p.validated(prog)
}

// parseSource tokenizes and parses without validating. The caller
// releases p.tl when done with the tokens.
func parseSource(src *Source, epp bool) (prog *Program, p *parser, err *Error) {
	tl, lexErrs, warns := tokenize(src, epp)
	p = &parser{src: src, tl: tl, toks: tl.toks, lexErrs: lexErrs, warns: warns}
	defer func() {
		if r := recover(); r != nil {
			a, ok := r.(parseAbort)
			if !ok {
				panic(r)
			}
			prog, err = nil, a.err
		}
	}()
	if epp {
		prog = p.eppProgram()
	} else {
		prog = p.program()
	}
	return prog, p, nil
}

// val returns the value of token t.
func (p *parser) val(t *token) string { return p.tl.val(t) }

// loc makes a location for [start, end) of the source.
func (p *parser) loc(start, end int) Loc { return Loc{Src: p.src, Start: start, End: end} }

// peek returns the current token. Reaching a lexical error raises it, as
// Puppet's lexer raises when the parser asks for that token.
func (p *parser) peek() *token {
	t := &p.toks[p.p]
	if t.kind == tLexError {
		panic(parseAbort{p.lexErrs[int(t.aux)]})
	}
	return t
}

// peekAt returns the token n places ahead of the current one.
func (p *parser) peekAt(n int) *token {
	i := p.p
	for ; n > 0 && p.toks[i].kind != tEOF && p.toks[i].kind != tLexError; n-- {
		i++
	}
	t := &p.toks[i]
	if t.kind == tLexError {
		panic(parseAbort{p.lexErrs[int(t.aux)]})
	}
	return t
}

// next consumes and returns the current token.
func (p *parser) next() *token {
	t := p.peek()
	if t.kind != tEOF {
		p.p++
	}
	return t
}

// expect consumes a token of the given kind or fails at the current one.
func (p *parser) expect(k tokenKind) *token {
	t := p.peek()
	if t.kind != k {
		p.syntaxError(t)
	}
	return p.next()
}

// accept consumes the current token when it has the given kind.
func (p *parser) accept(k tokenKind) bool {
	if p.peek().kind == k {
		p.next()
		return true
	}
	return false
}

// syntaxError fails with Puppet's "Syntax error at ..." for token t.
func (p *parser) syntaxError(t *token) {
	if t.kind == tEOF {
		panic(parseAbort{&Error{Loc: p.loc(len(p.src.Text), len(p.src.Text)), Msg: "Syntax error at end of input", Incomplete: true, AtEnd: true}})
	}
	// A `/` where a value may start, with no closing `/` after it, is a
	// regexp that more input could close.
	open := t.kind == tDiv && t.aux == openRegexpMark
	p.fail("Syntax error at '"+p.tl.text(t)+"'", t.start(), open)
}

// fail aborts the parse with an error at offset pos.
func (p *parser) fail(msg string, pos int, incomplete bool) {
	panic(parseAbort{&Error{Loc: p.loc(pos, pos), Msg: msg, Incomplete: incomplete}})
}

// enter guards the nesting depth of the tree being built; leave must
// follow. Operator chains count one level per operator, since they build
// trees as deep as they are long.
func (p *parser) enter() {
	p.depth++
	if p.depth > maxDepth {
		p.fail("Expression nesting is too deep", p.peek().start(), false)
	}
}

func (p *parser) leave() { p.depth-- }

// leaveN undoes n calls of enter.
func (p *parser) leaveN(n int) { p.depth -= n }

// program parses a whole manifest.
func (p *parser) program() *Program {
	stmts := p.statements()
	if t := p.peek(); t.kind != tEOF {
		p.syntaxError(t)
	}
	return &Program{Loc: p.loc(0, len(p.src.Text)), Body: p.block(stmts, -1, -1)}
}

// block wraps statements in a BlockExpr spanning [start, end), or the
// statements themselves when start is negative.
func (p *parser) block(stmts []Expr, start, end int) *BlockExpr {
	if start < 0 {
		start, end = len(p.src.Text), len(p.src.Text)
		if len(stmts) > 0 {
			start = stmts[0].Location().Start
			end = stmts[len(stmts)-1].Location().End
		}
	}
	b := p.slabs.blocks.alloc()
	b.Loc, b.Statements = p.loc(start, end), stmts
	return b
}

// startsStatement reports whether a token can begin a statement.
func startsStatement(k tokenKind) bool {
	switch k {
	case tVariable, tName, tWord, tClassRef, tNumber, tString, tDQPre, tHeredoc, tRegex,
		tBoolean, tDefault, tUndef, tLBrack, tListStart, tLBrace, tLParen, tWSLParen,
		tIf, tUnless, tCase, tDefine, tClass, tNode, tFunction, tType, tPrivate, tAttr,
		tRenderString, tRenderExpr, tNot, tMinus, tTimes, tAt, tAtAt:
		return true
	}
	return false
}

// statements parses statements up to a token that cannot start one.
// Statements may be separated by `;`, which must then be followed by
// another statement. A comma separated list (`notice 1, 2`) is only valid
// as the arguments of a statement call; as in Puppet, a misplaced list is
// reported once the whole statement list has parsed.
func (p *parser) statements() []Expr {
	base := len(p.scratch)
	var listErr *Error
	for startsStatement(p.peek().kind) {
		e, _ := p.assignment()
		var list []Expr
		var comma *token
		if p.peek().kind == tComma {
			comma = p.peek()
			list = []Expr{e}
			for p.accept(tComma) {
				a, _ := p.assignment()
				list = append(list, a)
			}
		}
		var err *Error
		p.scratch, err = p.appendStatement(p.scratch, base, e, list, comma)
		if listErr == nil {
			listErr = err
		}
		if p.accept(tSemic) && !startsStatement(p.peek().kind) {
			p.syntaxError(p.peek())
		}
	}
	if listErr != nil {
		panic(parseAbort{listErr})
	}
	return p.exprList(base)
}

// statementCalls are the functions that may be called without
// parentheses: a bare name from this list followed by an expression (or a
// comma separated list) is a call.
var statementCalls = map[string]bool{
	"require": true, "realize": true, "include": true, "contain": true, "tag": true,
	"debug": true, "info": true, "notice": true, "warning": true, "err": true,
	"fail": true, "import": true, "break": true, "next": true, "return": true,
}

// appendStatement adds a statement (e, or the comma separated list) to
// the statements out[base:]. A statement-call name followed by a statement becomes a call of it,
// as Puppet forms calls once a statement list is complete; a call that
// stands as a statement does not need to produce a value. It returns the
// error for a list that does not follow a statement-call name.
func (p *parser) appendStatement(out []Expr, base int, e Expr, list []Expr, comma *token) ([]Expr, *Error) {
	var prev Expr
	if n := len(out); n > base {
		prev = out[n-1]
	}
	if qn, ok := prev.(*QualifiedName); ok && statementCalls[qn.Value] {
		if list == nil {
			list = []Expr{e}
		}
		out[len(out)-1] = &CallNamedFunctionExpr{
			Loc:     p.loc(qn.Start, list[len(list)-1].Location().End),
			Functor: qn, Args: list}
		return out, nil
	}
	if list != nil {
		msg := "illegal comma separated argument list"
		if qn, ok := prev.(*QualifiedName); ok {
			msg = "attempt to pass argument list to the function '" + qn.Value + "' which cannot be called without parentheses"
		}
		return out, &Error{Loc: p.loc(comma.start(), comma.start()), Msg: msg}
	}
	if call, ok := e.(*CallNamedFunctionExpr); ok {
		call.RValRequired = false
	}
	return append(out, e), nil
}
