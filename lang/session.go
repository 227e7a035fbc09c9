// Package lang is the session both front ends share: the state that lives
// across inputs (variables, definitions, the catalog), and the questions a
// REPL or a notebook asks of it (is this input complete, what completes
// this name, what is this name, what does the catalog hold).
package lang

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"prepl/display"
	"prepl/lang/check"
	"prepl/lang/debug"
	"prepl/lang/env"
	"prepl/lang/eval"
	_ "prepl/lang/eval/builtins"
	_ "prepl/lang/eval/builtins/stdlib"
	"prepl/lang/hiera"
	"prepl/lang/rubybridge"
	"prepl/lang/syntax"
	"prepl/types"
)

// Options configure a Session.
type Options struct {
	// Log receives log messages (notice(), warnings, ...). nil discards them.
	Log eval.LogFunc
	// OnStop, when set, is how the front end takes an evaluation the
	// debugger stopped (a breakpoint, a step, debug::break()): it runs in
	// the evaluating goroutine and returns what to do next. Without it
	// nothing stops and debug::break() only warns.
	OnStop func(*DebugStop) DebugAction
	// Breakpoints are set when the session starts (FILE:LINE or a
	// function name, as :break takes them); they need OnStop.
	Breakpoints []string
	// NoPager starts the session with paging off (:pager).
	NoPager bool
	// MinLogLevel is the least severe level passed to Log; `:loglevel`
	// changes it. The zero value, LogDebug, passes every message.
	MinLogLevel LogLevel
	// LenientVariables makes unknown variables undef plus a warning instead
	// of an error.
	LenientVariables bool
	// NodeName is the node name `node` definitions match; "" means the
	// machine's host name.
	NodeName string
	// Facts replaces the facts of this machine (facts.Local) when
	// non-nil; FactsOrigin says where they came from (":facts" shows it).
	Facts       *types.Hash
	FactsOrigin string
	// WorkDir is where relative file names (epp, file, :load) resolve.
	WorkDir string
	// Environment is the Puppet environment (module path, main manifest)
	// code is compiled in; nil means none: no modules.
	Environment *env.Environment
	// HieraConfig is the global layer's hiera.yaml (`--hiera-config`);
	// "" means no global layer.
	HieraConfig string
	// MaxMemory is the heap size in bytes beyond which an input is
	// stopped with an error; 0 means the default (a share of the
	// machine's memory, or $PREPL_MAX_MEMORY), a negative value none.
	MaxMemory int64
	// Safe forbids running code outside the evaluator: no Ruby runs but
	// ERB templates and modules' Ruby functions from files under
	// TrustRuby, generate() refuses, and files are read only under the
	// working directory and the environment's directories.
	Safe bool
	// TrustRuby are the directories (`--trust-ruby`) whose ERB templates
	// and Ruby functions a safe session runs: those whose real path,
	// symlinks resolved, lies under one; it may read files under them
	// too. Inline templates never run in safe mode. Without Safe it
	// changes nothing.
	TrustRuby []string
	// Timeout, when positive, stops an input that runs longer ("Evaluation
	// timed out after 5s").
	Timeout time.Duration
	// TextOnly says the front end shows text alone (a terminal): results
	// skip what only a notebook shows, so `:catalog dot` gives the DOT
	// text without running Graphviz for a picture nobody sees.
	TextOnly bool
}

// Session is one persistent Puppet session. Its methods are safe to call
// from several goroutines; evaluations run one at a time.
type Session struct {
	mu      sync.Mutex
	opts    Options
	ev      *eval.Evaluator
	count   int
	history []HistoryEntry
	// facts are the node's facts and where each came from.
	facts factState
	// formatMap is the display format map set with :format (nil: the
	// defaults).
	formatMap *types.Hash
	// showTime asks front ends to show how long each input took.
	showTime bool
	// inputNamer names inputs' sources (SetInputNamer); nil for
	// "<input N>".
	inputNamer func(code string) string
	// debugger stops evaluations for the front end (nil without
	// Options.OnStop); it outlives :reset.
	debugger *debug.Debugger
	// noPager asks terminals not to page tall output (:pager off).
	noPager bool
	// minLevel is the least severe log level passed on (:loglevel); log
	// messages arrive while an evaluation holds mu.
	minLevel atomic.Int32
	// ruby runs the Ruby code of the environment's modules (ERB, Ruby
	// functions) and knows their Ruby resource types; it outlives :reset
	// (not :environment), and Close may stop it while an input runs.
	ruby atomic.Pointer[rubybridge.Bridge]
	// data is the Hiera data lookups and class parameters come from.
	data *hiera.Hiera
	// toldNoPicture records that `:catalog dot` said why it could not
	// draw the graph, which it says once.
	toldNoPicture bool
	// checks are the latest results of the self-checks run (:checks);
	// stopOnCheck makes a failed check stop the cells queued after it.
	checks      check.Book
	stopOnCheck bool
	// recording is the running input's check recorder, which captures
	// the log messages of a check::output block; nil between inputs.
	recording atomic.Pointer[check.Recorder]
}

