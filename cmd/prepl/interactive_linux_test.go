package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"
)

// Keys as a terminal sends them.
const (
	keyEnter = "\r"
	keyTab   = "\t"
	keyCtrlC = "\x03"
	keyCtrlD = "\x04"
	keyCtrlR = "\x12"
	keyUp    = "\x1b[A"
	// The prompts as they appear on a new line: the editor redraws the
	// line being typed, prompt included, after every key.
	prompt     = "\npp> "
	contPrompt = "\n... "
)

// sgr matches the escape sequences that set colours.
var sgr = regexp.MustCompile(`\x1b\[[0-9;]*m`)

// startShell starts the interactive shell with a fresh home directory and
// waits for the first prompt.
func startShell(t *testing.T, extraEnv ...string) *session {
	t.Helper()
	s := startSession(t, testEnv(t, t.TempDir(), extraEnv...))
	s.expect("pp> ")
	return s
}

func TestInteractiveBannerAndExit(t *testing.T) {
	s := startSession(t, testEnv(t, t.TempDir()))
	banner := s.expect(prompt)
	assert.Contains(t, banner, "prepl ")
	assert.Contains(t, banner, ":help")
	s.send(keyCtrlD)
	assert.Equal(t, 0, s.wait(), "Ctrl-D on an empty line exits with status 0")

	quiet := startSession(t, testEnv(t, t.TempDir()), "--no-banner")
	first := quiet.expect("pp> ")
	assert.NotContains(t, first, ":help")
	quiet.send(":quit" + keyEnter)
	quiet.expect("Bye.")
	assert.Equal(t, 0, quiet.wait())
}

func TestInteractiveResultsAndStatements(t *testing.T) {
	s := startShell(t)
	s.send("$x = [1, 'a']" + keyEnter)
	assert.Contains(t, s.expect(prompt), "=> [1, 'a']")
	s.send("notice('hello')" + keyEnter)
	out := s.expect(prompt)
	assert.Contains(t, out, "Notice: hello")
	assert.NotContains(t, out, "=>", "a statement-like call echoes nothing")
	s.send("undef" + keyEnter)
	assert.Contains(t, s.expect(prompt), "=> undef")
}

func TestInteractiveMultiLineIf(t *testing.T) {
	s := startShell(t)
	s.send("if 1 < 2 {" + keyEnter)
	s.expect(contPrompt)
	s.send(keyEnter) // an empty line does not end the block
	s.expect(contPrompt)
	s.send("notice('inside')" + keyEnter)
	s.expect(contPrompt)
	s.send("}" + keyEnter)
	out := s.expect(prompt)
	assert.Contains(t, out, "Notice: inside")
	assert.NotContains(t, out, "=> undef")
	s.send("[1," + keyEnter)
	assert.Contains(t, s.expect(contPrompt+"  "), contPrompt+"  ", "the next line is indented")
	s.send("2]" + keyEnter)
	assert.Contains(t, s.expect(prompt), "=> [1, 2]")
}

func TestInteractiveCtrlCAbandonsInputAndClearsLine(t *testing.T) {
	s := startShell(t)
	s.send("if true {" + keyEnter)
	s.expect(contPrompt)
	s.send(keyCtrlC)
	s.expect(prompt)
	s.send("$half = 1 +" + keyCtrlC)
	s.expect(prompt)
	s.send("41 + 1" + keyEnter)
	assert.Contains(t, s.expect(prompt), "=> 42")
}

func TestInteractiveCompletion(t *testing.T) {
	s := startShell(t)
	s.send("$foobar = 17" + keyEnter)
	s.expect(prompt)
	s.send("$foo" + keyTab + keyEnter)
	assert.Contains(t, s.expect(prompt), "=> 17", "$foo completes to $foobar")
	s.send("notic" + keyTab + "('done')" + keyEnter)
	assert.Contains(t, s.expect(prompt), "Notice: done", "notic completes to notice")
	s.send("[1].filt" + keyTab + " |$x| { true }" + keyEnter)
	assert.Contains(t, s.expect(prompt), "=> [1]", ".filt completes to filter")
	s.send(":vA" + keyEnter)
	s.expect(prompt)
	s.send(":va" + keyTab + keyEnter)
	assert.Contains(t, s.expect(prompt), "$foobar", ":va completes to :vars")
}

