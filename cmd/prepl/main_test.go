package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"prepl/internal/testenv"
)

// binary is the prepl executable the tests run, built once by TestMain.
var binary string

func TestMain(m *testing.M) {
	os.Exit(testenv.MainWithBinary(m, "prepl", &binary))
}

// testEnv is an environment for prepl with its home and XDG directories
// in a temporary directory, so no test touches the user's history, and
// with extra variables appended.
func testEnv(t testing.TB, home string, extra ...string) []string {
	t.Helper()
	var env []string
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		switch name {
		case "HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "PREPL_HISTORY", "NO_COLOR", "TERM", "PAGER":
			continue
		}
		env = append(env, kv)
	}
	env = append(env, "HOME="+home, "XDG_STATE_HOME="+filepath.Join(home, "state"),
		"XDG_CONFIG_HOME="+filepath.Join(home, "config"), "TERM=xterm-256color",
		// Tall output is paged; a test that looks for it sets its own.
		"PAGER=cat")
	return append(env, extra...)
}

// runResult is what a non-interactive run of prepl produced.
type runResult struct {
	stdout, stderr string
	code           int
}

// runPrepl runs prepl with stdin and arguments, in dir.
func runPrepl(t *testing.T, dir, stdin string, args ...string) runResult {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Dir = dir
	cmd.Env = testEnv(t, t.TempDir())
	cmd.Stdin = strings.NewReader(stdin)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	res := runResult{stdout: out.String(), stderr: errOut.String()}
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		res.code = exit.ExitCode()
	case err != nil:
		t.Fatalf("running prepl: %v", err)
	}
	return res
}
