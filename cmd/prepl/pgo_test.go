package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPGOWorkload runs the programs scripts/record-pgo.sh profiles, with
// the options their `# args:` line gives, so that the workload behind
// default.pgo keeps running as the language and its fixtures change:
// each program compiles without an error or a warning and prints its
// notice.
func TestPGOWorkload(t *testing.T) {
	programs, err := filepath.Glob("testdata/pgo/*.pp")
	require.NoError(t, err)
	require.NotEmpty(t, programs)
	root, err := filepath.Abs("../..")
	require.NoError(t, err)
	for _, program := range programs {
		name := strings.TrimSuffix(filepath.Base(program), ".pp")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(program)
			require.NoError(t, err)
			first, _, _ := strings.Cut(string(src), "\n")
			options, ok := strings.CutPrefix(first, "# args: ")
			require.True(t, ok, "the first line gives prepl's options: # args: ...")
			args := append(strings.Fields(options), filepath.Join("cmd/prepl", program))
			res := runPrepl(t, root, "", args...)
			require.Equal(t, 0, res.code, res.stderr)
			out := res.stdout + res.stderr
			assert.NotContains(t, out, "Error:")
			assert.NotContains(t, out, "Warning:")
			assert.Contains(t, out, "Notice: "+name+": ")
		})
	}
}
