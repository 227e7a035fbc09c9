package syntax

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// The lexer turns Puppet source into the token stream of Puppet's own lexer
// (lexer2): the same context rules decide between access and literal array
// (`[` after white space), between call and parenthesized expression (`(`
// first on a line), between regexp and division (the previous token), and
// a `{` after `?` opens a selector.
//
// The whole input is tokenized before parsing. A lexical error becomes a
// tLexError token at the place where Puppet's lexer would have raised it;
// the parser reports it when it reaches that token, so a syntax error that
// comes earlier in the text wins, as it does in Puppet.

// eppMode is the EPP state of the lexer: outside templates it is eppNone.
type eppMode uint8

const (
	eppNone eppMode = iota
	eppText         // scanning template text
	eppCode         // inside <% %>
	eppExpr         // inside <%= %>
)

// slurpMode selects how the text of a heredoc is split at `$`.
type slurpMode uint8

const (
	slurpAll   slurpMode = iota // no interpolation
	slurpUQ                     // interpolation, `\$` escapes a dollar
	slurpUQNoE                  // interpolation, every `$` is special
)

// maxLexDepth bounds the nesting of strings in interpolations and heredocs.
const maxLexDepth = 200

// lexer holds the state of one scan. A heredoc's text is scanned by a
// child lexer that writes into the same token list.
type lexer struct {
	src    *Source
	text   string // the text scanned: src.Text, or a heredoc's text
	pos    int
	out    *tokenList
	errs   *[]*Error
	warns  *[]*Error
	prev   tokenKind // the previous token, which decides `/` and `{`
	noPrev bool      // no token yet
	braces int       // open `{` and `${`
	// lineStart is where the current line's code began; `(` with only
	// blanks before it on its line is never a call. The blanks that start
	// the line at blanksFrom end at blanksEnd.
	lineStart             int
	blanksFrom, blanksEnd int
	// jump is where lexing continues after the next newline when heredoc
	// text follows the current line (-1 when none).
	jump int
	// [mStart, mEnd) is the last text matched by a scan; Puppet's
	// "Unclosed quote after ..." message quotes it.
	mStart, mEnd int
	// sub maps offsets of a heredoc's text back to the main source.
	sub   *subMap
	depth int
	epp   eppMode
	// eppOpen is where the open EPP tag's code began (-1 when closed).
	eppOpen int
	// composite is the index of the first token of the string or heredoc
	// being scanned; an error inside it discards its tokens.
	composite int
	// lines is scratch space for the lines of heredocs.
	lines []heredocLine
}

// badUnicodeEscape is Puppet's message for a malformed \u escape.
const badUnicodeEscape = "Unicode escape '\\u' was not followed by 4 hex digits or 1-6 hex digits in {} or was > 10ffff"

// lexAbort unwinds the lexer after an error has been recorded.
type lexAbort struct{}

// maxSource is the largest source the lexer accepts: token offsets are
// 32-bit.
const maxSource = 1<<31 - 1

// tokenize scans the whole source. epp starts in template text mode. It
// returns the tokens, the lexical errors (the tLexError tokens refer to
// them) and the warnings.
func tokenize(src *Source, epp bool) (*tokenList, []*Error, []*Error) {
	out := newTokenList(src.Text)
	var errs, warns []*Error
	l := &lexer{src: src, text: src.Text, out: out, errs: &errs, warns: &warns, noPrev: true, jump: -1, eppOpen: -1, composite: -1, blanksEnd: -1}
	msg, at := bomError(src.Text), 0
	if msg == "" && !utf8.ValidString(src.Text) {
		msg, at = "invalid byte sequence in UTF-8", firstInvalidUTF8(src.Text)
	}
	if len(src.Text) > maxSource {
		msg, at = "The source is too large", 0
	}
	if msg != "" {
		errs = append(errs, &Error{Loc: Loc{Src: src, Start: at, End: at}, Msg: msg})
		out.toks = append(out.toks, token{kind: tLexError})
		return out, errs, nil
	}
	l.run(epp)
	return out, errs, warns
}

// firstInvalidUTF8 returns the offset of the first byte of text that is
// not part of a valid UTF-8 sequence. Puppet refuses such a source as a
// whole (Ruby's string scanning raises), wherever the byte is.
func firstInvalidUTF8(text string) int {
	for i, r := range text {
		if r == utf8.RuneError {
			if _, n := utf8.DecodeRuneInString(text[i:]); n <= 1 {
				return i
			}
		}
	}
	return len(text)
}

