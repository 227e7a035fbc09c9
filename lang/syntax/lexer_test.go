package syntax

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tokenDump renders tokens as "KIND" or "KIND:value", space separated,
// without the final EOF.
func tokenDump(tl *tokenList) string {
	var parts []string
	for i := range tl.toks {
		t := &tl.toks[i]
		if t.kind == tEOF {
			break
		}
		name := kindNames[t.kind]
		switch t.kind {
		case tString, tWord, tDQPre, tDQMid, tDQPost, tName, tClassRef, tNumber, tVariable,
			tRegex, tHeredoc, tBoolean, tRenderString:
			parts = append(parts, fmt.Sprintf("%s:%q", name, tl.val(t)))
		default:
			parts = append(parts, name)
		}
	}
	return strings.Join(parts, " ")
}

var kindNames = map[tokenKind]string{
	tLexError: "ERROR", tOther: "OTHER", tString: "STRING", tWord: "WORD", tDQPre: "DQPRE",
	tDQMid: "DQMID", tDQPost: "DQPOST", tName: "NAME", tClassRef: "CLASSREF", tNumber: "NUMBER",
	tVariable: "VAR", tRegex: "REGEX", tHeredoc: "HEREDOC", tLBrack: "LBRACK", tListStart: "LISTSTART",
	tRBrack: "]", tLBrace: "{", tSelBrace: "SELBRACE", tRBrace: "}", tLParen: "LPAREN",
	tWSLParen: "WSLPAREN", tRParen: ")", tEquals: "=", tAppends: "+=", tDeletes: "-=",
	tIsEqual: "==", tNotEqual: "!=", tMatch: "=~", tNoMatch: "!~", tGreaterEqual: ">=",
	tGreater: ">", tLessEqual: "<=", tLess: "<", tFarrow: "=>", tParrow: "+>", tLShift: "<<",
	tLLCollect: "<<|", tLCollect: "<|", tRShift: ">>", tRRCollect: "|>>", tRCollect: "|>",
	tPlus: "+", tMinus: "-", tDiv: "/", tTimes: "*", tModulo: "%", tNot: "!", tDot: ".",
	tPipe: "|", tAt: "@", tAtAt: "@@", tColon: ":", tComma: ",", tSemic: ";", tQmark: "?",
	tTilde: "~", tInEdge: "->", tInEdgeSub: "~>", tOutEdge: "<-", tOutEdgeSub: "<~",
	tRenderString: "RENDER", tRenderExpr: "RENDER_EXPR", tEppStart: "EPP_START",
	tEppEnd: "EPP_END", tEppEndTrim: "EPP_END_TRIM", tCase: "case", tClass: "class",
	tDefault: "default", tDefine: "define", tIf: "if", tElsif: "elsif", tElse: "else",
	tInherits: "inherits", tNode: "node", tAnd: "and", tOr: "or", tUndef: "undef",
	tBoolean: "BOOLEAN", tIn: "in", tUnless: "unless", tFunction: "function", tType: "type",
	tAttr: "attr", tPrivate: "private",
}

