package lang

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// checkSetup is the catalog and the variables the check cases look at.
const checkSetup = `
$greeting = 'Hello, Ada!'
$port = 8080
class ntp {
  package { 'ntp': ensure => installed }
  -> file { '/etc/ntp.conf': ensure => file, content => "server a\n" }
  ~> service { 'ntpd': ensure => running }
}
class web {
  package { 'nginx': }
  service { 'nginx': }
}
class base { file { '/etc/motd': content => 'hi' } }
include ntp, web, base
Class['base'] -> Class['web']
function greet(String $who) { notice("Hello, ${who}!") }
`

// TestChecks runs check cells against a session and compares the report
// of each, word for word, and whether it failed.
func TestChecks(t *testing.T) {
	tests := []struct {
		name, cell string
		report     string
		err        string // the CheckFailed message; "" when every check passes
	}{
		{"value passes", "check::variable('greeting', 'Hello, Ada!')", "✓ $greeting is 'Hello, Ada!'", ""},
		{"value differs", "check::variable('greeting', 'Hello, ada!', 'Mind the capital A.')",
			"✗ $greeting should be 'Hello, ada!'\n    expected: 'Hello, ada!'\n    found:    'Hello, Ada!' (a String)\n    hint:     Mind the capital A.",
			"the check failed"},
		{"type passes", "check::variable('$port', Integer[1, 65535])", "✓ $port is an Integer[1, 65535]", ""},
		{"a string is not an integer", "check::value('the port', '8080', 8080)",
			"✗ the port should be 8080\n    expected: 8080\n    found:    '8080' (a String)", "the check failed"},
		{"an integer is not a float", "check::value('37', 37, 37.0)",
			"✗ 37 should be 37.0\n    expected: 37.0\n    found:    37 (an Integer)", "the check failed"},
		{"hash order does not matter", "check::value('h', {a => 1, b => [2]}, {b => [2], a => 1})", "✓ h is {'b' => [2], 'a' => 1}", ""},
		{"variable not set", "check::variable('nothing', 1)",
			"✗ $nothing should be 1\n    expected: 1\n    found:    no such variable: $nothing is not set (run the cell that sets it first)", "the check failed"},
		{"condition", "check::that('the port is high', $port > 1024)", "✓ the port is high", ""},
		{"resource with attributes", "check::resource(File['/etc/ntp.conf'], { 'ensure' => 'file', 'content' => String })",
			"✓ File['/etc/ntp.conf'] is in the catalog with ensure => 'file', content => String", ""},
		{"resource as a string", `check::resource("file['/etc/motd']")`, "✓ File['/etc/motd'] is in the catalog", ""},
		{"attribute differs", "check::resource(File['/etc/motd'], { 'content' => 'hello', 'mode' => '0644' })",
			"✗ File['/etc/motd'] should be in the catalog with content => 'hello', mode => '0644'\n    expected: content => 'hello', mode => '0644'\n    found:    content => 'hi' (a String), mode is not set",
			"the check failed"},
		{"resource missing", "check::resource(Service['ntp'])",
			"✗ Service['ntp'] should be in the catalog\n    expected: Service['ntp']\n    found:    not in the catalog, which has Service['ntpd'], Service['nginx']", "the check failed"},
		{"class", "check::class('ntp')", "✓ class ntp is in the catalog", ""},
		{"class missing", "check::class(Class['apache'])",
			"✗ class apache should be in the catalog\n    expected: include apache (or contain, require, class { 'apache': })\n    found:    class apache is not declared; the catalog has ntp, web, base",
			"the check failed"},
		{"before", "check::before(Package['ntp'], Service['ntpd'])", "✓ Package['ntp'] comes before Service['ntpd']", ""},
		{"before through classes", "check::before(File['/etc/motd'], Service['nginx'])", "✓ File['/etc/motd'] comes before Service['nginx']", ""},
		{"before the other way", "check::before(Service['ntpd'], Package['ntp'])",
			"✗ Service['ntpd'] should come before Package['ntp']\n    expected: an ordering from the first to the second (->, before, require, or ~>, notify, subscribe), between them or the classes that contain them\n    found:    the ordering goes the other way: Package['ntp'] comes before Service['ntpd']",
			"the check failed"},
		{"not ordered", "check::before(Package['nginx'], Service['nginx'])",
			"✗ Package['nginx'] should come before Service['nginx']\n    expected: an ordering from the first to the second (->, before, require, or ~>, notify, subscribe), between them or the classes that contain them\n    found:    nothing orders the two",
			"the check failed"},
		{"notifies", "check::notifies(File['/etc/ntp.conf'], Service['ntpd'])", "✓ File['/etc/ntp.conf'] notifies Service['ntpd']", ""},
		{"ordering passes no event", "check::notifies(Package['ntp'], Service['ntpd'])",
			"✗ Package['ntp'] should notify Service['ntpd']\n    expected: a notification from the first to the second (~>, notify or subscribe), between them or the classes that contain them\n    found:    Package['ntp'] comes before Service['ntpd'], but a change to it notifies nothing",
			"the check failed"},
		{"output", "check::output('greet', ['Hello, Ada!', /Hello, G/]) || { greet('Ada'); greet('Grace') }",
			"✓ greet: logs 'Hello, Ada!', then /Hello, G/", ""},
		{"output differs", "check::output('greet', 'Hello Ada') || { greet('Ada') }",
			"✗ greet: should log 'Hello Ada'\n    expected: 'Hello Ada'\n    found:    Notice: Hello, Ada!", "the check failed"},
		{"fails", "check::fails('greet takes a string', 'expects a String value') || { greet(1) }",
			"✓ greet takes a string: fails with an error containing 'expects a String value'", ""},
		{"does not fail", "check::fails('greet takes a string', /String/) || { greet('x') }",
			"✗ greet takes a string: should fail with an error matching /String/\n    expected: an error matching /String/\n    found:    no error", "the check failed"},
		{"labelled, all pass", ":check Exercise 1\ncheck::variable('port', 8080)\ncheck::class('web')",
			"✓ Exercise 1: passed\n  ✓ $port is 8080\n  ✓ class web is in the catalog", ""},
		{"labelled, one fails", ":check Exercise 2\ncheck::variable('port', 80)\ncheck::class('web')",
			"✗ Exercise 2: 1 of 2 checks failed\n  ✗ $port should be 80\n      expected: 80\n      found:    8080 (an Integer)\n  ✓ class web is in the catalog",
			"Exercise 2: 1 of 2 checks failed"},
		{"labelled, none ran", ":check Exercise 3\nif false { check::that('x', true) }", "✗ Exercise 3: no check ran", "Exercise 3: no check ran"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := NewSession(Options{NodeName: "test.example.com"})
			require.Nil(t, s.Run(context.Background(), checkSetup).Err)
			o := s.Run(context.Background(), tt.cell)
			require.NotNil(t, o.Display, "a check cell shows its report")
			assert.Equal(t, tt.report, o.Display.Text)
			assert.Contains(t, o.Display.HTML, `class="prepl-checks"`)
			assert.Nil(t, o.Value, "a check cell shows no value")
			if tt.err == "" {
				assert.Nil(t, o.Err)
				return
			}
			require.NotNil(t, o.Err)
			assert.Equal(t, CheckFailed, o.Err.Kind)
			assert.Equal(t, tt.err, o.Err.Message)
			assert.True(t, o.Err.Continue, "a failed check lets Run All go on")
		})
	}
}

