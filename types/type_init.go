package types

import "sync"

// InitType is Init[T, args...]: values from which T.new(value, args...)
// can create a T. Without a type it is RichData. Its instances are the
// instances of T and the values T's constructor takes (see
// ConstructorSignatures): Init[Integer] accepts '10', Init[String] any
// value.
type InitType struct {
	typ  Type // nil: Init
	args []Value
	// signatures tells what T's constructor takes; nil: nothing but T.
	signatures ConstructorSignatures

	// What the constructor takes, worked out on first use.
	once sync.Once
	// single is what new() takes as its only argument (with the init
	// args after it); other the argument lists of the signatures that
	// take more, which an array value spreads over.
	single, other  Type
	optionalSingle bool // one of other's signatures also takes one argument
}

// ConstructorSignatures returns the signatures of T.new for a type T (an
// error when T cannot be created). What Init[T] accepts depends on them,
// and they belong to the evaluator, which gives them to the Init types it
// makes (WithSignatures); an Init[T] without them accepts the instances
// of T only.
type ConstructorSignatures func(t Type) ([]Signature, error)

// TInit is the unparameterized Init type.
var TInit Type = initType

var initType = &InitType{}

// NewInitType returns Init[t, args...] (nil t: Init).
func NewInitType(t Type, args []Value) *InitType {
	if t == nil {
		return initType
	}
	return &InitType{typ: t, args: args}
}

// WithSignatures returns Init[T, args...] accepting what T's constructor
// takes as sigs describes it (t itself when it is the plain Init).
func (t *InitType) WithSignatures(sigs ConstructorSignatures) *InitType {
	if t.typ == nil {
		return t
	}
	return &InitType{typ: t.typ, args: t.args, signatures: sigs}
}

// Kind implements Value.
func (*InitType) Kind() Kind { return KType }

// Name implements Type.
func (*InitType) Name() string { return "Init" }

// String implements Type.
func (t *InitType) String() string { return typeString(t) }

func (t *InitType) isInstance(v Value, g *guard) bool {
	if t.typ == nil {
		return reallyInstance(richDataAlias, v, g) == 1
	}
	if reallyInstance(t.typ, v, g) == 1 {
		return true
	}
	t.once.Do(t.initialize)
	if t.single != nil && reallyInstance(t.single, v, g) == 1 {
		return true
	}
	if t.other == nil {
		return false
	}
	return reallyInstance(t.other, v, g) == 1 || t.optionalSingle && reallyInstance(t.other, NewArray([]Value{v}), g) == 1
}

func (t *InitType) accepts(o Type, g *guard) bool {
	if ot, ok := o.(*InitType); ok {
		return t.typ == nil || ot.typ != nil && assignable(t.typ, ot.typ, g)
	}
	if t.typ == nil {
		return assignable(richDataAlias, o, g)
	}
	if assignable(t.typ, o, g) {
		return true
	}
	t.once.Do(t.initialize)
	if t.single != nil && assignable(t.single, o, g) {
		return true
	}
	return t.other != nil && (assignable(t.other, o, g) || t.optionalSingle && assignable(t.other, &TupleType{types: []Type{o}}, g))
}

// initialize works out what T's constructor takes (Puppet's
// PInitType#assert_initialized): without init args, the parameter of
// each signature of exactly one parameter is a single argument and the
// other signatures' parameter lists are spread from an array; with init
// args, the first parameter of each signature that takes the value and
// the init args.
func (t *InitType) initialize() {
	if t.signatures == nil {
		return
	}
	sigs, err := t.signatures(t.typ)
	if err != nil {
		return
	}
	singles := []Type{t.typ}
	var others []Type
	argTypes := make([]Type, len(t.args))
	for i, a := range t.args {
		argTypes[i] = Infer(a)
	}
	for _, s := range sigs {
		tuple := s.Type.ParamTypes()
		if tuple == nil || len(tuple.types) == 0 {
			continue
		}
		lo, hi := tuple.sizeRange()
		if len(t.args) == 0 {
			if lo == 1 && hi == 1 {
				singles = append(singles, tuple.types[0])
			} else {
				others = append(others, tuple)
				t.optionalSingle = t.optionalSingle || lo == 1
			}
			continue
		}
		n := int64(1 + len(t.args))
		if n >= lo && n <= hi && assignable(tuple, &TupleType{types: append([]Type{tuple.types[0]}, argTypes...)}, nil) {
			singles = append(singles, tuple.types[0])
		}
	}
	t.single = NewVariantType(singles...)
	if len(others) > 0 {
		t.other = NewVariantType(others...)
	}
}

func (t *InitType) eql(o Type) bool {
	ot, ok := o.(*InitType)
	if !ok || !typeEql(t.typ, ot.typ) || len(t.args) != len(ot.args) {
		return false
	}
	for i, a := range t.args {
		if !KeyEqual(a, ot.args[i]) {
			return false
		}
	}
	return true
}

func (t *InitType) format(f *formatter) {
	if t.typ == nil {
		f.str("Init")
		return
	}
	f.params("Init", func() {
		f.typ(t.typ)
		for _, a := range t.args {
			f.sep()
			f.value(a)
		}
	})
}

// Type returns the type whose new() the Init type describes (nil for an
// unparameterized Init).
func (t *InitType) Type() Type { return t.typ }

// Args returns the extra arguments given to new() after the value.
func (t *InitType) Args() []Value { return t.args }
