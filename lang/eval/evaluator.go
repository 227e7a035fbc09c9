// Package eval evaluates the Puppet AST of lang/syntax with the values and
// types of package types: expressions, scopes, lambdas and functions. It
// drives the catalog compiler (package compile) and the operators on
// values (package ops); the built-in functions register with it.
//
// An Evaluator keeps the state that lives across evaluations (variables of
// the top scope, functions, type aliases, classes, defines, the catalog),
// so a session can feed it one input after another. Each evaluation is a
// transaction: when it fails, every change it made is undone.
package eval

import (
	"context"
	"errors"
	"fmt"
	"prepl/lang/eval/compile"
	"strings"
	"sync/atomic"
	"time"

	"prepl/internal/memlimit"
	"prepl/lang/env"
	"prepl/lang/eval/datalookup"
	"prepl/lang/eval/debughook"
	"prepl/lang/eval/epp"
	"prepl/lang/eval/undo"
	"prepl/lang/syntax"
	"prepl/types"
	"prepl/types/rubyregexp"
)

// LogLevel is the severity of a log message.
type LogLevel uint8

// The log levels, from least to most severe (Puppet's names).
const (
	LogDebug LogLevel = iota
	LogInfo
	LogNotice
	LogWarning
	LogErr
	LogAlert
	LogEmerg
	LogCrit
)

var logLevelNames = [...]string{"debug", "info", "notice", "warning", "err", "alert", "emerg", "crit"}

// String returns Puppet's name for the level.
func (l LogLevel) String() string { return logLevelNames[l] }

// Label returns the level as Puppet prefixes log lines ("Notice",
// "Warning", "Error", ...).
func (l LogLevel) Label() string {
	switch l {
	case LogErr:
		return "Error"
	case LogEmerg:
		return "Emergency"
	case LogCrit:
		return "Critical"
	}
	n := logLevelNames[l]
	return strings.ToUpper(n[:1]) + n[1:]
}

// Line returns the log line of msg at this level as Puppet's console
// prints it: "Label: msg" and a newline, which Ruby's puts adds only when
// the message does not already end with one (a template's text logged
// with notice() gets no empty line after it).
func (l LogLevel) Line(msg string) string {
	return l.Label() + ": " + strings.TrimSuffix(msg, "\n") + "\n"
}

// LogFunc receives log messages (from notice(), warnings of the
// evaluator, ...). The evaluator never prints.
type LogFunc func(level LogLevel, msg string)

// Options configure an Evaluator.
type Options struct {
	// Log receives log messages; nil discards them.
	Log LogFunc
	// LenientVariables makes an unknown variable evaluate to undef with a
	// warning instead of being an error (Puppet 8's strict_variables is the
	// default).
	LenientVariables bool
	// NodeName is the name node definitions are matched against.
	NodeName string
	// Facts are the node's facts ($facts and top-scope fact variables).
	Facts *types.Hash
	// FactsFunc supplies the facts when Facts is nil, the first time
	// they are needed (this machine's facts take Facter a second).
	FactsFunc func() *types.Hash
	// MaxDepth limits nested calls; 0 means DefaultMaxDepth.
	MaxDepth int
	// WorkDir is the directory relative file names (epp, file) resolve
	// against; "" means the process's working directory.
	WorkDir string
	// Debug, when set, is told before every statement where evaluation
	// is, and may stop it there (a debugger); nil costs one check per
	// statement.
	Debug debughook.Hook
	// Environment supplies modules (classes, defines, functions, types,
	// templates and files found by name); nil means no modules.
	Environment *env.Environment
	// MaxMemory is the heap size, in bytes, beyond which an evaluation is
	// stopped with an error (see internal/memlimit); 0 means
	// memlimit.Default(), a negative value no limit.
	MaxMemory int64
	// Extension supplies functions, resource types and ERB templates
	// that modules define in Ruby; nil means none.
	Extension Extension
	// Safe forbids running code outside the evaluator (Ruby, programs)
	// and confines file reads to the working directory and the
	// environment's directories (see CheckReadable).
	Safe bool
	// Trusted are directories the person who started the session trusts
	// (the Ruby they hold may run); a safe evaluation may read under them
	// too, so a course's environment reached through a symlink opens.
	Trusted []string
	// Timeout, when positive, stops an evaluation that runs longer with
	// a TimeoutError.
	Timeout time.Duration
	// Data answers lookup(), the hiera functions and automatic class
	// parameter lookup; nil means no data.
	Data datalookup.Provider
}

