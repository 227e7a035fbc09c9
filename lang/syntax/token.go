package syntax

import "sync"

// tokenKind identifies a lexical token. The set mirrors the terminals of
// Puppet's grammar so that the parser can follow it rule for rule.
type tokenKind uint8

// The token kinds. Keyword kinds follow the punctuation so that keyword
// checks are a range test.
const (
	tEOF          tokenKind = iota
	tLexError               // a lexical error; aux indexes lexer.errs
	tOther                  // a character the lexer does not recognize
	tString                 // a string without interpolation (val is processed)
	tWord                   // a bare word that is not a NAME (e.g. `a-b`, `_x`)
	tDQPre                  // text before the first interpolation of a string
	tDQMid                  // text between two interpolations
	tDQPost                 // text after the last interpolation
	tName                   // a lower case (qualified) name
	tClassRef               // a capitalized (qualified) name
	tNumber                 // a number as written
	tVariable               // `$name` (val is the name without `$`)
	tRegex                  // `/pattern/` (val is the pattern)
	tHeredoc                // `@(tag)` (val is the syntax); the text follows
	tLBrack                 // `[` directly after a value: access
	tListStart              // `[` after white space: literal array
	tRBrack                 // ]
	tLBrace                 // {
	tSelBrace               // `{` after `?`
	tRBrace                 // }
	tLParen                 // (
	tWSLParen               // `(` first on its line: never a call
	tRParen                 // )
	tEquals                 // =
	tAppends                // +=
	tDeletes                // -=
	tIsEqual                // ==
	tNotEqual               // !=
	tMatch                  // =~
	tNoMatch                // !~
	tGreaterEqual           // >=
	tGreater                // >
	tLessEqual              // <=
	tLess                   // <
	tFarrow                 // =>
	tParrow                 // +>
	tLShift                 // <<
	tLLCollect              // <<|
	tLCollect               // <|
	tRShift                 // >>
	tRRCollect              // |>>
	tRCollect               // |>
	tPlus                   // +
	tMinus                  // -
	tDiv                    // /
	tTimes                  // *
	tModulo                 // %
	tNot                    // !
	tDot                    // .
	tPipe                   // |
	tAt                     // @
	tAtAt                   // @@
	tColon                  // :
	tComma                  // ,
	tSemic                  // ;
	tQmark                  // ?
	tTilde                  // ~ (not an operator)
	tInEdge                 // ->
	tInEdgeSub              // ~>
	tOutEdge                // <-
	tOutEdgeSub             // <~
	tRenderString           // EPP template text
	tRenderExpr             // EPP `<%=`
	tEppStart               // start of an EPP template
	tEppEnd                 // EPP `%>` closing `<%=`
	tEppEndTrim             // EPP `-%>` closing `<%=`

	// Keywords.
	tCase
	tClass
	tDefault
	tDefine
	tIf
	tElsif
	tElse
	tInherits
	tNode
	tAnd
	tOr
	tUndef
	tBoolean // val is "true" or "false"
	tIn
	tUnless
	tFunction
	tType
	tAttr
	tPrivate
)

// keyword returns the token kind of a reserved word.
func keyword(v string) (tokenKind, bool) {
	switch v {
	case "case":
		return tCase, true
	case "class":
		return tClass, true
	case "default":
		return tDefault, true
	case "define":
		return tDefine, true
	case "if":
		return tIf, true
	case "elsif":
		return tElsif, true
	case "else":
		return tElse, true
	case "inherits":
		return tInherits, true
	case "node":
		return tNode, true
	case "and":
		return tAnd, true
	case "or":
		return tOr, true
	case "undef":
		return tUndef, true
	case "false", "true":
		return tBoolean, true
	case "in":
		return tIn, true
	case "unless":
		return tUnless, true
	case "function":
		return tFunction, true
	case "type":
		return tType, true
	case "attr":
		return tAttr, true
	case "private":
		return tPrivate, true
	}
	return 0, false
}

// isKeyword reports whether k is one of the reserved words.
func (k tokenKind) isKeyword() bool { return k >= tCase }

