package syntax

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func mustParse(t *testing.T, src string) *Program {
	t.Helper()
	prog, err := Parse(NewSource("test.pp", src))
	require.NoError(t, err)
	return prog
}

// TestFormatPNCapturesRest covers captures-rest parameters, which Puppet's
// own PN writer cannot print (it crashes); the form follows its Parameter
// printing (`:splat true`).
func TestFormatPNCapturesRest(t *testing.T) {
	tests := []struct{ src, want string }{
		{"foo(1) |Integer $a, String $b = 'x', *$c| >> Integer { 1 }",
			`(invoke {:functor (qn "foo") :args [1] :block (lambda {:params {:a {:type (qr "Integer")} :b {:type (qr "String") :value "x"} :c {:splat true}} :returns (qr "Integer") :body [1]})})`},
		{"function f(*$a, $b) {}", `(function {:name "f" :params {:a {:splat true} :b {}}})`},
		{"function f(Integer *$a = 1) {}", `(function {:name "f" :params {:a {:type (qr "Integer") :splat true :value 1}}})`},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, FormatPN(mustParse(t, tt.src)), tt.src)
	}
}

// first returns the first statement of a program.
func first(p *Program) Expr { return p.Body.Statements[0] }

// TestNodePositions checks that nodes start where Puppet locates them: at
// the operator of binary expressions, at the `.` or `(` of method calls,
// at the variable of a parameter, at the name of a type alias.
func TestNodePositions(t *testing.T) {
	tests := []struct {
		src  string
		node func(p *Program) Node
		col  int
	}{
		{"$a = 1 + 2", func(p *Program) Node { return first(p) }, 4},
		{"$a = 1 + 2", func(p *Program) Node { return first(p).(*AssignmentExpr).Right }, 8},
		{"$x.foo", func(p *Program) Node { return first(p) }, 3},
		{"$x.foo(1)", func(p *Program) Node { return first(p) }, 7},
		{"  foo(1)", func(p *Program) Node { return first(p) }, 3},
		{"notice 1", func(p *Program) Node { return first(p) }, 1},
		{"$a = -$b", func(p *Program) Node { return first(p).(*AssignmentExpr).Right }, 6},
		{"$h[1][2]", func(p *Program) Node { return first(p) }, 1},
		{"function f($a, $b) {}", func(p *Program) Node { return first(p).(*FunctionDefinition).Params[1] }, 16},
		{"type Foo = Integer", func(p *Program) Node { return first(p) }, 6},
		{"$x ? { 1 => 2 }", func(p *Program) Node { return first(p).(*SelectorExpr).Entries[0] }, 10},
		{"case $x { 1: {} }", func(p *Program) Node { return first(p).(*CaseExpr).Options[0] }, 12},
		{"@file { 'a': }", func(p *Program) Node { return first(p) }, 1},
		{"$x = @(E)\n  t\n  | E", func(p *Program) Node { return first(p).(*AssignmentExpr).Right }, 6},
		{"$x = \"a${b}\"", func(p *Program) Node {
			return first(p).(*AssignmentExpr).Right.(*ConcatenatedString).Segments[1].(*TextExpr).Expr
		}, 10},
	}
	for _, tt := range tests {
		n := tt.node(mustParse(t, tt.src))
		assert.Equal(t, tt.col, n.Location().Column(), "%s: %T", tt.src, n)
	}
}

func TestStatementCallsDoNotRequireValue(t *testing.T) {
	p := mustParse(t, "foo(1)\n$x = bar(2)\nnotice baz(3)")
	assert.False(t, p.Body.Statements[0].(*CallNamedFunctionExpr).RValRequired)
	assert.True(t, p.Body.Statements[1].(*AssignmentExpr).Right.(*CallNamedFunctionExpr).RValRequired)
	call := p.Body.Statements[2].(*CallNamedFunctionExpr)
	assert.False(t, call.RValRequired)
	assert.True(t, call.Args[0].(*CallNamedFunctionExpr).RValRequired)
}