// DefaultMaxDepth is the call depth at which evaluation fails with a clear
// error instead of exhausting the Go stack.
const DefaultMaxDepth = 10000

// Evaluator evaluates programs against persistent state.
type Evaluator struct {
	opts Options
	top  *Scope

	// The maps of definitions journal their changes in run.changes, so
	// a failed input undoes them without help.
	functions undo.Map[string, *Function]
	// id tells this evaluator's findings in the memos of call nodes from
	// another's; funcGen changes whenever the functions a name finds may
	// have (see siteFunction).
	id      uint64
	funcGen undo.Version
	aliases undo.Map[string, *types.TypeAlias]
	// typesEpoch changes whenever the type aliases do (a definition or
	// its undoing): types resolved from names before it (Puppet
	// functions' signatures) are resolved again.
	typesEpoch undo.Version
	// aliasDefs holds the definition of each alias written in Puppet, for
	// DefinitionSource.
	aliasDefs undo.Map[string, *syntax.TypeAlias]

	// generation counts evaluations; topGen records in which evaluation a
	// top-scope variable was bound, so a later input may rebind it.
	generation int
	topGen     undo.Map[string, int]

	// rawFacts are the node's facts as given, facts as $facts holds them
	// (nil until bound: see ensureFacts).
	rawFacts, facts *types.Hash

	// consts holds the values of constant type expressions, nil for an
	// expression found not to be one, and of regexp literals (see
	// evalTypeAccess).
	consts map[syntax.Expr]constValue
	// typeKeys maps type names as written to their lower-case keys.
	typeKeys map[string]string

	catalog *compile.Catalog
	// load is the state of autoloading from the environment.
	load loader

	// run is the state of the evaluation under way; everything above
	// persists across inputs.
	run evaluation
}

// evaluation is what an Evaluator holds only while it evaluates: the
// journal of the input's changes, the call stack and its depth, the
// interruption flag, the arguments and scopes of calls being made, the
// template being rendered. The buffers (argStack, freeScopes) keep their
// room from one input to the next.
type evaluation struct {
	// changes holds the inverse of every change to persistent state made
	// by the running evaluation, applied in reverse when it fails.
	changes undo.Log

	depth int
	// debugFrames is the stack of running calls, kept while a debug hook
	// is attached.
	debugFrames []debugFrame
	debugPoint  debugPoint
	interrupted atomic.Bool
	// stopReason, when set, is why the evaluation was stopped (a limit
	// was crossed); an interruption without one is Ctrl-C.
	stopReason atomic.Pointer[error]
	// ctx is the running evaluation's context.
	ctx context.Context

	// opPoll is the poll of an operator on values (see Evaluator.opPoll).
	opPoll types.Poll
	// ascii is the last text a regexp search found all ASCII (see
	// Evaluator.regexp), forgotten when the evaluation ends.
	ascii rubyregexp.ASCIIMemo

	// argStack holds the arguments of calls of Puppet-language functions
	// while they are made (see callPuppetFunctionNamed).
	argStack []types.Value
	// freeScopes are scopes of finished calls, kept for reuse (see
	// enterCallScope).
	freeScopes []*localScope
	// eppOut receives the text of the EPP template being rendered.
	eppOut *epp.Output

	// aliasBodies counts the type alias definitions being resolved.
	aliasBodies int
	// defaulting names the parameter whose default is being evaluated,
	// and defaultingOwner its function ("lambda" for a lambda).
	defaulting, defaultingOwner string
}

