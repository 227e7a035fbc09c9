// Package compile is the catalog compiler: class, define and node
// definitions, declared classes with their scopes, resources with their
// defaults and overrides, collectors, relationships, tags and run stages,
// the work Puppet defers to the end of a compilation, and the snapshot of
// the result that package catalog reports on.
//
// The evaluator drives it: it hands each catalog expression to a Catalog
// and gives the Catalog a Host, through which the compiler evaluates
// expressions and bodies in the evaluator's scopes, journals its changes
// and finds definitions in the environment.
package compile

import (
	"prepl/lang/eval/resourcetypes"
	"prepl/lang/eval/undo"
	"prepl/lang/syntax"
	"prepl/types"
)

// Host is what the compiler needs of the evaluator that drives it.
type Host interface {
	// Eval evaluates an expression in a scope.
	Eval(x syntax.Expr, s Scope) (types.Value, error)
	// EvalBody evaluates the body of a class, define or node in its
	// scope; kind and name are what a debugger's stack shows of it.
	EvalBody(b *syntax.BlockExpr, s Scope, kind, name string) error
	// BodyEnded tells whether err is return() or next(), which end the
	// body of a class or define without failing it.
	BodyEnded(err error) bool
	// NewScope makes a scope of a class, define or node under parent.
	NewScope(parent Scope, kind ScopeKind, name string) Scope
	// TopScope is the scope of Class[main].
	TopScope() Scope
	// BindParameter binds a class or define parameter in the body's
	// scope s, refusing a reserved name; a nil value marks the parameter
	// as having no value yet (its default is being evaluated).
	BindParameter(s Scope, p *syntax.Parameter, v types.Value) error
	// EvalDefault evaluates the default of a parameter of owner in s.
	EvalDefault(p *syntax.Parameter, s Scope, owner string) (types.Value, error)
	// ParamType evaluates the declared type of a parameter in s.
	ParamType(p *syntax.Parameter, s Scope) (types.Type, error)
	// LookupParameter is automatic parameter lookup of key (class::param)
	// for a class about to run in s; found is false without data.
	LookupParameter(s Scope, key string, loc syntax.Loc) (v types.Value, found bool, err error)
	// MatchRegexp matches str against re and, on success, sets $0..$n
	// in s.
	MatchRegexp(re *types.Regexp, str string, s Scope, loc syntax.Loc) (bool, error)
	// ModuleVariable is the text of $module_name or $caller_module_name
	// as code in s sees it ("" outside modules).
	ModuleVariable(s Scope, name string) string
	// ModuleOf names the module a definition was loaded from.
	ModuleOf(loc syntax.Loc) string
	// Autoload loads the environment's manifests that may define the
	// class or define key, until found reports it defined.
	Autoload(key string, found func() bool) error
	// ResourceType finds a resource type by its lower-case name: a
	// built-in one or one a module defines in Ruby.
	ResourceType(name string) (*resourcetypes.Type, bool)
	// Changes is the journal of the running input's changes, which the
	// catalog's state records its undoing in, should the input fail.
	Changes() *undo.Log
	// Generation counts the inputs evaluated; it changes with each.
	Generation() int
	// Warn logs a warning at a source location.
	Warn(loc syntax.Loc, msg string)
	// CheckInterrupt fails when the evaluation was interrupted.
	CheckInterrupt(loc syntax.Loc) error
	// Flatten is types.Flatten, failing when the evaluation is
	// interrupted (or passes its memory limit) while it lists a value
	// whose shared parts make it huge.
	Flatten(v types.Value, loc syntax.Loc) ([]types.Value, error)
	// IsInstance is types.IsInstance, failing when the evaluation is
	// interrupted while it checks a large value.
	IsInstance(t types.Type, v types.Value, loc syntax.Loc) (bool, error)
	// DescribeMismatch is types.DescribeMismatch, failing when the
	// evaluation is interrupted while it infers a large value's type.
	DescribeMismatch(label string, t types.Type, v types.Value, loc syntax.Loc) (string, error)
	// NodeName is the name of the node compiled for.
	NodeName() string
	// EnvironmentName is the name of the environment compiled in.
	EnvironmentName() string
}

// Scope is a scope of the evaluator's, as the compiler sees it.
type Scope interface {
	// Set binds a variable in the scope itself.
	Set(name string, v types.Value)
	// Frame is the frame of the nearest scope, this one or an enclosing
	// one, that belongs to a resource; nil when none does.
	Frame() *Frame
	// Local returns a variable bound in the scope itself.
	Local(name string) (types.Value, bool)
	// SetFrame makes the scope the body of a resource.
	SetFrame(f *Frame)
	// Reserve makes room for n variables in a scope that has none yet,
	// so binding a body's parameters does not grow it step by step.
	Reserve(n int)
}

// ScopeKind says which body a scope the compiler makes is for.
type ScopeKind uint8

// The kinds of scopes the compiler makes.
const (
	ClassScope ScopeKind = iota
	DefineScope
	NodeScope
)
