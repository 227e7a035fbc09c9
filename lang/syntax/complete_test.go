package syntax

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestCheckComplete(t *testing.T) {
	tests := []struct {
		src    string
		state  CompleteState
		indent string
	}{
		// Complete.
		{"", Complete, ""},
		{"notice(1)", Complete, ""},
		{"$x = [1, 2]", Complete, ""},
		{"if $x { 1 }", Complete, ""},
		{"if $x { 1 } else { 2 }", Complete, ""},
		{"class a {\n  notice(1)\n}", Complete, ""},
		{"$x = @(END)\ntext\nEND", Complete, ""},
		{"$x = \"a${b}c\"", Complete, ""},
		{"notice", Complete, ""},
		{"# just a comment", Complete, ""},
		{"/* a */ 1", Complete, ""},
		{"$x = 'a\nb'", Complete, ""},
		{"$a = 1\n$b = 2\n", Complete, ""},
		{"$x ? { 1 => 2 }", Complete, ""},
		{"File <| |>", Complete, ""},

		// Unclosed brackets and blocks.
		{"$x = [1, 2", Incomplete, "  "},
		{"$x = [1,\n  [2,", Incomplete, "    "},
		{"$x = {a => 1", Incomplete, "  "},
		{"notice(1", Incomplete, "  "},
		{"if $x {", Incomplete, "  "},
		{"if $x { if $y {", Incomplete, "    "},
		{"if $x { 1 } else {", Incomplete, "  "},
		{"if $x { 1 } else", Incomplete, ""},
		{"if $x { 1 } elsif", Incomplete, ""},
		{"class a {\n  notice(1)\n", Incomplete, "  "},
		{"define a($x,", Incomplete, "  "},
		{"case $x {", Incomplete, "  "},
		{"case $x { 1: {", Incomplete, "    "},
		{"$x ? {", Incomplete, "  "},
		{"[1].each |$x| {", Incomplete, "  "},
		{"[1].each |$x", Incomplete, ""},
		{"file { 'a':", Incomplete, "  "},
		{"file { 'a': mode =>", Incomplete, "  "},
		{"File <|", Incomplete, ""},
		{"function f() >>", Incomplete, ""},
		{"node default", Incomplete, ""},
		// After an operator, a comma, a keyword.
		{"1 +", Incomplete, ""},
		{"$x = 1 *", Incomplete, ""},
		{"$x =", Incomplete, ""},
		{"$x = $y and", Incomplete, ""},
		{"$x -> ", Incomplete, ""},
		{"notice 1,", Incomplete, ""},
		{"$x ?", Incomplete, ""},
		{"$x.", Incomplete, ""},
		{"if", Incomplete, ""},
		{"@", Incomplete, ""},
		{"notice(1);", Incomplete, ""},
		// Strings, heredocs, comments.
		{`$x = "abc`, Incomplete, ""},
		{"$x = \"abc ${", Incomplete, ""},
		{"$x = \"abc ${y", Incomplete, ""},
		{"$x = \"${ [1,", Incomplete, ""},
		{"$x = 'abc", Incomplete, ""},
		{"$x = @(END)", Incomplete, ""},
		{"$x = @(END)\ntext", Incomplete, ""},
		{"$x = @(END)\ntext\nEN", Incomplete, ""},
		{"$x = @(END", Incomplete, ""},
		{"[@(A), @(B)]\na\n|-A\n", Incomplete, ""},
		{"/* never closed", Incomplete, ""},
		{"if $x =~ /ab", Incomplete, ""},
		{"$x = [/ab", Incomplete, "  "},
		{"$x = 4 / 2", Complete, ""},
		{"$x = 4 /", Incomplete, ""},

		// Invalid: more input cannot help.
		{"1 )", Invalid, ""},
		{"}", Invalid, ""},
		{"$x = ]", Invalid, ""},
		{"08", Invalid, ""},
		{"1 2", Invalid, ""},
		{"$a[1] = 2", Invalid, ""},
		{"foo 1, 2", Invalid, ""},
		{"$x = @(END\n)", Invalid, ""},
		{"$x = @(END/q)", Invalid, ""},
		{"if $x { 1 } }", Invalid, ""},
		{"notice(1) é", Invalid, ""},
		{"class A {}", Invalid, ""},
		{"[1, 2", Incomplete, "  "},
		{"[1, 2 3", Invalid, ""},
	}
	for _, tt := range tests {
		state, indent := CheckComplete(tt.src)
		assert.Equal(t, tt.state, state, "%q", tt.src)
		assert.Equal(t, tt.indent, indent, "%q indent", tt.src)
	}
}

func TestCompleteStateString(t *testing.T) {
	assert.Equal(t, "complete", Complete.String())
	assert.Equal(t, "incomplete", Incomplete.String())
	assert.Equal(t, "invalid", Invalid.String())
}