// evaluatorIDs numbers the evaluators of the process.
var evaluatorIDs atomic.Uint64

// New returns an Evaluator with an empty top scope.
func New(opts Options) *Evaluator {
	if opts.MaxDepth <= 0 {
		opts.MaxDepth = DefaultMaxDepth
	}
	if opts.MaxMemory == 0 {
		opts.MaxMemory = memlimit.Default()
	}
	e := &Evaluator{
		id:   evaluatorIDs.Add(1),
		opts: opts,
	}
	e.top = newPersistentScope(nil, topScope, "", &e.run.changes)
	e.topGen = undo.NewMap[string, int](&e.run.changes)
	e.funcGen = undo.NewVersion(&e.run.changes)
	e.typesEpoch = undo.NewVersion(&e.run.changes)
	e.functions = undo.NewMap[string, *Function](&e.run.changes)
	e.aliases = undo.NewMap[string, *types.TypeAlias](&e.run.changes)
	e.aliasDefs = undo.NewMap[string, *syntax.TypeAlias](&e.run.changes)
	e.catalog = compile.New((*catalogHost)(e))
	e.initLoader()
	e.initTopScope()
	return e
}

// Evaluate evaluates a parsed program in the top scope and returns the
// value of its last expression. Cancelling ctx stops the evaluation with
// an Interrupted error. On any error the evaluator's state is rolled back
// to what it was before the call.
func (e *Evaluator) Evaluate(ctx context.Context, prog *syntax.Program) (types.Value, error) {
	return e.evaluate(ctx, prog, true)
}

// Probe evaluates a program like Evaluate but undoes every change it made,
// even on success: front ends use it to compute a value (for :type or
// :format) without touching the session.
func (e *Evaluator) Probe(ctx context.Context, prog *syntax.Program) (types.Value, error) {
	return e.evaluate(ctx, prog, false)
}

// SetPreviousResult binds the top-scope variable that holds the previous
// input's value. It is the one variable the runtime rebinds after every
// input, outside any evaluation's transaction.
func (e *Evaluator) SetPreviousResult(name string, v types.Value) {
	e.top.set(name, v)
	e.topGen.Delete(name)
}

// ForgetResult unbinds a variable SetPreviousResult bound, so that a
// long session does not keep every old result alive.
func (e *Evaluator) ForgetResult(name string) {
	e.top.remove(name)
	e.topGen.Delete(name)
}

func (e *Evaluator) evaluate(ctx context.Context, prog *syntax.Program, keep bool) (result types.Value, err error) {
	e.generation++
	// Changes made between inputs (the previous result) are not undone.
	e.run.changes.Begin()
	e.funcGen.Bump()
	e.run.stopReason.Store(nil)
	if e.opts.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeoutCause(ctx, e.opts.Timeout, &TimeoutError{Limit: e.opts.Timeout})
		defer cancel()
	}
	e.run.interrupted.Store(ctx.Err() != nil)
	e.run.ctx = ctx
	stop := context.AfterFunc(ctx, func() { e.run.interrupted.Store(true) })
	defer stop()
	defer memlimit.Watch(e.opts.MaxMemory, e.stopFor)()
	defer func() {
		if r := recover(); r != nil {
			result, err = nil, internalError(prog, r)
		}
		if err != nil || !keep {
			e.rollback()
		}
		if err != nil {
			err = e.finalError(err)
		}
		e.run.changes.Keep()
		e.run.ascii.Forget()
		e.run.depth = 0
		e.run.debugFrames = e.run.debugFrames[:0]
		// A panic leaves the arguments of the calls it ended.
		clear(e.run.argStack)
		e.run.argStack = e.run.argStack[:0]
	}()

	for _, w := range prog.Warnings {
		e.log(LogWarning, w.Error())
	}
	e.forgetChangedFiles()
	if err := e.definePass(prog.Body); err != nil {
		return nil, err
	}
	v, err := e.evalBlock(prog.Body, e.top)
	if err != nil {
		return nil, err
	}
	if err := e.catalog.Finish(); err != nil {
		return nil, err
	}
	return v, nil
}

