// Package types holds Puppet's runtime values and its type system: one Go
// type per Puppet value family and per Puppet type, with instance-of,
// assignability, equality, parameterization, inference and the union
// algebra. It does no I/O and knows nothing about syntax.
package types

import "math"

// Kind identifies the family a value belongs to. Hot paths (operators, the
// format engine) switch on it instead of on Go types.
type Kind uint8

// The value kinds.
const (
	KUndef Kind = iota
	KDefault
	KInteger
	KFloat
	KString
	KBoolean
	KRegexp
	KArray
	KHash
	KTimespan
	KTimestamp
	KSemVer
	KSemVerRange
	KSensitive
	KIterator
	KBinary
	KCallable
	KType
	// KObject is the kind of instances of Object types.
	KObject
	// KRuntime is the kind of RuntimeValues.
	KRuntime
	// KURI is the kind of URI values.
	KURI

	// KindCount is the number of kinds: tests that must cover every kind
	// iterate up to it, so a new kind cannot be forgotten.
	KindCount
)

// Value is a Puppet runtime value. Values are immutable: operations build
// new values and never change their operands.
type Value interface {
	Kind() Kind
}

// UndefValue is the type of the single value undef.
type UndefValue struct{}

// DefaultValue is the type of the single value default.
type DefaultValue struct{}

// Undef is Puppet's `undef`.
var Undef Value = UndefValue{}

// Default is Puppet's `default`.
var Default Value = DefaultValue{}

// Int is a Puppet Integer: a signed 64-bit value. Arithmetic that leaves
// the 64-bit range is an error, never a wrapped number.
type Int int64

// Float is a Puppet Float (a double). Results that are infinite or NaN are
// errors.
type Float float64

// String is a Puppet String (UTF-8 text).
type String string

// Bool is a Puppet Boolean.
type Bool bool

// The two booleans, pre-boxed.
var (
	True  Value = Bool(true)
	False Value = Bool(false)
)

// Kind implementations.
func (UndefValue) Kind() Kind   { return KUndef }
func (DefaultValue) Kind() Kind { return KDefault }
func (Int) Kind() Kind          { return KInteger }
func (Float) Kind() Kind        { return KFloat }
func (String) Kind() Kind       { return KString }
func (Bool) Kind() Kind         { return KBoolean }

// BoolOf returns the boxed Puppet boolean for b without allocating.
func BoolOf(b bool) Value {
	if b {
		return True
	}
	return False
}

// IsUndef reports whether v is undef (a nil Go value counts as undef).
func IsUndef(v Value) bool {
	if v == nil {
		return true
	}
	_, ok := v.(UndefValue)
	return ok
}

// IsTruthy applies Puppet's boolean conversion: undef and false are false,
// everything else (including ” and 0) is true.
func IsTruthy(v Value) bool {
	switch x := v.(type) {
	case nil, UndefValue:
		return false
	case Bool:
		return bool(x)
	}
	return true
}

// FloatOK reports whether f is a finite number; Puppet treats Infinity and
// NaN results as errors.
func FloatOK(f float64) bool {
	return !math.IsInf(f, 0) && !math.IsNaN(f)
}

// Sensitive wraps a value whose clear text must never be shown.
type Sensitive struct {
	value Value
}

// NewSensitive wraps v.
func NewSensitive(v Value) *Sensitive { return &Sensitive{value: v} }

// Unwrap returns the clear text value.
func (s *Sensitive) Unwrap() Value { return s.value }

// Kind implements Value.
func (*Sensitive) Kind() Kind { return KSensitive }

// Binary is a Puppet Binary: a sequence of bytes.
type Binary struct {
	bytes []byte
}

// NewBinary wraps b (the caller must not change b afterwards).
func NewBinary(b []byte) *Binary { return &Binary{bytes: b} }

// Bytes returns the bytes; callers must not modify them.
func (b *Binary) Bytes() []byte { return b.bytes }

// Kind implements Value.
func (*Binary) Kind() Kind { return KBinary }