// PreviousResult is the variable that holds the value of the last
// successful input: `$_`.
const PreviousResult = "_"

// HistoryEntry is one evaluated input and its outcome.
type HistoryEntry struct {
	Count int
	Input string
	// Value is the input's result; only the latest historyValues entries
	// keep theirs (nil otherwise, and for failed inputs).
	Value  types.Value
	Failed bool
	// Quiet is the result's Quiet: nothing is shown for it.
	Quiet bool
}

// keepResult binds an input's value as $_ and as $_N (N its number, as
// IPython's Out[N]); the numbered variable of the input historyValues
// before it is forgotten with the history's value.
func (s *Session) keepResult(count int, v types.Value) {
	s.ev.SetPreviousResult(PreviousResult, v)
	s.ev.SetPreviousResult(numberedResult(count), v)
	if old := count - historyValues; old > 0 {
		s.ev.ForgetResult(numberedResult(old))
	}
}

// numberedResult is the variable that holds the result of input n.
func numberedResult(n int) string { return "_" + strconv.Itoa(n) }

// isNumberedResult reports whether a variable is one keepResult binds.
func isNumberedResult(name string) bool {
	if len(name) < 2 || name[0] != '_' {
		return false
	}
	_, err := strconv.Atoi(name[1:])
	return err == nil
}

// historyValues is how many recent results the history keeps.
const historyValues = 100

// Result is the outcome of evaluating one input.
type Result struct {
	// Count is the input's number (1 for the first input).
	Count int
	// Value is the value of the input's last expression (nil on error).
	Value types.Value
	// Err describes the failure; nil on success.
	Err *Error
	// Duration is how long parsing and evaluation took.
	Duration time.Duration
	// Quiet is true when the value is the undef of a statement-like input
	// (notice(...), an if without else, a definition): front ends echo
	// nothing for it.
	Quiet bool
}

// NewSession returns a session with an empty top scope.
func NewSession(opts Options) *Session {
	s := &Session{opts: opts, data: hiera.New(opts.HieraConfig, opts.Environment), facts: newFactState(opts.Facts, opts.FactsOrigin)}
	s.data.Confined = opts.Safe
	s.ruby.Store(rubybridge.New(opts.Environment, opts.Safe, opts.TrustRuby))
	if opts.OnStop != nil {
		s.debugger = debug.New(s.debugHandler)
	}
	s.minLevel.Store(int32(opts.MinLogLevel))
	s.noPager = opts.NoPager
	s.newEvaluator()
	if err := s.addStartBreakpoints(); err != nil {
		s.log(LogWarning, err.Error())
	}
	return s
}

// log passes a log message on to Options.Log unless :loglevel filters it.
func (s *Session) log(level LogLevel, msg string) {
	if r := s.recording.Load(); r != nil && r.Capture(level.Label(), msg) {
		return
	}
	if s.opts.Log != nil && int32(level) >= s.minLevel.Load() {
		s.opts.Log(level, msg)
	}
}

// newEvaluator starts the evaluator afresh.
func (s *Session) newEvaluator() {
	s.ev = eval.New(s.evalOptions())
}

// builtinVariable reports whether a top-scope variable is the runtime's
// (listings leave those out).
func (s *Session) builtinVariable(name string) bool {
	return name == PreviousResult || s.ev.ProvidedVariable(name)
}

func (s *Session) evalOptions() eval.Options {
	return eval.Options{
		Log:              s.log,
		Debug:            s.debugHook(),
		LenientVariables: s.opts.LenientVariables,
		NodeName:         s.opts.NodeName,
		Facts:            s.facts.current(),
		FactsFunc:        localFacts,
		WorkDir:          s.opts.WorkDir,
		Environment:      s.opts.Environment,
		MaxMemory:        s.opts.MaxMemory,
		Extension:        s.ruby.Load(),
		Safe:             s.opts.Safe,
		Trusted:          s.opts.TrustRuby,
		Timeout:          s.opts.Timeout,
		Data:             s.data,
	}
}

// Close stops the processes the session started (the Ruby that runs
// templates and Ruby functions). The session stays usable: a later input
// that needs Ruby starts it again.
func (s *Session) Close() {
	s.ruby.Load().Close()
}

