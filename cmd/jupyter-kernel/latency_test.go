package main

import (
	"encoding/json"
	"os/exec"
	"strconv"
	"testing"

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
