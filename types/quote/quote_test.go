package quote

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestSingle checks the quoting Puppet's %p gives strings.
func TestSingle(t *testing.T) {
	for in, want := range map[string]string{
		"abc": "'abc'", "it's": `'it\'s'`, `a\b`: `'a\b'`, `a\`: `'a\'`, `a\\b`: `'a\\b'`, "a\nb": `"a\nb"`,
		"tab\there $x": `"tab\there \$x"`, "\x01": `"\u{1}"`, "äö": "'äö'", "": "''",
	} {
		assert.Equal(t, want, Single(in), "%q", in)
	}
}

// singleByRunes is Single as it was first written, rune by rune: the
// reference for the version that writes runs of plain ASCII at once.
func singleByRunes(s string) string {
	var b strings.Builder
	b.WriteByte('\'')
	escaped := false
	for _, r := range s {
		if r < 0x20 {
			return Double(s)
		}
		switch {
		case escaped:
			b.WriteByte('\\')
			b.WriteRune(r)
			escaped = false
		case r == '\'':
			b.WriteString(`\'`)
		case r == '\\':
			escaped = true
		default:
			b.WriteRune(r)
		}
	}
	if escaped {
		b.WriteByte('\\')
	}
	b.WriteByte('\'')
	return b.String()
}

// TestSingleByRuns checks Single against the rune-by-rune reference on
// strings with quotes, backslashes, control characters, multi-byte and
// invalid UTF-8 at the start, the middle and the end.
func TestSingleByRuns(t *testing.T) {
	for _, s := range []string{
		"", "a", "'", "\\", "\\'", "'\\", "a'b'c", "it's \"q\" 5", "a\\\\b", "\\\\", "x\\", "\\ä", "ä\\", "\\\xff",
		"\xff", "a\xffb", "\xe2\x82", "é'ü", "日本'語\\", "tab\there", "end\n", "\x00", "a\\\x01",
	} {
		assert.Equal(t, singleByRunes(s), Single(s), "%q", s)
		assert.Equal(t, "x"+singleByRunes(s), string(AppendSingle([]byte("x"), s)), "%q", s)
	}
}

// FuzzSingle compares Single with the rune-by-rune reference.
func FuzzSingle(f *testing.F) {
	for _, s := range []string{"abc", "it's", `a\b`, "\xff'", "a\tb", "ä\\'"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := Single(s), singleByRunes(s); got != want {
			t.Fatalf("Single(%q) = %q, want %q", s, got, want)
		}
		if got, want := string(AppendSingle([]byte("<"), s)), "<"+singleByRunes(s); got != want {
			t.Fatalf("AppendSingle(%q) = %q, want %q", s, got, want)
		}
	})
}

// BenchmarkSingle quotes strings that need escapes, as %p does for the
// notes and names of a record.
func BenchmarkSingle(b *testing.B) {
	in := []string{`it's "q" 417`, `C:\temp\it's`, "plain but with ü", "hostname-with-a-quote'"}
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range in {
			_ = Single(s)
		}
	}
}
