package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"prepl/kernel/jupytertest"
)

// percentiles are one client's round-trip times in milliseconds.
type percentiles struct {
	P50 float64 `json:"p50_ms"`
	P95 float64 `json:"p95_ms"`
}

// latency is what testdata/latency.py reports: the round trips seen by
// jupyter_client's blocking client and by a client speaking the wire
// protocol on plain sockets.
type latency struct {
	JupyterClient percentiles `json:"jupyter_client"`
	Wire          percentiles `json:"wire"`
	N             int         `json:"n"`
}

// measureLatency times n execute_request round trips of `1 + 1` against
// the kernelspec kernelName with each client.
func measureLatency(t testing.TB, env []string, py, kernelName string, n int) latency {
	t.Helper()
	cmd := exec.Command(py, "testdata/latency.py", kernelName, strconv.Itoa(n))
	cmd.Env = env
	out, err := cmd.Output()
	require.NoError(t, err, "%s", out)
	var l latency
	require.NoError(t, json.Unmarshal(out, &l), "%s", out)
	return l
}

// reportLatency reports the percentiles l holds as benchmark metrics.
func reportLatency(b *testing.B, l latency) {
	b.ReportMetric(l.Wire.P50*1000, "wire-p50-µs")
	b.ReportMetric(l.Wire.P95*1000, "wire-p95-µs")
	b.ReportMetric(l.JupyterClient.P50*1000, "jc-p50-µs")
	b.ReportMetric(l.JupyterClient.P95*1000, "jc-p95-µs")
}

// BenchmarkExecuteRoundTrip reports the median and 95th percentile of the
// execute_request round trip of `1 + 1` measured by a wire-protocol client
// (wire-p50-µs, wire-p95-µs: what the kernel adds) and by jupyter_client's
// blocking client (jc-p50-µs, jc-p95-µs), whose event loop per call
// costs most of a millisecond by itself (see BenchmarkClientFloor).
func BenchmarkExecuteRoundTrip(b *testing.B) {
	py := jupytertest.Python(b)
	prefix := b.TempDir()
	out, err := exec.Command(binary, "install", "--prefix", prefix).CombinedOutput()
	require.NoError(b, err, "%s", out)
	env := jupytertest.Env(b, prefix+"/share/jupyter")
	n := max(b.N, 20)
	b.ResetTimer()
	l := measureLatency(b, env, py, "puppet", n)
	b.StopTimer()
	reportLatency(b, l)
}

// BenchmarkClientFloor measures the same round trips against
// testdata/instant_kernel.py, a kernel that does no work: the clients'
// own share of BenchmarkExecuteRoundTrip's figures.
func BenchmarkClientFloor(b *testing.B) {
	py := jupytertest.Python(b)
	script, err := filepath.Abs("testdata/instant_kernel.py")
	require.NoError(b, err)
	dataDir := b.TempDir()
	spec, err := json.Marshal(map[string]any{"argv": []string{py, script, "{connection_file}"},
		"display_name": "instant", "language": "text"})
	require.NoError(b, err)
	require.NoError(b, os.MkdirAll(filepath.Join(dataDir, "kernels", "instant"), 0o755))
	require.NoError(b, os.WriteFile(filepath.Join(dataDir, "kernels", "instant", "kernel.json"), spec, 0o644))
	env := jupytertest.Env(b, dataDir)
	n := max(b.N, 20)
	b.ResetTimer()
	l := measureLatency(b, env, py, "instant", n)
	b.StopTimer()
	reportLatency(b, l)
}