// Eval parses and evaluates one input. The source name used in error
// messages is "<input N>"; EvalFile names a file instead. A failed input
// leaves the session exactly as it was before.
func (s *Session) Eval(ctx context.Context, input string) Result {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.evalLocked(ctx, s.inputName(input), input, numbered)
}

// inputName is the source name of an input: "<input N>", or what the
// namer SetInputNamer gave says (a notebook debugger's cell file).
func (s *Session) inputName(input string) string {
	if s.inputNamer != nil {
		return s.inputNamer(input)
	}
	return fmt.Sprintf("<input %d>", s.count+1)
}

// SetInputNamer names the sources of later inputs by their code (nil:
// "<input N>"). A Jupyter debugger names each cell by the file its
// client computes from the cell's text, so breakpoints set in that file
// stop in the cell.
func (s *Session) SetInputNamer(namer func(code string) string) {
	s.mu.Lock()
	s.inputNamer = namer
	s.mu.Unlock()
}

// EvalUnrecorded evaluates an input like Eval, but it gets no number and
// no history entry, and $_ is left alone (Jupyter's store_history=false).
// Its Count is the number of the last recorded input.
func (s *Session) EvalUnrecorded(ctx context.Context, input string) Result {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.evalLocked(ctx, "<unrecorded input>", input, unrecorded)
}

// EvalFile evaluates text under a file name (for script mode and :load).
func (s *Session) EvalFile(ctx context.Context, name, text string) Result {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.evalLocked(ctx, name, text, numbered)
}

// recording says what an evaluation leaves behind besides its effects.
type recording int

const (
	// numbered takes the next input number, a history entry and $_.
	numbered recording = iota
	// unrecorded leaves number, history and $_ alone.
	unrecorded
	// withinCommand sets $_ only: the command that runs the code (:load)
	// has the number and the history entry.
	withinCommand
)

func (s *Session) evalLocked(ctx context.Context, name, input string, rec recording) Result {
	start := time.Now()
	if s.debugger != nil {
		s.debugger.Reset()
	}
	if rec == numbered {
		s.count++
	}
	res := Result{Count: s.count}
	prog, err := syntax.Parse(syntax.NewSource(name, input))
	if err == nil {
		res.Value, err = s.ev.Evaluate(ctx, prog)
	}
	res.Duration = time.Since(start)
	if err != nil {
		res.Err = newError(err)
		res.Value = nil
	} else {
		if rec != unrecorded {
			s.keepResult(res.Count, res.Value)
		}
		res.Quiet = types.IsUndef(res.Value) && (len(prog.Body.Statements) == 0 || endsInStatement(prog))
	}
	if rec == numbered {
		s.recordLocked(HistoryEntry{Count: res.Count, Input: input, Value: res.Value, Failed: err != nil, Quiet: res.Quiet})
	}
	return res
}

// recordLocked appends an entry to the history.
func (s *Session) recordLocked(h HistoryEntry) {
	s.history = append(s.history, h)
	if n := len(s.history) - historyValues - 1; n >= 0 {
		// Old results are forgotten so that a long session holds no more
		// memory than its variables and recent results need.
		s.history[n].Value = nil
	}
}

// Count returns the number of inputs evaluated so far.
func (s *Session) Count() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.count
}

// History returns the inputs evaluated so far, oldest first.
func (s *Session) History() []HistoryEntry {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]HistoryEntry(nil), s.history...)
}

// Reset discards all state: variables, definitions, catalog and history.
// Numbering goes on, as IPython's %reset does, so that a notebook never
// shows two cells with one number.
func (s *Session) Reset() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.newEvaluator()
	s.history = nil
	s.checks.Reset()
}

// FormatMap returns the format map results are shown with (nil for the
// defaults).
func (s *Session) FormatMap() *types.Hash {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.formatMap
}

// Paging reports whether a terminal should page output taller than its
// screen (:pager).
func (s *Session) Paging() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return !s.noPager
}

// ShowTime reports whether front ends should show each input's duration
// (`:time on`).
func (s *Session) ShowTime() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.showTime
}

// Show renders a value as the REPL shows results, with the session's
// format map.
func (s *Session) Show(v types.Value) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.showLocked(v)
}

func (s *Session) showLocked(v types.Value) string {
	return display.Show(v, s.displayOptions())
}

func (s *Session) displayOptions() display.Options {
	return display.Options{FormatMap: s.formatMap}
}

