// Package dap is the Debug Adapter Protocol over a session's debugger:
// the requests clients send (initialize, setBreakpoints, stackTrace,
// variables, evaluate, next, continue, ...) and the events they wait for
// (stopped, continued, output, terminated). The Jupyter kernel carries
// it in debug_request messages, with Jupyter's extensions (debugInfo,
// dumpCell, inspectVariables); `prepl --dap` carries it over stdio.
package dap

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"

	"prepl/lang"
)

// The Debug Adapter Protocol as Jupyter clients speak it to a kernel
// (modelled on ipykernel's debugger): cells are named by files whose
// path the client computes itself from the cell's text (a Murmur2 hash
// with the seed debugInfo gives), so breakpoints set in the editor of a
// cell reach the code when it runs.

// cellHashSeed is the seed of the cell file names' hash, as ipykernel's.
const cellHashSeed = 0xC70F6907

// threadID is the one thread a Puppet evaluation runs on.
const threadID = 1

// dapMessage is a DAP request as the client sends it.
type dapMessage struct {
	Seq       int             `json:"seq"`
	Type      string          `json:"type"`
	Command   string          `json:"command"`
	Arguments json.RawMessage `json:"arguments"`
}

// Adapter serves the Debug Adapter Protocol over a session's
// debugger. Requests arrive on the kernel's control goroutine; a stopped
// cell waits on the shell goroutine in onStop, and work that needs the
// evaluator (evaluate, variables) is handed to it there.
type Adapter struct {
	// InitializedAfterResponse leaves the initialized event to the
	// transport, which sends it after the initialize response (over one
	// stream, DAP wants that order; Jupyter's channels have none).
	InitializedAfterResponse bool

	s      *lang.Session
	warn   func(string)
	emit   func(json.RawMessage)
	prefix string // cells' file names: prefix + hash + ".pp"

	mu      sync.Mutex
	started bool
	seq     int
	stopped *stopped // the cell's stop, nil while running or idle
	running context.Context
	// breakpoints are the lines set per source, for debugInfo.
	breakpoints map[string][]map[string]any
}

// stopped is a cell the debugger stopped: the stop, the work queue it
// serves while it waits, and the handles of the variables it showed.
type stopped struct {
	stop   *lang.DebugStop
	work   chan func()
	resume chan lang.DebugAction
	refs   [][]lang.DebugElement // variablesReference n expands to refs[n-1]
	scopes map[int][2]int
}

// New returns an adapter; Attach gives it its session, which must be
// made with the adapter's OnStop as its stop handler. warn reports what
// the user should know (a debug::break() with the debugger off).
func New(warn func(string)) *Adapter {
	prefix := filepath.Join(os.TempDir(), "prepl_"+strconv.Itoa(os.Getpid())) + string(filepath.Separator)
	return &Adapter{warn: warn, prefix: prefix, breakpoints: map[string][]map[string]any{}}
}

// Attach gives the adapter the session it debugs.
func (d *Adapter) Attach(s *lang.Session) { d.s = s }

// Running marks an evaluation under way (a cell, a program) with the
// context that interrupts it, until the returned function is called.
func (d *Adapter) Running(ctx context.Context) (done func()) {
	d.mu.Lock()
	d.running = ctx
	d.mu.Unlock()
	return func() {
		d.mu.Lock()
		d.running = nil
		d.mu.Unlock()
	}
}

// SetEventSink sets where events go.
func (d *Adapter) SetEventSink(emit func(json.RawMessage)) { d.emit = emit }

// cellFile is the file a cell's code is dumped to and named by.
func (d *Adapter) cellFile(code string) string {
	return d.prefix + strconv.FormatUint(uint64(murmur2([]byte(code), cellHashSeed)), 10) + ".pp"
}