func TestNestedClassNames(t *testing.T) {
	p := mustParse(t, "class a { class b { define c {} } }")
	b := first(p).(*HostClassDefinition).Body.Statements[0].(*HostClassDefinition)
	assert.Equal(t, "a::b", b.Name)
	assert.Equal(t, "a::b::c", b.Body.Statements[0].(*ResourceTypeDefinition).Name)
	_, err := Parse(NewSource("", "class a { class ::d {} }"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "The name 'a::::d' is unacceptable")
}

func TestParseEPP(t *testing.T) {
	p, err := ParseEPP(NewSource("t.epp", "<%- | Integer $x = 1 | -%>\nv=<%= $x %>"))
	require.NoError(t, err)
	require.Len(t, p.Body.Statements, 1)
	e := p.Body.Statements[0].(*EppExpr)
	assert.True(t, e.ParamsGiven)
	require.Len(t, e.Params, 1)
	assert.Equal(t, "x", e.Params[0].Name)
	require.Len(t, e.Body.Statements, 2)
	assert.Equal(t, "v=", e.Body.Statements[0].(*RenderStringExpr).Value)
	assert.IsType(t, &RenderExpr{}, e.Body.Statements[1])

	p, err = ParseEPP(NewSource("t.epp", "plain"))
	require.NoError(t, err)
	assert.False(t, p.Body.Statements[0].(*EppExpr).ParamsGiven)
}

// TestRegexpPNUnescapedOnce pins the PN of regexp literals whose `\/`
// follows backslashes, recorded from `puppet parser dump --format pn`.
func TestRegexpPNUnescapedOnce(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{`$x = /a\\\/b/`, `(= (var "x") (regexp "a\\\\/b"))`},
		{`$x = /a\/b/`, `(= (var "x") (regexp "a/b"))`},
		{`$x = /a\\b/`, `(= (var "x") (regexp "a\\\\b"))`},
		{`$x = /x\//`, `(= (var "x") (regexp "x/"))`},
	} {
		p, err := Parse(NewSource("", tc.src))
		require.NoError(t, err, tc.src)
		assert.Equal(t, "(block "+tc.want+")", FormatPN(p.Body), tc.src)
	}
}

// TestValidationErrorsAll: Parse reports the first validation error with
// the others after it, which Puppet logs before giving up.
func TestValidationErrorsAll(t *testing.T) {
	_, err := Parse(NewSource("m.pp", "$a = 1 = 2\nnotice(1)\n$b = 3 = 4\n"))
	require.Error(t, err)
	se := err.(*Error)
	require.Len(t, se.More, 1)
	line, _ := se.More[0].Src.Position(se.More[0].Start)
	assert.Equal(t, 3, line)
	assert.Equal(t, "Language validation logged 2 errors. Giving up", GivingUp(1+len(se.More)))
}

func TestErrorMessageFormat(t *testing.T) {
	_, err := Parse(NewSource("site.pp", "notice(1)\n$x = [1, 2\n"))
	require.Error(t, err)
	// Puppet names the file of an error at the end of input, but no
	// line or column (the position is kept for a caret display).
	assert.Equal(t, "Syntax error at end of input (file: site.pp)", err.Error())
	assert.True(t, err.(*Error).Incomplete)
	line, col := err.(*Error).Src.Position(err.(*Error).Start)
	assert.Equal(t, [2]int{3, 1}, [2]int{line, col})

	_, err = Parse(NewSource("", "$x = 1 +* }"))
	require.Error(t, err)
	assert.Equal(t, "Syntax error at '}' (line: 1, column: 11)", err.Error())
	assert.False(t, err.(*Error).Incomplete)
}

// TestDeepNesting checks that pathological nesting ends in an error, not
// in a stack overflow.
func TestDeepNesting(t *testing.T) {
	for _, src := range []string{
		strings.Repeat("(", 100000) + "1" + strings.Repeat(")", 100000),
		strings.Repeat("[", 100000),
		strings.Repeat("!", 100000) + "1",
		"$x = " + strings.Repeat("-", 100000) + "1",
		strings.Repeat(`"${`, 20000),
		strings.Repeat("if 1 {", 50000),
		strings.Repeat("@", 100000) + "file{'a':}",
		strings.Repeat("$a = ", 100000) + "1",
		strings.Repeat("1 -> ", 100000) + "1",
		strings.Repeat("{a => ", 100000),
	} {
		_, err := Parse(NewSource("", src))
		assert.Error(t, err, src[:20])
	}
}

func TestValidateSource(t *testing.T) {
	errs := ValidateSource(NewSource("", "class a($name, $title) {}"))
	require.Len(t, errs, 2)
	assert.Equal(t, "The parameter $name redefines a built in parameter in the Host Class Definition (line: 1, column: 9)", errs[0].Error())
	assert.Equal(t, "The parameter $title redefines a built in parameter in the Host Class Definition (line: 1, column: 16)", errs[1].Error())
	errs = ValidateSource(NewSource("v.pp", "$x = 1 +\n"))
	require.Len(t, errs, 1)
	assert.Equal(t, "Syntax error at end of input", errs[0].Msg)
	assert.Nil(t, ValidateSource(NewSource("", "notice(1)")))
}

