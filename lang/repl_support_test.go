package lang

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/lang/eval"
)

func TestEvalSources(t *testing.T) {
	tests := []struct {
		name    string
		sources []Source
		logs    []string
		err     string
	}{
		{"definitions are visible from earlier sources",
			[]Source{{"use.pp", "notice(f())\n"}, {"lib.pp", "function f() { 'from lib' }\n"}},
			[]string{"Notice: from lib"}, ""},
		{"variables flow in order",
			[]Source{{"a.pp", "$x = 1\n"}, {"", "notice($x + 1)"}},
			[]string{"Notice: 2"}, ""},
		{"a variable is assigned once across sources",
			[]Source{{"a.pp", "$x = 1\n"}, {"b.pp", "$x = 2\n"}},
			nil, "Evaluation Error: Cannot reassign variable '$x' (file: b.pp, line: 1, column: 1)"},
		{"a syntax error in any source stops everything",
			[]Source{{"a.pp", "notice('never')\n"}, {"b.pp", "[1,\n"}},
			nil, "Syntax error at end of input (file: b.pp)"},
		{"no sources", nil, nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, logs := newTestSession(t)
			res := s.EvalSources(context.Background(), tt.sources)
			if tt.err != "" {
				require.NotNil(t, res.Err)
				assert.Equal(t, tt.err, res.Err.Error())
			} else {
				require.Nil(t, res.Err)
			}
			assert.Equal(t, tt.logs, *logs)
			assert.Equal(t, 1, s.Count())
		})
	}
}

func TestEvalSourcesSetsPreviousResult(t *testing.T) {
	s, _ := newTestSession(t)
	require.Nil(t, s.EvalSources(context.Background(), []Source{{"", "[1, 2]"}}).Err)
	assert.Equal(t, "[1, 2]", s.Show(s.Eval(context.Background(), "$_").Value))
}

func TestCheckSyntax(t *testing.T) {
	assert.Empty(t, CheckSyntax("ok.pp", "notice(1)\n"))
	errs := CheckSyntax("bad.pp", "$a::b = 1\n")
	require.Len(t, errs, 1)
	assert.Equal(t, "Illegal attempt to assign to 'a::b'. Cannot assign to variables in other namespaces (file: bad.pp, line: 1, column: 1)", errs[0].Error())
	assert.Equal(t, "$a::b = 1", errs[0].SourceLine)
	errs = CheckSyntax("two.pp", "class a($name, $title) {}\n")
	require.Len(t, errs, 3, "every validation error is reported, as puppet parser validate does")
	assert.Equal(t, "Language validation logged 2 errors. Giving up", errs[2].Error())
}

func TestResultQuiet(t *testing.T) {
	tests := []struct {
		input string
		quiet bool
	}{
		{"notice(1)", true},
		{"if false { 1 }", true},
		{"function f() { }", true},
		{"undef", false},
		{"$x = undef", false},
		{"[1].each |$v| { }", false},
		{"42", false},
	}
	for _, tt := range tests {
		s := NewSession(Options{})
		res := s.Eval(context.Background(), tt.input)
		require.Nil(t, res.Err, tt.input)
		assert.Equal(t, tt.quiet, res.Quiet, tt.input)
	}
}

func TestLogLevelNamed(t *testing.T) {
	for _, name := range []string{"debug", "info", "notice", "warning", "err", "alert", "emerg", "crit"} {
		l, ok := LogLevelNamed(name)
		assert.True(t, ok, name)
		assert.Equal(t, name, l.String())
	}
	_, ok := LogLevelNamed("loud")
	assert.False(t, ok)
	l, _ := LogLevelNamed("notice")
	assert.Equal(t, eval.LogNotice, l)
}
