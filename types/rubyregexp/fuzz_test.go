package rubyregexp

import (
	"errors"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// FuzzCompileAndMatch checks that no pattern or input makes the package
// panic or run unbounded: every operation returns, at worst with an error
// (compile errors, or ErrMatchTimeout from a backtracking match), and all
// offsets are valid for the input.
func FuzzCompileAndMatch(f *testing.F) {
	for _, seed := range []struct{ pattern, input string }{
		{`(?<x>b)`, "abc"}, {`(a|)*\1`, "aaa"}, {`[[:^alpha:]&&\p{L}]`, "é"}, {`(?<=ab|c)\K.`, "abcd"},
		{`\u{61 62}{2,}?`, "abab"}, {`(?i)ß[^k]`, "SSK"}, {`^\b\B$\Z\z\A\G`, "\n"}, {`(?x) a # b`, "a"},
		{`(a)(?(1)b|\R)`, "\r\n"}, {`(?>a++)\k<-1>`, "aa"}, {`\xC3\xA9\cA\C-b\101`, "é"}, {`(a+)+b`, "aaaaaaaaaaaaaaaaaaaaaaac"},
		{`[a-z&&[^aeiou]]{1,1001}`, "xyz"}, {`(?<n>.)\k<n>{3}`, "üüüü"}, {`x*`, "\xff\xfe"},
	} {
		f.Add(seed.pattern, seed.input)
	}
	prev := SetMatchTimeout(20 * time.Millisecond)
	defer SetMatchTimeout(prev)
	f.Fuzz(func(t *testing.T, pattern, input string) {
		if len(input) > 256 {
			input = input[:256]
		}
		re, err := Compile(pattern)
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("compile error of type %T: %v", err, err)
			}
			return
		}
		if _, err := re.MatchString(input); err != nil {
			if !utf8.ValidString(input) != errors.Is(err, ErrInvalidUTF8) && !errors.Is(err, ErrMatchTimeout) {
				t.Fatalf("unexpected error: %v", err)
			}
			return // broken input or out of time: the other operations fail too
		}
		all, err := re.FindAllStringSubmatchIndex(input, -1)
		checkOffsets(t, input, all, err)
		if _, err := re.Replace(input, `<\0\1\k\\>`, true); err != nil && !strings.Contains(err.Error(), "group name") {
			checkOffsets(t, input, nil, err)
		}
		if _, err := re.ReplaceFunc(input, true, func(m []int) string { return input[m[0]:m[1]] }); err != nil {
			checkOffsets(t, input, nil, err)
		}
		parts, err := re.Split(input, 0)
		checkOffsets(t, input, nil, err)
		if err == nil {
			for _, p := range parts {
				if !utf8.ValidString(p) {
					t.Fatalf("split produced a broken character: %q", p)
				}
			}
		}
	})
}

// checkOffsets fails unless err is nil or a timeout and every match has
// ordered offsets inside input.
func checkOffsets(t *testing.T, input string, all [][]int, err error) {
	t.Helper()
	if err != nil {
		if !strings.Contains(err.Error(), ErrMatchTimeout.Error()) {
			t.Fatalf("unexpected error: %v", err)
		}
		return
	}
	for _, m := range all {
		for i := 0; i+1 < len(m); i += 2 {
			if m[i] < 0 && m[i+1] < 0 {
				continue
			}
			if m[i] < 0 || m[i] > m[i+1] || m[i+1] > len(input) {
				t.Fatalf("bad offsets %v for %q", m, input)
			}
		}
	}
}
