package rubyregexp

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestUnsupportedConstructsAreCompileErrors(t *testing.T) {
	for _, tc := range []struct{ pattern, msg string }{
		{`\X`, `\X (extended grapheme cluster) is not supported`},
		{`(?~abc)`, `the absent operator (?~...) is not supported`},
		{`\g<1>(a)`, `subexpression calls (\g<...>) are not supported`},
		{`(?<n>a)\g'n'`, `subexpression calls (\g<...>) are not supported`},
		{`(?<n>a)\k<n+1>`, `backreferences with a nest level are not supported`},
		{`\p{In_Basic_Latin}`, `invalid character property name {In_Basic_Latin}`},
		{`\p{Emoji}`, `invalid character property name {Emoji}`},
		{`\p{Age=6.0}`, `invalid character property name {Age=6.0}`},
		{`\p{}`, `invalid character property name {}`},
		{`\p{^}Alpha`, `invalid character property name {}`},
		{`(a\1)`, `a backreference or condition inside the group it refers to is not supported`},
		{`(?<n>a\k<n>)`, `a backreference or condition inside the group it refers to is not supported`},
		{`(a|\1b)*`, `a backreference or condition inside the group it refers to is not supported`},
		{`(a(?(1)b))`, `a backreference or condition inside the group it refers to is not supported`},
		{"a\xffb", `invalid multibyte character`},
	} {
		t.Run(tc.pattern, func(t *testing.T) {
			_, err := Compile(tc.pattern)
			var e *Error
			require.ErrorAs(t, err, &e)
			assert.Equal(t, tc.msg, e.Msg)
			assert.Equal(t, tc.pattern, e.Source)
		})
	}
}

func TestErrorTextIsRubys(t *testing.T) {
	_, err := Compile(`a/(`)
	require.EqualError(t, err, `end pattern with unmatched parenthesis: /a\/(/`)
	_, err = Compile(`a\/(`)
	require.EqualError(t, err, `end pattern with unmatched parenthesis: /a\/(/`)
	_, err = CompileWithFlags(`(`, true, true, true)
	require.EqualError(t, err, `end pattern with unmatched parenthesis: /(/mix`)
	_, err = Compile("\x01(")
	require.EqualError(t, err, `end pattern with unmatched parenthesis: /\x01(/`)
}

// The patterns of the case/regexp benchmark, and other everyday ones,
// must run on RE2.
func TestEverydayPatternsUseRE2(t *testing.T) {
	for _, p := range []string{
		`" (5\d\d) `, `"GET \/api\/v(\d)\/([a-z]+)`, `\/static\/`, `\s(?i:error)\s`, `\sWARN\s`,
		`(\d+)ms`, `^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)`, `kube-probe|curl|python-requests`,
		`10\.0\.(\d+)\.(\d+)`, `(?<v>v\d)`, `\/users\/(\d+)`, `^\s*#`, `\A[a-z][a-z0-9_]*\z`,
		`\bfoo\b`, `[[:alpha:]]+`, `\p{L}+`, `(?i)^(true|yes|on)$`, `(?m)a.*b`, `a\Kb`, `x{1000}`,
	} {
		re, err := Compile(p)
		require.NoError(t, err, p)
		assert.False(t, re.UsesBacktracking(), "%s should run on RE2", p)
	}
	for _, p := range []string{
		`a(?=b)`, `(?<!a)b`, `(a)\1`, `(?>a+)`, `a++`, `\Z`, `\Gx`, `\R`, `x{1001}`, `(a)?(?(1)b|c)`, `(a|)*`,
	} {
		re, err := Compile(p)
		require.NoError(t, err, p)
		assert.True(t, re.UsesBacktracking(), "%s needs the backtracking engine", p)
	}
}

// RE2 stands in for Ruby only where it gives Ruby's answer; these inputs
// must be handed to the backtracking engine and still come out right.
func TestRE2FallbacksKeepRubySemantics(t *testing.T) {
	re, err := Compile(`\bfoo\b`)
	require.NoError(t, err)
	m, err := re.FindStringSubmatchIndex("éfoo foo")
	require.NoError(t, err)
	assert.Equal(t, []int{6, 9}, m, "é is a word character for Ruby's \\b")

	re, err = Compile(`^$`)
	require.NoError(t, err)
	ok, err := re.MatchString("a\n")
	require.NoError(t, err)
	assert.False(t, ok, "Ruby's ^ does not match after a final newline")
	ok, err = re.MatchString("a\n\n")
	require.NoError(t, err)
	assert.True(t, ok)
}