// warn records a warning at offset pos of l.text.
func (l *lexer) warn(msg string, pos int) {
	g := l.global(pos)
	*l.warns = append(*l.warns, &Error{Loc: Loc{Src: l.src, Start: g, End: g}, Msg: msg})
}

func (l *lexer) run(epp bool) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(lexAbort); !ok {
				panic(r)
			}
		}
	}()
	if epp {
		l.epp = eppText
		l.emit(tEppStart, 0, 0, "", 0)
		l.interpolateEPP(false)
	} else {
		l.skipWS()
	}
	for l.pos < len(l.text) {
		l.lexToken()
	}
	if l.epp != eppNone && l.eppOpen >= 0 {
		l.fail("Unbalanced epp tag, reached <eof> without closing tag.", len(l.text), true)
	}
	l.emit(tEOF, len(l.text), len(l.text), "", 0)
}

// global maps an offset in l.text to an offset in the main source.
func (l *lexer) global(off int) int {
	if l.sub == nil {
		return off
	}
	return l.sub.global(off)
}

// emit appends a token; start and end are offsets in l.text. The value
// val is l.text[vs:] when vs is not negative.
func (l *lexer) emit(kind tokenKind, start, end int, val string, vs int) {
	l.queue(kind, start, end, val, vs)
	l.prev, l.noPrev = kind, false
}

// queue appends a token without making it the previous token: Puppet's
// lexer queues string parts and only the tokens lexed in between count.
func (l *lexer) queue(kind tokenKind, start, end int, val string, vs int) {
	t := token{kind: kind, off: int32(l.global(start)), lim: int32(l.global(end))}
	switch {
	case val == "":
	case vs >= 0 && l.sub == nil:
		t.vs, t.ve = int32(vs), int32(vs+len(val))
	default:
		l.out.values = append(l.out.values, val)
		t.vs = -int32(len(l.out.values))
	}
	l.out.toks = append(l.out.toks, t)
}

// op emits a fixed-text token of length n at the current position.
func (l *lexer) op(kind tokenKind, n int) {
	l.emit(kind, l.pos, l.pos+n, "", 0)
	l.pos += n
}

// matched returns the text of the last scan.
func (l *lexer) matched() string { return l.text[l.mStart:l.mEnd] }

func (l *lexer) setMatched(start, end int) { l.mStart, l.mEnd = start, end }

// fail records a lexical error at offset pos of l.text and aborts. The
// error token takes the place of the string or heredoc being scanned.
func (l *lexer) fail(msg string, pos int, incomplete bool) {
	// Some of Puppet's error positions point past the end of the text.
	g := l.global(min(pos, len(l.text)))
	*l.errs = append(*l.errs, &Error{Loc: Loc{Src: l.src, Start: g, End: g}, Msg: msg, Incomplete: incomplete})
	if l.composite >= 0 {
		l.out.toks = l.out.toks[:l.composite]
	}
	l.out.toks = append(l.out.toks, token{kind: tLexError, off: int32(g), lim: int32(g), aux: int32(len(*l.errs) - 1)})
	panic(lexAbort{})
}

