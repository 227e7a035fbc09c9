// Package construct holds the constructors behind Puppet's `new`: one a
// family of types (Puppet's new_<type> functions), with Puppet-typed
// signatures and Puppet's messages when none accepts the arguments, and
// what Init[T] takes. The evaluator calls them through a Library, giving
// each call a Caller and the Library an evaluator of the signatures'
// types written in Puppet source, so this package never imports it.
package construct

import (
	"fmt"

	"prepl/types"
)

// Caller is what a constructor needs of the `new` call that runs it.
type Caller interface {
	// CheckInterrupt fails when the evaluation was interrupted, so that
	// long conversions stop on Ctrl-C.
	CheckInterrupt() error
	// Poll is a walk over values that stops when the evaluation is
	// interrupted (CheckInterrupt then fails), for printing large ones.
	Poll() types.Poll
	// TypeSpec reads a type written in a string as Type.new reads it:
	// the names a program defines are references, not resolved.
	TypeSpec(src string) (types.Type, error)
}

// Types evaluates the parameter types of the constructors' signatures,
// which are written in Puppet source as Puppet's new_<type> functions
// write them. Local returns a scope in which a constructor's local
// aliases ("Name = Type") are defined and resolved.
type Types interface {
	Local(aliases []string) (TypeScope, error)
}

// TypeScope evaluates type sources where one constructor's local aliases
// are known.
type TypeScope interface {
	// Eval evaluates a type written in Puppet source.
	Eval(src string) (types.Type, error)
	// Alias returns a local alias by name (nil when there is none).
	Alias(name string) types.Type
}

// Library is the constructors of every family of types, with the
// evaluator of their signature types. Each constructor resolves its
// signatures once, on first use.
type Library struct {
	types Types
}

// NewLibrary returns the constructors, whose signature types r evaluates.
func NewLibrary(r Types) *Library { return &Library{types: r} }

// Signatures returns the signatures of t's constructor (what Init[t]
// accepts depends on them); an error when t cannot be created.
func (l *Library) Signatures(t types.Type) ([]types.Signature, error) {
	k, err := l.constructorFor(t)
	if err != nil {
		return nil, err
	}
	return l.constructorSignatures(k, t)
}

// Error is a constructor's failure in Puppet's wording. It has no
// position: the call that ran the constructor gives it its own.
type Error struct {
	Msg string
	// Mismatch marks a type mismatch (the arguments or the result do not
	// have the types required) rather than a failed conversion.
	Mismatch bool
}

// Error returns the message.
func (e *Error) Error() string { return e.Msg }

// newErrorf is a constructor's conversion error.
func newErrorf(format string, args ...any) error {
	return &Error{Msg: fmt.Sprintf(format, args...)}
}

// mismatch is a constructor's type mismatch error.
func mismatch(msg string) error {
	return &Error{Msg: msg, Mismatch: true}
}