// TimeoutError stops an evaluation that ran longer than Options.Timeout.
type TimeoutError struct {
	Limit time.Duration
}

func (t *TimeoutError) Error() string {
	return fmt.Sprintf("Evaluation timed out after %s", t.Limit)
}

// finalError turns control-flow signals that escaped to the top into the
// errors Puppet reports for them.
func (e *Evaluator) finalError(err error) error {
	var sig *controlSignal
	if errors.As(err, &sig) {
		return errorf(sig.loc, "%s() from context where this is illegal", sig.kind)
	}
	return err
}

// rollback undoes the changes of the failed evaluation.
func (e *Evaluator) rollback() {
	e.run.changes.Undo()
	// A variable the failed input bound may have hidden a fact bound
	// during the input; with the variable gone, the fact shows again.
	e.bindFactVariables()
}

// log sends a message to the log sink.
func (e *Evaluator) log(level LogLevel, msg string) {
	if e.opts.Log != nil {
		e.opts.Log(level, msg)
	}
}

// warn logs a warning at a source location, as Puppet formats them.
func (e *Evaluator) warn(loc syntax.Loc, msg string) {
	e.log(LogWarning, (&Error{Loc: loc, Msg: msg}).Error())
}

// stopFor stops the running evaluation as an interrupt does, reporting
// reason instead of "Interrupted". It may be called from any goroutine.
func (e *Evaluator) stopFor(reason error) {
	e.run.stopReason.Store(&reason)
	e.run.interrupted.Store(true)
}

// checkInterrupt fails when the evaluation's context was cancelled or a
// limit stopped it.
func (e *Evaluator) checkInterrupt(loc syntax.Loc) error {
	// Small enough to be inlined in every call of a lambda or function;
	// the error is made apart.
	if e.run.interrupted.Load() {
		return e.interruptError(loc)
	}
	return nil
}

// interruptError is the error of an evaluation found interrupted at loc:
// the reason it was stopped for, its timeout, or Ctrl-C.
func (e *Evaluator) interruptError(loc syntax.Loc) error {
	if r := e.run.stopReason.Load(); r != nil {
		return &Error{Kind: EvaluationError, Loc: loc, Msg: (*r).Error()}
	}
	var te *TimeoutError
	if e.run.ctx != nil && errors.As(context.Cause(e.run.ctx), &te) {
		return &Error{Kind: Interrupted, Loc: loc, Msg: te.Error()}
	}
	return &Error{Kind: Interrupted, Loc: loc, Msg: "Interrupted"}
}

// checkMemory fails when growing a value by need bytes would cross the
// evaluation's memory limit.
func (e *Evaluator) checkMemory(loc syntax.Loc, need int64) error {
	if err := memlimit.Check(e.opts.MaxMemory, need); err != nil {
		return &Error{Kind: EvaluationError, Loc: loc, Msg: err.Error()}
	}
	return nil
}

// TopScopeVariables calls f for each variable of the top scope.
func (e *Evaluator) TopScopeVariables(f func(name string, v types.Value)) {
	e.top.each(f)
}

// LookupVariable returns a variable as `$name` would see it at top level
// (qualified names such as `cls::x` included).
func (e *Evaluator) LookupVariable(name string) (types.Value, bool) {
	return e.lookupVariable(name, e.top)
}

// SetLenientVariables switches between unknown variables being errors
// (false, the default) and undef with a warning (true).
func (e *Evaluator) SetLenientVariables(lenient bool) { e.opts.LenientVariables = lenient }

// LenientVariables reports the unknown-variable mode.
func (e *Evaluator) LenientVariables() bool { return e.opts.LenientVariables }

// functionsChanged records that the functions a name finds may have
// changed, for the calls that remember theirs (see siteFunction); so
// does undoing the change.
func (e *Evaluator) functionsChanged() { e.funcGen.Bump() }