func TestInteractiveHistoryAcrossRuns(t *testing.T) {
	home := t.TempDir()
	env := testEnv(t, home)
	first := startSession(t, env)
	first.expect("pp> ")
	first.send("$answer = 42" + keyEnter)
	first.expect(prompt)
	first.send("if true {" + keyEnter + "'multi'" + keyEnter + "}" + keyEnter)
	assert.Contains(t, first.expect(prompt), "=> 'multi'")
	first.send("'a␤b'" + keyEnter)
	assert.Contains(t, first.expect(prompt), "=> 'a␤b'")
	first.send(keyCtrlD)
	require.Equal(t, 0, first.wait())

	data, err := os.ReadFile(filepath.Join(home, "state", "prepl", "history"))
	require.NoError(t, err, "the history file is under $XDG_STATE_HOME")
	assert.Equal(t, "#prepl-history v2\n$answer = 42\nif true {\\n  'multi'\\n}\n'a␤b'\n", string(data), "a multi-line input is one history entry")

	second := startSession(t, env)
	second.expect(prompt)
	second.send(keyUp + keyEnter)
	assert.Contains(t, second.expect(prompt), "=> 'a␤b'", "a ␤ typed in an input stays one when recalled")
	second.send(keyUp + keyUp + keyEnter)
	assert.Contains(t, second.expect(prompt), "=> 'multi'", "Up recalls the multi-line input")
	second.send(keyCtrlR + "answer" + keyEnter)
	assert.Contains(t, second.expect(prompt), "=> 42", "Ctrl-R finds an input of the earlier run")
	second.send(keyCtrlD)
	assert.Equal(t, 0, second.wait())

	override := filepath.Join(home, "elsewhere")
	third := startSession(t, testEnv(t, home, "PREPL_HISTORY="+override))
	third.expect(prompt)
	third.send("1" + keyEnter)
	third.expect(prompt)
	third.send(keyCtrlD)
	require.Equal(t, 0, third.wait())
	data, err = os.ReadFile(override)
	require.NoError(t, err)
	assert.Equal(t, "#prepl-history v2\n1\n", string(data), "$PREPL_HISTORY moves the history file")

	flagged := filepath.Join(home, "flagged")
	fourth := startSession(t, testEnv(t, home, "PREPL_HISTORY="+override), "--history", flagged)
	fourth.expect("pp> ")
	fourth.send("2" + keyEnter)
	fourth.expect(prompt)
	fourth.send(keyCtrlD)
	require.Equal(t, 0, fourth.wait())
	data, err = os.ReadFile(flagged)
	require.NoError(t, err)
	assert.Equal(t, "#prepl-history v2\n2\n", string(data), "--history wins over $PREPL_HISTORY")
}

// TestInteractiveSafeKeepsNoHistory: in safe mode what people type stays
// out of files.
func TestInteractiveSafeKeepsNoHistory(t *testing.T) {
	home := t.TempDir()
	s := startSession(t, testEnv(t, home), "--safe")
	s.expect("pp> ")
	s.send("$secret = 'x'" + keyEnter)
	s.expect(prompt)
	s.send(keyUp + keyEnter)
	assert.Contains(t, s.expect(prompt), "=> 'x'", "history lasts for the session")
	s.send(keyCtrlD)
	require.Equal(t, 0, s.wait())
	_, err := os.Stat(filepath.Join(home, "state", "prepl", "history"))
	assert.True(t, os.IsNotExist(err), "no history file: %v", err)
}

func TestInteractiveCtrlCInterruptsEvaluation(t *testing.T) {
	s := startShell(t)
	s.send("Integer[1, 10000000000].each |$i| {}" + keyEnter)
	s.expect("{}\n")
	s.waitCooked()
	time.Sleep(50 * time.Millisecond) // well into the loop
	sent := time.Now()
	s.send(keyCtrlC)
	s.expect("^C\nInterrupted") // on a line of its own after the terminal's ^C
	took := time.Since(sent)
	t.Logf("Ctrl-C stopped the evaluation after %s", took)
	assert.Less(t, took, time.Second, "Ctrl-C stops a running evaluation promptly")
	s.expect(prompt)
	s.send("[1, 2].map |$x| { $x * 3 }" + keyEnter)
	assert.Contains(t, s.expect(prompt), "=> [3, 6]", "the session goes on")
}