// TestCheckOutputIsCaptured checks that what a check::output block logs
// goes to the check, not to the front end, while the cell's own log
// messages still do.
func TestCheckOutputIsCaptured(t *testing.T) {
	var logged []string
	s := NewSession(Options{Log: func(level LogLevel, msg string) { logged = append(logged, msg) }})
	o := s.Run(context.Background(), "notice('before')\ncheck::output('x', 'inside') || { notice('inside') }\nnotice('after')")
	require.Nil(t, o.Err)
	assert.Equal(t, []string{"before", "after"}, logged)
}

// TestCheckCellErrors checks a check cell that fails before its checks
// are done: the real error is the outcome, the checks that ran are
// shown, and the progress counts the cell as failed.
func TestCheckCellErrors(t *testing.T) {
	s := NewSession(Options{})
	o := s.Run(context.Background(), ":check Exercise 1\ncheck::that('one', true)\n$nope + 1")
	require.NotNil(t, o.Err)
	assert.Equal(t, "EvaluationError", o.Err.Kind)
	assert.Equal(t, 3, o.Err.Line, "the :check line keeps the cell's line numbers")
	require.NotNil(t, o.Display)
	assert.Contains(t, o.Display.Text, "✓ one")
	assert.Contains(t, s.Run(context.Background(), ":checks").Display.Text, "✗ Exercise 1 — the check cell failed: Evaluation Error: Unknown variable: 'nope'.")
}