// event publishes a DAP event.
func (d *Adapter) event(name string, body any) {
	if d.emit == nil {
		return
	}
	d.mu.Lock()
	d.seq++
	seq := d.seq
	d.mu.Unlock()
	msg, _ := json.Marshal(map[string]any{"seq": seq, "type": "event", "event": name, "body": body})
	d.emit(msg)
}

// HandleDebug answers one request with its response.
func (d *Adapter) HandleDebug(raw json.RawMessage) json.RawMessage {
	var req dapMessage
	if err := json.Unmarshal(raw, &req); err != nil || req.Command == "" {
		msg := "a debug request must be a DAP request with a command"
		if err != nil {
			msg = "malformed debug request: " + err.Error()
		}
		return d.response(req, false, msg, nil)
	}
	body, err := d.handle(req)
	if err != nil {
		return d.response(req, false, err.Error(), nil)
	}
	resp := d.response(req, true, "", body)
	if req.Command == "initialize" && !d.InitializedAfterResponse {
		defer d.event("initialized", map[string]any{})
	}
	return resp
}

func (d *Adapter) response(req dapMessage, ok bool, message string, body any) json.RawMessage {
	d.mu.Lock()
	d.seq++
	m := map[string]any{"seq": d.seq, "type": "response", "request_seq": req.Seq, "success": ok, "command": req.Command}
	d.mu.Unlock()
	if message != "" {
		m["message"] = message
	}
	if body != nil {
		m["body"] = body
	}
	out, _ := json.Marshal(m)
	return out
}

// handle answers one request; an error makes an unsuccessful response.
func (d *Adapter) handle(req dapMessage) (any, error) {
	args := map[string]any{}
	if len(req.Arguments) > 0 && string(req.Arguments) != "null" {
		if err := json.Unmarshal(req.Arguments, &args); err != nil {
			return nil, fmt.Errorf("malformed arguments: %v", err)
		}
	}
	switch req.Command {
	case "initialize":
		d.setStarted(true)
		return map[string]any{
			"supportsConfigurationDoneRequest": true,
			"supportsEvaluateForHovers":        true,
			"supportsSetVariable":              false,
			"supportsStepInTargetsRequest":     false,
			"exceptionBreakpointFilters":       []any{},
		}, nil
	case "attach", "launch", "configurationDone", "setExceptionBreakpoints":
		return map[string]any{}, nil
	case "disconnect":
		d.setStarted(false)
		d.resume(lang.DebugContinue)
		if dbg := d.s.Debugger(); dbg != nil {
			for _, b := range dbg.Breakpoints() {
				dbg.Remove(b.ID)
			}
		}
		d.mu.Lock()
		d.breakpoints = map[string][]map[string]any{}
		d.mu.Unlock()
		return map[string]any{}, nil
	case "debugInfo":
		return d.debugInfo(), nil
	case "dumpCell":
		code, _ := args["code"].(string)
		path := d.cellFile(code)
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
			return nil, err
		}
		if err := os.WriteFile(path, []byte(code), 0o600); err != nil {
			return nil, err
		}
		return map[string]any{"sourcePath": path}, nil
	case "setBreakpoints":
		return d.setBreakpoints(args), nil
	case "source":
		path := stringAt(args, "source", "path")
		data, err := os.ReadFile(path)
		if err != nil {
			return nil, fmt.Errorf("source unavailable")
		}
		return map[string]any{"content": string(data)}, nil
	case "threads":
		return map[string]any{"threads": []any{map[string]any{"id": threadID, "name": "Puppet"}}}, nil
	case "stackTrace":
		return d.whileStopped(func(st *stopped) any { return stackTrace(st) })
	case "scopes":
		frame, _ := args["frameId"].(float64)
		return d.whileStopped(func(st *stopped) any { return d.scopesOf(st, int(frame)) })
	case "variables":
		ref, _ := args["variablesReference"].(float64)
		if d.currentStop() == nil {
			return map[string]any{"variables": d.topVariables()}, nil
		}
		return d.whileStopped(func(st *stopped) any { return map[string]any{"variables": d.variablesOf(st, int(ref))} })
	case "evaluate":
		expr, _ := args["expression"].(string)
		frame, _ := args["frameId"].(float64)
		return d.evaluate(expr, int(frame))
	case "next", "stepIn", "stepOut", "continue":
		if d.currentStop() == nil {
			return nil, fmt.Errorf("no cell is stopped")
		}
		d.resume(map[string]lang.DebugAction{"next": lang.DebugNext, "stepIn": lang.DebugStepIn,
			"stepOut": lang.DebugStepOut, "continue": lang.DebugContinue}[req.Command])
		if req.Command == "continue" {
			return map[string]any{"allThreadsContinued": true}, nil
		}
		return map[string]any{}, nil
	case "pause":
		if dbg := d.s.Debugger(); dbg != nil {
			dbg.Pause()
		}
		return map[string]any{}, nil
	case "inspectVariables":
		return map[string]any{"variables": d.topVariables()}, nil
	case "richInspectVariables":
		return d.richInspect(args)
	case "modules":
		return map[string]any{"modules": []any{}, "totalModules": 0}, nil
	}
	return nil, fmt.Errorf("unknown debug request %q", req.Command)
}

