package kernel

import (
	"context"
	"net"
	"os"
	"runtime"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/go-zeromq/zmq4"
	"github.com/go-zeromq/zmq4/transport"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"
)

// zmq4 v0.17 never stops the writer goroutine of a PUB socket (Close does
// not close it): one such goroutine remains per kernel, which a kernel
// process, having one, never notices.
var zmq4PubWriter = goleak.IgnoreAnyFunction("github.com/go-zeromq/zmq4.(*pubMWriter).run")

// TestInterruptStopsCell interrupts a running cell through
// interrupt_request and through Interrupt (SIGINT's path); the reply comes
// and the session goes on. The time to the reply is logged, not held to
// the 100 ms goal: a busy machine can delay any run, so the bound asserted
// is a generous one that only a lost interrupt exceeds.
func TestInterruptStopsCell(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	for _, how := range []string{"interrupt_request", "Interrupt"} {
		t.Run(how, func(t *testing.T) {
			best := time.Hour
			for try := 0; try < 3; try++ {
				id := c.send(c.shell, "execute_request", map[string]any{"code": "sleep"})
				// An interrupt that comes before the cell runs has nothing to
				// stop, so it is repeated until the cell answers; the time
				// counts from the last one.
				var reply *Message
				var start time.Time
				for deadline := time.Now().Add(10 * time.Second); reply == nil; {
					require.True(t, time.Now().Before(deadline), "no reply to %s", id)
					start = time.Now()
					if how == "Interrupt" {
						tk.k.Interrupt()
					} else {
						rep := c.reply(c.controlIn, c.send(c.control, "interrupt_request", map[string]any{}))
						assert.Equal(t, map[string]any{"status": "ok"}, content(t, rep))
					}
					reply = c.replyWithin(c.shellIn, id, 100*time.Millisecond)
				}
				rep := content(t, reply)
				best = min(best, time.Since(start))
				assert.Equal(t, "error", rep["status"])
				assert.Equal(t, "Interrupted", rep["ename"])
				c.iopubUntilIdle(id)
				rep2, _ := c.execute("alive")
				assert.Equal(t, "ok", content(t, rep2)["status"])
			}
			t.Logf("best of three: the reply %v after the interrupt", best)
			assert.Less(t, best, 5*time.Second)
		})
	}
}

func TestHeartbeatDuringLongCell(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	id := c.send(c.shell, "execute_request", map[string]any{"code": "sleep"})
	time.Sleep(20 * time.Millisecond)
	for i := 0; i < 3; i++ {
		require.NoError(t, c.hb.Send(zmq4.NewMsgString("ping")))
		pong, err := c.hb.Recv()
		require.NoError(t, err)
		assert.Equal(t, "ping", string(pong.Frames[0]))
	}
	rep := c.reply(c.controlIn, c.send(c.control, "kernel_info_request", map[string]any{}))
	assert.Equal(t, "ok", content(t, rep)["status"], "control answers during a long cell")
	tk.k.Interrupt()
	c.reply(c.shellIn, id)
}

func TestBadSignatureIgnored(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	wrong, err := newSigner("not the key", "hmac-sha256")
	require.NoError(t, err)
	frames := c.frames("execute_request", map[string]any{"code": "evil"}, wrong)
	require.NoError(t, c.shell.SendMulti(zmq4.NewMsgFrom(frames...)))
	c.noMessage(c.shellIn, 200*time.Millisecond)
	c.noMessage(c.iopubIn, 10*time.Millisecond)
	rep, _ := c.execute("good")
	assert.Equal(t, 1.0, content(t, rep)["execution_count"], "the forged cell never ran")
}

func TestReplayedMessageIgnored(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	frames := c.frames("execute_request", map[string]any{"code": "once"}, c.sig)
	require.NoError(t, c.shell.SendMulti(zmq4.NewMsgFrom(frames...)))
	require.NoError(t, c.shell.SendMulti(zmq4.NewMsgFrom(frames...)))
	<-c.shellIn
	c.noMessage(c.shellIn, 200*time.Millisecond)
}

func TestMalformedMessagesNeverCrash(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	raw := func(frames ...string) {
		var fs [][]byte
		for _, f := range frames {
			fs = append(fs, []byte(f))
		}
		require.NoError(t, c.shell.SendMulti(zmq4.NewMsgFrom(fs...)))
	}
	signed := func(header, content string) {
		h, p := []byte(header), []byte(content)
		raw("<IDS|MSG>", string(c.sig.sign(h, []byte("{}"), []byte("{}"), p)), header, "{}", "{}", content)
	}
	raw("")
	raw("garbage")
	raw("<IDS|MSG>")
	raw("<IDS|MSG>", "sig", "{", "}", "x", "y")
	signed(`{"msg_id":"a"`, `{}`)
	signed(`{"msg_id":"a","msg_type":"execute_request"}`, `[]`)
	signed(`{"msg_id":"b","msg_type":"execute_request","session":"s"}`, `{"code": 5}`)
	signed(`{"msg_id":"c","msg_type":"complete_request","session":"s"}`, `{"code": "x", "cursor_pos": "end"}`)
	signed(`{"msg_id":"d","msg_type":"history_request","session":"s"}`, `{"hist_access_type": "search", "pattern": "[", "raw": true, "output": false}`)

	var errs []map[string]any
	for i := 0; i < 2; i++ {
		errs = append(errs, content(t, <-c.shellIn))
	}
	for _, e := range errs {
		assert.Equal(t, "error", e["status"])
		assert.Equal(t, "MalformedRequest", e["ename"])
	}
	assert.Equal(t, map[string]any{"status": "ok", "history": []any{}}, content(t, <-c.shellIn))
	rep, _ := c.execute("still alive")
	assert.Equal(t, "ok", content(t, rep)["status"])
}

