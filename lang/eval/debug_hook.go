package eval

import (
	"context"
	"fmt"

	"prepl/lang/eval/debughook"
	"prepl/lang/facts"
	"prepl/lang/syntax"
	"prepl/types"
)

// debugPoint is the place an evaluation has reached: the statement about
// to run and the stack of calls around it (debughook.Point).
type debugPoint struct {
	e   *Evaluator
	loc syntax.Loc
}

// point is the evaluator's debughook.Point for the statement at loc: one
// value reused for every statement, so watching costs no allocation (a
// hook uses a point only while it is called).
func (e *Evaluator) point(loc syntax.Loc) *debugPoint {
	e.run.debugPoint = debugPoint{e: e, loc: loc}
	return &e.run.debugPoint
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

// The methods of debugPoint below implement debughook.Point, whose
// documentation says what each does.

func (p *debugPoint) Interrupt() { p.e.run.interrupted.Store(true) }

func (p *debugPoint) Depth() int { return max(1, len(p.e.run.debugFrames)) }

func (p *debugPoint) Location() (file string, line, column int) {
	if p.loc.Src == nil {
		return "", 0, 0
	}
	line, column = p.loc.Src.Position(p.loc.Start)
	return p.loc.File(), line, column
}

func (p *debugPoint) Source() *syntax.Source { return p.loc.Src }

func (p *debugPoint) FunctionName() string {
	if n := len(p.e.run.debugFrames); n > 0 && p.e.run.debugFrames[n-1].kind == "function" {
		return p.e.run.debugFrames[n-1].name
	}
	return ""
}

func (p *debugPoint) FirstInFrame() bool {
	n := len(p.e.run.debugFrames)
	return n > 0 && p.e.run.debugFrames[n-1].statements == 1
}

func (p *debugPoint) Frames() []debughook.Frame {
	fs := p.e.run.debugFrames
	if len(fs) == 0 {
		fs = []debugFrame{{kind: "main", scope: p.e.top, at: p.loc}}
	}
	out := make([]debughook.Frame, 0, len(fs))
	for i := len(fs) - 1; i >= 0; i-- {
		f := debughook.Frame{Name: fs[i].label()}
		if at := fs[i].at; at.Src != nil {
			f.File, f.Source = at.File(), at.Src
			f.Line, f.Column = at.Src.Position(at.Start)
		}
		out = append(out, f)
	}
	return out
}

// Variables leaves out the variables the runtime binds in the top scope
// (the facts, $trusted, $module_name, ...).
func (p *debugPoint) Variables(frame int, visit func(name string, v types.Value)) {
	seen := map[string]bool{}
	factNames := map[string]bool{}
	if given := p.e.opts.Facts; given != nil {
		for _, en := range given.Entries() {
			if k, ok := en.Key.(types.String); ok {
				factNames[string(k)] = true
			}
		}
	}
	for s := p.scope(frame); s != nil; s = s.parent {
		for i, name := range s.names {
			if seen[name] || (s == p.e.top && (factNames[name] || facts.ReservedTopName(name))) {
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

// Eval evaluates in a scope of its own under the frame's, with the
// evaluator's depth, interruption and hook put back afterwards.
func (p *debugPoint) Eval(ctx context.Context, frame int, code string) (v types.Value, err error) {
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
	child := newScope(p.scope(frame), lambdaScope, "")
	v, err = e.evalBlock(prog.Body, child)
	if err != nil {
		return nil, e.finalError(err)
	}
	return v, nil
}

// scope is the scope of frame i of Frames, the top scope when there is
// no such frame.
func (p *debugPoint) scope(i int) *Scope {
	fs := p.e.run.debugFrames
	if i < 0 || i >= len(fs) || fs[len(fs)-1-i].scope == nil {
		return p.e.top
	}
	return fs[len(fs)-1-i].scope
}
