// Package kernel is the Jupyter kernel: the Jupyter messaging protocol
// (version 5.3) over ZeroMQ, serving a language Session to notebooks,
// consoles and other Jupyter clients. It knows nothing of the language
// itself; package kernel/puppet connects it to the Puppet session.
//
// The kernel runs one goroutine per socket: the heartbeat echoes on its
// own so it answers during long evaluations; control requests (interrupt,
// shutdown) are handled as they arrive, also during a long cell; shell
// requests are read into a queue and handled one at a time, in order, by
// the executor, which is what lets a failed cell abort the requests queued
// behind it. Every IOPub message goes through one method, publish.
package kernel

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"sync"
	"time"

	"github.com/go-zeromq/zmq4"
)

// Info describes the kernel in kernel_info_reply.
type Info struct {
	// Implementation and ImplementationVersion name the kernel program.
	Implementation        string
	ImplementationVersion string
	// LanguageVersion is the version of the language served.
	LanguageVersion string
	// Banner is shown by consoles when they connect.
	Banner string
	// HelpLinks are offered in the front end's help menu.
	HelpLinks []HelpLink
}

// HelpLink is one entry of a front end's help menu.
type HelpLink struct {
	Text, URL string
}

// Config configures a Kernel.
type Config struct {
	// Connection says where to listen and how to sign.
	Connection ConnectionInfo
	// Session is the language served.
	Session Session
	// Info is what kernel_info_reply says about the kernel.
	Info Info
	// Log receives the kernel's own diagnostics (dropped or malformed
	// messages, unknown requests); nil discards them. It never receives a
	// cell's output.
	Log *slog.Logger
	// ExecutorGrace bounds how long shutdown waits for a cell that does
	// not stop when interrupted; 0 means two seconds.
	ExecutorGrace time.Duration
	// MaxMessageSize bounds the bytes of one message a client may send
	// (all its frames); a client that sends more is disconnected. 0 means
	// DefaultMaxMessageSize.
	MaxMessageSize int64
	// Debugger, when set, answers debug_request messages; the kernel then
	// says it has a debugger in kernel_info_reply.
	Debugger Debugger
	// ParentPID, when not 0, is the process that launched the kernel
	// (jupyter_client passes it as JPY_PARENT_PID): once the kernel's
	// parent is another process, the launcher died without shutting the
	// kernel down, and the kernel shuts itself down, as ipykernel does.
	ParentPID int
}

// parentPollInterval is how often the kernel checks that its parent lives.
const parentPollInterval = time.Second

// queueSize bounds the shell requests read ahead of the executor.
const queueSize = 256

// iopubHighWater bounds the IOPub send queue: past it, messages to slow
// subscribers are dropped (ZeroMQ's PUB semantics) instead of growing
// memory without limit.
const iopubHighWater = 10000

// Kernel serves one Session over the five Jupyter sockets.
type Kernel struct {
	cfg  Config
	conn ConnectionInfo
	sig  *signer
	id   string // the kernel's session id, in every header it writes
	log  *slog.Logger

	shell, control, stdin, iopub, hb zmq4.Socket

	pubMu sync.Mutex // serialises publish, so IOPub order is send order

	queue chan *request
	done  chan struct{} // closed when the kernel stops
	stop  sync.Once

	runMu     sync.Mutex
	runCancel context.CancelFunc // cancels the running cell; nil when idle

	restart bool // the shutdown request asked for a restart
	wg      sync.WaitGroup
}

// request is a decoded message, the socket it came from and when it was
// read.
type request struct {
	msg     *Message
	sock    zmq4.Socket
	arrived time.Time
}

