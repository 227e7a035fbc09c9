package eval

import (
	"context"
	"fmt"

	"prepl/lang/syntax"
	"prepl/types"
)

// DebugHook is told where evaluation is, so that a debugger can stop it
// there: before every statement, and at every call of debug::break(). It
// runs in the evaluating goroutine; while it has not returned the
// evaluation waits, and the hook may inspect the stopped scopes and
// evaluate code in them through the DebugPoint. An error it returns ends
// the evaluation with that error. Without a hook (Options.Debug nil) the
// evaluator pays one nil check per statement.
type DebugHook interface {
	Statement(p *DebugPoint) error
	Break(p *DebugPoint) error
}

// DebugPoint is the place an evaluation has reached: the statement about
// to run and the stack of calls around it.
type DebugPoint struct {
	e   *Evaluator
	loc syntax.Loc
}

// point is the evaluator's DebugPoint for the statement at loc: one value
// reused for every statement, so watching costs no allocation (a hook
// uses a point only while it is called).
func (e *Evaluator) point(loc syntax.Loc) *DebugPoint {
	e.run.debugPoint = DebugPoint{e: e, loc: loc}
	return &e.run.debugPoint
}

// DebugFrame is one call on the stack of a stopped evaluation.
type DebugFrame struct {
	// Name says what runs in the frame: "main", "function f",
	// "lambda", "class ntp", "define ntp::conf[x]", "node default",
	// "template".
	Name string
	// File, Line and Column are where the frame is: the statement it is
	// evaluating (for the innermost frame, the stopping point).
	File         string
	Line, Column int
	// Source is the text of the source the frame's statement is in.
	Source *syntax.Source

	scope *Scope
}

// debugFrame is the evaluator's record of a running call, kept only
// while a hook is attached.
type debugFrame struct {
	// kind and name say what runs: "function" and "f", "lambda" and "",
	// "class ntp" and "" (names are joined only when shown).
	kind, name string
	scope      *Scope
	at         syntax.Loc
	// statements counts the statements the frame has reached.
	statements int
}

// label is the frame's name as a stack shows it.
func (f *debugFrame) label() string {
	if f.name == "" {
		return f.kind
	}
	return f.kind + " " + f.name
}

// debugEnter pushes a frame for a call body about to run and returns
// what debugLeave takes; without a hook it does nothing.
func (e *Evaluator) debugEnter(kind, name string, s *Scope) int {
	if e.opts.Debug == nil {
		return -1
	}
	e.run.debugFrames = append(e.run.debugFrames, debugFrame{kind: kind, name: name, scope: s})
	return len(e.run.debugFrames) - 1
}

// debugLeave pops the frame debugEnter pushed (and any left above it).
func (e *Evaluator) debugLeave(n int) {
	if n >= 0 && n < len(e.run.debugFrames) {
		e.run.debugFrames = e.run.debugFrames[:n]
	}
}

// debugStatement records where the innermost frame is and asks the hook
// whether to stop before st.
func (e *Evaluator) debugStatement(st syntax.Expr, s *Scope) error {
	loc := st.Location()
	if len(e.run.debugFrames) == 0 {
		e.run.debugFrames = append(e.run.debugFrames, debugFrame{kind: "main", scope: e.top})
	}
	f := &e.run.debugFrames[len(e.run.debugFrames)-1]
	f.at, f.scope = loc, s
	f.statements++
	if err := e.opts.Debug.Statement(e.point(loc)); err != nil {
		return err
	}
	// An interrupt that came while the evaluation was stopped ends it
	// here, before the statement runs.
	return e.checkInterrupt(loc)
}

// debugBreak is debug::break() at loc in scope s.
func (e *Evaluator) debugBreak(loc syntax.Loc, s *Scope) error {
	if e.opts.Debug == nil {
		line, _ := loc.Src.Position(loc.Start)
		e.log(LogWarning, fmt.Sprintf("debug::break() at %s:%d: no debugger is attached, so evaluation goes on (prepl stops here at a terminal, and in Jupyter with the debugger on)", loc.File(), line))
		return nil
	}
	if len(e.run.debugFrames) > 0 {
		f := &e.run.debugFrames[len(e.run.debugFrames)-1]
		f.at, f.scope = loc, s
	}
	if err := e.opts.Debug.Break(e.point(loc)); err != nil {
		return err
	}
	return e.checkInterrupt(loc)
}

// Interrupt makes the stopped evaluation end with an Interrupted error
// when it goes on, as a cancelled context would.
func (p *DebugPoint) Interrupt() { p.e.run.interrupted.Store(true) }

// Depth is the number of frames on the stack (1 at top level).
func (p *DebugPoint) Depth() int { return max(1, len(p.e.run.debugFrames)) }

