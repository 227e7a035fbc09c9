package kernel

import (
	"sync"
	"time"
)

// streamFlushInterval is how long output may wait before it is sent, as
// in ipykernel: a cell that logs in a loop sends a few large stream
// messages instead of one per line.
const streamFlushInterval = 200 * time.Millisecond

// streamBatcher collects a cell's output and publishes it as stream
// messages, at most every streamFlushInterval and when the cell ends.
// Consecutive text for the same stream is merged; the order between
// stdout and stderr is kept.
type streamBatcher struct {
	k       *Kernel
	parent  *Message
	discard bool

	mu     sync.Mutex
	chunks []streamContent
	timer  *time.Timer
	closed bool
}

func newStreamBatcher(k *Kernel, parent *Message, discard bool) *streamBatcher {
	return &streamBatcher{k: k, parent: parent, discard: discard}
}

// write queues text for stream ("stdout" or "stderr").
func (b *streamBatcher) write(stream, text string) {
	if b.discard || text == "" {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return
	}
	if n := len(b.chunks); n > 0 && b.chunks[n-1].Name == stream {
		b.chunks[n-1].Text += text
	} else {
		b.chunks = append(b.chunks, streamContent{Name: stream, Text: text})
	}
	if b.timer == nil {
		b.timer = time.AfterFunc(streamFlushInterval, b.flush)
	}
}

// flush publishes what is queued.
func (b *streamBatcher) flush() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.flushLocked()
}

func (b *streamBatcher) flushLocked() {
	if b.timer != nil {
		b.timer.Stop()
		b.timer = nil
	}
	for _, c := range b.chunks {
		b.k.publish(b.parent, "stream", c)
	}
	b.chunks = nil
}

// close publishes the rest; later writes are dropped.
func (b *streamBatcher) close() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.flushLocked()
	b.closed = true
}