func TestBacktrackingTimeout(t *testing.T) {
	prev := SetMatchTimeout(50 * time.Millisecond)
	defer SetMatchTimeout(prev)
	re, err := Compile(`(?>x)?(a+)+b`)
	require.NoError(t, err)
	require.True(t, re.UsesBacktracking())
	start := time.Now()
	_, err = re.MatchString(strings.Repeat("a", 40) + "c")
	require.Error(t, err)
	assert.True(t, errors.Is(err, ErrMatchTimeout), "%v", err)
	assert.Contains(t, err.Error(), "/(?>x)?(a+)+b/")
	assert.Less(t, time.Since(start), 5*time.Second)

	_, err = re.Replace(strings.Repeat("a", 40)+"c", "", true)
	assert.ErrorIs(t, err, ErrMatchTimeout)
	_, err = re.Split(strings.Repeat("a", 40)+"c", 0)
	assert.ErrorIs(t, err, ErrMatchTimeout)
}

func TestCacheIsBoundedAndReused(t *testing.T) {
	a, err := Compile(`cache-me`)
	require.NoError(t, err)
	b, err := Compile(`cache-me`)
	require.NoError(t, err)
	assert.Same(t, a, b)
	c, err := CompileWithFlags(`cache-me`, true, false, false)
	require.NoError(t, err)
	assert.NotSame(t, a, c, "options are part of the key")

	for i := 0; i < cacheSize+100; i++ {
		_, err := Compile(fmt.Sprintf("p%d", i))
		require.NoError(t, err)
	}
	assert.LessOrEqual(t, cache.len(), cacheSize)
	last, err := Compile(fmt.Sprintf("p%d", cacheSize+99))
	require.NoError(t, err)
	again, err := Compile(fmt.Sprintf("p%d", cacheSize+99))
	require.NoError(t, err)
	assert.Same(t, last, again)
}

func TestConcurrentUse(t *testing.T) {
	patterns := []string{`(\w+)@(\w+)`, `(?<=a)b`, `\bé\b`, `^x`, `(a|)*`}
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for i := 0; i < 200; i++ {
				re, err := Compile(patterns[(g+i)%len(patterns)])
				if !assert.NoError(t, err) {
					return
				}
				_, err = re.Replace("ab x@y é ab\nx", "-", true)
				assert.NoError(t, err)
				_, err = re.Split("ab x@y é ab\nx", 0)
				assert.NoError(t, err)
			}
		}(g)
	}
	wg.Wait()
}

func TestByteOffsetsInUnicodeText(t *testing.T) {
	re, err := Compile(`(?<w>ü+)(?=ß)`)
	require.NoError(t, err)
	require.True(t, re.UsesBacktracking())
	s := "日本 üüß"
	m, err := re.FindStringSubmatchIndex(s)
	require.NoError(t, err)
	assert.Equal(t, "üü", s[m[0]:m[1]])
	assert.Equal(t, "üü", s[m[2]:m[3]])
	assert.Equal(t, []string{"", "w"}, re.SubexpNames())
	assert.Equal(t, 1, re.NumSubexp())
}

func TestSubexpNamesFollowRuby(t *testing.T) {
	re, err := Compile(`(a)(?<x>b)(c)(?<x>d)`)
	require.NoError(t, err)
	assert.Equal(t, []string{"", "x", "x"}, re.SubexpNames(), "unnamed groups do not capture next to named ones")
	re, err = Compile(`(a)(?:b)(c)`)
	require.NoError(t, err)
	assert.Equal(t, []string{"", "", ""}, re.SubexpNames())
	assert.Equal(t, `(a)(?:b)(c)`, re.String())
}

func TestInvalidUTF8InputIsAnError(t *testing.T) {
	re, err := Compile(`b`)
	require.NoError(t, err)
	_, err = re.MatchString("a\xffb")
	assert.ErrorIs(t, err, ErrInvalidUTF8)
	_, err = re.FindStringSubmatchIndex("a\xffb")
	assert.ErrorIs(t, err, ErrInvalidUTF8)
	_, err = re.Replace("a\xffb", "x", true)
	assert.ErrorIs(t, err, ErrInvalidUTF8)
	_, err = re.Split("a\xffb", 0)
	assert.ErrorIs(t, err, ErrInvalidUTF8)
	_, err = re.Scan("a\xffb")
	assert.EqualError(t, err, "invalid byte sequence in UTF-8")
	// A match found before the broken byte does not hide it.
	for _, p := range []string{``, `0`, `\d`} {
		re, err := Compile(p)
		require.NoError(t, err)
		_, err = re.MatchString("0\xec")
		assert.ErrorIs(t, err, ErrInvalidUTF8, p)
		ok, err := re.MatchString("0é")
		require.NoError(t, err, p)
		assert.True(t, ok, p)
	}
}
