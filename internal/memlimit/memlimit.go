// Package memlimit bounds the memory an evaluation may use. A limit is a
// number of heap bytes; while evaluations run, Go's garbage collector is
// told to stay under it (runtime/debug.SetMemoryLimit, a soft limit) and a
// watchdog reads the heap size every few milliseconds and stops the
// evaluations whose limit the heap crossed, as Ctrl-C would. Code that
// grows a value by a known amount (a repeated string, a file read, a
// mapped range) asks Check first, so one large allocation fails with an
// error instead of ending the process.
package memlimit

import (
	"fmt"
	"math"
	"os"
	"runtime/debug"
	"runtime/metrics"
	"strconv"
	"strings"
	"sync"
	"time"
)

// EnvVar names the environment variable that sets the default limit of
// prepl and the Jupyter kernel (a SIZE as ParseSize reads it).
const EnvVar = "PREPL_MAX_MEMORY"

// Error is a limit that was or would be crossed.
type Error struct {
	// Limit is the limit in bytes.
	Limit int64
	// Need is the size of the allocation refused by Check, 0 when the
	// watchdog found the heap over the limit.
	Need int64
}

func (e *Error) Error() string {
	if e.Need > 0 {
		return fmt.Sprintf("Memory limit exceeded: %s more would take the heap beyond the limit of %s (--max-memory)",
			FormatSize(e.Need), FormatSize(e.Limit))
	}
	return fmt.Sprintf("Memory limit exceeded: the heap grew beyond the limit of %s (--max-memory)", FormatSize(e.Limit))
}

// heapMetric is the bytes occupied by heap objects, live ones and dead
// ones not yet swept.
const heapMetric = "/memory/classes/heap/objects:bytes"

// HeapBytes returns the current size of the heap's objects.
func HeapBytes() int64 {
	s := []metrics.Sample{{Name: heapMetric}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return int64(s[0].Value.Uint64())
}

// CheckFloor is the size below which Check does not look at the heap
// (small allocations are left to the watchdog), so a caller that grows
// a value piece by piece need not call Check until the value reaches it.
const CheckFloor = 1 << 20

// Check reports whether allocating need more bytes keeps the heap within
// limit (limit <= 0: no limit). It is small enough to be inlined where
// most calls, for small sizes, end at once.
func Check(limit, need int64) error {
	if limit <= 0 || need < CheckFloor {
		return nil
	}
	return checkHeap(limit, need)
}

// checkHeap is Check of an allocation of at least CheckFloor bytes (kept
// out of line so that Check stays small enough to inline).
//
//go:noinline
func checkHeap(limit, need int64) error {
	if need > limit || HeapBytes()+need > limit {
		return &Error{Limit: limit, Need: need}
	}
	return nil
}

// pollInterval is how often the watchdog reads the heap size.
const pollInterval = 5 * time.Millisecond

// watch is one running evaluation: its limit and how to stop it.
type watch struct {
	limit int64
	trip  func(error)
}

var (
	mu      sync.Mutex
	watches = map[*watch]struct{}{}
	// running tells whether the watchdog goroutine is alive; it ends when
	// no evaluation is watched.
	running bool
)

// Watch calls trip, once, with an *Error when the heap grows beyond limit
// before the returned stop is called (limit <= 0: never). While any
// watch is active the garbage collector aims to keep the heap under the
// smallest of their limits.
func Watch(limit int64, trip func(error)) (stop func()) {
	if limit <= 0 {
		return func() {}
	}
	w := &watch{limit: limit, trip: trip}
	mu.Lock()
	watches[w] = struct{}{}
	setSoftLimit()
	if !running {
		running = true
		go watchdog()
	}
	mu.Unlock()
	return func() {
		mu.Lock()
		delete(watches, w)
		setSoftLimit()
		mu.Unlock()
	}
}

// setSoftLimit gives the garbage collector the smallest active limit, or
// none. The caller holds mu.
func setSoftLimit() {
	soft := int64(math.MaxInt64)
	for w := range watches {
		soft = min(soft, w.limit)
	}
	debug.SetMemoryLimit(soft)
}

// watchdog trips the watches whose limit the heap crossed, until none is
// left.
func watchdog() {
	t := time.NewTicker(pollInterval)
	defer t.Stop()
	for range t.C {
		heap := HeapBytes()
		mu.Lock()
		if len(watches) == 0 {
			running = false
			mu.Unlock()
			return
		}
		var tripped []*watch
		for w := range watches {
			if heap > w.limit {
				tripped = append(tripped, w)
				delete(watches, w)
			}
		}
		if len(tripped) > 0 {
			setSoftLimit()
		}
		mu.Unlock()
		for _, w := range tripped {
			w.trip(&Error{Limit: w.limit})
		}
	}
}

// DefaultShare is the part of the machine's memory (or of the memory a
// control group allows the process) an evaluation may use by default.
const DefaultShare = 0.5

// Default returns the limit to use when none is given: $PREPL_MAX_MEMORY
// when set and valid, else DefaultShare of the available memory (no
// limit when that is unknown).
func Default() int64 {
	if n, err := ParseLimit(os.Getenv(EnvVar)); err == nil && n != 0 {
		return n
	}
	if n := int64(float64(availableMemory()) * DefaultShare); n > 0 {
		return n
	}
	return -1
}

// ParseLimit reads a --max-memory SIZE as a limit for Watch and Check: ""
// is 0 (the default applies), "0" is -1 (no limit), anything else a size
// as ParseSize reads it.
func ParseLimit(s string) (int64, error) {
	if s == "" {
		return 0, nil
	}
	n, err := ParseSize(s)
	if err == nil && n == 0 {
		n = -1
	}
	return n, err
}

// ParseSize reads a size: a number of bytes with an optional unit K, M, G
// or T (powers of 1024; "KB", "KiB" and lower case are the same), such as
// 512M or 1.5G. "0" means no limit.
func ParseSize(s string) (int64, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	t = strings.TrimSuffix(strings.TrimSuffix(t, "B"), "I")
	mult := 1.0
	if n := len(t); n > 0 {
		if i := strings.IndexByte("KMGT", t[n-1]); i >= 0 {
			mult = math.Pow(1024, float64(i+1))
			t = t[:n-1]
		}
	}
	f, err := strconv.ParseFloat(strings.TrimSpace(t), 64)
	if err != nil || f < 0 || math.IsInf(f, 0) || math.IsNaN(f) || f*mult >= math.MaxInt64 {
		return 0, fmt.Errorf("%q is not a size (such as 512M or 2G)", s)
	}
	return int64(f * mult), nil
}

// FormatSize writes a size in the largest unit that keeps it at least 1.
func FormatSize(n int64) string {
	units := []string{"bytes", "KiB", "MiB", "GiB", "TiB"}
	f := float64(n)
	i := 0
	for f >= 1024 && i < len(units)-1 {
		f /= 1024
		i++
	}
	if i == 0 {
		return fmt.Sprintf("%d bytes", n)
	}
	return strings.TrimSuffix(strconv.FormatFloat(f, 'f', 1, 64), ".0") + " " + units[i]
}