func (l *lexer) peekByte(off int) byte {
	if p := l.pos + off; p < len(l.text) {
		return l.text[p]
	}
	return 0
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// isBlank is POSIX [[:blank:]] over Unicode: tab and space separators.
func isBlank(r rune) bool {
	return r == ' ' || r == '\t' || r >= 0x80 && unicode.Is(unicode.Zs, r)
}

// blankAt returns the byte length of a [[:blank:]\r] character at p, or 0.
func blankAt(s string, p int) int {
	c := s[p]
	if c == ' ' || c == '\t' || c == '\r' {
		return 1
	}
	if c < utf8.RuneSelf {
		return 0
	}
	r, n := utf8.DecodeRuneInString(s[p:])
	if isBlank(r) {
		return n
	}
	return 0
}

// skipWS skips [[:blank:]\r]+ and reports whether it skipped anything.
func (l *lexer) skipWS() bool {
	p := l.pos
	for p < len(l.text) {
		n := blankAt(l.text, p)
		if n == 0 {
			break
		}
		p += n
	}
	if p == l.pos {
		return false
	}
	l.setMatched(l.pos, p)
	l.pos = p
	return true
}

// lexToken lexes what starts at the current position: one token, white
// space, a comment, or a whole string or heredoc.
func (l *lexer) lexToken() {
	c := l.text[l.pos]
	switch c {
	case ' ', '\t', '\r':
		l.skipWS()
	case '\n':
		if l.jump >= 0 {
			l.pos, l.jump = l.jump, -1
		} else {
			l.pos++
		}
		l.lineStart = l.pos
	case '#':
		end := strings.IndexByte(l.text[l.pos:], '\n')
		if end < 0 {
			end = len(l.text)
		} else {
			end += l.pos
		}
		l.setMatched(l.pos, end)
		l.pos = end
	case '.':
		l.op(tDot, 1)
	case ',':
		l.op(tComma, 1)
	case ';':
		l.op(tSemic, 1)
	case '?':
		l.op(tQmark, 1)
	case '*':
		l.op(tTimes, 1)
	case ']':
		l.op(tRBrack, 1)
	case ')':
		l.op(tRParen, 1)
	case '[':
		kind := tLBrack
		if l.pos == 0 {
			kind = tListStart
		} else if r, _ := utf8.DecodeLastRuneInString(l.text[:l.pos]); r == '\n' || r == '\r' || isBlank(r) {
			kind = tListStart
		}
		l.op(kind, 1)
	case '(':
		kind := tLParen
		if l.onlyBlanksBefore() {
			kind = tWSLParen
		}
		l.op(kind, 1)
	case '{':
		l.braces++
		if !l.noPrev && l.prev == tQmark {
			l.op(tSelBrace, 1)
		} else {
			l.op(tLBrace, 1)
		}
	case '}':
		l.braces--
		l.op(tRBrace, 1)
	case '%':
		if l.epp != eppNone && l.peekByte(1) == '>' {
			before := l.pos
			outer := l.enterComposite()
			l.pos += 2
			if l.epp == eppExpr {
				l.emit(tEppEnd, before, l.pos, "", 0)
			}
			l.epp = eppText
			l.interpolateEPP(false)
			l.leaveComposite(outer)
		} else {
			l.op(tModulo, 1)
		}
	case '@':
		switch l.peekByte(1) {
		case '@':
			l.op(tAtAt, 2)
		case '(':
			l.heredoc()
		default:
			l.op(tAt, 1)
		}
	case '|':
		switch {
		case l.peekByte(1) == '>' && l.peekByte(2) == '>':
			l.op(tRRCollect, 3)
		case l.peekByte(1) == '>':
			l.op(tRCollect, 2)
		default:
			l.op(tPipe, 1)
		}
	case '=':
		switch l.peekByte(1) {
		case '=':
			l.op(tIsEqual, 2)
		case '>':
			l.op(tFarrow, 2)
		case '~':
			l.op(tMatch, 2)
		default:
			l.op(tEquals, 1)
		}
	case '+':
		switch l.peekByte(1) {
		case '=':
			l.op(tAppends, 2)
		case '>':
			l.op(tParrow, 2)
		default:
			l.op(tPlus, 1)
		}
	case '-':
		if l.epp != eppNone && l.peekByte(1) == '%' && l.peekByte(2) == '>' {
			// The end tag and the text after it come as one: an error in
			// the text takes the place of the tag.
			before := l.pos
			outer := l.enterComposite()
			l.pos += 3
			if l.epp == eppExpr {
				l.emit(tEppEndTrim, before, l.pos, "", 0)
			}
			l.interpolateEPP(true)
			l.leaveComposite(outer)
			return
		}
		switch l.peekByte(1) {
		case '>':
			l.op(tInEdge, 2)
		case '=':
			l.op(tDeletes, 2)
		default:
			l.op(tMinus, 1)
		}
	case '!':
		switch l.peekByte(1) {
		case '=':
			l.op(tNotEqual, 2)
		case '~':
			l.op(tNoMatch, 2)
		default:
			l.op(tNot, 1)
		}
	case '~':
		if l.peekByte(1) == '>' {
			l.op(tInEdgeSub, 2)
		} else {
			l.op(tTilde, 1)
		}
	case '/':
		l.slash()
	case '<':
		switch l.peekByte(1) {
		case '<':
			if l.peekByte(2) == '|' {
				l.op(tLLCollect, 3)
			} else {
				l.op(tLShift, 2)
			}
		case '=':
			l.op(tLessEqual, 2)
		case '|':
			l.op(tLCollect, 2)
		case '-':
			l.op(tOutEdge, 2)
		case '~':
			l.op(tOutEdgeSub, 2)
		default:
			l.op(tLess, 1)
		}
	case '>':
		switch l.peekByte(1) {
		case '>':
			l.op(tRShift, 2)
		case '=':
			l.op(tGreaterEqual, 2)
		default:
			l.op(tGreater, 1)
		}
	case ':':
		l.colon()
	case '$':
		l.variable()
	case '"':
		l.doubleQuoted()
	case '\'':
		l.singleQuoted()
	default:
		switch {
		case isDigit(c):
			l.number()
		case c >= 'a' && c <= 'z' || c == '_':
			l.name()
		case c >= 'A' && c <= 'Z':
			l.classRef()
		case !l.skipWS():
			// An unrecognized character: Puppet's lexer hands the parser a
			// token it cannot accept. Outside strings nothing after it is
			// ever lexed; inside one the rest of the string still is.
			_, n := utf8.DecodeRuneInString(l.text[l.pos:])
			l.emit(tOther, l.pos, l.pos+1, "", 0)
			if l.composite < 0 {
				l.pos = len(l.text)
			} else {
				l.pos += n
			}
		}
	}
}

// onlyBlanksBefore reports whether only blanks precede the current
// position on its line of code. The end of the line's leading blanks is
// remembered, so a line is scanned once.
func (l *lexer) onlyBlanksBefore() bool {
	if l.blanksFrom != l.lineStart || l.blanksEnd < l.lineStart {
		p := l.lineStart
		for p < len(l.text) {
			n := blankAt(l.text, p)
			if n == 0 {
				break
			}
			p += n
		}
		l.blanksFrom, l.blanksEnd = l.lineStart, p
	}
	return l.pos <= l.blanksEnd
}

// regexpAcceptable reports whether a `/` may start a regexp here: not
// after a token that ends a value.
func (l *lexer) regexpAcceptable() bool {
	if l.noPrev {
		return true
	}
	switch l.prev {
	case tRParen, tRBrack, tRRCollect, tRCollect,
		tName, tClassRef, tNumber, tString, tBoolean, tDQPre, tDQMid, tDQPost,
		tHeredoc, tRegex, tVariable, tWord:
		return false
	}
	return true
}

// slash lexes `/*` comments, regexps and the division operator.
func (l *lexer) slash() {
	before := l.pos
	if l.peekByte(1) == '*' {
		end := strings.Index(l.text[l.pos+2:], "*/")
		if end < 0 {
			l.fail("Unclosed multiline comment", before, true)
		}
		end += l.pos + 4
		l.setMatched(l.pos, end)
		l.pos = end
		return
	}
	if !l.regexpAcceptable() {
		l.op(tDiv, 1)
		return
	}
	i := strings.IndexByte(l.text[before+1:], '/')
	if i < 0 {
		l.openRegexp()
		return
	}
	end := before + 1 + i + 1
	l.setMatched(before, end)
	for escapedEnd(l.text[before:end]) {
		j := strings.IndexByte(l.text[end:], '/')
		if j < 0 {
			l.openRegexp()
			return
		}
		end += j + 1
		l.setMatched(end-1, end)
	}
	pattern := l.text[before+1 : end-1]
	if msg := checkRegexp(pattern); msg != "" {
		l.fail(msg, before, false)
	}
	l.pos = end
	l.emit(tRegex, before, end, pattern, before+1)
}

// openRegexp emits the `/` of a regexp that is not closed before the end
// of the input as Puppet does, as a division (after a failed scan, which
// leaves nothing matched); the token is marked so that a syntax error at
// it counts as incomplete input.
func (l *lexer) openRegexp() {
	l.setMatched(l.pos, l.pos)
	l.op(tDiv, 1)
	l.out.toks[len(l.out.toks)-1].aux = openRegexpMark
}

// openRegexpMark marks a tDiv token that may start an unclosed regexp.
const openRegexpMark = 1

// escapedEnd reports whether the final `/` of a regexp candidate is
// escaped by an odd number of backslashes.
func escapedEnd(v string) bool {
	if !strings.HasSuffix(v, `\/`) {
		return false
	}
	n := 0
	for i := len(v) - 2; i > 0 && v[i] == '\\'; i-- {
		n++
	}
	return n%2 == 1
}

// colon lexes `:`, and names and references that start with `::`.
func (l *lexer) colon() {
	if l.peekByte(1) != ':' {
		l.op(tColon, 1)
		return
	}
	before := l.pos
	c := l.peekByte(2)
	switch {
	case c >= 'A' && c <= 'Z':
		end, ok := scanClassRef(l.text, before)
		if ok && !strings.HasPrefix(l.text[end:], "::") {
			l.word(tClassRef, before, end)
			return
		}
		if !ok {
			end = before
		}
		l.fail("Illegal fully qualified class reference", end+3, false)
	default:
		end, ok := scanBareWord(l.text, before)
		if !ok {
			l.fail("Illegal fully qualified name", before+2, false)
		}
		l.bareWord(before, end)
	}
}

// word emits a name-like token spanning [start, end).
func (l *lexer) word(kind tokenKind, start, end int) {
	l.setMatched(start, end)
	l.pos = end
	l.emit(kind, start, end, l.text[start:end], start)
}

// bareWord emits a keyword, NAME or WORD for the bare word [start, end).
func (l *lexer) bareWord(start, end int) {
	v := l.text[start:end]
	if !isName(v) {
		l.word(tWord, start, end)
		return
	}
	if k, ok := keyword(v); ok {
		l.word(k, start, end)
		return
	}
	l.word(tName, start, end)
}

func (l *lexer) name() {
	end, _ := scanBareWord(l.text, l.pos)
	l.bareWord(l.pos, end)
}

func (l *lexer) classRef() {
	before := l.pos
	end, _ := scanClassRef(l.text, before)
	if strings.HasPrefix(l.text[end:], "::") {
		l.fail("Illegal class reference", end+1, false)
	}
	l.word(tClassRef, before, end)
}

// scanBareWord matches ((::)?[a-z_]([\w-]*\w)?)+ at i.
func scanBareWord(s string, i int) (int, bool) {
	j, ok := i, false
	for {
		k := j
		if strings.HasPrefix(s[k:], "::") {
			k += 2
		}
		if k >= len(s) || !(s[k] >= 'a' && s[k] <= 'z' || s[k] == '_') {
			return j, ok
		}
		m := k + 1
		e := m
		for e < len(s) && (isWordByte(s[e]) || s[e] == '-') {
			e++
		}
		for e > m && s[e-1] == '-' {
			e--
		}
		j, ok = e, true
	}
}

// scanClassRef matches ((::)?[A-Z]\w*)+ at i.
func scanClassRef(s string, i int) (int, bool) {
	j, ok := i, false
	for {
		k := j
		if strings.HasPrefix(s[k:], "::") {
			k += 2
		}
		if k >= len(s) || !(s[k] >= 'A' && s[k] <= 'Z') {
			return j, ok
		}
		m := k + 1
		for m < len(s) && isWordByte(s[m]) {
			m++
		}
		j, ok = m, true
	}
}

// isName reports whether v matches ((::)?[a-z]\w*)(::[a-z]\w*)*.
func isName(v string) bool {
	v = strings.TrimPrefix(v, "::")
	for {
		if v == "" || v[0] < 'a' || v[0] > 'z' {
			return false
		}
		i := 1
		for i < len(v) && isWordByte(v[i]) {
			i++
		}
		if i == len(v) {
			return true
		}
		if !strings.HasPrefix(v[i:], "::") {
			return false
		}
		v = v[i+2:]
	}
}

// scanVarName matches (::)?(\w+::)*\w+ at i and returns its end, or i.
func scanVarName(s string, i int) int {
	k := i
	if strings.HasPrefix(s[k:], "::") {
		k += 2
	}
	m := k
	for m < len(s) && isWordByte(s[m]) {
		m++
	}
	if m == k {
		return i
	}
	for strings.HasPrefix(s[m:], "::") && m+2 < len(s) && isWordByte(s[m+2]) {
		m += 2
		for m < len(s) && isWordByte(s[m]) {
			m++
		}
	}
	return m
}

func (l *lexer) variable() {
	before := l.pos
	end := scanVarName(l.text, before+1)
	if end == before+1 {
		// A lone `$`: the validator reports the empty name. The failed
		// scan leaves nothing matched.
		l.setMatched(before, before)
		l.op(tVariable, 1)
		return
	}
	l.setMatched(before, end)
	l.pos = end
	l.emit(tVariable, before, end, l.text[before+1:end], before+1)
}
