package kernel

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"slices"
	"strings"
	"time"

	"github.com/go-zeromq/zmq4"
)

// DefaultMaxMessageSize bounds a message a peer may send when
// Config.MaxMessageSize is 0: far above any cell or comm message, far
// below what would exhaust memory.
const DefaultMaxMessageSize = 256 << 20

// zmtpFrameCost is what each frame counts against the message size on top
// of its body: the memory a frame costs even when empty, so a flood of
// empty frames is bounded like a large one.
const zmtpFrameCost = 64

// zmtpMaxCommand bounds a command frame (READY, PING, ...): commands carry
// a few short properties.
const zmtpMaxCommand = 64 << 10

// zmtpKeepBuffer is the largest frame buffer kept for the next frame; a
// larger one is released once served.
const zmtpKeepBuffer = 64 << 10

// zmtpCommand is the flag bit of a command frame; the other bits above
// zmtpCommand are reserved and must be zero.
const zmtpCommand = 0x04

// errZMTP reports a peer whose bytes break ZMTP 3 or the kernel's limits;
// its connection is closed.
var errZMTP = errors.New("kernel: invalid ZMTP stream")

// screenConfig is what a screened listener needs to know about the socket
// it serves; the kernel puts it in the context it gives zmq4, which hands
// that context to the transport's Listen.
type screenConfig struct {
	socket     zmq4.SocketType // the kernel's socket type on this port
	maxMessage int64           // bound on one message, frames included
}

type screenConfigKey struct{}

// withScreenConfig returns ctx carrying cfg for the screened transports.
func withScreenConfig(ctx context.Context, cfg screenConfig) context.Context {
	return context.WithValue(ctx, screenConfigKey{}, cfg)
}

// screenConfigFrom returns the configuration in ctx, or a default one.
func screenConfigFrom(ctx context.Context) screenConfig {
	cfg, _ := ctx.Value(screenConfigKey{}).(screenConfig)
	if cfg.maxMessage <= 0 {
		cfg.maxMessage = DefaultMaxMessageSize
	}
	return cfg
}

// zmtpScreen checks the bytes a peer sends before zmq4 parses them. zmq4
// trusts its peers: an unknown Socket-Type in READY panics, a truncated
// metadata property indexes out of range, and a frame header announcing
// 2^62 bytes makes it allocate that much before reading a byte. The
// screen passes on only a well-formed NULL-mechanism greeting, a READY
// command whose properties are whole and whose Socket-Type can talk to
// the kernel's socket, and frames whose flags are valid, whose message
// stays within the size bound, and whose body has arrived in full (so
// zmq4 allocates only for bytes actually received). Anything else closes
// the connection. The greeting and READY must arrive within
// greetingTimeout, as zmq4 opens connections one at a time.
type zmtpScreen struct {
	conn net.Conn
	r    *bufio.Reader
	cfg  screenConfig

	greeted, ready bool
	msgSize        int64  // bytes of the message in progress
	buf            []byte // the greeting or frame being served
	off            int    // bytes of buf already served
	err            error
}

// newZMTPScreen screens what arrives on c after prefix (the signature the
// listener read already).
func newZMTPScreen(c net.Conn, prefix []byte, cfg screenConfig) *zmtpScreen {
	_ = c.SetReadDeadline(time.Now().Add(greetingTimeout))
	r := bufio.NewReaderSize(io.MultiReader(bytes.NewReader(prefix), c), 16<<10)
	return &zmtpScreen{conn: c, r: r, cfg: cfg}
}

// Read serves checked bytes; on a violation or read error it closes the
// connection and fails.
func (s *zmtpScreen) Read(p []byte) (int, error) {
	for s.off == len(s.buf) {
		if s.err != nil {
			return 0, s.err
		}
		if err := s.next(); err != nil {
			s.err = err
			_ = s.conn.Close()
			return 0, err
		}
	}
	n := copy(p, s.buf[s.off:])
	s.off += n
	if s.off == len(s.buf) && cap(s.buf) > zmtpKeepBuffer {
		s.buf, s.off = nil, 0
	}
	return n, nil
}