// Location returns where evaluation stopped.
func (p *DebugPoint) Location() (file string, line, column int) {
	if p.loc.Src == nil {
		return "", 0, 0
	}
	line, column = p.loc.Src.Position(p.loc.Start)
	return p.loc.File(), line, column
}

// Source is the text evaluation stopped in.
func (p *DebugPoint) Source() *syntax.Source { return p.loc.Src }

// FunctionName is the name of the Puppet function the innermost frame
// runs, "" when it runs something else.
func (p *DebugPoint) FunctionName() string {
	if n := len(p.e.run.debugFrames); n > 0 && p.e.run.debugFrames[n-1].kind == "function" {
		return p.e.run.debugFrames[n-1].name
	}
	return ""
}

// FirstInFrame reports whether the statement is the first its frame
// reached (a function breakpoint stops there).
func (p *DebugPoint) FirstInFrame() bool {
	n := len(p.e.run.debugFrames)
	return n > 0 && p.e.run.debugFrames[n-1].statements == 1
}

// Frames returns the stack, innermost first.
func (p *DebugPoint) Frames() []DebugFrame {
	fs := p.e.run.debugFrames
	if len(fs) == 0 {
		fs = []debugFrame{{kind: "main", scope: p.e.top, at: p.loc}}
	}
	out := make([]DebugFrame, 0, len(fs))
	for i := len(fs) - 1; i >= 0; i-- {
		f := DebugFrame{Name: fs[i].label(), scope: fs[i].scope}
		if at := fs[i].at; at.Src != nil {
			f.File, f.Source = at.File(), at.Src
			f.Line, f.Column = at.Src.Position(at.Start)
		}
		out = append(out, f)
	}
	return out
}

// Variables calls visit with the variables a frame's code sees, nearest
// scope first (a name shadowed by a nearer scope is left out): locals,
// then the enclosing class's and the top scope's, without the variables
// the runtime makes there (facts, $trusted, ...): those stay a `$name`
// away.
func (p *DebugPoint) Variables(frame DebugFrame, visit func(name string, v types.Value)) {
	seen := map[string]bool{}
	runtime := map[string]bool{}
	if facts := p.e.opts.Facts; facts != nil {
		for _, en := range facts.Entries() {
			if k, ok := en.Key.(types.String); ok {
				runtime[string(k)] = true
			}
		}
	}
	for _, name := range []string{"facts", "trusted", "server_facts", "module_name", "caller_module_name", "environment", "name", "title"} {
		runtime[name] = true
	}
	for s := frame.scope; s != nil; s = s.parent {
		for i, name := range s.names {
			if seen[name] || (s == p.e.top && runtime[name]) {
				continue
			}
			seen[name] = true
			if _, pending := s.values[i].(pendingParam); pending || s.values[i] == nil {
				continue
			}
			visit(name, s.values[i])
		}
	}
}

// Eval evaluates code in a frame's scope and returns the value of its
// last expression. Variables it assigns live in a scope of their own
// that ends with the evaluation: the stopped code's variables, which
// Puppet never reassigns, stay as they are. Definitions cannot be made
// there. An error, including an interrupt, fails this evaluation only.
func (p *DebugPoint) Eval(ctx context.Context, frame DebugFrame, code string) (v types.Value, err error) {
	e := p.e
	prog, err := syntax.Parse(syntax.NewSource("<debug>", code))
	if err != nil {
		return nil, err
	}
	for _, st := range prog.Body.Statements {
		switch st.(type) {
		case *syntax.FunctionDefinition, *syntax.HostClassDefinition, *syntax.ResourceTypeDefinition,
			*syntax.NodeDefinition, *syntax.TypeAlias, *syntax.TypeDefinition, *syntax.TypeMapping:
			return nil, errorf(st.Location(), "definitions cannot be made while evaluation is stopped")
		}
	}
	wasInterrupted := e.run.interrupted.Load()
	stop := context.AfterFunc(ctx, func() { e.run.interrupted.Store(true) })
	depth, hook := e.run.depth, e.opts.Debug
	e.opts.Debug = nil // no stopping inside the debugger's own evaluation
	defer func() {
		stop()
		e.opts.Debug = hook
		e.run.depth = depth
		e.run.interrupted.Store(wasInterrupted)
		if r := recover(); r != nil {
			v, err = nil, internalError(prog, r)
		}
	}()
	scope := frame.scope
	if scope == nil {
		scope = e.top
	}
	child := newScope(scope, lambdaScope, "")
	v, err = e.evalBlock(prog.Body, child)
	if err != nil {
		return nil, e.finalError(err)
	}
	return v, nil
}
