package kernel

import (
	"slices"
	"testing"
	"time"
)

// BenchmarkExecuteRoundTrip measures execute_request → execute_reply over
// loopback TCP with a ZeroMQ client, reporting the median and 95th
// percentile of the round trip (the fake session's evaluation is free, so
// this is the protocol's own cost).
func BenchmarkExecuteRoundTrip(b *testing.B) {
	tk := startKernel(b)
	c := connect(b, tk.k.Connection())
	req := map[string]any{"code": "1 + 1", "silent": false, "store_history": true, "user_expressions": map[string]any{},
		"allow_stdin": false, "stop_on_error": true}
	lat := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		start := time.Now()
		id := c.send(c.shell, "execute_request", req)
		c.reply(c.shellIn, id)
		lat = append(lat, time.Since(start))
		c.iopubUntilIdle(id)
	}
	b.StopTimer()
	slices.Sort(lat)
	b.ReportMetric(float64(lat[len(lat)/2].Microseconds()), "p50-µs")
	b.ReportMetric(float64(lat[len(lat)*95/100].Microseconds()), "p95-µs")
}
