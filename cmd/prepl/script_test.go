package main

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/internal/golden"
	"prepl/internal/testenv"
)

// manifests are the files the script and validate tests run.
var manifests = map[string]string{
	"lib.pp":        "function add($a, $b) { $a + $b }\n$x = 1\n",
	"use.pp":        "notice(add($x, 2))\n",
	"again.pp":      "$x = 2\n",
	"bad.pp":        "notice(1)\n$y = [1,\n",
	"dir/ok.pp":     "notice('fine')\n",
	"dir/sub/no.pp": "$a::b = 1\n",
	"dir/skip.txt":  "not puppet {\n",
	"site/a-b.pp":   "notice('a-b')\n",
	"site/a/x.pp":   "notice('a/x')\n",
	"site/B.pp":     "notice('B')\n",
	"facts.json":    `{"fqdn": "db1.example.com", "os": {"family": "Debian"}, "answer": 42}`,
	"facts.yaml":    "os:\n  family: RedHat\n",
}

func TestScriptMode(t *testing.T) {
	tests := []struct {
		name           string
		args           []string
		stdin          string
		stdout, stderr string
		code           int
	}{
		{"code", []string{"-e", "notice(1) notice('two')"}, "", "Notice: 1\nNotice: two\n", "", 0},
		{"empty code", []string{"-e", ""}, "", "", "", 0},
		{"a message ending in a newline gets no second one, as puppet apply prints it", []string{"-e", `notice("a\n") notice("b\n\n") warning("w\n")`}, "",
			"Notice: a\nNotice: b\n\n", "Warning: w\n", 0},
		{"files are one program", []string{"lib.pp", "use.pp"}, "", "Notice: 3\n", "", 0},
		{"definitions are seen from any file", []string{"use.pp", "lib.pp"}, "",
			"", "Error: Evaluation Error: Unknown variable: 'x'. (file: use.pp, line: 1, column: 12)\n", 1},
		{"a variable is assigned once across files", []string{"lib.pp", "again.pp"}, "",
			"", "Error: Evaluation Error: Cannot reassign variable '$x' (file: again.pp, line: 1, column: 1)\n", 1},
		{"code runs after the files", []string{"-e", "notice($x + 10)", "lib.pp"}, "", "Notice: 11\n", "", 0},
		{"a directory is read as Puppet reads a manifest directory", []string{"site"}, "",
			"Notice: B\nNotice: a-b\nNotice: a/x\n", "", 0},
		{"dash reads stdin", []string{"lib.pp", "-"}, "notice(add(20, 22))\n", "Notice: 42\n", "", 0},
		{"syntax error", []string{"bad.pp"}, "",
			"", "Error: Syntax error at end of input (file: bad.pp)\n", 1},
		{"missing file", []string{"missing.pp"}, "",
			"", "Error: Could not read missing.pp: open missing.pp: no such file or directory\n", 1},
		{"runtime error after notices", []string{"-e", "notice('before')\nfail('stop')"}, "",
			"Notice: before\n", "Error: Evaluation Error: stop (line: 2, column: 1)\n", 1},
		{"warnings and above by default, on stderr as puppet apply logs them", []string{"-e", "info('i') warning('w') debug('d') err('e') notice('n')"}, "",
			"Notice: n\n", "Warning: w\nError: e\n", 0},
		{"--log-level", []string{"--log-level", "debug", "-e", "info('i') debug('d')"}, "",
			"Info: i\nDebug: d\n", "", 0},
		{"--strict=false", []string{"--strict=false", "-e", "$v = $nope notice(\"[${v}]\")"}, "",
			"Notice: []\n", "Warning: Unknown variable: 'nope'. (line: 1, column: 6)\n", 0},
		{"several -e add up in order", []string{"-e", "$a = 1", "-e", "notice($a + 1)"}, "",
			"Notice: 2\n", "", 0},
		{"strict by default", []string{"-e", "notice($nope)"}, "",
			"", "Error: Evaluation Error: Unknown variable: 'nope'. (line: 1, column: 8)\n", 1},
		{"--node", []string{"--node", "web1.example.com", "-e",
			"node 'web1.example.com' { notice('web') } node default { notice('other') }"}, "",
			"Notice: web\n", "", 0},
		{"--facts JSON", []string{"--facts", "facts.json", "-e",
			"notice($facts['os']['family']) notice($answer) notice($trusted['certname'])"}, "",
			"Notice: Debian\nNotice: 42\nNotice: db1.example.com\n", "", 0},
		{"--facts YAML", []string{"--facts", "facts.yaml", "-e", "notice($os['family'])"}, "",
			"Notice: RedHat\n", "", 0},
		{"--facts missing", []string{"--facts", "missing.json", "-e", "1"}, "",
			"", "Error: Could not load the facts: open missing.json: no such file or directory\n", 1},
		{"--os", []string{"--os", "ubuntu-22.04", "-e",
			"notice($osfamily, $facts['os']['release']['full'], $trusted['certname'], $clientcert)"}, "",
			"Notice: Debian 22.04 ubuntu2204.example.com ubuntu2204.example.com\n", "", 0},
		{"--os with --node", []string{"--os", "windows-2022", "--node", "dc1.corp.test", "-e",
			"notice($operatingsystem, $trusted['domain'], $settings::certname)"}, "",
			"Notice: windows corp.test dc1.corp.test\n", "", 0},
		{"--os list", []string{"--os", "list"}, "",
			"debian-12\nrhel-9\nubuntu-22.04\nubuntu-24.04\nwindows-2022\n", "", 0},
		{"--os unknown", []string{"--os", "solaris", "-e", "1"}, "",
			"", "Error: --os: no built-in facts for \"solaris\"; there are debian-12, rhel-9, ubuntu-22.04, ubuntu-24.04, windows-2022\n", 2},
		{"--os and --facts", []string{"--os", "rhel-9", "--facts", "facts.json", "-e", "1"}, "",
			"", "Error: --os and --facts both give the facts; use one\n", 2},
		{"settings", []string{"-e", "notice($settings::storeconfigs, $settings::environment, $settings::confdir, $server_facts)"}, "",
			"Notice: false production /etc/puppet {environment => production}\n", "", 0},
		{"--safe reads files in the working directory", []string{"--safe", "-e", "notice(file('dir/skip.txt'))"}, "",
			"Notice: not puppet {\n", "", 0},
		{"--safe reads no file elsewhere", []string{"--safe", "-e", "notice(file('/etc/hostname'))"}, "",
			"", "Error: Evaluation Error: Reading /etc/hostname is not allowed in safe mode: only files under the working directory and the environment's directories can be read (line: 1, column: 8)\n", 1},
		{"--safe runs no program", []string{"--safe", "-e", "generate('/bin/echo', 'hi')"}, "",
			"", "Error: Evaluation Error: generate() runs programs, which safe mode does not allow (line: 1, column: 1)\n", 1},
		{"--safe keeps a memory limit", []string{"--safe", "--max-memory", "0", "-e", "1"}, "",
			"", "Error: --safe: safe mode needs a memory limit (--max-memory 0 or PREPL_MAX_MEMORY=0 turns it off)\n", 2},
		{"--timeout", []string{"--timeout", "200ms", "-e", "notice('before')\nInteger[1, 100000000000].each |$i| { }"}, "",
			"Notice: before\n", "Error: Evaluation timed out after 200ms (line: 2, column: 25)\n", 1},
		{"flags after files", []string{"use.pp", "lib.pp", "--log-level", "err"}, "",
			"", "Error: Evaluation Error: Unknown variable: 'x'. (file: use.pp, line: 1, column: 12)\n", 1},
	}
	dir := t.TempDir()
	testenv.WriteFiles(t, dir, manifests)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := runPrepl(t, dir, tt.stdin, tt.args...)
			assert.Equal(t, tt.stdout, res.stdout, "stdout")
			assert.Equal(t, tt.stderr, res.stderr, "stderr")
			assert.Equal(t, tt.code, res.code, "exit status")
		})
	}
}

