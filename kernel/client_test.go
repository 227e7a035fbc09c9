package kernel

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/go-zeromq/zmq4"
	"github.com/stretchr/testify/require"
)

// testKey signs the messages between the test client and the kernel.
const testKey = "8c3a8ba0-6a1d-4bd5-a3a8-35bea1c6b0b5"

// testKernel is a kernel serving a session in this process.
type testKernel struct {
	k       *Kernel
	session *fakeSession
	served  chan serveResult
}

type serveResult struct {
	restart bool
	err     error
}

// startKernel starts a kernel on free loopback ports with a fake session.
func startKernel(t testing.TB) *testKernel {
	t.Helper()
	sess := newFakeSession()
	level := slog.LevelError
	if testing.Verbose() {
		level = slog.LevelDebug
	}
	k, err := New(Config{
		Connection: ConnectionInfo{Transport: "tcp", IP: "127.0.0.1", Key: testKey, SignatureScheme: "hmac-sha256"},
		Session:    sess,
		Info:       Info{Implementation: "test", ImplementationVersion: "0.1", LanguageVersion: "7", Banner: "banner"},
		Log:        slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level})),
	})
	require.NoError(t, err)
	require.NoError(t, k.Listen())
	tk := &testKernel{k: k, session: sess, served: make(chan serveResult, 1)}
	go func() {
		restart, err := k.Serve(context.Background())
		tk.served <- serveResult{restart, err}
	}()
	t.Cleanup(func() {
		k.Shutdown()
		<-tk.served
	})
	return tk
}

// testClient is a Jupyter client made of zmq4 sockets, as jupyter_client
// connects them: DEALERs for shell, control and stdin, SUB for IOPub, REQ
// for the heartbeat.
type testClient struct {
	t       testing.TB
	sig     *signer
	session string

	shell, control, stdin, iopub, hb zmq4.Socket
	shellIn, controlIn, iopubIn      chan *Message
	wg                               sync.WaitGroup
}

// connect attaches a new client to the kernel.
func connect(t testing.TB, ci ConnectionInfo) *testClient {
	t.Helper()
	sig, err := newSigner(ci.Key, ci.SignatureScheme)
	require.NoError(t, err)
	sig.replay = nil
	c := &testClient{t: t, sig: sig, session: newID(),
		shellIn: make(chan *Message, 100), controlIn: make(chan *Message, 100), iopubIn: make(chan *Message, 10000)}
	ctx := context.Background()
	id := zmq4.WithID(zmq4.SocketIdentity(c.session))
	c.shell = zmq4.NewDealer(ctx, id)
	c.control = zmq4.NewDealer(ctx, id)
	c.stdin = zmq4.NewDealer(ctx, id)
	c.iopub = zmq4.NewSub(ctx)
	c.hb = zmq4.NewReq(ctx)
	require.NoError(t, c.shell.Dial(ci.endpoint(ci.ShellPort)))
	require.NoError(t, c.control.Dial(ci.endpoint(ci.ControlPort)))
	require.NoError(t, c.stdin.Dial(ci.endpoint(ci.StdinPort)))
	require.NoError(t, c.iopub.Dial(ci.endpoint(ci.IOPubPort)))
	require.NoError(t, c.iopub.SetOption(zmq4.OptionSubscribe, ""))
	require.NoError(t, c.hb.Dial(ci.endpoint(ci.HBPort)))
	c.wg.Add(3)
	go c.read(c.shell, c.shellIn)
	go c.read(c.control, c.controlIn)
	go c.read(c.iopub, c.iopubIn)
	t.Cleanup(c.close)
	c.waitForIOPub()
	return c
}

// waitForIOPub sends kernel_info requests until IOPub delivers a status,
// as jupyter_client does: a SUB socket misses what is published before
// its subscription reaches the kernel.
func (c *testClient) waitForIOPub() {
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		id := c.send(c.shell, "kernel_info_request", map[string]any{})
		c.reply(c.shellIn, id)
		select {
		case <-c.iopubIn:
			time.Sleep(50 * time.Millisecond)
			c.drainIOPub()
			return
		case <-time.After(200 * time.Millisecond):
		}
	}
	c.t.Fatal("IOPub never delivered a message")
}

func (c *testClient) read(s zmq4.Socket, out chan *Message) {
	defer c.wg.Done()
	for {
		zm, err := s.Recv()
		if err != nil {
			return
		}
		m, err := c.sig.Decode(zm.Frames)
		if err != nil {
			c.t.Errorf("client received an invalid message: %v", err)
			continue
		}
		out <- m
	}
}