func TestReconnectingClientServed(t *testing.T) {
	tk := startKernel(t)
	first := connect(t, tk.k.Connection())
	first.execute("one")
	first.close()
	for i := 0; i < 3; i++ {
		c := connect(t, tk.k.Connection())
		rep, out := c.execute("again")
		assert.Equal(t, "ok", content(t, rep)["status"])
		assert.Contains(t, types(out), "execute_result")
		c.close()
	}
}

func TestShutdown(t *testing.T) {
	defer goleak.VerifyNone(t, zmq4PubWriter)
	for _, restart := range []bool{false, true} {
		tk := startKernel(t)
		c := connect(t, tk.k.Connection())
		running := c.send(c.shell, "execute_request", map[string]any{"code": "sleep"})
		time.Sleep(20 * time.Millisecond)
		rep := c.reply(c.controlIn, c.send(c.control, "shutdown_request", map[string]any{"restart": restart}))
		assert.Equal(t, map[string]any{"status": "ok", "restart": restart}, content(t, rep))
		select {
		case res := <-tk.served:
			require.NoError(t, res.err)
			assert.Equal(t, restart, res.restart)
			tk.served <- res
		case <-time.After(5 * time.Second):
			t.Fatal("Serve did not return after shutdown_request")
		}
		assert.Equal(t, "error", content(t, c.reply(c.shellIn, running))["status"], "the running cell was interrupted")
		c.close()
	}
}

func TestServeEndsWithContext(t *testing.T) {
	defer goleak.VerifyNone(t, zmq4PubWriter)
	k, err := New(Config{Connection: ConnectionInfo{Transport: "tcp", IP: "127.0.0.1"}, Session: newFakeSession()})
	require.NoError(t, err)
	require.NoError(t, k.Listen())
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		_, err := k.Serve(ctx)
		assert.NoError(t, err)
	}()
	c := connect(t, k.Connection())
	c.execute("x")
	c.close()
	cancel()
	<-done
}

// TestManyExecutesDoNotGrow runs 10,000 cells and checks that goroutines
// and live heap stay flat: a kernel runs for days.
func TestManyExecutesDoNotGrow(t *testing.T) {
	if testing.Short() {
		t.Skip("long soak test; skipped with -short")
	}
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	run := func(n int) {
		for i := 0; i < n; i++ {
			rep, _ := c.execute("log x\nvalue")
			if content(t, rep)["status"] != "ok" {
				t.Fatal("cell failed")
			}
		}
	}
	measure := func() (int, uint64) {
		runtime.GC()
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		return runtime.NumGoroutine(), ms.HeapAlloc
	}
	run(500)
	g0, h0 := measure()
	start := time.Now()
	run(10000)
	elapsed := time.Since(start)
	g1, h1 := measure()
	t.Logf("10000 executes in %v; goroutines %d -> %d; heap %d KiB -> %d KiB", elapsed, g0, g1, h0/1024, h1/1024)
	assert.LessOrEqual(t, g1, g0+2, "goroutines grew")
	// The fake session keeps its history (about 100 bytes a cell); allow
	// that and nothing more.
	assert.Less(t, int64(h1)-int64(h0), int64(4<<20), "heap grew")
}