func TestTranscriptMode(t *testing.T) {
	tests := []struct {
		name           string
		stdin          string
		stdout, stderr string
		code           int
	}{
		{"results echoed", "$x = [1, 'a']\n\n$x[1]\nnotice('n')\nundef\n",
			"=> [1, 'a']\n=> 'a'\nNotice: n\n=> undef\n", "", 0},
		{"multi-line inputs", "if true {\n\n  notice('in')\n}\n[1,\n 2]\n",
			"Notice: in\n=> [1, 2]\n", "", 0},
		{"a line that cannot start an input continues the one before, as in a file", "[1, 2]\n.map |$v| { $v * 10 }\n.reduce |$a, $b| { $a + $b }\n",
			"=> 30\n", "", 0},
		{"else on its own line continues its if", "if false {\n  notice('then')\n}\nelse {\n  notice('else')\n}\n",
			"Notice: else\n", "", 0},
		{"an arrow continues a resource", "notify { 'a': }\n-> notify { 'b': }\n:resources\n",
			"=> [Notify['b']]\nresource     attributes               declared at\nNotify['a']  before => ['Notify[b]']  <input 1>:1\nNotify['b']                           <input 1>:2\n", "", 0},
		{"the last input runs at the end", "$x = 1\n$x\n", "=> 1\n=> 1\n", "", 0},
		{"an error with a caret, then the next input", "1\n$y\n2\n",
			"=> 1\n=> 2\n",
			"Error: Evaluation Error: Unknown variable: 'y'. (file: <input 2>, line: 1, column: 1)\n  $y\n  ^\n", 1},
		{"a failed input changes nothing", "$a = 1\n$a = 2 $b = $nope\n$a\n",
			"=> 1\n=> 1\n",
			"Error: Evaluation Error: Unknown variable: 'nope'. (file: <input 2>, line: 1, column: 13)\n  $a = 2 $b = $nope\n              ^\n", 1},
		{"commands", "$v = 3\n:vars\n:time off\n", "=> 3\nvariable  type           value\n$v        Integer[3, 3]  3\ntiming: off\n", "", 0},
		{"unknown command", ":vars\n:varz\n", "No variables yet.\n",
			"Error: Unknown command ':varz'. Did you mean ':vars'? Type :help for the list.\n", 1},
		{"quit stops reading", "1\n:quit\n2\n", "=> 1\nBye.\n", "", 0},
		{"unfinished input at the end", "[1,\n",
			"", "Error: Syntax error at end of input (file: <input 1>)\n  [1,\n     ^\n", 1},
		{"CRLF lines", "1 +\r\n2\r\n", "=> 3\n", "", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := runPrepl(t, t.TempDir(), tt.stdin)
			assert.Equal(t, tt.stdout, res.stdout, "stdout")
			assert.Equal(t, tt.stderr, res.stderr, "stderr")
			assert.Equal(t, tt.code, res.code, "exit status")
		})
	}
}