func TestLexerTokens(t *testing.T) {
	tests := []struct{ src, want string }{
		// Every operator and punctuation token.
		{"= += -= == != =~ !~ >= > <= < => +>", "= += -= == != =~ !~ >= > <= < => +>"},
		{"<< <<| <| >> |>> |> + - * % ! . | @ @@ : , ; ? ~", "<< <<| <| >> |>> |> + - * % ! . | @ @@ : , ; ? ~"},
		{"-> ~> <- <~", "-> ~> <- <~"},
		{"1 / 2", `NUMBER:"1" / NUMBER:"2"`},
		// `[` after white space or at the start is a literal array.
		{"[1]", `LISTSTART NUMBER:"1" ]`},
		{"$a[1]", `VAR:"a" LBRACK NUMBER:"1" ]`},
		{"$a [1]", `VAR:"a" LISTSTART NUMBER:"1" ]`},
		{"$a\n[1]", `VAR:"a" LISTSTART NUMBER:"1" ]`},
		{"$a\u00a0[1]", `VAR:"a" LISTSTART NUMBER:"1" ]`},
		// `(` first on its line never starts a call.
		{"(1)", `WSLPAREN NUMBER:"1" )`},
		{"f(1)", `NAME:"f" LPAREN NUMBER:"1" )`},
		{"f (1)", `NAME:"f" LPAREN NUMBER:"1" )`},
		{"f\n  (1)", `NAME:"f" WSLPAREN NUMBER:"1" )`},
		// `{` after `?` opens a selector.
		{"$x ? { a => 1 }", `VAR:"x" ? SELBRACE NAME:"a" => NUMBER:"1" }`},
		{"if $x { }", `if VAR:"x" { }`},
		// A regexp where a value may start, division after a value.
		{"$x =~ /a b/", `VAR:"x" =~ REGEX:"a b"`},
		{"/a/", `REGEX:"a"`},
		{"$x / 2 / 3", `VAR:"x" / NUMBER:"2" / NUMBER:"3"`},
		{"foo(1) / 2", `NAME:"foo" LPAREN NUMBER:"1" ) / NUMBER:"2"`},
		{`$x = /a\/b/`, `VAR:"x" = REGEX:"a\\/b"`},
		{"$x = /a\nb/", `VAR:"x" = REGEX:"a\nb"`},
		{"case $x { /a/: {} }", `case VAR:"x" { REGEX:"a" : { } }`},
		// Comments.
		{"1 # comment\n2", `NUMBER:"1" NUMBER:"2"`},
		{"1 /* multi\nline */ 2", `NUMBER:"1" NUMBER:"2"`},
		// Numbers.
		{"10 0777 0xFF 0.1 31.415e-1 0.31415e1 1E5", `NUMBER:"10" NUMBER:"0777" NUMBER:"0xFF" NUMBER:"0.1" NUMBER:"31.415e-1" NUMBER:"0.31415e1" NUMBER:"1E5"`},
		{"1.e3", `NUMBER:"1" . NAME:"e3"`},
		// Names, words, references, keywords.
		{"foo foo::bar ::foo a-b _x", `NAME:"foo" NAME:"foo::bar" NAME:"::foo" WORD:"a-b" WORD:"_x"`},
		{"a- b", `NAME:"a" - NAME:"b"`},
		{"Foo Foo::Bar ::Foo", `CLASSREF:"Foo" CLASSREF:"Foo::Bar" CLASSREF:"::Foo"`},
		{"foo::Bar", `NAME:"foo" CLASSREF:"::Bar"`},
		{"case class default define if elsif else inherits node and or undef in unless function type attr private",
			"case class default define if elsif else inherits node and or undef in unless function type attr private"},
		{"true false", `BOOLEAN:"true" BOOLEAN:"false"`},
		{"iffy classy", `NAME:"iffy" NAME:"classy"`},
		// Variables.
		{"$x $::x $a::b $0 $_x $A", `VAR:"x" VAR:"::x" VAR:"a::b" VAR:"0" VAR:"_x" VAR:"A"`},
		{"$", `VAR:""`},
		// Strings.
		{`'a\'b\\c\n'`, `STRING:"a'b\\c\\n"`},
		{`"a\tb\u0041\$"`, `STRING:"a\tbA$"`},
		{"\"a\r\nb\"", `STRING:"a\r\nb"`},
		{`"a$x b"`, `DQPRE:"a" VAR:"x" DQPOST:" b"`},
		{`"${x}"`, `DQPRE:"" VAR:"x" DQPOST:""`},
		{`"${x[1]}"`, `DQPRE:"" VAR:"x" LBRACK NUMBER:"1" ] DQPOST:""`},
		{`"${x.y}"`, `DQPRE:"" VAR:"x" . NAME:"y" DQPOST:""`},
		{`"${x + 1}"`, `DQPRE:"" NAME:"x" + NUMBER:"1" DQPOST:""`},
		{`"${0}"`, `DQPRE:"" VAR:"0" DQPOST:""`},
		{`"${class}"`, `DQPRE:"" VAR:"class" DQPOST:""`},
		{`"${true}"`, `DQPRE:"" VAR:"true" DQPOST:""`},
		{`"a${"b${c}"}d"`, `DQPRE:"a" DQPRE:"b" VAR:"c" DQPOST:"" DQPOST:"d"`},
		{`"${ {a=>1}[a] }"`, `DQPRE:"" { NAME:"a" => NUMBER:"1" } LBRACK NAME:"a" ] DQPOST:""`},
		{`"$ x"`, `STRING:"$ x"`},
		// Heredocs: the text follows the line, lexing continues after `)`.
		{"@(END)\na\nEND", `HEREDOC:"" STRING:"a\n"`},
		{"f(@(END), 1)\na\nEND\n2", `NAME:"f" LPAREN HEREDOC:"" STRING:"a\n" , NUMBER:"1" ) NUMBER:"2"`},
		{"[@(A), @(B)]\na\n|-A\nb\n|-B", `LISTSTART HEREDOC:"" STRING:"a" , HEREDOC:"" STRING:"b" ]`},
		{"@(\"E\":json)\n$x ${y}\nE", `HEREDOC:"json" DQPRE:"" VAR:"x" DQMID:" " VAR:"y" DQPOST:"\n"`},
		// EPP is lexed in its own mode (see TestLexerEPP).
		{"é", "OTHER"},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			toks, errs, _ := tokenize(NewSource("", tt.src), false)
			require.Empty(t, errs)
			assert.Equal(t, tt.want, tokenDump(toks))
		})
	}
}

