package rubystr

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

// TestAgainstRuby checks each operation with results Ruby 3.1 gives.
func TestAgainstRuby(t *testing.T) {
	tests := []struct {
		name, got, want string
	}{
		{"upcase full mapping", Upcase("straße ﬁx"), "STRASSE FIX"},
		{"downcase dotted I", Downcase("İX"), "i̇x"},
		{"capitalize", Capitalize("hELLO wORLD"), "Hello world"},
		{"capitalize sharp s", Capitalize("ßa"), "Ssa"},
		{"capitalize empty", Capitalize(""), ""},
		{"capitalize each segment", CapitalizeEach("foo::bar::", "::", "::"), "Foo::Bar"},
		{"camelcase", CapitalizeEach("some_words_", "_", ""), "SomeWords"},
		{"strip", Strip("\x00\t a b \n\v\f\r"), "a b"},
		{"strip keeps non-ASCII space", Strip("\u00a0x\u00a0"), "\u00a0x\u00a0"},
		{"lstrip", Lstrip("  x  "), "x  "},
		{"rstrip", Rstrip("  x  "), "  x"},
		{"chomp crlf", Chomp("a\r\n"), "a"},
		{"chomp one only", Chomp("a\n\n"), "a\n"},
		{"chop crlf", Chop("a\r\n"), "a"},
		{"chop multibyte", Chop("hé"), "h"},
		{"regexp escape", RegexpEscape("a.b c\t/#-\n\r\f\v*?+^$|()[]{}\\é"), `a\.b\ c\t/\#\-\n\r\f\v\*\?\+\^\$\|\(\)\[\]\{\}\\é`},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, tt.got, tt.name)
	}
}

// TestASCIICaseMatchesRuneMapping pins the ASCII shortcut of Upcase,
// Downcase and Capitalize to the per-character mapping, on every ASCII
// character, first and later in a string.
func TestASCIICaseMatchesRuneMapping(t *testing.T) {
	var all strings.Builder
	for c := 0; c < utf8.RuneSelf; c++ {
		all.WriteByte(byte(c))
	}
	inputs := []string{"", "web-12", "WEB", "MiXeD cAsE 42!", "no_change", "Capitalized", "x", "X", "@", "[a", "`a", "{A", all.String()}
	for c := 0; c < utf8.RuneSelf; c++ {
		inputs = append(inputs, string(rune(c))+"aZ", "a"+string(rune(c)))
	}
	for _, s := range inputs {
		assert.Equal(t, mapRunes(s, fullUpper, unicode.ToUpper), Upcase(s), "%q", s)
		assert.Equal(t, mapRunes(s, fullLower, unicode.ToLower), Downcase(s), "%q", s)
		want := s
		if s != "" {
			want = string(unicode.ToTitle(rune(s[0]))) + mapRunes(s[1:], fullLower, unicode.ToLower)
		}
		assert.Equal(t, want, Capitalize(s), "%q", s)
	}
}

// BenchmarkCase measures the case functions on a short ASCII name, as
// `$name.upcase` in a loop calls them.
func BenchmarkCase(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		Upcase("web-12-345")
		Downcase("Web-12-345")
		Capitalize("web")
	}
}

// TestLengthCountsAsARangeLoop: Length agrees with counting the
// characters of a range loop, across ASCII runs, multi-byte characters
// and invalid bytes at every alignment.
func TestLengthCountsAsARangeLoop(t *testing.T) {
	for _, s := range []string{"", "a", "abcdefgh", "abcdefghi", "été", "0123456é89abcdefghij", strings.Repeat("x", 37) + "\xff" + strings.Repeat("y", 9),
		"\xe2\x82", "日本語のテキスト and ASCII", strings.Repeat("ab", 100) + "ß"} {
		want := 0
		for range s {
			want++
		}
		assert.Equal(t, want, Length(s), "%q", s)
	}
}

// BenchmarkLength counts the characters of a 100 KB ASCII text.
func BenchmarkLength(b *testing.B) {
	s := strings.Repeat("web-1 => {id => 7, load => 3.25}, ", 3000)
	for b.Loop() {
		Length(s)
	}
}
