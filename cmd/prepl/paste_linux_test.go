package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// paste wraps text as a terminal sends a paste in bracketed paste mode.
func paste(text string) string { return "\x1b[200~" + text + "\x1b[201~" }

func TestInteractivePasteIsOneInput(t *testing.T) {
	s := startShell(t)
	assert.Contains(t, s.raw(), "\x1b[?2004h", "the shell asks the terminal for bracketed paste")
	// A pasted class with a missing comma fails as a whole: nothing of it
	// runs at top level and the catalog stays empty.
	s.send(paste("class web {\n  notify { 'a':\n    message => 'x'\n    tag => 'y' }\n}\nnotify { 'top': }\n"))
	out := s.expect("^")
	out += s.expect(prompt)
	assert.Equal(t, 1, strings.Count(out, "Error:"), "one error for the whole paste:\n%s", out)
	s.send(":resources" + keyEnter)
	assert.NotContains(t, s.expect(prompt), "Notify[top]", "a failed paste changes nothing")

	// A complete pasted block runs once, else and all.
	s.send(paste("if false {\n  notice('then')\n}\nelse {\n  notice('else')\n}\n"))
	out = s.expect("Notice: else")
	out += s.expect(prompt)
	assert.NotContains(t, out, "Notice: then")
	assert.NotContains(t, out, "Error")
}

func TestInteractivePastedTabsAreText(t *testing.T) {
	s := startShell(t)
	s.send(paste("$s = \"col1\tcol2\""))
	s.send(keyEnter)
	s.expect(`=> "col1\tcol2"`)
	s.expect(prompt)
	s.send(paste("$h = @(END)\n\tindented\n  END\n"))
	s.expect("=> ")
	s.expect(prompt)
	s.send("$h" + keyEnter)
	assert.Contains(t, s.expect(prompt), `=> "\tindented\n"`)
}

func TestInteractiveHomeEndAndWordKeys(t *testing.T) {
	s := startShell(t)
	// Home as tmux sends it, then End as screen sends it.
	s.send("+ 1" + "\x1b[1~" + "41 " + "\x1b[4~" + keyEnter)
	assert.Contains(t, s.expect(prompt), "=> 42")
	s.send("2 * 3" + "\x1b[7~" + "1 + " + "\x1b[8~" + keyEnter)
	assert.Contains(t, s.expect(prompt), "=> 7")
	// Ctrl-Left moves back a word: the digit lands before "word".
	s.send("'a word'" + "\x1b[1;5D" + "X" + keyEnter)
	assert.Contains(t, s.expect(prompt), "=> 'a Xword'")
}

func TestInteractiveCtrlDAbandonsOpenInput(t *testing.T) {
	s := startShell(t)
	s.send("$x = \"open" + keyEnter)
	s.expect(contPrompt)
	s.send(keyCtrlD)
	assert.Contains(t, s.expect(prompt), "abandoned")
	s.send("1 + 1" + keyEnter)
	assert.Contains(t, s.expect(prompt), "=> 2", "the session goes on")
	s.send(keyCtrlD)
	assert.Equal(t, 0, s.wait(), "Ctrl-D at an empty first prompt leaves")
}

func TestInteractiveElseOnItsOwnLineExplains(t *testing.T) {
	s := startShell(t)
	s.send("if false { 1 }" + keyEnter)
	s.expect(prompt)
	s.send("else { 2 }" + keyEnter)
	out := s.expect(prompt)
	assert.Contains(t, out, "Error:")
	assert.Contains(t, out, "} else {")
}

func TestInteractiveLoadsFileThenStays(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "site.pp")
	require.NoError(t, os.WriteFile(file, []byte("$greeting = 'hi'\n"), 0o644))
	s := startSession(t, testEnv(t, t.TempDir()), "--no-banner", "-i", file, "-e", "$twice = \"${greeting}${greeting}\"")
	s.expect("pp> ")
	s.send("$twice" + keyEnter)
	assert.Contains(t, s.expect(prompt), "=> 'hihi'")
}

func TestInteractiveHintForNonASCIIName(t *testing.T) {
	s := startShell(t)
	s.send("$café = 1" + keyEnter)
	out := s.expect(prompt)
	assert.Contains(t, out, "Syntax error at ''")
	assert.Contains(t, out, "U+00E9")
}

func TestInteractivePagerForTallOutput(t *testing.T) {
	s := startShell(t, "PAGER=sed 's/^/paged: /'")
	s.send("[1, 2]" + keyEnter)
	assert.NotContains(t, s.expect(prompt), "paged:", "short output is printed directly")
	s.send("Integer[1, 1000].map |$x| { $x }" + keyEnter)
	s.expect("paged: => [1, 2, 3")
	s.expect("paged: ")
	s.expect("1000]")
	s.expect(prompt)
	s.send(":pager off" + keyEnter)
	s.expect(prompt)
	s.send("Integer[1, 1000].map |$x| { $x }" + keyEnter)
	out := s.expect("=> [1, 2")
	out += s.expect(prompt)
	assert.NotContains(t, out, "paged:")
}