func TestInteractiveErrorWithCaret(t *testing.T) {
	s := startShell(t)
	s.send("notice($nope)" + keyEnter)
	out := s.expect(prompt)
	assert.Contains(t, out, "Error: Evaluation Error: Unknown variable: 'nope'.")
	assert.Contains(t, out, "line: 1, column: 8)")
	assert.Contains(t, out, "  notice($nope)\n         ^\n", "the offending line and a caret under the column")
	s.send("1 + 1" + keyEnter)
	assert.Contains(t, s.expect(prompt), "=> 2")
}

func TestInteractiveDotContinuesFromPreviousResult(t *testing.T) {
	s := startShell(t)
	s.send("[1, 2, 3]" + keyEnter)
	s.expect(prompt)
	s.send(".map |$x| { $x * 2 }" + keyEnter)
	assert.Contains(t, s.expect(prompt), "=> [2, 4, 6]")
	s.send("$_ + [7]" + keyEnter)
	assert.Contains(t, s.expect(prompt), "=> [2, 4, 6, 7]")
}

func TestInteractiveTime(t *testing.T) {
	s := startShell(t)
	s.send(":time on" + keyEnter)
	s.expect(prompt)
	s.send("3" + keyEnter)
	out := s.expect(prompt)
	assert.Regexp(t, `=> 3\n\([0-9.]+(ns|µs|ms|s)\)`, out)
}

func TestInteractiveColor(t *testing.T) {
	colored := startShell(t)
	colored.send("[1, 'a']" + keyEnter)
	colored.expect(prompt)
	assert.Regexp(t, `=> .*\x1b\[[0-9;]*m`, colored.raw(), "results are coloured on a terminal")

	for _, opt := range []struct {
		name string
		env  []string
		args []string
	}{
		{"NO_COLOR", []string{"NO_COLOR=1"}, nil},
		{"--no-color", nil, []string{"--no-color"}},
	} {
		t.Run(opt.name, func(t *testing.T) {
			s := startSession(t, testEnv(t, t.TempDir(), opt.env...), opt.args...)
			s.expect(prompt)
			s.send("[1, 'a']" + keyEnter)
			s.expect("=> [1, 'a']")
			s.send("$nope" + keyEnter)
			s.expect(prompt)
			assert.Empty(t, sgr.FindAllString(s.raw(), -1), "no colours")
		})
	}
}

func TestInteractiveWidth(t *testing.T) {
	s := startShell(t)
	s.send("Hash(Integer[1, 12].map |$i| { [\"key_${i}\", \"value number ${i}\"] })" + keyEnter)
	out := s.expect(prompt)
	lines := strings.Split(out, "\n")
	require.Greater(t, len(lines), 3)
	for _, line := range lines[1 : len(lines)-1] { // after the input's line, before the prompt
		assert.LessOrEqual(t, len([]rune(line)), 100, "a long value is laid out to the terminal's 100 columns: %q", line)
	}
	assert.Contains(t, out, "'key_12' => 'value number 12'")
}

func TestInteractiveCommands(t *testing.T) {
	s := startShell(t)
	s.send("$v = 'x'" + keyEnter)
	s.expect(prompt)
	steps := []struct{ input, want string }{
		{":help", ":vars"},
		{":vars", "$v"},
		{":type [1, 'a']", "Tuple[Integer[1, 1], String]"},
		{"notice?", "notice"},
		{":strict off", "strict variables: off"},
		{":format {Integer => '%#x'}", "format map"},
		{"255", "=> 0xff"},
		{":history", "[1] $v = 'x'"},
		{":reset", "reset"},
		{":vars", "No variables yet."},
		{":fromat", "Did you mean ':format'?"},
	}
	for _, st := range steps {
		s.send(st.input + keyEnter)
		assert.Contains(t, s.expect(prompt), st.want, "after %s", st.input)
	}
}

func TestInteractiveTerminationRestoresTerminal(t *testing.T) {
	s := startShell(t)
	s.send("1" + keyEnter)
	s.expect(prompt)
	require.NoError(t, s.cmd.Process.Signal(syscall.SIGTERM))
	assert.Equal(t, 128+int(syscall.SIGTERM), s.wait())
	tio, err := unix.IoctlGetTermios(int(s.ctl.Fd()), unix.TCGETS)
	require.NoError(t, err)
	assert.NotZero(t, tio.Lflag&unix.ICANON, "the terminal is back in line mode")
	assert.NotZero(t, tio.Lflag&unix.ECHO, "the terminal echoes again")
}
