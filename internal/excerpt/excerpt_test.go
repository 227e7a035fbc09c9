package excerpt

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

func TestLine(t *testing.T) {
	long := strings.Repeat("a", 1000) + "X" + strings.Repeat("b", 1000)
	for _, tc := range []struct {
		name      string
		line      string
		column    int
		text, pad string
	}{
		{"short line", "$x = 1 +", 9, "$x = 1 +", "        "},
		{"line break dropped", "abc\r\n", 2, "abc", " "},
		{"tabs kept", "\t\tx", 3, "\t\tx", "\t\t"},
		{"tab then blanks", "\t  $x", 4, "\t  $x", "\t  "},
		{"after a quoted wide string", "'日本' + $x", 8, "'日本' + $x", strings.Repeat(" ", 9)},
		{"wide characters count double", "日本x", 3, "日本x", "    "},
		{"multi-byte characters count once", "é€x }", 5, "é€x }", "    "},
		{"past the end", "ab", 4, "ab", "   "},
		{"column 0 is the first", "ab", 0, "ab", ""},
		{"long line cut around the caret", long, 1001,
			"…" + strings.Repeat("a", 80) + "X" + strings.Repeat("b", 79) + "…", strings.Repeat(" ", 81)},
		{"long line, caret near the start", long, 3,
			strings.Repeat("a", 160) + "…", "  "},
		{"long line, caret at the end", long, 2002,
			"…" + strings.Repeat("b", 160), strings.Repeat(" ", 161)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text, pad := Line(tc.line, tc.column)
			assert.Equal(t, tc.text, text)
			assert.Equal(t, tc.pad, pad)
		})
	}
}

// TestLineOfTenMegabytes: an error in a 10 MB line shows a screenful
// with the caret under the culprit.
func TestLineOfTenMegabytes(t *testing.T) {
	line := strings.Repeat("x", 5<<20) + "!" + strings.Repeat("y", 5<<20)
	text, pad := Line(line, 5<<20+1)
	assert.LessOrEqual(t, utf8.RuneCountInString(text), Width+2)
	assert.Equal(t, "!", string([]rune(text)[utf8.RuneCountInString(pad)]))
}

func FuzzLine(f *testing.F) {
	f.Add("abc", 2)
	f.Add("\t日本\xff", 3)
	f.Fuzz(func(t *testing.T, line string, column int) {
		text, pad := Line(strings.Repeat(line, 1+Width/max(1, len(line))), column)
		assert.LessOrEqual(t, utf8.RuneCountInString(text), Width+2)
		assert.LessOrEqual(t, len(pad), 2*Width+2)
	})
}
