package kernel

import (
	"bytes"
	"encoding/binary"
	"math/rand/v2"
	"net"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// recordingConn records each write that reaches the network.
type recordingConn struct {
	net.Conn
	writes [][]byte
}

func (c *recordingConn) Write(p []byte) (int, error) {
	c.writes = append(c.writes, append([]byte(nil), p...))
	return len(p), nil
}

func (c *recordingConn) SetWriteDeadline(time.Time) error { return nil }

func frameHeader(flags byte, size int) []byte {
	if size > 255 {
		h := make([]byte, 9)
		h[0] = flags | zmtpLong
		binary.BigEndian.PutUint64(h[1:], uint64(size))
		return h
	}
	return []byte{flags, byte(size)}
}

func TestMessageConnWritesWholeMessages(t *testing.T) {
	rec := &recordingConn{}
	c := newMessageConn(rec, nil)
	write := func(parts ...[]byte) {
		for _, p := range parts {
			_, err := c.Write(p)
			assert.NoError(t, err)
		}
	}
	greeting := bytes.Repeat([]byte{7}, zmtpGreetingLen)
	write(greeting[:10], greeting[10:])
	assert.Len(t, rec.writes, 1, "the greeting goes out whole")

	ready := []byte("\x05READY")
	write(frameHeader(0x04, len(ready)), ready)
	assert.Len(t, rec.writes, 2, "a command is one message")

	long := bytes.Repeat([]byte("x"), 300)
	write(frameHeader(zmtpMore, 9), []byte("<IDS|MSG>"), frameHeader(zmtpMore, 0), frameHeader(zmtpMore, 300), long)
	assert.Len(t, rec.writes, 2, "nothing is sent before the last frame")
	write(frameHeader(0, 2), []byte("{}"))
	assert.Len(t, rec.writes, 3)
	assert.Equal(t, bytes.Join([][]byte{frameHeader(zmtpMore, 9), []byte("<IDS|MSG>"), frameHeader(zmtpMore, 0),
		frameHeader(zmtpMore, 300), long, frameHeader(0, 2), []byte("{}")}, nil), rec.writes[2])

	// Two messages in one write, the second ending in an empty frame; and a
	// header split across writes.
	write(bytes.Join([][]byte{frameHeader(0, 1), []byte("a"), frameHeader(zmtpMore, 1), []byte("b"), frameHeader(0, 0)}, nil))
	assert.Len(t, rec.writes, 4)
	h := frameHeader(0, 1000)
	write(h[:3], h[3:], bytes.Repeat([]byte("y"), 999))
	assert.Len(t, rec.writes, 4)
	write([]byte("y"))
	assert.Len(t, rec.writes, 5)
}

func TestMessageConnReadsPrefixFirst(t *testing.T) {
	a, b := net.Pipe()
	defer a.Close()
	defer b.Close()
	c := newMessageConn(a, []byte("pre"))
	go func() { _, _ = b.Write([]byte("fix")) }()
	buf := make([]byte, 6)
	n := 0
	for n < 6 {
		m, err := c.Read(buf[n:])
		if !assert.NoError(t, err) {
			return
		}
		n += m
	}
	assert.Equal(t, "prefix", string(buf))
}

// TestMessageConnRandomSplits writes random messages cut at random places
// and checks every network write is a run of whole messages, in order.
func TestMessageConnRandomSplits(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for round := 0; round < 200; round++ {
		rec := &recordingConn{}
		c := newMessageConn(rec, nil)
		stream := bytes.Repeat([]byte{1}, zmtpGreetingLen)
		ends := []int{len(stream)}
		for m := rng.IntN(5) + 1; m > 0; m-- {
			frames := rng.IntN(8) + 1
			for f := 0; f < frames; f++ {
				flags := byte(0)
				if f < frames-1 {
					flags = zmtpMore
				}
				size := []int{0, 1, 255, 256, 5000}[rng.IntN(5)]
				stream = append(stream, frameHeader(flags, size)...)
				stream = append(stream, bytes.Repeat([]byte{byte(f)}, size)...)
			}
			ends = append(ends, len(stream))
		}
		for rest := stream; len(rest) > 0; {
			n := min(len(rest), rng.IntN(300)+1)
			_, err := c.Write(rest[:n])
			assert.NoError(t, err)
			rest = rest[n:]
		}
		sent := 0
		for _, w := range rec.writes {
			sent += len(w)
			assert.Contains(t, ends, sent, "round %d: a write ends mid-message", round)
		}
		assert.Equal(t, stream, bytes.Join(rec.writes, nil), "round %d", round)
	}
}
