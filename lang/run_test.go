package lang

import (
	"context"
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
		{"nosuchname?", 7, "", "", "No documentation for 'nosuchname'."},
		{":bogus", 7, "", "", "Unknown command ':bogus'."},
		{"1 +", 7, "", "", "Syntax error at end of input (file: <input 7>"},
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
			assert.Equal(t, tt.display, o.Display.Text)
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
