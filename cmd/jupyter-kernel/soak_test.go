package main

import (
	"encoding/json"
	"os/exec"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/kernel/jupytertest"
)

// TestTenThousandCells runs 10,000 cells (each assigning, logging and
// showing a value) through the real binary and checks that its memory and
// threads stay flat: a kernel runs for days.
func TestTenThousandCells(t *testing.T) {
	if testing.Short() {
		t.Skip("soak test; skipped with -short")
	}
	if runtime.GOOS != "linux" {
		t.Skip("reads the kernel's memory from /proc")
	}
	py := jupytertest.Python(t)
	cmd := exec.Command(py, "testdata/soak.py", "puppet", "10000")
	cmd.Env = installKernel(t)
	out, err := cmd.Output()
	require.NoError(t, err, "%s", out)
	var r struct {
		RSSBefore     int `json:"rss_before_kb"`
		RSSAfter      int `json:"rss_after_kb"`
		ThreadsBefore int `json:"threads_before"`
		ThreadsAfter  int `json:"threads_after"`
	}
	require.NoError(t, json.Unmarshal(out, &r), "%s", out)
	t.Logf("after 10,000 cells: RSS %d KiB -> %d KiB, threads %d -> %d", r.RSSBefore, r.RSSAfter, r.ThreadsBefore, r.ThreadsAfter)
	// The session keeps every input in its history (what history_request
	// and :history show), some bytes a cell; nothing else may grow.
	assert.Less(t, r.RSSAfter-r.RSSBefore, 32<<10, "resident memory grew")
	assert.LessOrEqual(t, r.ThreadsAfter, r.ThreadsBefore+2, "threads grew")
}
