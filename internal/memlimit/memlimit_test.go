package memlimit

import (
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseSize(t *testing.T) {
	tests := []struct {
		in   string
		want int64
		err  bool
	}{
		{"0", 0, false},
		{"1024", 1024, false},
		{"512M", 512 << 20, false},
		{"512MB", 512 << 20, false},
		{"512mib", 512 << 20, false},
		{"2G", 2 << 30, false},
		{"1.5g", 3 << 29, false},
		{" 4K ", 4096, false},
		{"1T", 1 << 40, false},
		{"", 0, true},
		{"-1M", 0, true},
		{"lots", 0, true},
		{"99999999999T", 0, true},
	}
	for _, tt := range tests {
		got, err := ParseSize(tt.in)
		if tt.err {
			assert.Error(t, err, tt.in)
			continue
		}
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.want, got, tt.in)
	}
}

func TestParseLimit(t *testing.T) {
	for in, want := range map[string]int64{"": 0, "0": -1, "1M": 1 << 20} {
		got, err := ParseLimit(in)
		require.NoError(t, err)
		assert.Equal(t, want, got, in)
	}
}

func TestFormatSize(t *testing.T) {
	for n, want := range map[int64]string{
		500: "500 bytes", 64 << 20: "64 MiB", 3 << 29: "1.5 GiB", 1536: "1.5 KiB",
	} {
		assert.Equal(t, want, FormatSize(n))
	}
}

func TestDefaultFromEnvironment(t *testing.T) {
	t.Setenv(EnvVar, "300M")
	assert.Equal(t, int64(300<<20), Default())
	t.Setenv(EnvVar, "0")
	assert.Equal(t, int64(-1), Default())
	t.Setenv(EnvVar, "")
	assert.NotZero(t, Default())
}

func TestCheck(t *testing.T) {
	assert.NoError(t, Check(-1, 1<<40), "no limit")
	assert.NoError(t, Check(64<<20, 1000), "small allocations are not checked")
	err := Check(64<<20, 1<<30)
	require.Error(t, err)
	assert.Equal(t, "Memory limit exceeded: 1 GiB more would take the heap beyond the limit of 64 MiB (--max-memory)", err.Error())
}

// TestWatchTrips grows the heap beyond a limit and expects the watchdog
// to report it, once, and to leave alone a watch with a higher limit.
func TestWatchTrips(t *testing.T) {
	heap := HeapBytes()
	limit := heap + 32<<20
	tripped := make(chan error, 2)
	stop := Watch(limit, func(err error) { tripped <- err })
	defer stop()
	var high bool
	stopHigh := Watch(1<<40, func(error) { high = true })
	defer stopHigh()
	var hold [][]byte
	var err error
	for err == nil {
		hold = append(hold, make([]byte, 1<<20))
		select {
		case err = <-tripped:
		case <-time.After(time.Millisecond):
		}
	}
	runtime.KeepAlive(hold)
	assert.Equal(t, (&Error{Limit: limit}).Error(), err.Error())
	assert.Contains(t, err.Error(), "the heap grew beyond the limit")
	assert.False(t, high)
	select {
	case <-tripped:
		t.Fatal("tripped twice")
	case <-time.After(3 * pollInterval):
	}
}