func TestLexerEPP(t *testing.T) {
	tests := []struct{ src, want string }{
		{"a<%= $x %>b", `EPP_START RENDER:"a" RENDER_EXPR VAR:"x" EPP_END RENDER:"b"`},
		{"<%- |$x| -%>\n a", `EPP_START | VAR:"x" | RENDER:" a"`},
		{"a  <%- $x -%>  \nb", `EPP_START RENDER:"a" VAR:"x" RENDER:"b"`},
		{"<%%= %%>", `EPP_START RENDER:"<%= %>"`},
		{"a<%# comment %>b", `EPP_START RENDER:"ab"`},
		{"<%= 1 -%>\nx", `EPP_START RENDER_EXPR NUMBER:"1" EPP_END_TRIM RENDER:"x"`},
		{"<%= 1 % 2 %>", `EPP_START RENDER_EXPR NUMBER:"1" % NUMBER:"2" EPP_END`},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			toks, errs, _ := tokenize(NewSource("", tt.src), true)
			require.Empty(t, errs)
			assert.Equal(t, tt.want, tokenDump(toks))
		})
	}
}

// TestLexerHeredocPositions checks that tokens inside a heredoc's text
// point at their place in the source, margin included.
func TestLexerHeredocPositions(t *testing.T) {
	src := NewSource("", "$a = @(\"E\")\n    x ${y}\n    | E\n")
	tl, errs, _ := tokenize(src, false)
	require.Empty(t, errs)
	for i := range tl.toks {
		tk := &tl.toks[i]
		if tk.kind == tVariable && tl.val(tk) == "y" {
			line, col := src.Position(tk.start())
			assert.Equal(t, 2, line)
			assert.Equal(t, 9, col)
			return
		}
	}
	t.Fatal("no variable token")
}

// TestLexerErrorReplacesString checks that an error inside a string takes
// the place of the whole string in the token stream, as Puppet lexes a
// string completely before handing out its first token.
func TestLexerErrorReplacesString(t *testing.T) {
	toks, errs, _ := tokenize(NewSource("", `1 "a${b}c`), false)
	require.Len(t, errs, 1)
	assert.Equal(t, `NUMBER:"1" ERROR`, tokenDump(toks))
	assert.True(t, errs[0].Incomplete)
}

// TestInvalidUTF8 checks that a source with bytes that are not UTF-8
// anywhere (code, strings, comments, heredocs) is refused as a whole, as
// Puppet refuses it ("invalid byte sequence in UTF-8"), after the byte
// order mark check; the error points at the first bad byte.
func TestInvalidUTF8(t *testing.T) {
	for _, tc := range []struct {
		src    string
		msg    string
		offset int
	}{
		{"notice(\"\xff\")\n", "invalid byte sequence in UTF-8", 8},
		{"notice('\xff')\n", "invalid byte sequence in UTF-8", 8},
		{"# \xff\nnotice(1)\n", "invalid byte sequence in UTF-8", 2},
		{"notice(1)\n/* \xfe */\n", "invalid byte sequence in UTF-8", 13},
		{"$x = @(E)\n\xff\n|-E\nnotice(1)\n", "invalid byte sequence in UTF-8", 10},
		{"notice(1)\n\xc3", "invalid byte sequence in UTF-8", 10},
		{"notice(\"\xed\xa0\x80\")", "invalid byte sequence in UTF-8", 8},
		{"notice(\"\xc0\x80\")", "invalid byte sequence in UTF-8", 8},
		{"\xef\xbb\xbfnotice(1)\xff", "Illegal UTF-8 Byte Order mark at beginning of input: [EF BB BF] - remove these from the puppet source", 0},
	} {
		_, err := Parse(NewSource("", tc.src))
		require.Error(t, err, "%q", tc.src)
		e := err.(*Error)
		assert.Equal(t, tc.msg, e.Msg, "%q", tc.src)
		assert.Equal(t, tc.offset, e.Start, "%q", tc.src)
		assert.False(t, e.Incomplete, "%q", tc.src)
	}
	_, err := Parse(NewSource("", "notice('héllo ✓ \U0001F600')"))
	assert.NoError(t, err)
}
