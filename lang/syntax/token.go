package syntax

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

// keywords maps each reserved word to its token kind.
var keywords = map[string]tokenKind{
	"case": tCase, "class": tClass, "default": tDefault, "define": tDefine,
	"if": tIf, "elsif": tElsif, "else": tElse, "inherits": tInherits,
	"node": tNode, "and": tAnd, "or": tOr, "undef": tUndef,
	"false": tBoolean, "true": tBoolean, "in": tIn, "unless": tUnless,
	"function": tFunction, "type": tType, "attr": tAttr, "private": tPrivate,
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
type token struct {
	kind     tokenKind
	off, lim int32
	// aux is the index of the error for tLexError tokens.
	aux int32
	// val is the token's value: the processed text of strings, the name of
	// names and variables, the digits of numbers, the pattern of regexps.
	val string
}

// start is the offset of the token's first byte.
func (t *token) start() int { return int(t.off) }

// end is the offset after the token's last byte.
func (t *token) end() int { return int(t.lim) }

// text is what Puppet shows of a token in "Syntax error at '...'".
func (t *token) text() string {
	switch t.kind {
	case tString, tWord, tDQPre, tDQMid, tDQPost, tName, tClassRef, tNumber, tVariable,
		tHeredoc, tBoolean, tRenderString, tOther:
		return t.val
	case tRegex:
		return "(?-mix:" + escapeSlashes(t.val) + ")"
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