func TestCheckHeredocSyntax(t *testing.T) {
	assert.Equal(t, "", CheckHeredocSyntax("", "x"))
	assert.Equal(t, "", CheckHeredocSyntax("yaml", "{"))
	assert.Equal(t, "", CheckHeredocSyntax("json", `{"a": [1]}`))
	assert.Equal(t, "", CheckHeredocSyntax("text+json", `1`))
	assert.Contains(t, CheckHeredocSyntax("text+json", `{`), "Invalid produced text having syntax: 'text+json'. JSON syntax checker")
	assert.Equal(t, "", CheckHeredocSyntax("base64", "aGVs\nbG8="))
	assert.Equal(t, "Invalid produced text having syntax: 'base64'. Base64 syntax checker: Cannot parse invalid Base64 string - padding is not correct",
		CheckHeredocSyntax("base64", "aGVsbG8"))
	assert.Equal(t, `Invalid produced text having syntax: 'pp'. PP syntax checker: "Syntax error at end of input"`,
		CheckHeredocSyntax("pp", "1 +"))
	assert.Equal(t, `Invalid produced text having syntax: 'pp'. PP syntax checker: "Syntax error at ')' (line: 1, column: 3)"`,
		CheckHeredocSyntax("pp", "1 )"))
	assert.Equal(t, "", CheckHeredocSyntax("epp", "<%= 1 %>"))
}

// TestWarnings checks the warnings Puppet logs while parsing (messages and
// positions as `puppet parser validate` prints them).
func TestWarnings(t *testing.T) {
	src := "notice(\"a\\qb\")\n" +
		"$x = {a => 1, \"a\" => 2, 1 => 3, 1.0 => 4, [1,\"b\"] => 5, [1,b] => 6, undef => 1, undef => 2, default => 1, default => 2, /a/ => 1, /a/ => 2}\n" +
		"notice(\"\\u41 x\")\n" +
		"class plan {}\n" +
		"function f() >> Plan {}\n"
	p := mustParse(t, src)
	var got []string
	for _, w := range p.Warnings {
		got = append(got, w.Error())
	}
	assert.Equal(t, []string{
		"Unrecognized escape sequence '\\q' (file: test.pp, line: 1, column: 14)",
		"Unicode escape '\\u' was not followed by 4 hex digits or 1-6 hex digits in {} or was > 10ffff (file: test.pp, line: 3, column: 16)",
		"The key 'a' is declared more than once (file: test.pp, line: 2, column: 19)",
		"The key '[1, \"b\"]' is declared more than once (file: test.pp, line: 2, column: 63)",
		"The key '' is declared more than once (file: test.pp, line: 2, column: 87)",
		"The key 'default' is declared more than once (file: test.pp, line: 2, column: 115)",
		"The key '(?-mix:a)' is declared more than once (file: test.pp, line: 2, column: 135)",
		"Use of future reserved word: 'plan' (file: test.pp, line: 4, column: 1)",
		"Use of future reserved word: 'plan' (file: test.pp, line: 5, column: 17)",
	}, got)
}

func TestErrorExcerpt(t *testing.T) {
	_, err := Parse(NewSource("x.pp", "notice(1)\n\t$x = [1, 2 3]\n"))
	require.Error(t, err)
	assert.Equal(t, "\t$x = [1, 2 3]\n\t           ^", err.(*Error).Excerpt())
	_, err = Parse(NewSource("x.pp", "notice('é') )"))
	require.Error(t, err)
	assert.Equal(t, "notice('é') )\n            ^", err.(*Error).Excerpt())
	assert.Equal(t, "", (&Error{Msg: "x"}).Excerpt())
}

// TestInterpolatedKeyword follows the spec where Puppet crashes
// (DISAGREEMENTS item 10): `${true}` is the variable $true.
func TestInterpolatedKeyword(t *testing.T) {
	assert.Equal(t, `(concat (str (var "true")))`, FormatPN(mustParse(t, `"${true}"`)))
	assert.Equal(t, `(concat (str (access (var "false") 1)))`, FormatPN(mustParse(t, `"${false[1]}"`)))
}

// TestEPPTextBeforeFinalComment: Puppet 7 drops the text before a comment
// that ends a template (`a<%# c %>` renders nothing), plainly a defect;
// the text is kept.
func TestEPPTextBeforeFinalComment(t *testing.T) {
	p, err := ParseEPP(NewSource("", "a<%# c %>"))
	require.NoError(t, err)
	assert.Equal(t, `(lambda {:body [(epp (render-s "a"))]})`, FormatPN(p))
}