// New checks cfg and returns a kernel that is not yet listening.
func New(cfg Config) (*Kernel, error) {
	if cfg.Session == nil {
		return nil, errors.New("kernel: no session")
	}
	if err := cfg.Connection.check(); err != nil {
		return nil, fmt.Errorf("kernel: %w", err)
	}
	sig, err := newSigner(cfg.Connection.Key, cfg.Connection.SignatureScheme)
	if err != nil {
		return nil, fmt.Errorf("kernel: %w", err)
	}
	log := cfg.Log
	if log == nil {
		log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	if cfg.ExecutorGrace == 0 {
		cfg.ExecutorGrace = 2 * time.Second
	}
	k := &Kernel{
		cfg:   cfg,
		conn:  cfg.Connection,
		sig:   sig,
		id:    newID(),
		log:   log,
		queue: make(chan *request, queueSize),
		done:  make(chan struct{}),
	}
	if cfg.Debugger != nil {
		cfg.Debugger.SetEventSink(k.publishDebugEvent)
	}
	return k, nil
}

// newID returns a random UUID (version 4) string.
func newID() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

// Connection returns the connection information; after Listen it holds
// the ports actually bound (a port given as 0 is chosen by the system).
func (k *Kernel) Connection() ConnectionInfo { return k.conn }

// Listen binds the five sockets.
func (k *Kernel) Listen() error {
	zlog := slog.NewLogLogger(k.log.Handler(), slog.LevelWarn)
	opt := zmq4.WithLogger(zlog)
	ctx := func(t zmq4.SocketType) context.Context {
		return withScreenConfig(context.Background(), screenConfig{socket: t, maxMessage: k.cfg.MaxMessageSize})
	}
	k.shell = zmq4.NewRouter(ctx(zmq4.Router), opt)
	k.control = zmq4.NewRouter(ctx(zmq4.Router), opt)
	k.stdin = zmq4.NewRouter(ctx(zmq4.Router), opt)
	k.iopub = zmq4.NewPub(ctx(zmq4.Pub), opt)
	k.hb = zmq4.NewRep(ctx(zmq4.Rep), opt)
	if err := k.iopub.SetOption(zmq4.OptionHWM, iopubHighWater); err != nil {
		k.closeSockets()
		return fmt.Errorf("kernel: iopub: %w", err)
	}
	binds := []struct {
		name string
		sock zmq4.Socket
		port *int
	}{
		{"shell", k.shell, &k.conn.ShellPort},
		{"control", k.control, &k.conn.ControlPort},
		{"stdin", k.stdin, &k.conn.StdinPort},
		{"iopub", k.iopub, &k.conn.IOPubPort},
		{"heartbeat", k.hb, &k.conn.HBPort},
	}
	for i, b := range binds {
		if k.conn.Transport == "ipc" && *b.port == 0 {
			*b.port = i + 1
		}
		if err := b.sock.Listen(k.conn.listenEndpoint(*b.port)); err != nil {
			k.closeSockets()
			return fmt.Errorf("kernel: %s socket: %w", b.name, err)
		}
		if *b.port == 0 {
			*b.port = portOf(b.sock)
		}
	}
	return nil
}

// Serve answers requests until a shutdown_request arrives or ctx is done,
// then closes every socket. It reports whether the shutdown asked for a
// restart.
func (k *Kernel) Serve(ctx context.Context) (restart bool, err error) {
	if k.shell == nil {
		return false, errors.New("kernel: Serve before Listen")
	}
	k.wg.Add(4)
	if k.cfg.ParentPID != 0 {
		k.wg.Add(1)
		go k.watchParent()
	}
	go k.heartbeat()
	go k.readLoop(k.control, k.handleControl)
	go k.readLoop(k.stdin, k.handleStdin)
	go k.readLoop(k.shell, k.enqueue)
	executor := make(chan struct{})
	go func() {
		defer close(executor)
		k.executeLoop()
	}()

	select {
	case <-ctx.Done():
		k.Shutdown()
	case <-k.done:
	}
	select {
	case <-executor:
	case <-time.After(k.cfg.ExecutorGrace):
		k.log.Warn("cell did not stop after shutdown; closing anyway")
	}
	k.drainIOPub()
	k.closeSockets()
	k.wg.Wait()
	return k.restart, nil
}

// Interrupt cancels the running cell, if any (SIGINT and interrupt_request).
func (k *Kernel) Interrupt() {
	k.runMu.Lock()
	defer k.runMu.Unlock()
	if k.runCancel != nil {
		k.runCancel()
	}
}

// Shutdown stops the kernel: the running cell is cancelled and Serve
// returns once the sockets are closed.
func (k *Kernel) Shutdown() {
	k.stop.Do(func() {
		close(k.done)
		k.Interrupt()
	})
}

// stopping reports whether the kernel is shutting down.
func (k *Kernel) stopping() bool {
	select {
	case <-k.done:
		return true
	default:
		return false
	}
}

// watchParent shuts the kernel down when its parent process is gone.
func (k *Kernel) watchParent() {
	defer k.wg.Done()
	t := time.NewTicker(parentPollInterval)
	defer t.Stop()
	for {
		select {
		case <-k.done:
			return
		case <-t.C:
			if os.Getppid() != k.cfg.ParentPID {
				k.log.Warn("parent process gone; shutting down", "parent", k.cfg.ParentPID)
				k.Shutdown()
				return
			}
		}
	}
}

// heartbeat echoes every ping on the heartbeat socket.
func (k *Kernel) heartbeat() {
	defer k.wg.Done()
	for {
		msg, err := k.hb.Recv()
		if err != nil {
			if k.stopping() {
				return
			}
			continue
		}
		if err := k.hb.Send(msg); err != nil && !k.stopping() {
			k.log.Warn("heartbeat reply failed", "err", err)
		}
	}
}

// readLoop receives messages on sock, decodes and verifies them, and hands
// the valid ones to handle. Invalid ones are logged and dropped.
func (k *Kernel) readLoop(sock zmq4.Socket, handle func(*request)) {
	defer k.wg.Done()
	for {
		zm, err := sock.Recv()
		if err != nil {
			if k.stopping() {
				return
			}
			continue
		}
		m, err := k.sig.Decode(zm.Frames)
		if err != nil {
			k.log.Warn("dropped message", "err", err, "frames", len(zm.Frames))
			continue
		}
		handle(&request{msg: m, sock: sock, arrived: time.Now()})
	}
}

// enqueue hands a shell request to the executor.
func (k *Kernel) enqueue(r *request) {
	select {
	case k.queue <- r:
	case <-k.done:
	}
}

// handleStdin logs what arrives on stdin: the kernel never asks for
// input, so nothing is expected there.
func (k *Kernel) handleStdin(r *request) {
	k.log.Info("ignored stdin message", "msg_type", r.msg.Header.MsgType)
}

// drainIOPub gives the IOPub queue a moment to reach subscribers before
// the socket closes (the last idle status, the shutdown reply's status).
func (k *Kernel) drainIOPub() {
	time.Sleep(50 * time.Millisecond)
}

// closeSockets closes every socket that was created, and removes the
// socket files of the ipc transport.
func (k *Kernel) closeSockets() {
	for _, s := range []zmq4.Socket{k.shell, k.control, k.stdin, k.iopub, k.hb} {
		if s != nil {
			_ = s.Close()
		}
	}
	if k.conn.Transport == "ipc" {
		for _, p := range []int{k.conn.ShellPort, k.conn.ControlPort, k.conn.StdinPort, k.conn.IOPubPort, k.conn.HBPort} {
			_ = os.Remove(k.conn.ipcPath(p))
		}
	}
}
