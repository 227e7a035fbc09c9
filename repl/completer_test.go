package repl

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestCompleterDo(t *testing.T) {
	tests := []struct {
		name    string
		setup   []string // lines fed to the shell first
		line    string
		pos     int // -1: the end of line
		want    []string
		wantLen int
	}{
		{"variables after $", []string{"$foo = 1", "$foobar = 2"}, "notice($fo", -1, []string{"o", "obar"}, 3},
		{"the cursor inside the line", []string{"$foo = 1"}, "$fo + 1", 3, []string{"o"}, 3},
		{"functions by prefix", nil, "notic", -1, []string{"e"}, 5},
		{"commands", nil, ":hi", -1, []string{"story"}, 3},
		{"hash keys", []string{"$h = {'alpha' => 1, 'beta' => 2}"}, "$h['al", -1, []string{"pha']"}, 2},
		{"methods after a dot continuation", []string{"[1]"}, ".filt", -1, []string{"er"}, 4},
		{"indented dot continuation", []string{"[1]"}, "  .filt", -1, []string{"er"}, 4},
		{"types", nil, "$x =~ Timesp", -1, []string{"an"}, 6},
		{"type aliases", []string{"type Port = Integer[1, 65535]"}, "Po", -1, []string{"rt"}, 2},
		{"resource types", nil, "packa", -1, []string{"ge"}, 5},
		{"classes", []string{"class webserver { }"}, "include webser", -1, []string{"ver"}, 6},
		{"keywords", nil, "unle", -1, []string{"ss"}, 4},
		{"nothing to complete", nil, "1 + ", -1, nil, 0},
		{"a line of an unfinished input", []string{"$zeta = 1", "[1,"}, "$ze", -1, []string{"ta"}, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sh, _, _ := newTestShell()
			for _, l := range tt.setup {
				sh.feed(l)
			}
			line := []rune(tt.line)
			pos := tt.pos
			if pos < 0 {
				pos = len(line)
			}
			got, n := (&completer{sh: sh}).Do(line, pos)
			var gs []string
			for _, g := range got {
				gs = append(gs, string(g))
			}
			assert.Equal(t, tt.want, gs)
			assert.Equal(t, tt.wantLen, n)
		})
	}
}

func TestDedenter(t *testing.T) {
	tests := []struct {
		name    string
		active  bool
		line    string
		pos     int
		key     rune
		want    string
		wantPos int
		changed bool
	}{
		{"a closing brace after the indentation", true, "  }", 3, '}', "}", 1, true},
		{"one level only", true, "    ]", 5, ']', "  ]", 3, true},
		{"a parenthesis", true, "  )", 3, ')', ")", 1, true},
		{"text before the brace", true, "  x}", 4, '}', "", 0, false},
		{"not on a line without suggested indentation", false, "  }", 3, '}', "", 0, false},
		{"other keys", true, "  a", 3, 'a', "", 0, false},
		{"too little indentation", true, " }", 2, '}', "", 0, false},
		{"text after the cursor is kept", true, "  }x", 3, '}', "}x", 1, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := &dedenter{active: tt.active}
			got, pos, ok := d.OnChange([]rune(tt.line), tt.pos, tt.key)
			assert.Equal(t, tt.changed, ok)
			if ok {
				assert.Equal(t, tt.want, string(got))
				assert.Equal(t, tt.wantPos, pos)
			}
		})
	}
}