// next reads and checks the next unit of the stream (the greeting or one
// whole frame) into buf.
func (s *zmtpScreen) next() error {
	s.buf, s.off = s.buf[:0], 0
	if !s.greeted {
		s.greeted = true
		s.buf = slices.Grow(s.buf, zmtpGreetingLen)[:zmtpGreetingLen]
		if _, err := io.ReadFull(s.r, s.buf); err != nil {
			return err
		}
		return checkGreeting(s.buf)
	}
	var hdr [9]byte
	if _, err := io.ReadFull(s.r, hdr[:2]); err != nil {
		return err
	}
	flags, hlen, size := hdr[0], 2, uint64(hdr[1])
	if flags&^(zmtpMore|zmtpLong|zmtpCommand) != 0 {
		return fmt.Errorf("%w: reserved frame flags %#x", errZMTP, flags)
	}
	if flags&zmtpLong != 0 {
		hlen = 9
		if _, err := io.ReadFull(s.r, hdr[2:9]); err != nil {
			return err
		}
		size = binary.BigEndian.Uint64(hdr[1:9])
	}
	command := flags&zmtpCommand != 0
	switch {
	case command && (flags&zmtpMore != 0 || size > zmtpMaxCommand):
		return fmt.Errorf("%w: command frame of %d bytes or with more frames", errZMTP, size)
	case !s.ready && !command:
		return fmt.Errorf("%w: message before READY", errZMTP)
	case size > uint64(s.cfg.maxMessage) || s.msgSize+int64(size)+zmtpFrameCost > s.cfg.maxMessage:
		return fmt.Errorf("%w: message larger than %d bytes", errZMTP, s.cfg.maxMessage)
	}
	if flags&zmtpMore != 0 {
		s.msgSize += int64(size) + zmtpFrameCost
	} else {
		s.msgSize = 0
	}
	s.buf = append(s.buf, hdr[:hlen]...)
	if err := s.readBody(int(size)); err != nil {
		return err
	}
	if !command {
		return nil
	}
	name, body, err := splitCommand(s.buf[hlen:])
	if err != nil {
		return err
	}
	if s.ready {
		return nil
	}
	if name != zmq4.CmdReady {
		return fmt.Errorf("%w: %q before READY", errZMTP, name)
	}
	if err := checkReady(body, s.cfg.socket); err != nil {
		return err
	}
	s.ready = true
	return s.conn.SetReadDeadline(time.Time{})
}

// readBody appends size bytes to buf, growing it as they arrive rather
// than trusting the announced size up front.
func (s *zmtpScreen) readBody(size int) error {
	const chunk = 1 << 20
	for size > 0 {
		n := min(size, chunk)
		s.buf = slices.Grow(s.buf, n)
		got, err := io.ReadFull(s.r, s.buf[len(s.buf):len(s.buf)+n])
		s.buf = s.buf[:len(s.buf)+got]
		if err != nil {
			return err
		}
		size -= n
	}
	return nil
}

// checkGreeting accepts a ZMTP 3.x greeting for the NULL mechanism.
func checkGreeting(g []byte) error {
	switch {
	case g[0] != 0xFF || g[9] != 0x7F:
		return fmt.Errorf("%w: bad signature", errZMTP)
	case g[10] < 3:
		return fmt.Errorf("%w: ZMTP version %d.%d", errZMTP, g[10], g[11])
	case strings.TrimRight(string(g[12:32]), "\x00") != string(zmq4.NullSecurity):
		return fmt.Errorf("%w: security mechanism %q", errZMTP, strings.TrimRight(string(g[12:32]), "\x00"))
	case g[32] > 1:
		return fmt.Errorf("%w: as-server flag %d", errZMTP, g[32])
	}
	return nil
}

// splitCommand splits a command frame's body into its name and data.
func splitCommand(b []byte) (string, []byte, error) {
	if len(b) == 0 || int(b[0]) > len(b)-1 || b[0] == 0 {
		return "", nil, fmt.Errorf("%w: malformed command", errZMTP)
	}
	return string(b[1 : 1+b[0]]), b[1+b[0]:], nil
}

// checkReady checks READY's metadata: whole properties, and a Socket-Type
// that can talk to the kernel's socket type own.
func checkReady(md []byte, own zmq4.SocketType) error {
	var peer string
	for len(md) > 0 {
		klen := int(md[0])
		if klen == 0 || len(md) < 1+klen+4 {
			return fmt.Errorf("%w: truncated READY property", errZMTP)
		}
		key := string(md[1 : 1+klen])
		vlen := binary.BigEndian.Uint32(md[1+klen:])
		md = md[1+klen+4:]
		if uint64(vlen) > uint64(len(md)) {
			return fmt.Errorf("%w: truncated READY property %q", errZMTP, key)
		}
		if strings.EqualFold(key, "Socket-Type") {
			// zmq4 looks the type up under exactly this spelling (the
			// one every ZeroMQ library sends)
			if key != "Socket-Type" {
				return fmt.Errorf("%w: READY property %q", errZMTP, key)
			}
			peer = string(md[:vlen])
		}
		md = md[vlen:]
	}
	if !knownSocketType(peer) || own != "" && !own.IsCompatible(zmq4.SocketType(peer)) {
		return fmt.Errorf("%w: peer socket type %q cannot talk to %s", errZMTP, peer, own)
	}
	return nil
}

// knownSocketType reports whether t names a ZeroMQ socket type zmq4 knows.
func knownSocketType(t string) bool {
	switch zmq4.SocketType(t) {
	case zmq4.Pair, zmq4.Pub, zmq4.Sub, zmq4.Req, zmq4.Rep, zmq4.Dealer,
		zmq4.Router, zmq4.Pull, zmq4.Push, zmq4.XPub, zmq4.XSub:
		return true
	}
	return false
}
