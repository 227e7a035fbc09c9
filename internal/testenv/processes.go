//go:build unix

package testenv

import (
	"os"
	"path/filepath"
	"strconv"
	"syscall"
	"time"
)

// ProcessesWhere returns the processes, as /proc lists them, for which
// match (given the pid as /proc names it) is true; none where there is no
// /proc. The test's own process is never one.
func ProcessesWhere(match func(pid string) bool) []int {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return nil
	}
	var pids []int
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err == nil && pid != os.Getpid() && match(e.Name()) {
			pids = append(pids, pid)
		}
	}
	return pids
}

// ProcessesOf returns the processes running the executable at path; a
// binary built into a test's own directory matches only that test's.
func ProcessesOf(path string) []int {
	return ProcessesWhere(func(pid string) bool {
		exe, err := os.Readlink(filepath.Join("/proc", pid, "exe"))
		return err == nil && exe == path
	})
}

// KillLeftovers waits up to within for find to report no process, as
// processes a test started exit once their parent or client is gone.
// Those still there then are killed, and their pids returned for the
// test to report: a process that outlives what started it is a leak.
func KillLeftovers(within time.Duration, find func() []int) []int {
	deadline := time.Now().Add(within)
	for {
		left := find()
		if len(left) == 0 {
			return nil
		}
		if time.Now().After(deadline) {
			for _, pid := range left {
				_ = syscall.Kill(pid, syscall.SIGKILL)
			}
			return left
		}
		time.Sleep(100 * time.Millisecond)
	}
}