func (d *Adapter) setStarted(on bool) {
	d.mu.Lock()
	d.started = on
	d.mu.Unlock()
	if on {
		d.s.SetInputNamer(d.cellFile)
	} else {
		d.s.SetInputNamer(nil)
	}
}

func (d *Adapter) debugInfo() map[string]any {
	d.mu.Lock()
	defer d.mu.Unlock()
	var bps []any
	for src, lines := range d.breakpoints {
		bps = append(bps, map[string]any{"source": src, "breakpoints": lines})
	}
	stoppedThreads := []int{}
	if d.stopped != nil {
		stoppedThreads = append(stoppedThreads, threadID)
	}
	return map[string]any{
		"isStarted":      d.started,
		"hashMethod":     "Murmur2",
		"hashSeed":       cellHashSeed,
		"tmpFilePrefix":  d.prefix,
		"tmpFileSuffix":  ".pp",
		"breakpoints":    orEmpty(bps),
		"stoppedThreads": stoppedThreads,
		"richRendering":  true,
		"exceptionPaths": []any{},
	}
}

func (d *Adapter) setBreakpoints(args map[string]any) map[string]any {
	path := stringAt(args, "source", "path")
	var lines []int
	var given []map[string]any
	if bs, ok := args["breakpoints"].([]any); ok {
		for _, b := range bs {
			if m, ok := b.(map[string]any); ok {
				if l, ok := m["line"].(float64); ok && l >= 1 {
					lines = append(lines, int(l))
					given = append(given, m)
				}
			}
		}
	}
	d.mu.Lock()
	d.breakpoints[path] = given
	d.mu.Unlock()
	out := []any{}
	dbg := d.s.Debugger()
	if dbg == nil {
		return map[string]any{"breakpoints": out}
	}
	for _, b := range dbg.SetFileBreakpoints(path, lines) {
		out = append(out, map[string]any{"id": b.ID, "verified": true, "line": b.Line, "source": map[string]any{"path": path}})
	}
	return map[string]any{"breakpoints": out}
}

