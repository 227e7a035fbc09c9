package lang

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestInspectInsideCalls puts the cursor where no name is (the end of the
// code unless marked with |), as Shift-Tab does inside a call: the
// innermost call around it is documented, as ipykernel documents the
// function whose parentheses hold the cursor.
func TestInspectInsideCalls(t *testing.T) {
	s := NewSession(Options{})
	for _, in := range []string{"$x = [1]", "define web::site(String $root) { }", "function twice($n) { $n * 2 }"} {
		require.Nil(t, s.Run(context.Background(), in).Err, in)
	}
	tests := []struct {
		code, want string
	}{
		{"notice(", "notice (function)"},
		{`notice("a", `, "notice (function)"},
		{`notice("a(", `, "notice (function)"},
		{"notice('it''s', ", "notice (function)"},
		{"upcase(", "upcase (function)"},
		{"notice(upcase(", "upcase (function)"},
		{"notice(upcase('a'), ", "notice (function)"},
		{"notice(nosuchfunction(", "notice (function)"},
		{"$x.map(", "map (function)"},
		{"$x.map |$v| { ", "map (function)"},
		{"$x.each() |$v| {\n  ", "each (function)"},
		{"file { ", "File (resource type)"},
		{"file { '/tmp/x':\n  ensure => ", "File (resource type)"},
		{"web::site { 'a': root => ", "Web::Site (defined resource type)"},
		{"Integer[", "Integer (type)"},
		{"Integer[1, ", "Integer (type)"},
		{"twice(", "twice (function)"},
		{"# notice(\ntwice(", "twice (function)"},
		{"$x[", "$x = [1]"},
		{"notice(|1)", "notice (function)"},
	}
	for _, tt := range tests {
		code, cursor := tt.code, -1
		if i := indexRune(code, '|'); i >= 0 && tt.code[len(tt.code)-1] == ')' {
			code, cursor = tt.code[:i]+tt.code[i+1:], i
		}
		text, _, found := s.Inspect(code, cursor, 0)
		if assert.True(t, found, "%q", tt.code) {
			assert.Contains(t, text, tt.want, "%q", tt.code)
		}
	}
	for _, code := range []string{"(", "[1, ", "{ ", "notice()", "'notice(", "# notice("} {
		_, _, found := s.Inspect(code, -1, 0)
		assert.False(t, found, "%q: nothing to document", code)
	}
}

func indexRune(s string, r rune) int {
	for i, c := range s {
		if c == r {
			return i
		}
	}
	return -1
}

// TestDocLongForm checks NAME?? and detail 1: the source of what the
// session defined, the whole documentation of a built-in (IPython's ??
// shows source where there is one).
func TestDocLongForm(t *testing.T) {
	s := NewSession(Options{})
	defs := map[string]string{
		"twice":      "function twice(Integer $n) { $n * 2 }",
		"web":        "class web(Integer $port = 80) { notice($port) }",
		"site":       "define site(String $root) { }",
		"Port":       "type Port = Integer[1, 65535]",
		"::Port":     "type Port = Integer[1, 65535]",
		"web::thing": "class web::thing { }",
	}
	for _, src := range defs {
		require.Nil(t, s.Run(context.Background(), src).Err, src)
	}
	for name, src := range defs {
		o := s.Run(context.Background(), name+"??")
		require.Nil(t, o.Err, name)
		require.NotNil(t, o.Display, name)
		assert.True(t, o.Display.Pager)
		assert.Contains(t, o.Display.Text, "Source:\n"+src, name)
		short := s.Run(context.Background(), name+"?")
		assert.NotContains(t, short.Display.Text, "Source:", name)
		text, _, found := s.Inspect(name, 1, 1)
		require.True(t, found, name)
		assert.Contains(t, text, "Source:\n"+src, name)
	}
	long := s.Run(context.Background(), "notice??")
	short := s.Run(context.Background(), "notice?")
	assert.Equal(t, short.Display.Text, long.Display.Text, "a built-in's documentation is whole either way")
	o := s.Run(context.Background(), "nosuchname??")
	require.NotNil(t, o.Err)
	assert.Equal(t, "No documentation for 'nosuchname'.", o.Err.Message)
}

// FuzzInspect inspects arbitrary code at an arbitrary cursor, which
// Shift-Tab sends in any state of editing: an answer or none, never a
// panic, and what callsAround finds never has more entries than there
// are opening brackets before the cursor.
func FuzzInspect(f *testing.F) {
	for _, seed := range []string{"notice(", `notice("a", `, "$x.map |$v| { ", "$x.each() |$v| {\n", "file { 'a':\n",
		"Integer[1, ", "# (\n[", `"${notice(`, "'it''s'(", "|||)", "))((", "é(ü"} {
		f.Add(seed, len(seed))
	}
	s := NewSession(Options{})
	f.Fuzz(func(t *testing.T, code string, cursor int) {
		s.Inspect(code, cursor, 0)
		rs := []rune(code)
		opening := 0
		for _, r := range rs {
			if r == '(' || r == '[' || r == '{' {
				opening++
			}
		}
		if n := len(callsAround(rs)); n > opening {
			t.Fatalf("%d calls around the end of %q, which opens %d brackets", n, code, opening)
		}
	})
}