func TestValidate(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		stderr string
		code   int
	}{
		{"valid files are silent", []string{"lib.pp", "use.pp", "dir/ok.pp"}, "", 0},
		{"an invalid file", []string{"lib.pp", "bad.pp"},
			"Error: Syntax error at end of input (file: bad.pp)\n", 1},
		{"directories recurse over *.pp", []string{"dir"},
			"Error: Illegal attempt to assign to 'a::b'. Cannot assign to variables in other namespaces (file: dir/sub/no.pp, line: 1, column: 1)\n", 1},
		{"every file is checked", []string{"bad.pp", "dir", "missing.pp"},
			"Error: Syntax error at end of input (file: bad.pp)\n" +
				"Error: Illegal attempt to assign to 'a::b'. Cannot assign to variables in other namespaces (file: dir/sub/no.pp, line: 1, column: 1)\n" +
				"Error: Could not read missing.pp: open missing.pp: no such file or directory\n", 1},
		{"nothing to check", nil, "Error: --validate needs the files or directories to check\n", 2},
	}
	dir := t.TempDir()
	testenv.WriteFiles(t, dir, manifests)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := runPrepl(t, dir, "", append([]string{"--validate"}, tt.args...)...)
			assert.Empty(t, res.stdout)
			assert.Equal(t, tt.stderr, res.stderr)
			assert.Equal(t, tt.code, res.code)
		})
	}
}

func TestFlags(t *testing.T) {
	version := runPrepl(t, t.TempDir(), "", "--version")
	assert.Regexp(t, `^prepl \d+\.\d+\.\d+ `, version.stdout)
	assert.Equal(t, 0, version.code)

	help := runPrepl(t, t.TempDir(), "", "--help")
	assert.Equal(t, 0, help.code)
	assert.Empty(t, help.stderr)
	for _, flag := range []string{"-e CODE", "-node", "-facts", "-strict", "-catalog", "-validate", "-version",
		"-no-banner", "-no-color", "-history", "-log-level", "NO_COLOR", "PREPL_HISTORY"} {
		assert.Contains(t, help.stdout, flag, "--help documents %s", flag)
	}

	for _, args := range [][]string{{"--bogus"}, {"--log-level", "loud", "-e", "1"}, {"--catalog", "xml", "-e", "1"}, {"--catalog", "json"}} {
		res := runPrepl(t, t.TempDir(), "", args...)
		assert.Equal(t, 2, res.code, "%v is a usage error", args)
		assert.NotEmpty(t, strings.TrimSpace(res.stderr), "%v says why", args)
		assert.Empty(t, res.stdout)
	}
}

// TestShowNotify runs the programs of testdata/notify with --show-notify
// and compares the log with what `puppet apply` logged applying them
// (scripts/record-notify.sh): notices on stdout and warnings on stderr,
// each stream in Puppet's order.
func TestShowNotify(t *testing.T) {
	level := regexp.MustCompile(`^(Debug|Info|Notice|Warning|Error|Alert|Emergency|Critical): `)
	for _, p := range golden.Programs(t, "testdata/notify", "scripts/record-notify.sh") {
		t.Run(p.Name+".pp", func(t *testing.T) {
			var wantOut, wantErr strings.Builder
			toErr := false
			for _, line := range strings.SplitAfter(p.Out, "\n") {
				if m := level.FindStringSubmatch(line); m != nil {
					toErr = m[1] != "Debug" && m[1] != "Info" && m[1] != "Notice"
				}
				if toErr {
					wantErr.WriteString(line)
				} else {
					wantOut.WriteString(line)
				}
			}
			abs, err := filepath.Abs(p.Path)
			require.NoError(t, err)
			res := runPrepl(t, t.TempDir(), "", "--show-notify", abs)
			require.Equal(t, 0, res.code, res.stderr)
			assert.Equal(t, wantOut.String(), res.stdout, "stdout")
			assert.Equal(t, wantErr.String(), res.stderr, "stderr")
		})
	}
	plain := runPrepl(t, t.TempDir(), "", "-e", "notify { 'Hello, world!': }")
	assert.Empty(t, plain.stdout, "without --show-notify a compile logs nothing for a notify")
}
