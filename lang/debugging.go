package lang

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"prepl/lang/debug"
	"prepl/lang/eval/debughook"
	"prepl/types"
)

// DebugStop is an evaluation stopped by the debugger, DebugAction what a
// front end tells it to do next (see package debug).
type (
	DebugStop   = debug.Stop
	DebugAction = debug.Action
)

// The debugger's actions.
const (
	DebugContinue = debug.Continue
	DebugNext     = debug.Next
	DebugStepIn   = debug.StepIn
	DebugStepOut  = debug.StepOut
	DebugAbort    = debug.Abort
)

// DebugConsole runs a line typed at the nested prompt of a stop, showing
// values as the session shows results (see debug.Stop.Console).
func (s *Session) DebugConsole(ctx context.Context, st *DebugStop, line string) (text string, isErr bool, action DebugAction, resume bool) {
	return st.Console(ctx, line, s.showUnlocked)
}

// showUnlocked renders a value while an evaluation holds the session
// (a stop happens inside one).
func (s *Session) showUnlocked(v types.Value) string { return s.showLocked(v) }

// Debugger returns the session's debugger, nil when the front end cannot
// stop (Options.OnStop unset).
func (s *Session) Debugger() *debug.Debugger { return s.debugger }

// debugHandler wraps the front end's stop handler: while the front end
// has the stop, the session is still inside the stopped evaluation.
func (s *Session) debugHandler(st *debug.Stop) debug.Action {
	return s.opts.OnStop(st)
}

func (s *Session) cmdBreak(_ context.Context, arg string) CommandResult {
	if s.debugger == nil {
		return failed("Breakpoints need a front end that can stop: prepl at a terminal, or a Jupyter client with its debugger.")
	}
	if arg == "" {
		return failed(":break needs FILE:LINE or a function name")
	}
	b, err := s.debugger.Add(arg)
	if err != nil {
		return failed("%s", err)
	}
	return CommandResult{Text: "breakpoint " + b.String()}
}

func (s *Session) cmdBreaks(_ context.Context, _ string) CommandResult {
	if s.debugger == nil || len(s.debugger.Breakpoints()) == 0 {
		return CommandResult{Text: "No breakpoints."}
	}
	var lines []string
	for _, b := range s.debugger.Breakpoints() {
		lines = append(lines, b.String())
	}
	return CommandResult{Text: strings.Join(lines, "\n")}
}

func (s *Session) cmdUnbreak(_ context.Context, arg string) CommandResult {
	id, err := strconv.Atoi(arg)
	if err != nil {
		return failed(":unbreak takes a breakpoint's number (see :breaks)")
	}
	if s.debugger == nil || !s.debugger.Remove(id) {
		return failed("There is no breakpoint %d.", id)
	}
	return CommandResult{Text: fmt.Sprintf("breakpoint %d removed", id)}
}

// debugHook is the evaluator's debug hook: the debugger, or none.
func (s *Session) debugHook() debughook.Hook {
	if s.debugger == nil {
		return nil
	}
	return s.debugger
}

// addStartBreakpoints sets Options.Breakpoints; it reports the ones it
// cannot set.
func (s *Session) addStartBreakpoints() error {
	for _, spec := range s.opts.Breakpoints {
		if s.debugger == nil {
			return fmt.Errorf("breakpoint %s: breakpoints need a terminal", spec)
		}
		if _, err := s.debugger.Add(spec); err != nil {
			return err
		}
	}
	return nil
}

// ShowStopped renders a value as text and HTML from a stop handler, where
// the stopped evaluation holds the session (its other methods would wait
// for it).
func (s *Session) ShowStopped(v types.Value) (text, html string) {
	sh := &Shown{v: v, opts: s.displayOptions()}
	return sh.Text(), sh.HTML()
}

// DebugElement is one element of an array or hash a debugger client
// expands: its index or key as text, and its value.
type DebugElement struct {
	Name  string
	Value types.Value
}

// DebugDescription is a value as a debugger client shows it: its text,
// its type as Puppet names it, and the elements of a non-empty array or
// hash (nil for anything else).
type DebugDescription struct {
	Text, Type string
	Elements   []DebugElement
}

// DebugInspect describes a value for a debugger client, from a stop
// handler (see ShowStopped).
func (s *Session) DebugInspect(v types.Value) DebugDescription {
	text, _ := s.ShowStopped(v)
	d := DebugDescription{Text: text, Type: types.Generalize(types.Infer(v)).String()}
	switch c := v.(type) {
	case *types.Array:
		for i := 0; i < c.Len(); i++ {
			d.Elements = append(d.Elements, DebugElement{strconv.Itoa(i), c.At(i)})
		}
	case *types.Hash:
		for _, en := range c.Entries() {
			key, _ := s.ShowStopped(en.Key)
			d.Elements = append(d.Elements, DebugElement{key, en.Value})
		}
	}
	return d
}
