package kernel

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"net"
	"sync"
	"sync/atomic"
	"time"
)

// errStalledPeer reports a connection closed because its peer stopped
// reading.
var errStalledPeer = errors.New("peer stopped reading; connection closed")

// ZMTP frame flags.
const (
	zmtpMore = 0x01
	zmtpLong = 0x02
)

// writeTimeout bounds how long one message may take to reach a peer, in
// nanoseconds. A
// peer that stops reading (a client whose machine went to sleep) would
// otherwise block the IOPub writer, which serves every subscriber in
// turn, until TCP gives up minutes later; past the timeout its connection
// is closed and it must reconnect.
var writeTimeout atomic.Int64

func init() { writeTimeout.Store(int64(10 * time.Second)) }

// zmtpGreetingLen is the length of the ZMTP 3 greeting that precedes the
// frames on a connection.
const zmtpGreetingLen = 64

// messageConn is a server-side ZeroMQ connection that reads through a
// buffer and writes whole messages at once. zmq4 writes every frame as two
// writes (header, body) and reads every frame in two or three reads; a
// Jupyter message has six frames or more, so unbuffered it costs a dozen
// system calls and TCP segments each way. messageConn follows the ZMTP
// framing of what is written and sends when a message (its last frame, or
// the greeting) is complete.
type messageConn struct {
	net.Conn
	r io.Reader

	mu        sync.Mutex
	out       []byte
	greeting  int     // greeting bytes still to come
	hdr       [9]byte // the frame header being written
	hdrLen    int     // bytes of hdr seen
	bodyLeft  uint64  // body bytes still to come
	inBody    bool
	lastFrame bool // the frame in progress ends its message
}

// newMessageConn wraps c, whose first bytes (prefix) were already read.
func newMessageConn(c net.Conn, prefix []byte) *messageConn {
	return &messageConn{
		Conn:     c,
		r:        bufio.NewReaderSize(io.MultiReader(bytes.NewReader(prefix), c), 16<<10),
		greeting: zmtpGreetingLen,
	}
}

// newScreenedConn wraps c, whose first bytes (prefix) were already read,
// passing on only what the ZMTP screen accepts.
func newScreenedConn(c net.Conn, prefix []byte, cfg screenConfig) *messageConn {
	return &messageConn{Conn: c, r: newZMTPScreen(c, prefix, cfg), greeting: zmtpGreetingLen}
}

// Read reads through the buffer.
func (c *messageConn) Read(p []byte) (int, error) { return c.r.Read(p) }

// Write queues p and sends what is queued once a message is complete.
func (c *messageConn) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.out = append(c.out, p...)
	if !c.scan(p) {
		return len(p), nil
	}
	_ = c.Conn.SetWriteDeadline(time.Now().Add(time.Duration(writeTimeout.Load())))
	_, err := c.Conn.Write(c.out)
	c.out = c.out[:0]
	if err != nil {
		var ne net.Error
		if errors.As(err, &ne) && ne.Timeout() {
			_ = c.Conn.Close()
			return 0, errStalledPeer
		}
		return 0, err
	}
	return len(p), nil
}

// scan advances the framing state over p and reports whether p ended on a
// message boundary.
func (c *messageConn) scan(p []byte) bool {
	boundary := false
	for len(p) > 0 {
		boundary = false
		switch {
		case c.greeting > 0:
			n := min(c.greeting, len(p))
			c.greeting -= n
			p = p[n:]
			boundary = c.greeting == 0
		case c.inBody:
			n := min(c.bodyLeft, uint64(len(p)))
			c.bodyLeft -= n
			p = p[n:]
			if c.bodyLeft == 0 {
				c.inBody = false
				boundary = c.lastFrame
			}
		default:
			c.hdr[c.hdrLen] = p[0]
			c.hdrLen++
			p = p[1:]
			need := 2
			if c.hdr[0]&zmtpLong != 0 {
				need = 9
			}
			if c.hdrLen < need {
				continue
			}
			if need == 2 {
				c.bodyLeft = uint64(c.hdr[1])
			} else {
				c.bodyLeft = binary.BigEndian.Uint64(c.hdr[1:9])
			}
			c.lastFrame = c.hdr[0]&zmtpMore == 0
			c.hdrLen = 0
			c.inBody = c.bodyLeft > 0
			boundary = !c.inBody && c.lastFrame
		}
	}
	return boundary
}
