package lang

import (
	"context"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMemoryLimit runs programs that would exhaust the machine's memory
// under a session limited to 64 MiB (the process's own limit, no control
// group): each fails with an error that names the limit, and the
// session keeps its state.
func TestMemoryLimit(t *testing.T) {
	tests := []struct {
		name, src string
	}{
		{"interpolation doubling", `Integer[1, 40].reduce('x') |$m, $i| { "${m}${m}" }`},
		{"array doubling", `Integer[1, 40].reduce([1]) |$m, $i| { $m + $m }`},
		{"map of a huge range", `Integer[1, 100000000].map |$x| { $x }`},
		{"file of an endless device", `file('/dev/zero')`},
		{"epp of an endless device", `epp('/dev/zero')`},
		{"binary_file of an endless device", `binary_file('/dev/zero')`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := NewSession(Options{MaxMemory: 64 << 20})
			require.Nil(t, s.Eval(context.Background(), `$kept = 'still here'`).Err)
			res := s.Eval(context.Background(), tt.src)
			require.NotNil(t, res.Err)
			assert.Contains(t, res.Err.Error(), "Memory limit exceeded")
			assert.Contains(t, res.Err.Error(), "64 MiB")
			after := s.Eval(context.Background(), `$kept`)
			require.Nil(t, after.Err)
			assert.Equal(t, "'still here'", s.Show(after.Value))
		})
	}
}

// TestFileOfNamedPipe reads a named pipe nobody writes to: it reads as
// empty instead of waiting for a writer for ever.
func TestFileOfNamedPipe(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	require.NoError(t, syscall.Mkfifo(fifo, 0o600))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "plain.txt"), []byte("text\n"), 0o600))
	s := NewSession(Options{WorkDir: dir})
	for src, want := range map[string]string{
		`file('fifo')`:      "''",
		`file('plain.txt')`: `"text\n"`,
	} {
		res := s.Eval(context.Background(), src)
		require.Nil(t, res.Err, src)
		assert.Equal(t, want, s.Show(res.Value), src)
	}
}