// Evaluate computes the value of code without counting it as an input and
// without keeping any change it makes: commands (:type, :format) and
// Jupyter's user_expressions use it.
func (s *Session) Evaluate(ctx context.Context, code string) (types.Value, *Error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	prog, err := syntax.Parse(syntax.NewSource("<command>", code))
	if err != nil {
		return nil, newError(err)
	}
	v, err := s.ev.Probe(ctx, prog)
	if err != nil {
		return nil, newError(err)
	}
	return v, nil
}

// Error is an error as front ends show it.
type Error struct {
	// Kind is "SyntaxError", "EvaluationError", "TypeMismatchError",
	// "Interrupted" or "InternalError".
	Kind string
	// Message is the message without position.
	Message string
	// File, Line and Column locate the error (Line 0 when unknown).
	File         string
	Line, Column int
	// SourceLine is the text of the offending line, for a caret display.
	SourceLine string
	// Formatted is the whole message with its position where Puppet
	// words it otherwise than "MSG (file: F, line: L, column: C)" (the
	// position fields still serve a caret display); "" when it does not.
	Formatted string
	// Stack is the Go stack behind an InternalError (a defect), for the
	// log or a debug mode; never part of the message shown.
	Stack string
	// Hint says what is wrong where Puppet's message does not (a
	// character Puppet's lexer cannot read); "" when there is nothing to
	// add. Front ends show it after the error.
	Hint string
	// Continue marks a failure that need not stop the inputs queued
	// after it: a failed self-check (CheckFailed), after which a
	// notebook's Run All goes on to the next exercise.
	Continue bool
}

// Error formats the error as Puppet does, with its position.
func (e *Error) Error() string {
	if e.Formatted != "" {
		return e.Formatted
	}
	if e.Line == 0 {
		return e.Message
	}
	if e.File == "" {
		return fmt.Sprintf("%s (line: %d, column: %d)", e.Message, e.Line, e.Column)
	}
	return fmt.Sprintf("%s (file: %s, line: %d, column: %d)", e.Message, e.File, e.Line, e.Column)
}

// newError converts an evaluator or parser error for front ends.
func newError(err error) *Error {
	var se *syntax.Error
	if errors.As(err, &se) {
		e := locatedError("SyntaxError", se.Msg, se.Loc)
		e.Hint = syntaxHint(e)
		switch {
		case se.AtEnd:
			e.Formatted = se.Error()
		case len(se.More) > 0:
			// Each error on a line of its own, as Puppet logs them.
			lines := []string{se.Error()}
			for _, m := range se.More {
				lines = append(lines, "Error: "+m.Error())
			}
			e.Formatted = strings.Join(append(lines, "Error: "+syntax.GivingUp(len(lines))), "\n")
		}
		return e
	}
	var ee *eval.Error
	if errors.As(err, &ee) {
		msg := ee.Msg
		switch {
		case ee.Resource != "":
			e := locatedError(ee.Kind.String(), msg, ee.Loc)
			e.Formatted = ee.Error()
			return e
		case ee.Kind == eval.EvaluationError, ee.Kind == eval.TypeMismatchError:
			msg = "Evaluation Error: " + msg
		}
		e := locatedError(ee.Kind.String(), msg, ee.Loc)
		e.Stack = ee.Stack
		return e
	}
	return &Error{Kind: "InternalError", Message: err.Error()}
}

// syntaxHint explains Puppet's "Syntax error at ”": the lexer met a
// character it cannot read, most often a letter outside ASCII in a name.
func syntaxHint(e *Error) string {
	if e.Message != "Syntax error at ''" || e.Column < 1 {
		return ""
	}
	runes := []rune(e.SourceLine)
	if e.Column > len(runes) {
		return ""
	}
	r := runes[e.Column-1]
	if r < utf8.RuneSelf {
		return ""
	}
	return fmt.Sprintf("%q (U+%04X) cannot be read here: Puppet's names and variables take only ASCII letters, digits and underscores (other characters may appear in strings and comments).", string(r), r)
}

func locatedError(kind, msg string, loc syntax.Loc) *Error {
	e := &Error{Kind: kind, Message: msg, File: loc.File()}
	if loc.Src != nil {
		e.Line, e.Column = loc.Src.Position(loc.Start)
		e.SourceLine = loc.Src.Line(e.Line)
	}
	return e
}

// FormatDuration shows how long an input took, rounded to what a person
// can read (1.234s, 12.34ms, 123.4µs), as front ends print it after
// `:time on`.
func FormatDuration(d time.Duration) string {
	switch {
	case d >= time.Second:
		return d.Round(time.Millisecond).String()
	case d >= time.Millisecond:
		return d.Round(10 * time.Microsecond).String()
	}
	return d.Round(time.Microsecond / 10).String()
}
