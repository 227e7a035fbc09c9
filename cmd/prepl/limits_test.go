package main

import (
	"bytes"
	"errors"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMemoryLimitOfTheBinary replays a session whose inputs would
// exhaust the machine's memory under prepl limited to 64 MiB, by the
// flag or by the environment: each of those inputs fails with the error
// that names the limit, the process lives on, and the inputs after them
// see the session's state. The limit is the process's own (its heap
// watchdog and checks before large allocations), not a control group's.
func TestMemoryLimitOfTheBinary(t *testing.T) {
	session := strings.Join([]string{
		`$kept = 'still here'`,
		`Integer[1, 40].reduce('x') |$m, $i| { "${m}${m}" }`,
		`Integer[1, 100000000].map |$x| { $x }.length`,
		`file('/dev/zero').length`,
		// 40 arrays in memory, 2^40 elements to print.
		`$big = Integer[1, 40].reduce([1]) |$m, $i| { [$m, $m] } $big.length`,
		`notice($big)`,
		`"${kept}, ${big.length}"`,
	}, "\n") + "\n"
	for name, setting := range map[string]struct{ args, env []string }{
		"--max-memory":     {args: []string{"--max-memory", "64M"}},
		"PREPL_MAX_MEMORY": {env: []string{"PREPL_MAX_MEMORY=64M"}},
	} {
		t.Run(name, func(t *testing.T) {
			cmd := exec.Command(binary, setting.args...)
			cmd.Dir = t.TempDir()
			cmd.Env = testEnv(t, t.TempDir(), setting.env...)
			cmd.Stdin = strings.NewReader(session)
			var out, errOut bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &errOut
			err := cmd.Run()
			var exit *exec.ExitError
			require.True(t, errors.As(err, &exit), "prepl ends with a failure status: %v", err)
			assert.Equal(t, 1, exit.ExitCode(), "status 1: some inputs failed; stderr:\n%s", errOut.String())
			assert.Equal(t, "=> 'still here'\n=> 2\n=> 'still here, 2'\n", out.String())
			var failures []string // each error is followed by its line and a caret
			for _, line := range strings.Split(errOut.String(), "\n") {
				if strings.HasPrefix(line, "Error:") {
					failures = append(failures, line)
				}
			}
			require.Len(t, failures, 4, "one error for each input over the limit:\n%s", errOut.String())
			for _, f := range failures {
				assert.Regexp(t, `^Error: Evaluation Error: Memory limit exceeded: .*the limit of 64 MiB \(--max-memory\)`, f)
			}
		})
	}
}