func (c *testClient) close() {
	for _, s := range []zmq4.Socket{c.shell, c.control, c.stdin, c.iopub, c.hb} {
		_ = s.Close()
	}
	c.wg.Wait()
}

// send signs and sends a request; it returns its msg_id.
func (c *testClient) send(s zmq4.Socket, msgType string, content any) string {
	c.t.Helper()
	frames := c.frames(msgType, content, c.sig)
	require.NoError(c.t, s.SendMulti(zmq4.NewMsgFrom(frames...)))
	var h Header
	require.NoError(c.t, json.Unmarshal(frames[2], &h))
	return h.MsgID
}

// frames encodes a request signed by sig.
func (c *testClient) frames(msgType string, content any, sig *signer) [][]byte {
	c.t.Helper()
	body, err := json.Marshal(content)
	require.NoError(c.t, err)
	m := &Message{Header: Header{MsgID: newID(), Session: c.session, Username: "test",
		Date: timestamp(time.Now()), MsgType: msgType, Version: ProtocolVersion}, Content: body}
	frames, err := sig.Encode(m)
	require.NoError(c.t, err)
	return frames
}

// reply waits for the reply to msgID on a channel.
func (c *testClient) reply(in chan *Message, msgID string) *Message {
	c.t.Helper()
	m := c.replyWithin(in, msgID, 10*time.Second)
	if m == nil {
		c.t.Fatalf("no reply to %s", msgID)
	}
	return m
}

// replyWithin waits up to d for the reply to msgID on a channel; nil when
// none came.
func (c *testClient) replyWithin(in chan *Message, msgID string, d time.Duration) *Message {
	timeout := time.After(d)
	for {
		select {
		case m := <-in:
			if parentID(m) == msgID {
				return m
			}
		case <-timeout:
			return nil
		}
	}
}

// noMessage checks that nothing arrives on in for d.
func (c *testClient) noMessage(in chan *Message, d time.Duration) {
	c.t.Helper()
	select {
	case m := <-in:
		c.t.Fatalf("unexpected %s", m.Header.MsgType)
	case <-time.After(d):
	}
}

// iopubUntilIdle collects the IOPub messages of msgID from busy to idle.
func (c *testClient) iopubUntilIdle(msgID string) []*Message {
	c.t.Helper()
	var got []*Message
	timeout := time.After(10 * time.Second)
	for {
		select {
		case m := <-c.iopubIn:
			if parentID(m) != msgID {
				continue
			}
			got = append(got, m)
			if m.Header.MsgType == "status" && content(c.t, m)["execution_state"] == "idle" {
				return got
			}
		case <-timeout:
			c.t.Fatalf("no idle status for %s (got %v)", msgID, types(got))
			return nil
		}
	}
}

func (c *testClient) drainIOPub() {
	for {
		select {
		case <-c.iopubIn:
		default:
			return
		}
	}
}

// execute runs code and returns the reply and the IOPub messages between
// busy and idle.
func (c *testClient) execute(code string, opts ...func(map[string]any)) (*Message, []*Message) {
	c.t.Helper()
	req := map[string]any{"code": code, "silent": false, "store_history": true,
		"user_expressions": map[string]any{}, "allow_stdin": false, "stop_on_error": true}
	for _, o := range opts {
		o(req)
	}
	id := c.send(c.shell, "execute_request", req)
	return c.reply(c.shellIn, id), c.iopubUntilIdle(id)
}

func parentID(m *Message) string {
	var h Header
	if len(m.ParentHeader) == 0 || json.Unmarshal(m.ParentHeader, &h) != nil {
		return ""
	}
	return h.MsgID
}

func content(t testing.TB, m *Message) map[string]any {
	t.Helper()
	var v map[string]any
	require.NoError(t, json.Unmarshal(m.Content, &v))
	return v
}

func types(ms []*Message) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.Header.MsgType)
	}
	return out
}

// fakeSession is a tiny language for exercising the protocol:
//
//	sleep           runs until interrupted
//	log TEXT        writes "Notice: TEXT" to stdout
//	warn TEXT       writes "Warning: TEXT" to stderr
//	... fail        fails with a located EvaluationError
//	slowfail        fails the same way after 5 ms
//	checkfail       shows a check's report and fails after 5 ms with a
//	                failure that lets queued cells run (a failed check)
//	show            produces display_data
//	page            produces a pager payload
//	quit            asks to exit
//	panic           panics (so does completing "panic")
//	flood           writes 1 MiB to stdout every 200 ms, 16 times
//	anything else   is its own result
type fakeSession struct {
	mu      sync.Mutex
	count   int
	history []HistoryEntry
}

