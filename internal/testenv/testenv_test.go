//go:build unix

package testenv

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestWriteFiles(t *testing.T) {
	dir := t.TempDir()
	WriteFiles(t, dir, map[string]string{"a/b/c.pp": "class c {}\n", "top.txt": "", "empty/": ""})
	data, err := os.ReadFile(filepath.Join(dir, "a", "b", "c.pp"))
	require.NoError(t, err)
	assert.Equal(t, "class c {}\n", string(data))
	assert.FileExists(t, filepath.Join(dir, "top.txt"))
	assert.DirExists(t, filepath.Join(dir, "empty"))
	Symlinks(t, dir, map[string]string{"links/c.pp": "a/b/c.pp"})
	target, err := os.Readlink(filepath.Join(dir, "links", "c.pp"))
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(dir, "a", "b", "c.pp"), target)
}

// TestKillLeftovers starts a process that would outlive the test and
// checks that it is found by its executable, killed and reported.
func TestKillLeftovers(t *testing.T) {
	sleep, err := exec.LookPath("sleep")
	require.NoError(t, err)
	exe, err := filepath.EvalSymlinks(sleep)
	require.NoError(t, err)
	cmd := exec.Command(sleep, "60")
	require.NoError(t, cmd.Start())
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	mine := func() []int {
		var pids []int
		for _, p := range ProcessesOf(exe) {
			if p == cmd.Process.Pid {
				pids = append(pids, p)
			}
		}
		return pids
	}
	require.Equal(t, []int{cmd.Process.Pid}, mine())
	assert.Equal(t, []int{cmd.Process.Pid}, KillLeftovers(200*time.Millisecond, mine))
	<-done
	assert.Empty(t, KillLeftovers(time.Second, mine), "a killed process is gone")
}
