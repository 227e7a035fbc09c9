package repl

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"

	"prepl/lang"
	_ "prepl/lang/eval/builtins"
)

// newTestShell returns a shell whose output is collected, without colour.
func newTestShell() (*shell, *bytes.Buffer, *bytes.Buffer) {
	var out, errOut bytes.Buffer
	p := &printer{out: &out, err: &errOut, width: func() int { return 0 }}
	return newShell(lang.NewSession(lang.Options{Log: p.log, MinLogLevel: lang.LogNotice, NodeName: "test.example.com"}), p), &out, &errOut
}

func TestShellFeed(t *testing.T) {
	type line struct {
		text string
		want step
	}
	tests := []struct {
		name        string
		lines       []line
		out, errOut string
		failed      bool
	}{
		{"a complete line runs", []line{{"1 + 1", step{Entry: "1 + 1"}}}, "=> 2\n", "", false},
		{"blank lines outside an input are skipped", []line{{"", step{}}, {"  ", step{}}}, "", "", false},
		{"an open bracket asks for more, indented", []line{
			{"[1,", step{More: true, Indent: "  "}},
			{"", step{More: true, Indent: "  "}},
			{"  2]", step{Entry: "[1,\n\n  2]"}},
		}, "=> [1, 2]\n", "", false},
		{"nested blocks indent deeper", []line{
			{"if true {", step{More: true, Indent: "  "}},
			{"  [1, [", step{More: true, Indent: "      "}},
			{"2]]}", step{Entry: "if true {\n  [1, [\n2]]}"}},
		}, "=> [1, [2]]\n", "", false},
		{"an invalid line runs at once", []line{{"[1 + )", step{Entry: "[1 + )"}}}, "",
			"Error: Syntax error at ')' (file: <input 1>, line: 1, column: 6)\n  [1 + )\n       ^\n", true},
		{"commands run on the first line", []line{{":time on", step{Entry: ":time on"}}}, "timing: on\n", "", false},
		{"a colon inside an input is code", []line{
			{"[", step{More: true, Indent: "  "}},
			{":vars", step{Entry: "[\n:vars"}},
		}, "", "Error: Syntax error at ':' (file: <input 1>, line: 2, column: 1)\n  :vars\n  ^\n", true},
		{"a dot line continues from the previous result", []line{
			{"[3, 4]", step{Entry: "[3, 4]"}},
			{".map |$x| {", step{More: true, Indent: "  "}},
			{"$x + 1 }", step{Entry: ".map |$x| {\n$x + 1 }"}},
		}, "=> [3, 4]\n=> [4, 5]\n", "", false},
		{"statement-like calls echo nothing", []line{
			{"notice('x')", step{Entry: "notice('x')"}},
			{"function f() { }", step{Entry: "function f() { }"}},
			{"f()", step{Entry: "f()"}},
		}, "Notice: x\n", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sh, out, errOut := newTestShell()
			for _, l := range tt.lines {
				assert.Equal(t, l.want, sh.feed(l.text), "feed(%q)", l.text)
			}
			assert.Equal(t, tt.out, out.String())
			assert.Equal(t, tt.errOut, errOut.String())
			assert.Equal(t, tt.failed, sh.failed)
		})
	}
}

func TestShellPendingAbandonFinish(t *testing.T) {
	sh, out, errOut := newTestShell()
	sh.feed("[1,")
	assert.True(t, sh.inInput())
	assert.Equal(t, "[1,\n", sh.pendingText())
	sh.abandon()
	assert.False(t, sh.inInput())
	assert.Equal(t, "", sh.pendingText())
	assert.Equal(t, "", sh.finish(), "nothing pending, nothing run")

	sh.feed(".map |$x| {")
	assert.Equal(t, ".map |$x| {\n", sh.pendingText())
	assert.Equal(t, ".map |$x| {", sh.finish())
	assert.Contains(t, errOut.String(), "Syntax error at end of input")
	assert.Empty(t, out.String())
	assert.True(t, sh.failed)
}

func TestShellQuit(t *testing.T) {
	sh, out, _ := newTestShell()
	sh.feed(":quit")
	assert.True(t, sh.quit)
	assert.Equal(t, "Bye.\n", out.String())
}