// TestSilentAndGarbageConnectionsDoNotBlock connects a socket that never
// speaks and one that speaks HTTP to every port; real clients are still
// served at once.
func TestSilentAndGarbageConnectionsDoNotBlock(t *testing.T) {
	defer goleak.VerifyNone(t, zmq4PubWriter)
	tk := startKernel(t)
	ci := tk.k.Connection()
	for _, port := range []int{ci.ShellPort, ci.ControlPort, ci.StdinPort, ci.IOPubPort, ci.HBPort} {
		silent, err := net.Dial("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(port)))
		require.NoError(t, err)
		defer silent.Close()
		http, err := net.Dial("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(port)))
		require.NoError(t, err)
		defer http.Close()
		_, err = http.Write([]byte("GET / HTTP/1.1\r\nHost: kernel\r\n\r\n"))
		require.NoError(t, err)
	}
	start := time.Now()
	c := connect(t, ci)
	rep, _ := c.execute("served")
	assert.Equal(t, "ok", content(t, rep)["status"])
	assert.Less(t, time.Since(start), greetingTimeout)
	c.close()
	tk.k.Shutdown()
	<-tk.served
	tk.served <- serveResult{}
}

func TestOrphanedKernelShutsDown(t *testing.T) {
	if testing.Short() {
		t.Skip("waits for the parent watch to notice; skipped with -short")
	}
	defer goleak.VerifyNone(t, zmq4PubWriter)
	k, err := New(Config{Connection: ConnectionInfo{Transport: "tcp", IP: "127.0.0.1"}, Session: newFakeSession(),
		ParentPID: os.Getppid() + 100000})
	require.NoError(t, err)
	require.NoError(t, k.Listen())
	done := make(chan struct{})
	go func() {
		defer close(done)
		_, _ = k.Serve(context.Background())
	}()
	select {
	case <-done:
	case <-time.After(5 * parentPollInterval):
		k.Shutdown()
		t.Fatal("a kernel whose parent is gone kept running")
	}
}

func TestKernelWithLivingParentKeepsRunning(t *testing.T) {
	if testing.Short() {
		t.Skip("watches the parent process for seconds; skipped with -short")
	}
	k, err := New(Config{Connection: ConnectionInfo{Transport: "tcp", IP: "127.0.0.1"}, Session: newFakeSession(),
		ParentPID: os.Getppid()})
	require.NoError(t, err)
	require.NoError(t, k.Listen())
	done := make(chan struct{})
	go func() {
		defer close(done)
		_, _ = k.Serve(context.Background())
	}()
	select {
	case <-done:
		t.Fatal("the kernel stopped although its parent lives")
	case <-time.After(2 * parentPollInterval):
	}
	k.Shutdown()
	<-done
}

func TestSessionPanicsDoNotKillTheKernel(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	rep, out := c.execute("panic")
	r := content(t, rep)
	assert.Equal(t, "error", r["status"])
	assert.Equal(t, "InternalError", r["ename"])
	assert.Equal(t, "the session broke", r["evalue"])
	assert.Contains(t, types(out), "error")

	comp := content(t, c.reply(c.shellIn, c.send(c.shell, "complete_request", map[string]any{"code": "panic", "cursor_pos": 5})))
	assert.Equal(t, "error", comp["status"])
	assert.Equal(t, "InternalError", comp["ename"])

	rep, _ = c.execute("fine")
	assert.Equal(t, "ok", content(t, rep)["status"])
}

// TestStalledSubscriberDoesNotBlockIOPub connects a subscriber that stops
// reading, floods IOPub, and checks that another client still gets its
// messages once the stalled one is cut off.
func TestStalledSubscriberDoesNotBlockIOPub(t *testing.T) {
	if testing.Short() {
		t.Skip("waits out the write timeout of a stalled subscriber; skipped with -short")
	}
	old := writeTimeout.Swap(int64(300 * time.Millisecond))
	defer writeTimeout.Store(old)
	tk := startKernel(t)
	ci := tk.k.Connection()
	stalled := zmq4.NewSub(context.Background())
	defer stalled.Close()
	require.NoError(t, stalled.Dial(smallBufferTCP+"://"+net.JoinHostPort(ci.IP, strconv.Itoa(ci.IOPubPort))))
	require.NoError(t, stalled.SetOption(zmq4.OptionSubscribe, ""))
	c := connect(t, ci)
	// 16 MiB in 16 messages: more than the stalled subscriber's queue of
	// ten messages and the socket buffers hold.
	id := c.send(c.shell, "execute_request", map[string]any{"code": "flood"})
	c.reply(c.shellIn, id)
	deadline := time.After(20 * time.Second)
	for {
		select {
		case m := <-c.iopubIn:
			if parentID(m) == id && m.Header.MsgType == "status" && content(t, m)["execution_state"] == "idle" {
				rep, _ := c.execute("after the flood")
				assert.Equal(t, "ok", content(t, rep)["status"])
				return
			}
		case <-deadline:
			t.Fatal("IOPub stalled behind a subscriber that stopped reading")
		}
	}
}

// smallBufferTCP is a transport whose connections have a 4 KiB receive
// buffer, so a subscriber that stops reading stalls its sender soon.
const smallBufferTCP = "smallbuf-tcp"

func init() {
	d := &net.Dialer{Control: func(_, _ string, c syscall.RawConn) error {
		var err error
		if cerr := c.Control(func(fd uintptr) {
			err = syscall.SetsockoptInt(int(fd), syscall.SOL_SOCKET, syscall.SO_RCVBUF, 4096)
		}); cerr != nil {
			return cerr
		}
		return err
	}}
	if err := zmq4.RegisterTransport(smallBufferTCP, smallBufferTransport{transport.New("tcp"), d}); err != nil {
		panic(err)
	}
}

// smallBufferTransport dials with a small receive buffer.
type smallBufferTransport struct {
	transport.Transport
	d *net.Dialer
}

func (t smallBufferTransport) Dial(ctx context.Context, _ transport.Dialer, addr string) (net.Conn, error) {
	return t.d.DialContext(ctx, "tcp", addr)
}
