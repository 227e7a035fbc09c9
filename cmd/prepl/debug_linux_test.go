package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const debugSite = `function double(Integer $n) {
  $twice = $n * 2
  $twice
}
class app($port = 80) {
  $url = "http://localhost:${port}"
  debug::break()
  notify { $url: }
}
$list = [1, 2].map |$x| { double($x) }
include app
notice($list)
`

func writeDebugSite(t *testing.T) string {
	dir := t.TempDir()
	file := filepath.Join(dir, "site.pp")
	require.NoError(t, os.WriteFile(file, []byte(debugSite), 0o644))
	return file
}

func TestDebuggerInScriptAtTerminal(t *testing.T) {
	file := writeDebugSite(t)
	s := startSession(t, testEnv(t, t.TempDir()), "--break", file+":2", file)
	s.expect("Stopped at " + file + ":2 (breakpoint 1) in function double")
	s.expect("=> 2    $twice = $n * 2")
	s.expect("debug site.pp:2> ")
	s.send(":stack" + keyEnter)
	s.expect("#1 lambda at " + file + ":10")
	s.expect("debug site.pp:2> ")
	s.send("$n * 100" + keyEnter)
	s.expect("=> 100")
	s.expect("debug site.pp:2> ")
	s.send(keyCtrlC) // Ctrl-C at the nested prompt stays there
	s.expect("debug site.pp:2> ")
	s.send(":next" + keyEnter)
	assert.Contains(t, s.expect("debug site.pp:3> "), "(step)")
	s.send(":whereami 1" + keyEnter)
	out := s.expect("=> 3    $twice")
	out += s.expect("debug site.pp:3> ")
	assert.NotContains(t, out, "function double(", "one line either side")
	s.send(":finish" + keyEnter)
	s.expect("in lambda")
	s.expect("debug site.pp:10> ")
	s.send(":unbreak 1" + keyEnter) // not a console command: said so, still stopped
	s.expect("Unknown command :unbreak")
	s.expect("debug site.pp:10> ")
	s.send(":continue" + keyEnter)
	s.expect("debug site.pp:2> ") // the breakpoint, second call
	s.send(":continue" + keyEnter)
	s.expect("(debug::break()) in class app")
	s.expect("debug site.pp:7> ")
	s.send(":step" + keyEnter)
	s.expect("debug site.pp:8> ")
	s.send(keyCtrlD) // Ctrl-D continues
	assert.Contains(t, s.expect("Notice: [2, 4]"), "Notice: [2, 4]")
	assert.Equal(t, 0, s.wait())
}

func TestDebuggerInTheShell(t *testing.T) {
	s := startShell(t)
	s.send("function f($a) { $b = $a + 1 debug::break() $b * 2 }" + keyEnter)
	s.expect(prompt)
	s.send("f(20)" + keyEnter)
	s.expect("Stopped at <input 1>:1 (debug::break()) in function f")
	s.expect("debug <input 1>:1> ")
	s.send("$b" + keyEnter)
	s.expect("=> 21")
	s.send(":continue" + keyEnter)
	s.expect("=> 42")
	s.expect(prompt)
	s.send(":break f" + keyEnter)
	s.expect(prompt)
	s.send("f(1)" + keyEnter)
	s.expect("(breakpoint 1)")
	s.expect("debug <input 1>:1> ")
	s.send(":c" + keyEnter)
	s.expect("(debug::break())") // debug::break() stops too
	s.send(":c" + keyEnter)
	s.expect("=> 4")
}

func TestDebugBreakWithoutTerminalWarns(t *testing.T) {
	file := writeDebugSite(t)
	res := runPrepl(t, t.TempDir(), "", file)
	assert.Equal(t, 0, res.code)
	assert.Contains(t, res.stderr, "Warning: debug::break() at "+file+":7: no debugger is attached")
	assert.Equal(t, "Notice: [2, 4]\n", res.stdout)
	res = runPrepl(t, t.TempDir(), "", "--break", file+":2", file)
	assert.Contains(t, res.stderr, "breakpoints need a terminal")
	assert.Equal(t, 0, res.code)
}