// OnStop is the session's stop handler while a cell runs: it tells the
// client, then serves its requests until one resumes the cell (or the
// cell is interrupted).
func (d *Adapter) OnStop(st *lang.DebugStop) lang.DebugAction {
	d.mu.Lock()
	ctx := d.running
	if !d.started || ctx == nil {
		d.mu.Unlock()
		d.warn(st.Reason + " at " + st.Where() + ": the debugger is not on, so evaluation goes on")
		return lang.DebugContinue
	}
	s := &stopped{stop: st, work: make(chan func()), resume: make(chan lang.DebugAction, 1), scopes: map[int][2]int{}}
	d.stopped = s
	d.mu.Unlock()
	reason := "step"
	switch {
	case strings.HasPrefix(st.Reason, "breakpoint"):
		reason = "breakpoint"
	case st.Reason == "pause":
		reason = "pause"
	case st.Reason == "debug::break()":
		reason = "breakpoint"
	}
	d.event("stopped", map[string]any{"reason": reason, "threadId": threadID, "allThreadsStopped": true, "description": st.Reason})
	action := lang.DebugContinue
wait:
	for {
		select {
		case w := <-s.work:
			w()
		case action = <-s.resume:
			break wait
		case <-ctx.Done():
			action = lang.DebugAbort
			break wait
		}
	}
	d.mu.Lock()
	d.stopped = nil
	d.mu.Unlock()
	d.event("continued", map[string]any{"threadId": threadID, "allThreadsContinued": true})
	return action
}

func (d *Adapter) currentStop() *stopped {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.stopped
}

// resume lets a stopped cell go on with action.
func (d *Adapter) resume(action lang.DebugAction) {
	if st := d.currentStop(); st != nil {
		select {
		case st.resume <- action:
		default:
		}
	}
}

// whileStopped runs f on the stopped cell's goroutine and returns what
// it gives; it fails when no cell is stopped.
func (d *Adapter) whileStopped(f func(*stopped) any) (any, error) {
	st := d.currentStop()
	if st == nil {
		return nil, fmt.Errorf("no cell is stopped")
	}
	result := make(chan any, 1)
	select {
	case st.work <- func() { result <- f(st) }:
		return <-result, nil
	case <-st.resume:
		return nil, fmt.Errorf("the cell went on")
	}
}

func stackTrace(st *stopped) any {
	var frames []any
	for i, f := range st.stop.Frames() {
		frames = append(frames, map[string]any{
			"id": i + 1, "name": f.Name, "line": f.Line, "column": f.Column,
			"source": map[string]any{"path": f.File, "name": filepath.Base(f.File)},
		})
	}
	return map[string]any{"stackFrames": orEmpty(frames), "totalFrames": len(frames)}
}

// scopesOf lists a frame's scopes: its variables (the only scope a
// Puppet frame has that the debugger shows; facts stay a $name away).
func (d *Adapter) scopesOf(st *stopped, frame int) any {
	ref := d.ref(st, nil)
	st.scopes[ref] = [2]int{frame, 0}
	return map[string]any{"scopes": []any{
		map[string]any{"name": "Locals", "variablesReference": ref, "expensive": false, "presentationHint": "locals"},
	}}
}

// ref registers what a handle expands to and returns the handle (a
// scope's handle registers nil).
func (d *Adapter) ref(st *stopped, elements []lang.DebugElement) int {
	st.refs = append(st.refs, elements)
	return len(st.refs)
}

// variablesOf lists a scope's variables or a container's elements.
func (d *Adapter) variablesOf(st *stopped, ref int) []any {
	out := []any{}
	if sc, ok := st.scopes[ref]; ok {
		if err := st.stop.SelectFrame(sc[0] - 1); err != nil {
			return out
		}
		for _, v := range st.stop.Variables() {
			out = append(out, d.variable(st, "$"+v.Name, d.s.DebugInspect(v.Value)))
		}
		_ = st.stop.SelectFrame(0)
		return out
	}
	if ref < 1 || ref > len(st.refs) {
		return out
	}
	for _, e := range st.refs[ref-1] {
		out = append(out, d.variable(st, e.Name, d.s.DebugInspect(e.Value)))
	}
	return out
}

// variable describes one value for the client (from DebugInspect's
// results), expandable when it has elements.
func (d *Adapter) variable(st *stopped, name string, desc lang.DebugDescription) map[string]any {
	ref := 0
	if len(desc.Elements) > 0 && st != nil {
		ref = d.ref(st, desc.Elements)
	}
	return map[string]any{"name": name, "value": desc.Text, "type": desc.Type, "variablesReference": ref}
}

