// Package debug is the debugger both front ends share: breakpoints (a
// file and line, or a Puppet function), stepping (next, step, finish,
// continue) and what a stopped evaluation offers (where it is, the
// stack, the variables of each frame, evaluation in a frame). It hooks
// into the evaluator through debughook.Hook; the terminal's nested prompt
// and the Jupyter kernel's Debug Adapter Protocol handler are its
// clients, through the Handler they give it.
package debug

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"prepl/internal/lazyre"
	"prepl/lang/eval/debughook"
)

// Action is what a client tells a stopped evaluation to do next.
type Action int

// The actions.
const (
	// Continue runs until the next breakpoint.
	Continue Action = iota
	// Next stops at the next statement of this frame or an outer one.
	Next
	// StepIn stops at the next statement, entering calls.
	StepIn
	// StepOut stops at the first statement after the current frame
	// returns.
	StepOut
	// Abort ends the evaluation as an interrupt does (the client was
	// interrupted while stopped).
	Abort
)

// Handler is the client's side of a stop: it gets the stop and returns
// what to do next. It runs in the evaluating goroutine.
type Handler func(*Stop) Action

// Breakpoint is a place evaluation stops at: a file and line, or the
// first statement of a Puppet function.
type Breakpoint struct {
	ID int
	// File and Line, when Function is "".
	File string
	Line int
	// Function is a Puppet function's name.
	Function string
	// Hits counts the stops it made.
	Hits int
}

// String describes the breakpoint as :breaks lists it.
func (b *Breakpoint) String() string {
	where := b.Function + "()"
	if b.Function == "" {
		where = b.File + ":" + strconv.Itoa(b.Line)
	}
	return fmt.Sprintf("%d  %s  (hit %d times)", b.ID, where, b.Hits)
}

// Debugger decides where evaluation stops and hands each stop to its
// handler. It implements debughook.Hook. Its methods are safe to call
// from several goroutines (the kernel sets breakpoints while a cell runs).
type Debugger struct {
	mu       sync.Mutex
	handler  Handler
	breaks   []*Breakpoint
	nextID   int
	mode     Action
	depth    int    // the frame depth stepping is measured from
	lastFile string // the line evaluation last stopped on, so the other
	lastLine int    // statements of that line do not stop again
	lastDeep int
	paused   bool
	// active is set while anything can stop a statement (a breakpoint,
	// stepping, a pause), so that otherwise Statement costs one load.
	active atomic.Bool
}

// update recomputes active; d.mu is held.
func (d *Debugger) update() {
	d.active.Store(len(d.breaks) > 0 || d.mode != Continue || d.paused)
}

// New returns a debugger that hands stops to handler.
func New(handler Handler) *Debugger {
	return &Debugger{handler: handler, nextID: 1}
}

// ParseBreakpoint reads FILE:LINE or a function name, as :break and
// --break take them.
func ParseBreakpoint(spec string) (file string, line int, function string, err error) {
	spec = strings.TrimSpace(spec)
	if i := strings.LastIndexByte(spec, ':'); i > 0 && i < len(spec)-1 && spec[i-1] != ':' {
		n, convErr := strconv.Atoi(spec[i+1:])
		if convErr != nil || n < 1 {
			return "", 0, "", fmt.Errorf("%q: a line number must follow the file name's colon", spec)
		}
		return spec[:i], n, "", nil
	}
	function = strings.TrimPrefix(strings.ToLower(spec), "::")
	if !qualifiedName().MatchString(function) {
		return "", 0, "", fmt.Errorf("%q is neither FILE:LINE nor a function name", spec)
	}
	return "", 0, function, nil
}

// qualifiedName is a function, class or defined type name as a
// breakpoint names it (lower-cased, without a leading ::).
var qualifiedName = lazyre.New(`\A[a-z_][a-z0-9_]*(::[a-z_][a-z0-9_]*)*\z`)

