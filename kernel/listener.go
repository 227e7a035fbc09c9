package kernel

import (
	"context"
	"io"
	"net"
	"sync"
	"time"

	"github.com/go-zeromq/zmq4"
	"github.com/go-zeromq/zmq4/transport"
)

// greetingTimeout is how long a new connection may take to send the ZMTP
// signature before it is closed.
const greetingTimeout = 5 * time.Second

// zmtpSignatureLen is the length of the signature that opens every ZMTP
// 3 greeting: 0xFF, eight bytes, 0x7F.
const zmtpSignatureLen = 10

// Screened transports: zmq4 performs each connection's handshake inside
// its accept loop, so one connection that never speaks (a port scanner, a
// health check, a half-open socket) would stop every later client from
// connecting. These transports hand zmq4 only connections that have sent
// a ZMTP signature; the others are closed after greetingTimeout, without
// holding anyone up. What follows the signature goes through a zmtpScreen,
// so no byte sequence from a peer reaches the parts of zmq4 that trust it.
const (
	screenedTCP = "screened-tcp"
	screenedIPC = "screened-ipc"
)

func init() {
	for name, network := range map[string]string{screenedTCP: "tcp", screenedIPC: "unix"} {
		if err := zmq4.RegisterTransport(name, screenedTransport{transport.New(network)}); err != nil {
			panic(err) // only if this package's init ran twice
		}
	}
}

// screenedTransport is a net transport whose listeners screen connections.
type screenedTransport struct {
	transport.Transport
}

// Listen announces on addr and screens what connects.
func (t screenedTransport) Listen(ctx context.Context, addr string) (net.Listener, error) {
	l, err := t.Transport.Listen(ctx, addr)
	if err != nil {
		return nil, err
	}
	s := &screenedListener{Listener: l, cfg: screenConfigFrom(ctx), ready: make(chan net.Conn),
		done: make(chan struct{}), pending: map[net.Conn]struct{}{}}
	go s.acceptLoop()
	return s, nil
}

// screenedListener accepts connections in the background and offers
// those that sent a ZMTP signature to Accept.
type screenedListener struct {
	net.Listener
	cfg   screenConfig
	ready chan net.Conn
	done  chan struct{}
	once  sync.Once

	mu      sync.Mutex
	pending map[net.Conn]struct{} // connections still being screened
}

func (s *screenedListener) acceptLoop() {
	for {
		c, err := s.Listener.Accept()
		if err != nil {
			select {
			case <-s.done:
				return
			default:
			}
			if ne, ok := err.(net.Error); ok && ne.Timeout() {
				continue
			}
			return
		}
		s.mu.Lock()
		s.pending[c] = struct{}{}
		s.mu.Unlock()
		go s.screen(c)
	}
}

// screen reads the signature of c and hands it on, or closes it.
func (s *screenedListener) screen(c net.Conn) {
	var sig [zmtpSignatureLen]byte
	_ = c.SetReadDeadline(time.Now().Add(greetingTimeout))
	_, err := io.ReadFull(c, sig[:])
	_ = c.SetReadDeadline(time.Time{})
	s.mu.Lock()
	delete(s.pending, c)
	s.mu.Unlock()
	if err != nil || sig[0] != 0xFF || sig[zmtpSignatureLen-1] != 0x7F {
		_ = c.Close()
		return
	}
	select {
	case s.ready <- newScreenedConn(c, sig[:], s.cfg):
	case <-s.done:
		_ = c.Close()
	}
}

// Accept returns the next screened connection.
func (s *screenedListener) Accept() (net.Conn, error) {
	select {
	case c := <-s.ready:
		return c, nil
	case <-s.done:
		return nil, net.ErrClosed
	}
}

// Close stops listening and closes the connections still being screened.
func (s *screenedListener) Close() error {
	var err error
	s.once.Do(func() {
		close(s.done)
		err = s.Listener.Close()
		s.mu.Lock()
		for c := range s.pending {
			_ = c.Close()
		}
		s.mu.Unlock()
	})
	return err
}
