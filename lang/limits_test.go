package lang

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/types"
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

// TestNestingBeyondTheLimit builds values deeper than types.MaxNesting in
// every way a value grows deeper: each fails with the nesting error
// instead of a Go stack overflow, and the session survives.
func TestNestingBeyondTheLimit(t *testing.T) {
	tests := []struct {
		name, src string
	}{
		{"array literal", `Integer[1, 4000000].reduce([]) |$m, $i| { [$m] }`},
		{"hash literal", `Integer[1, 4000000].reduce({}) |$m, $i| { { 'k' => $m } }`},
		{"hash key", `Integer[1, 4000000].reduce({}) |$m, $i| { { $m => 1 } }`},
		{"append", `Integer[1, 4000000].reduce([]) |$m, $i| { [] << $m }`},
		{"concatenation", `Integer[1, 4000000].reduce([]) |$m, $i| { [1] + [$m] }`},
		{"hash merge", `Integer[1, 4000000].reduce({}) |$m, $i| { {} + { 'k' => $m } }`},
		{"function result", `Integer[1, 4000000].reduce([]) |$m, $i| { [1].map |$x| { $m } }`},
		{"type parameter", `Integer[1, 4000000].reduce(Integer) |$m, $i| { Array[$m] }`},
		{"recursive function", `function f($n) { if $n == 0 { [] } else { [f($n - 1)] } } f(5000)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := NewSession(Options{})
			require.Nil(t, s.Eval(context.Background(), `$kept = 1`).Err)
			res := s.Eval(context.Background(), tt.src)
			require.NotNil(t, res.Err)
			assert.Contains(t, res.Err.Error(), types.NestingError)
			assert.Nil(t, s.Eval(context.Background(), `$kept`).Err)
		})
	}
}

// TestWalksAtTheNestingLimit runs every walk over values on values just
// within types.MaxNesting: formatting, interpolation, equality, hashing,
// uniqueness, inference, instance checks, sorting, flattening, EPP and
// the catalog's JSON all succeed.
func TestWalksAtTheNestingLimit(t *testing.T) {
	s := NewSession(Options{})
	depth := types.MaxNesting - 3
	setup := fmt.Sprintf(`$a = Integer[1, %[1]d].reduce([]) |$m, $i| { [$m] }
$b = Integer[1, %[1]d].reduce([]) |$m, $i| { [$m] }
$h = Integer[1, %[1]d].reduce({}) |$m, $i| { { 'k' => $m } }
notify { 'deep': message => [$a, $h] }`, depth-1)
	require.Nil(t, s.Eval(context.Background(), setup).Err)
	tests := map[string]string{
		`String($a).length`:                           strconv.Itoa(2 * depth),
		`"${a}".length`:                               strconv.Itoa(2 * depth),
		`sprintf('%p', $h).length > 0`:                "true",
		`$a == $b`:                                    "true",
		`$a != $h`:                                    "true",
		`{ $a => 1 }[$b]`:                             "1",
		`[$a, $b].unique.length`:                      "1",
		`$a in [$b]`:                                  "true",
		`String(type($a)).length > 0`:                 "true",
		`$a =~ Array[Array[Array]]`:                   "true",
		`$h =~ Hash[String, Hash]`:                    "true",
		`[$a, $b].sort |$x, $y| { 0 }.length`:         "2",
		`$a.flatten`:                                  "[]",
		`inline_epp('<%= $x %>', { x => $a }).length`: strconv.Itoa(2 * depth),
	}
	for src, want := range tests {
		res := s.Eval(context.Background(), src)
		require.Nil(t, res.Err, src)
		assert.Equal(t, want, s.Show(res.Value), src)
	}
	for _, cmd := range []string{":catalog json", ":type $a"} {
		out := s.Run(context.Background(), cmd)
		assert.Nil(t, out.Err, cmd)
	}
	shown := s.Run(context.Background(), "[$a, $h]")
	require.Nil(t, shown.Err)
	require.NotNil(t, shown.Value)
	assert.NotEmpty(t, shown.Value.Text())
	assert.NotEmpty(t, shown.Value.Terminal(80, true))
	assert.Contains(t, shown.Value.HTML(), "<table")
}