// TestChecksProgress runs check cells, again after fixing an answer,
// and checks the progress summary and its settings.
func TestChecksProgress(t *testing.T) {
	s := NewSession(Options{})
	ctx := context.Background()
	run := func(input string) Outcome { return s.Run(ctx, input) }
	assert.Equal(t, "No check has run yet: run the check cells (or call the check:: functions).", run(":checks").Display.Text)
	run("$a = 1")
	run(":check Exercise 1\ncheck::variable('a', 2)")
	run(":check Exercise 2\ncheck::variable('a', 1)")
	run("check::that('loose check', true)")
	o := run(":checks")
	require.Nil(t, o.Err)
	assert.Equal(t, "Progress: 2 of 3 pass\n✗ Exercise 1 — $a should be 2\n✓ Exercise 2\n✓ loose check", o.Display.Text)
	assert.Contains(t, o.Display.HTML, "Progress: 2 of 3 pass")
	run("$a = 2")
	run(":check Exercise 1\ncheck::variable('a', 2)")
	assert.Equal(t, "Progress: 3 of 3 pass\n✓ Exercise 1\n✓ Exercise 2\n✓ loose check", run(":checks").Display.Text,
		"a cell's results are the latest run's")
	assert.True(t, run(":check Exercise 2\ncheck::variable('a', 1)").Err.Continue)
	assert.Equal(t, "Progress: 2 of 3 pass\n✓ Exercise 1\n✗ Exercise 2 — $a should be 1\n✓ loose check", run(":checks").Display.Text)
	assert.Contains(t, run(":checks stop on").Display.Text, "stops the cells queued after it")
	assert.False(t, run(":check Exercise 2\ncheck::variable('a', 1)").Err.Continue, "the teacher asked failed checks to stop Run All")
	run(":checks stop off")
	assert.Contains(t, run(":checks bogus").Err.Message, "Usage: :checks")

	run(":checks reset")
	assert.Contains(t, run(":checks").Display.Text, "No check has run yet")
	run(":check E\ncheck::that('x', true)")
	run(":reset")
	assert.Contains(t, run(":checks").Display.Text, "No check has run yet", ":reset forgets the checks too")
}

// TestCheckHeader checks how a `:check` line is told apart from other
// commands, and that one with nothing after it says how to use it.
func TestCheckHeader(t *testing.T) {
	for _, tt := range []struct {
		input, label string
		empty, ok    bool
	}{
		{":check Exercise 1\ncheck::that('x', true)", "Exercise 1", false, true},
		{"\n  :check\ncheck::that('x', true)", "", false, true},
		{":check  Exercise 2  ", "Exercise 2", true, true},
		{":checks", "", false, false},
		{"check::that('x', true)", "", false, false},
	} {
		label, code, empty, ok := checkCell(tt.input)
		assert.Equal(t, tt.ok, ok, "%q", tt.input)
		assert.Equal(t, tt.label, label, "%q", tt.input)
		assert.Equal(t, tt.empty, empty, "%q", tt.input)
		if ok {
			assert.Equal(t, strings.Count(tt.input, "\n"), strings.Count(code, "\n"), "the code keeps the lines")
		}
	}
	s := NewSession(Options{})
	o := s.Run(context.Background(), ":check Exercise 1")
	require.NotNil(t, o.Err)
	assert.Contains(t, o.Err.Message, "write the checks")
	state, _ := s.IsComplete(":check Exercise 1")
	assert.Equal(t, Incomplete, state, "a terminal waits for the checks after the :check line")
	state, _ = s.IsComplete(":check Exercise 1\ncheck::that('x',")
	assert.Equal(t, Incomplete, state)
	state, _ = s.IsComplete(":check Exercise 1\ncheck::that('x', true)")
	assert.Equal(t, Complete, state)
}

// FuzzCheckCell checks that any input either is no check cell or
// becomes code with the same lines, its `:check` line a comment.
func FuzzCheckCell(f *testing.F) {
	for _, s := range []string{":check E 1\nx", "  :check", ":checks", "\n:check\t\n", "x\n:check"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		_, code, _, ok := checkCell(input)
		if !ok {
			return
		}
		assert.Equal(t, strings.Count(input, "\n"), strings.Count(code, "\n"))
		assert.Contains(t, code, "#:check")
	})
}