// Add sets a breakpoint from FILE:LINE or a function name.
func (d *Debugger) Add(spec string) (*Breakpoint, error) {
	file, line, function, err := ParseBreakpoint(spec)
	if err != nil {
		return nil, err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	b := &Breakpoint{ID: d.nextID, File: file, Line: line, Function: function}
	d.nextID++
	d.breaks = append(d.breaks, b)
	d.update()
	return b, nil
}

// SetFileBreakpoints replaces the line breakpoints of one file (as the
// Debug Adapter Protocol's setBreakpoints does) and returns them.
func (d *Debugger) SetFileBreakpoints(file string, lines []int) []*Breakpoint {
	d.mu.Lock()
	defer d.mu.Unlock()
	kept := d.breaks[:0]
	for _, b := range d.breaks {
		if b.Function != "" || !sameFile(b.File, file) {
			kept = append(kept, b)
		}
	}
	d.breaks = kept
	var out []*Breakpoint
	for _, l := range lines {
		b := &Breakpoint{ID: d.nextID, File: file, Line: l}
		d.nextID++
		d.breaks = append(d.breaks, b)
		out = append(out, b)
	}
	d.update()
	return out
}

// Remove deletes breakpoint id.
func (d *Debugger) Remove(id int) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	for i, b := range d.breaks {
		if b.ID == id {
			d.breaks = append(d.breaks[:i], d.breaks[i+1:]...)
			d.update()
			return true
		}
	}
	return false
}

// Breakpoints lists the breakpoints in the order they were set.
func (d *Debugger) Breakpoints() []Breakpoint {
	d.mu.Lock()
	defer d.mu.Unlock()
	out := make([]Breakpoint, len(d.breaks))
	for i, b := range d.breaks {
		out[i] = *b
	}
	return out
}

// Pause asks the running evaluation to stop at its next statement.
func (d *Debugger) Pause() {
	d.mu.Lock()
	d.paused = true
	d.update()
	d.mu.Unlock()
}

// Reset forgets any stepping in progress: a new input starts running
// until a breakpoint.
func (d *Debugger) Reset() {
	d.mu.Lock()
	d.mode, d.paused, d.lastFile, d.lastLine = Continue, false, "", 0
	d.update()
	d.mu.Unlock()
}

// Statement implements debughook.Hook: it stops before a statement when
// a breakpoint or the stepping in progress says so.
func (d *Debugger) Statement(p debughook.Point) error {
	if !d.active.Load() {
		return nil
	}
	file, line, _ := p.Location()
	depth := p.Depth()
	d.mu.Lock()
	sameLine := file == d.lastFile && line == d.lastLine && depth == d.lastDeep
	if !sameLine {
		d.lastFile, d.lastLine = "", 0
	}
	reason := ""
	switch {
	case d.paused:
		reason = "pause"
	case sameLine:
	case d.mode == StepIn:
		reason = "step"
	case d.mode == Next && depth <= d.depth:
		reason = "step"
	case d.mode == StepOut && depth < d.depth:
		reason = "step"
	}
	if b := d.breakpointAt(p, file, line, depth, sameLine); b != nil {
		b.Hits++
		reason = "breakpoint " + strconv.Itoa(b.ID)
	}
	d.mu.Unlock()
	if reason == "" {
		return nil
	}
	d.stop(p, reason)
	return nil
}

// breakpointAt finds the breakpoint that stops evaluation before this
// statement: one on its line (the line's first statement only), or one
// on the function whose first statement it is.
func (d *Debugger) breakpointAt(p debughook.Point, file string, line, depth int, sameLine bool) *Breakpoint {
	fn := p.FunctionName()
	for _, b := range d.breaks {
		switch {
		case b.Function != "":
			if fn != "" && fn == b.Function && p.FirstInFrame() {
				return b
			}
		case !sameLine && b.Line == line && sameFile(b.File, file):
			return b
		}
	}
	return nil
}

// Break implements debughook.Hook for debug::break().
func (d *Debugger) Break(p debughook.Point) error {
	d.stop(p, "debug::break()")
	return nil
}

// stop hands a stop to the handler and sets up the stepping it asks for.
func (d *Debugger) stop(p debughook.Point, reason string) {
	file, line, _ := p.Location()
	st := &Stop{Reason: reason, point: p, frames: p.Frames()}
	action := d.handler(st)
	if action == Abort {
		p.Interrupt()
		action = Continue
	}
	d.mu.Lock()
	d.mode, d.depth, d.paused = action, p.Depth(), false
	d.lastFile, d.lastLine, d.lastDeep = file, line, p.Depth()
	d.update()
	d.mu.Unlock()
}

// sameFile compares a breakpoint's file with a source's name: equal as
// given, as absolute paths, or by base name when the breakpoint names
// only a base name.
func sameFile(bp, src string) bool {
	if bp == src {
		return true
	}
	if !strings.ContainsRune(bp, filepath.Separator) {
		return filepath.Base(src) == bp
	}
	a, err1 := filepath.Abs(bp)
	b, err2 := filepath.Abs(src)
	return err1 == nil && err2 == nil && a == b
}
