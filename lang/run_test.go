package lang

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestContinuation(t *testing.T) {
	tests := []struct {
		in, want string
		shift    int
	}{
		{".map |$x| { $x }", "$_.map |$x| { $x }", 2},
		{"  .size", "$_.size", 0},
		{"\t\t\t.size", "$_.size", -1},
		{".Foo", "$_.Foo", 2},
		{"._x", "$_._x", 2},
		{".5", ".5", 0},
		{"..", "..", 0},
		{".", ".", 0},
		{"$a.map", "$a.map", 0},
		{"", "", 0},
	}
	for _, tt := range tests {
		got, shift := expandContinuation(tt.in)
		assert.Equal(t, tt.want, got, "expandContinuation(%q)", tt.in)
		assert.Equal(t, tt.shift, shift, "expandContinuation(%q)", tt.in)
	}
}

// TestRun runs inputs as a front end does, one after another, and checks
// what each outcome holds for showing.
func TestRun(t *testing.T) {
	s := NewSession(Options{NodeName: "test.example.com"})
	tests := []struct {
		input   string
		count   int
		value   string // the value's text; "" for none
		display string // the command's text; "" for none
		err     string // the error; "" for none
	}{
		{"[1, 2, 3]", 1, "[1, 2, 3]", "", ""},
		{"  .map |$x| {\n  $x + 1 }", 2, "[2, 3, 4]", "", ""},
		{".length", 3, "3", "", ""},
		{".nosuchfunction", 4, "", "", "Unknown function: 'nosuchfunction'"},
		{"$_", 5, "3", "", ""},
		{"notice('hi')", 6, "", "", ""},
		{"   ", 6, "", "", ""},
		{":time", 7, "", "timing: off", ""},
		{"nosuchname?", 8, "", "", "No documentation for 'nosuchname'."},
		{":bogus", 9, "", "", "Unknown command ':bogus'."},
		{"1 +", 10, "", "", "Syntax error at end of input (file: <input 10>"},
		{"notice?", 11, "", "notice (function)", ""},
	}
	for _, tt := range tests {
		o := s.Run(context.Background(), tt.input)
		assert.Equal(t, tt.count, o.Count, "%q", tt.input)
		if tt.err != "" {
			require.NotNil(t, o.Err, "%q", tt.input)
			assert.Contains(t, o.Err.Error(), tt.err)
			assert.Nil(t, o.Display, "a failed command shows its message once, as the error")
		} else {
			assert.Nil(t, o.Err, "%q", tt.input)
		}
		if tt.value == "" {
			assert.Nil(t, o.Value, "%q", tt.input)
		} else if assert.NotNil(t, o.Value, "%q", tt.input) {
			assert.Equal(t, tt.value, o.Value.Text())
		}
		if tt.display == "" {
			assert.Nil(t, o.Display, "%q", tt.input)
		} else if assert.NotNil(t, o.Display, "%q", tt.input) {
			assert.True(t, strings.HasPrefix(o.Display.Text, tt.display), "%q: %s", tt.input, o.Display.Text)
		}
	}
}

func TestRunTimeAndFormat(t *testing.T) {
	s := NewSession(Options{})
	assert.False(t, s.Run(context.Background(), "1").ShowTime)
	s.Run(context.Background(), ":time on")
	s.Run(context.Background(), ":format {Integer => '%#x'}")
	o := s.Run(context.Background(), "255")
	assert.True(t, o.ShowTime)
	assert.Equal(t, "0xff", o.Value.Text())
	assert.Contains(t, s.Run(context.Background(), "{a => 1}").Value.HTML(), "<table")
}

func TestRunUnrecorded(t *testing.T) {
	s := NewSession(Options{})
	s.Run(context.Background(), "[1]")
	o := s.RunUnrecorded(context.Background(), "['a', 'b']")
	assert.Equal(t, 1, o.Count)
	assert.Equal(t, "1", s.Run(context.Background(), ".length").Value.Text(), "$_ is the last recorded result")
}

func TestIsCompleteRun(t *testing.T) {
	s := NewSession(Options{})
	for _, tt := range []struct {
		input string
		want  CompleteState
	}{
		{":vars", Complete},
		{"notice?", Complete},
		{".map |$x| {", Incomplete},
		{"[1,", Incomplete},
		{"[1 + )", Invalid},
	} {
		got, _ := s.IsComplete(tt.input)
		assert.Equal(t, tt.want, got, "%q", tt.input)
	}
}

func TestCompleteContinuation(t *testing.T) {
	s := NewSession(Options{})
	s.Run(context.Background(), "[1]")
	for _, code := range []string{".filt", "  .filt", "\t\t\t.filt"} {
		matches, start, end := s.Complete(code, -1)
		assert.Contains(t, matches, "filter", "%q", code)
		n := len([]rune(code))
		assert.Equal(t, []int{n - 4, n}, []int{start, end}, "%q", code)
	}
}

// TestRunNumbering checks that every input but a blank one takes its own
// number, commands included, and that :reset and :load do not disturb
// the numbering, as IPython numbers cells (magics included; %reset keeps
// the count).
func TestRunNumbering(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "m.pp"), []byte("$loaded = 5\n"), 0o644))
	s := NewSession(Options{WorkDir: dir})
	ctx := context.Background()
	var counts []int
	for _, in := range []string{"$a = 1", ":vars", "", "notice?", ":load m.pp", "$loaded", ":reset", "1 + 1", "\t\n"} {
		counts = append(counts, s.Run(ctx, in).Count)
	}
	assert.Equal(t, []int{1, 2, 2, 3, 4, 5, 6, 7, 7}, counts)
	o := s.Run(ctx, "$a")
	require.NotNil(t, o.Err, ":reset forgot $a")
	assert.Equal(t, "<input 8>", o.Err.File)
	o = s.Run(ctx, ":history")
	assert.Equal(t, "[6] :reset\n[7] 1 + 1\n[8] (failed) $a", o.Display.Text)
	assert.Equal(t, 9, o.Count)
	assert.Equal(t, 9, s.RunUnrecorded(ctx, "2").Count, "an unrecorded input takes no number")
	assert.Equal(t, 9, s.RunUnrecorded(ctx, ":vars").Count)
	h := s.History()
	assert.Equal(t, ":reset", h[0].Input)
	assert.Equal(t, ":history", h[len(h)-1].Input)
}
