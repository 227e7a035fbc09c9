package kernel

import (
	"bytes"
	"errors"
	"io"
	"net"
	"strconv"
	"testing"
	"time"

	"github.com/go-zeromq/zmq4"
	"github.com/go-zeromq/zmq4/security/null"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/kernel/jupytertest"
)

var (
	zmtpReady  = jupytertest.ZMTPReady
	zmtpHeader = jupytertest.ZMTPHeader
	cat        = func(parts ...[]byte) []byte { return bytes.Join(parts, nil) }
)

// streamConn is a connection whose peer sent stream and closed.
type streamConn struct {
	net.Conn
	r io.Reader
}

func (c streamConn) Read(p []byte) (int, error)      { return c.r.Read(p) }
func (c streamConn) Close() error                    { return nil }
func (c streamConn) SetReadDeadline(time.Time) error { return nil }

// screenStream runs stream through a screen and returns what it passed on
// and the error that ended it (nil when the stream ended cleanly).
func screenStream(t *testing.T, stream []byte, cfg screenConfig) ([]byte, error) {
	t.Helper()
	s := newZMTPScreen(streamConn{r: bytes.NewReader(stream)}, nil, cfg)
	var out bytes.Buffer
	_, err := io.Copy(&out, s)
	return out.Bytes(), err
}

func TestZMTPScreenRejectsHostileStreams(t *testing.T) {
	for name, stream := range jupytertest.HostileZMTP("DEALER") {
		t.Run(name, func(t *testing.T) {
			_, err := screenStream(t, stream, screenConfig{socket: zmq4.Router, maxMessage: DefaultMaxMessageSize})
			require.Error(t, err)
			if !errors.Is(err, io.ErrUnexpectedEOF) {
				assert.ErrorIs(t, err, errZMTP)
			}
		})
	}
}

func TestZMTPScreenPassesValidStreams(t *testing.T) {
	frame := func(flags byte, body string) []byte {
		return append(zmtpHeader(flags, uint64(len(body)), len(body) > 255), body...)
	}
	big := string(bytes.Repeat([]byte("x"), 3<<20))
	stream := cat(zmtpReady("DEALER"), frame(zmtpMore, "id"), frame(zmtpMore, ""), frame(0, big),
		jupytertest.ZMTPCommandFrame("PING", []byte("\x00\x01")), frame(0, "after"))
	out, err := screenStream(t, stream, screenConfig{socket: zmq4.Router, maxMessage: 4 << 20})
	require.NoError(t, err)
	assert.Equal(t, stream, out)
}

func TestZMTPScreenMessageLimit(t *testing.T) {
	const limit = 4096
	cfg := screenConfig{socket: zmq4.Router, maxMessage: limit}
	for _, tc := range []struct {
		name string
		msg  []byte
		ok   bool
	}{
		{"one frame at the limit", cat(zmtpHeader(0, limit-zmtpFrameCost, true), make([]byte, limit-zmtpFrameCost)), true},
		{"one frame over the limit", cat(zmtpHeader(0, limit, true), make([]byte, limit)), false},
		{"frames over the limit together", cat(zmtpHeader(zmtpMore, 3000, true), make([]byte, 3000), zmtpHeader(0, 3000, true), make([]byte, 3000)), false},
		{"a flood of empty frames", bytes.Repeat(zmtpHeader(zmtpMore, 0, false), limit/zmtpFrameCost+1), false},
		{"two messages each within the limit", cat(zmtpHeader(0, 3000, true), make([]byte, 3000), zmtpHeader(0, 3000, true), make([]byte, 3000)), true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			stream := cat(zmtpReady("DEALER"), tc.msg)
			_, err := screenStream(t, stream, cfg)
			if tc.ok {
				assert.NoError(t, err)
			} else {
				assert.ErrorIs(t, err, errZMTP)
			}
		})
	}
}

// TestHostilePeersNeverKillTheKernel sends every hostile stream to each of
// the five ports over raw TCP; each connection is closed by the kernel,
// which then still answers a signed execute.
func TestHostilePeersNeverKillTheKernel(t *testing.T) {
	tk := startKernel(t)
	ci := tk.k.Connection()
	ports := map[string]struct {
		port int
		peer string
	}{
		"shell": {ci.ShellPort, "DEALER"}, "control": {ci.ControlPort, "DEALER"}, "stdin": {ci.StdinPort, "DEALER"},
		"iopub": {ci.IOPubPort, "SUB"}, "heartbeat": {ci.HBPort, "REQ"},
	}
	for pname, p := range ports {
		for name, stream := range jupytertest.HostileZMTP(p.peer) {
			t.Run(pname+"/"+name, func(t *testing.T) {
				c, err := net.Dial("tcp", net.JoinHostPort(ci.IP, strconv.Itoa(p.port)))
				require.NoError(t, err)
				defer c.Close()
				_, err = c.Write(stream)
				require.NoError(t, err)
				// the kernel answers with its greeting and READY, then closes
				require.NoError(t, c.SetReadDeadline(time.Now().Add(2*greetingTimeout)))
				_, err = io.Copy(io.Discard, c)
				var ne net.Error
				assert.False(t, errors.As(err, &ne) && ne.Timeout(), "the kernel kept the connection open")
			})
		}
	}
	c := connect(t, ci)
	rep, pub := c.execute("1 + 1")
	assert.Equal(t, "ok", content(t, rep)["status"])
	var result map[string]any
	for _, m := range pub {
		if m.Header.MsgType == "execute_result" {
			result = content(t, m)
		}
	}
	require.NotNil(t, result)
	assert.Equal(t, "1 + 1", result["data"].(map[string]any)["text/plain"])
}

// FuzzZMTPScreen feeds arbitrary bytes through the screen into zmq4's own
// connection handshake and reader, as the kernel's listener does: nothing
// a peer sends may panic or make zmq4 allocate past the message bound.
func FuzzZMTPScreen(f *testing.F) {
	for _, s := range jupytertest.HostileZMTP("DEALER") {
		f.Add(s)
	}
	f.Add(cat(zmtpReady("DEALER"), zmtpHeader(zmtpMore, 2, false), []byte("id"), zmtpHeader(0, 0, false)))
	f.Add(cat(zmtpReady("DEALER"), jupytertest.ZMTPCommandFrame("PING", []byte{0, 1})))
	f.Fuzz(func(t *testing.T, stream []byte) {
		kernelSide, peer := net.Pipe()
		defer peer.Close()
		go func() {
			_, _ = peer.Write(stream)
			_ = peer.Close()
		}()
		mc := newScreenedConn(kernelSide, nil, screenConfig{socket: zmq4.Router, maxMessage: 1 << 20})
		done := make(chan struct{})
		go func() { // what zmq4 writes goes nowhere
			defer close(done)
			_, _ = io.Copy(io.Discard, peer)
		}()
		zc, err := zmq4.Open(mc, null.Security(), zmq4.Router, zmq4.SocketIdentity("k"), true, nil)
		if err == nil {
			for {
				if _, err := zc.RecvMsg(); err != nil {
					break
				}
			}
		}
		_ = kernelSide.Close()
		<-done
	})
}