// topVariables lists the session's variables while no cell is stopped
// (the variable explorer), or none while a cell runs.
func (d *Adapter) topVariables() []any {
	d.mu.Lock()
	running := d.running != nil
	d.mu.Unlock()
	out := []any{}
	if running {
		return out
	}
	vars := d.s.Variables()
	sort.Slice(vars, func(i, j int) bool { return vars[i].Name < vars[j].Name })
	for _, v := range vars {
		out = append(out, map[string]any{"name": "$" + v.Name, "value": d.s.Show(v.Value),
			"type": d.s.DebugInspect(v.Value).Type, "variablesReference": 0})
	}
	return out
}

// evaluate evaluates an expression in a stopped frame, or, with no cell
// running, in the session without keeping changes.
func (d *Adapter) evaluate(expr string, frame int) (any, error) {
	if d.currentStop() == nil {
		d.mu.Lock()
		running := d.running != nil
		d.mu.Unlock()
		if running {
			return nil, fmt.Errorf("a cell is running")
		}
		v, err := d.s.Evaluate(context.Background(), expr)
		if err != nil {
			return nil, fmt.Errorf("%s", err.Error())
		}
		return map[string]any{"result": d.s.Show(v), "variablesReference": 0}, nil
	}
	var evalErr error
	res, err := d.whileStopped(func(st *stopped) any {
		if frame >= 1 {
			if err := st.stop.SelectFrame(frame - 1); err != nil {
				evalErr = err
				return nil
			}
			defer func() { _ = st.stop.SelectFrame(0) }()
		}
		v, err := st.stop.Eval(context.Background(), expr)
		if err != nil {
			evalErr = err
			return nil
		}
		vv := d.variable(st, "", d.s.DebugInspect(v))
		return map[string]any{"result": vv["value"], "type": vv["type"], "variablesReference": vv["variablesReference"]}
	})
	if err != nil {
		return nil, err
	}
	if evalErr != nil {
		return nil, evalErr
	}
	return res, nil
}

// richInspect renders a variable as text and HTML for the variable
// explorer.
func (d *Adapter) richInspect(args map[string]any) (any, error) {
	name, _ := args["variableName"].(string)
	name = strings.TrimPrefix(name, "$")
	if name == "" {
		return map[string]any{"data": map[string]any{}, "metadata": map[string]any{}}, nil
	}
	render := func(text, html string) map[string]any {
		data := map[string]any{"text/plain": text}
		if html != "" {
			data["text/html"] = html
		}
		return map[string]any{"data": data, "metadata": map[string]any{}}
	}
	if d.currentStop() != nil {
		frame, _ := args["frameId"].(float64)
		var text, html string
		found := false
		_, err := d.whileStopped(func(st *stopped) any {
			if frame >= 1 {
				_ = st.stop.SelectFrame(int(frame) - 1)
				defer func() { _ = st.stop.SelectFrame(0) }()
			}
			if v, err := st.stop.Eval(context.Background(), "$"+name); err == nil {
				text, html = d.s.ShowStopped(v)
				found = true
			}
			return nil
		})
		if err != nil || !found {
			return nil, fmt.Errorf("no variable $%s here", name)
		}
		return render(text, html), nil
	}
	for _, v := range d.s.Variables() {
		if v.Name == name {
			return render(d.s.ShowStopped(v.Value)), nil
		}
	}
	return nil, fmt.Errorf("no variable $%s", name)
}

// stringAt digs a string out of nested JSON objects.
func stringAt(m map[string]any, keys ...string) string {
	var cur any = m
	for _, k := range keys {
		obj, ok := cur.(map[string]any)
		if !ok {
			return ""
		}
		cur = obj[k]
	}
	s, _ := cur.(string)
	return s
}

func orEmpty(xs []any) []any {
	if xs == nil {
		return []any{}
	}
	return xs
}
