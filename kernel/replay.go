package kernel

import "sync"

// digestHistorySize bounds how many recent signatures are remembered to
// reject replayed messages. The memory is allocated once, so a kernel that
// runs for days does not grow.
const digestHistorySize = 8192

// digest is a signature as raw bytes (large enough for HMAC-SHA512).
type digest [64]byte

// digestHistory remembers the most recent signatures in a ring.
type digestHistory struct {
	mu   sync.Mutex
	seen map[digest]struct{}
	ring []digest
	next int
	full bool
}

func newDigestHistory(size int) *digestHistory {
	return &digestHistory{seen: make(map[digest]struct{}, size), ring: make([]digest, size)}
}

// add records sig and reports whether it was new.
func (h *digestHistory) add(sig []byte) bool {
	var d digest
	copy(d[:], sig)
	h.mu.Lock()
	defer h.mu.Unlock()
	if _, dup := h.seen[d]; dup {
		return false
	}
	if h.full {
		delete(h.seen, h.ring[h.next])
	}
	h.ring[h.next] = d
	h.seen[d] = struct{}{}
	h.next++
	if h.next == len(h.ring) {
		h.next, h.full = 0, true
	}
	return true
}