// punctuation gives the source text of the fixed-text tokens; syntax
// errors quote it ("Syntax error at '=>'").
var punctuation = [...]string{
	tLBrack: "[", tListStart: "[", tRBrack: "]", tLBrace: "{", tSelBrace: "{", tRBrace: "}",
	tLParen: "(", tWSLParen: "(", tRParen: ")", tEquals: "=", tAppends: "+=", tDeletes: "-=",
	tIsEqual: "==", tNotEqual: "!=", tMatch: "=~", tNoMatch: "!~", tGreaterEqual: ">=",
	tGreater: ">", tLessEqual: "<=", tLess: "<", tFarrow: "=>", tParrow: "+>", tLShift: "<<",
	tLLCollect: "<<|", tLCollect: "<|", tRShift: ">>", tRRCollect: "|>>", tRCollect: "|>",
	tPlus: "+", tMinus: "-", tDiv: "/", tTimes: "*", tModulo: "%", tNot: "!", tDot: ".",
	tPipe: "|", tAt: "@", tAtAt: "@@", tColon: ":", tComma: ",", tSemic: ";", tQmark: "?",
	tTilde: "~", tInEdge: "->", tInEdgeSub: "~>", tOutEdge: "<-", tOutEdgeSub: "<~",
	tEppEnd: "%>", tEppEndTrim: "-%>",
	tCase: "case", tClass: "class", tDefault: "default", tDefine: "define", tIf: "if",
	tElsif: "elsif", tElse: "else", tInherits: "inherits", tNode: "node", tAnd: "and",
	tOr: "or", tUndef: "undef", tIn: "in", tUnless: "unless", tFunction: "function",
	tType: "type", tAttr: "attr", tPrivate: "private",
}

// token is one lexical token. Its offsets are byte offsets into the main
// source text, also for tokens that come from a heredoc's text; they are
// 32-bit to keep the token list compact (sources are limited to 2 GiB).
//
// A token holds no pointers, so the token list costs the garbage collector
// nothing to scan. Its value (the processed text of strings, the name of
// names and variables, the digits of numbers, the pattern of regexps) is
// the main source's text [vs, ve), or values[-vs-1] when vs is negative.
type token struct {
	kind     tokenKind
	off, lim int32
	// aux is the index of the error for tLexError tokens.
	aux    int32
	vs, ve int32
}

// start is the offset of the token's first byte.
func (t *token) start() int { return int(t.off) }

// end is the offset after the token's last byte.
func (t *token) end() int { return int(t.lim) }

// tokenList is the lexer's output: the tokens and the values that are not
// slices of the main source. Token lists are reused (see tokenPool): the
// tree keeps the values' strings, never the list.
type tokenList struct {
	src    string
	toks   []token
	values []string
}

// tokenPool recycles token lists between parses, sparing the allocation
// and clearing of a large array for every input.
var tokenPool = sync.Pool{New: func() any { return new(tokenList) }}

// newTokenList takes a token list from the pool, with room for about
// the number of tokens a source of n bytes has.
func newTokenList(src string) *tokenList {
	tl := tokenPool.Get().(*tokenList)
	tl.src = src
	if want := len(src)/4 + 16; cap(tl.toks) < want {
		tl.toks = make([]token, 0, want)
	}
	return tl
}

// release returns a token list to the pool.
func (tl *tokenList) release() {
	clear(tl.values)
	tl.src, tl.toks, tl.values = "", tl.toks[:0], tl.values[:0]
	tokenPool.Put(tl)
}

// val returns the value of token t.
func (tl *tokenList) val(t *token) string {
	if t.vs >= 0 {
		return tl.src[t.vs:t.ve]
	}
	return tl.values[-t.vs-1]
}

// text is what Puppet shows of a token in "Syntax error at '...'".
func (tl *tokenList) text(t *token) string {
	switch t.kind {
	case tString, tWord, tDQPre, tDQMid, tDQPost, tName, tClassRef, tNumber, tVariable,
		tHeredoc, tBoolean, tRenderString, tOther:
		return tl.val(t)
	case tRegex:
		return "(?-mix:" + escapeSlashes(tl.val(t)) + ")"
	case tEOF, tEppStart, tRenderExpr, tLexError:
		return ""
	}
	if int(t.kind) < len(punctuation) {
		return punctuation[t.kind]
	}
	return ""
}

// escapeSlashes escapes unescaped `/` as Ruby's Regexp#to_s does.
func escapeSlashes(s string) string {
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\\' && i+1 < len(s) {
			out = append(out, c, s[i+1])
			i++
			continue
		}
		if c == '/' {
			out = append(out, '\\')
		}
		out = append(out, c)
	}
	return string(out)
}