func newFakeSession() *fakeSession { return &fakeSession{} }

func (s *fakeSession) NextCount() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.count + 1
}

func (s *fakeSession) Execute(ctx context.Context, code string, store bool, out Output) Execution {
	s.mu.Lock()
	if store {
		s.count++
	}
	ex := Execution{Count: s.count}
	s.mu.Unlock()
	for _, line := range strings.Split(code, "\n") {
		word, arg, _ := strings.Cut(line, " ")
		if strings.HasSuffix(line, " fail") {
			word = "fail"
		}
		switch word {
		case "sleep":
			<-ctx.Done()
			ex.Err = &Failure{Kind: "Interrupted", Message: "interrupted"}
		case "log":
			out("stdout", "Notice: "+arg+"\n")
		case "warn":
			out("stderr", "Warning: "+arg+"\n")
		case "slowfail":
			time.Sleep(5 * time.Millisecond)
			fallthrough
		case "fail":
			ex.Err = &Failure{Kind: "EvaluationError", Message: "Evaluation Error: boom", File: fmt.Sprintf("<input %d>", ex.Count),
				Line: 1, Column: 3, SourceLine: line}
		case "checkfail":
			time.Sleep(5 * time.Millisecond)
			ex.Displays = append(ex.Displays, MIMEBundle{"text/plain": "✗ $x should be 1"})
			ex.Err = &Failure{Kind: "CheckFailed", Message: "the check failed", Continue: true}
		case "show":
			ex.Displays = append(ex.Displays, MIMEBundle{"text/plain": "shown", "image/svg+xml": "<svg/>"})
		case "page":
			ex.Page = MIMEBundle{"text/plain": "documentation"}
		case "quit":
			ex.Exit = true
		case "panic":
			panic("the session broke")
		case "flood":
			line := strings.Repeat("x", 1<<20) + "\n"
			for i := 0; i < 16 && ctx.Err() == nil; i++ {
				out("stdout", line)
				time.Sleep(streamFlushInterval)
			}
		default:
			ex.Result = MIMEBundle{"text/plain": line, "text/html": "<b>" + line + "</b>"}
		}
		if ex.Err != nil {
			ex.Result = nil
			break
		}
	}
	if !store {
		return ex
	}
	e := HistoryEntry{Count: ex.Count, Input: code}
	if ex.Result != nil {
		e.Output, e.HasOutput = ex.Result["text/plain"], true
	}
	s.mu.Lock()
	s.history = append(s.history, e)
	s.mu.Unlock()
	return ex
}

// Evaluate answers user_expressions: "fail" fails, anything else is its
// own value.
func (s *fakeSession) Evaluate(ctx context.Context, expr string) (MIMEBundle, *Failure) {
	if expr == "fail" {
		return nil, &Failure{Kind: "EvaluationError", Message: "Evaluation Error: boom"}
	}
	return MIMEBundle{"text/plain": expr}, nil
}

func (s *fakeSession) IsComplete(code string) (string, string) {
	switch {
	case strings.Count(code, "{") > strings.Count(code, "}"):
		return "incomplete", "  "
	case strings.Count(code, "{") < strings.Count(code, "}"):
		return "invalid", ""
	}
	return "complete", ""
}

// Complete offers "$héllo" and "$help" for a "$" word ending at cursor.
func (s *fakeSession) Complete(code string, cursor int) ([]string, int, int) {
	if code == "panic" {
		panic("completion broke")
	}
	rs := []rune(code)
	start := cursor
	for start > 0 && rs[start-1] != ' ' {
		start--
	}
	var out []string
	for _, c := range []string{"$héllo", "$help"} {
		if strings.HasPrefix(c, string(rs[start:cursor])) {
			out = append(out, c)
		}
	}
	return out, start, cursor
}

func (s *fakeSession) Inspect(code string, cursor, detail int) (MIMEBundle, bool) {
	if !strings.Contains(code, "notice") {
		return nil, false
	}
	return MIMEBundle{"text/plain": fmt.Sprintf("notice(Any *$args) detail %d cursor %d", detail, cursor)}, true
}

func (s *fakeSession) History() []HistoryEntry {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]HistoryEntry(nil), s.history...)
}
