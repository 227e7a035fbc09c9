package kernel

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestTraceback(t *testing.T) {
	for _, tc := range []struct {
		name string
		f    Failure
		want []string
	}{
		{"no position", Failure{Kind: "Interrupted", Message: "interrupted"},
			[]string{"\x1b[0;31mInterrupted\x1b[0m: interrupted"}},
		{"caret after multi-byte characters", Failure{Kind: "SyntaxError", Message: "Syntax error at '}'", File: "<input 12>",
			Line: 10, Column: 5, SourceLine: "é€x }"},
			[]string{"\x1b[0;32m<input 12>\x1b[0m, line 10, column 5\n\x1b[0;34m10\x1b[0m | é€x }\n   |     \x1b[1;31m^\x1b[0m",
				"\x1b[0;31mSyntaxError\x1b[0m: Syntax error at '}'"}},
		{"tabs kept for alignment", Failure{Kind: "EvaluationError", Message: "m", File: "f.pp", Line: 1, Column: 3, SourceLine: "\t\tx"},
			[]string{"\x1b[0;32mf.pp\x1b[0m, line 1, column 3\n\x1b[0;34m1\x1b[0m | \t\tx\n  | \t\t\x1b[1;31m^\x1b[0m",
				"\x1b[0;31mEvaluationError\x1b[0m: m"}},
		{"column past the end of the line", Failure{Kind: "SyntaxError", Message: "m", Line: 1, Column: 4, SourceLine: "ab"},
			[]string{"\x1b[0;32m<unknown>\x1b[0m, line 1, column 4\n\x1b[0;34m1\x1b[0m | ab\n  |    \x1b[1;31m^\x1b[0m",
				"\x1b[0;31mSyntaxError\x1b[0m: m"}},
		{"line without its text", Failure{Kind: "EvaluationError", Message: "m", File: "x.pp", Line: 2, Column: 1},
			[]string{"\x1b[0;32mx.pp\x1b[0m, line 2, column 1", "\x1b[0;31mEvaluationError\x1b[0m: m"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, traceback(&tc.f))
		})
	}
}

// TestTracebackLeavesOutDetailAndLongLines: the Go stack of a defect
// stays in the kernel's log, and a long line is cut around the caret.
func TestTracebackLeavesOutDetailAndLongLines(t *testing.T) {
	f := &Failure{Kind: "InternalError", Message: "Internal error: boom", File: "<input 1>", Line: 1, Column: 3_000_001,
		SourceLine: strings.Repeat("x", 3_000_000) + "!" + strings.Repeat("y", 3_000_000), Detail: "goroutine 1 [running]:"}
	tb := strings.Join(traceback(f), "\n")
	assert.NotContains(t, tb, "goroutine")
	assert.Less(t, len(tb), 1000)
	assert.Contains(t, tb, "x!y")
}

func TestGlobRegexp(t *testing.T) {
	for _, tc := range []struct {
		pattern string
		match   []string
		nomatch []string
	}{
		{"*", []string{"", "a\nb"}, nil},
		{"a*", []string{"a", "abc", "a\nz"}, []string{"ba", ""}},
		{"?b", []string{"ab", "éb"}, []string{"b", "abb"}},
		{"[ab]x", []string{"ax", "bx"}, []string{"cx"}},
		{"[^ab]x", []string{"cx"}, []string{"ax"}},
		{"[a-c]", []string{"b"}, []string{"d"}},
		{"[]]", []string{"]"}, []string{"a"}},
		{"1 + 1", []string{"1 + 1"}, []string{"1 + 11"}},
		{"[", []string{"["}, []string{"a"}},
	} {
		re, err := globRegexp(tc.pattern)
		if !assert.NoError(t, err, tc.pattern) {
			continue
		}
		for _, s := range tc.match {
			assert.True(t, re.MatchString(s), "%q should match %q", tc.pattern, s)
		}
		for _, s := range tc.nomatch {
			assert.False(t, re.MatchString(s), "%q should not match %q", tc.pattern, s)
		}
	}
}
