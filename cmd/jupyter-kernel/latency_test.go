package main

import (
	"encoding/json"
	"os/exec"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/kernel/jupytertest"
)

// latency is what testdata/latency.py reports.
type latency struct {
	P50 float64 `json:"p50_ms"`
	P95 float64 `json:"p95_ms"`
	N   int     `json:"n"`
}

// measureLatency times n execute_request round trips of `1 + 1` with
// jupyter_client against the real binary.
func measureLatency(t testing.TB, env []string, py string, n int) latency {
	t.Helper()
	cmd := exec.Command(py, "testdata/latency.py", "puppet", strconv.Itoa(n))
	cmd.Env = env
	out, err := cmd.Output()
	require.NoError(t, err, "%s", out)
	var l latency
	require.NoError(t, json.Unmarshal(out, &l), "%s", out)
	return l
}

// TestRoundTripLatency checks the median execute round trip of `1 + 1`
// with a real client stays under 2 ms. The machine may be busy with other
// tests, so the best of three runs counts.
func TestRoundTripLatency(t *testing.T) {
	if testing.Short() {
		t.Skip("timing test; skipped with -short")
	}
	py := jupytertest.Python(t)
	env := installKernel(t)
	best := latency{P50: 1e9}
	for run := 0; run < 3 && best.P50 >= 2.0; run++ {
		l := measureLatency(t, env, py, 500)
		t.Logf("execute round trip of 1 + 1 with jupyter_client: p50 %.3f ms, p95 %.3f ms (n=%d)", l.P50, l.P95, l.N)
		if l.P50 < best.P50 {
			best = l
		}
	}
	assert.Less(t, best.P50, 2.0)
}

// BenchmarkExecuteRoundTrip reports the median and 95th percentile of the
// execute_request round trip of `1 + 1` measured by jupyter_client.
func BenchmarkExecuteRoundTrip(b *testing.B) {
	py := jupytertest.Python(b)
	prefix := b.TempDir()
	out, err := exec.Command(binary, "install", "--prefix", prefix).CombinedOutput()
	require.NoError(b, err, "%s", out)
	env := jupytertest.Env(b, prefix+"/share/jupyter")
	n := max(b.N, 20)
	b.ResetTimer()
	l := measureLatency(b, env, py, n)
	b.StopTimer()
	b.ReportMetric(l.P50*1000, "p50-µs")
	b.ReportMetric(l.P95*1000, "p95-µs")
}
