package types

// InitType is Init[T, args...]: values from which T.new(value, args...)
// can create a T. Without a type it is RichData. Instances are checked
// against T itself; conversions that T.new would perform are not
// modelled.
type InitType struct {
	typ  Type // nil: Init
	args []Value
}

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
	return reallyInstance(t.typ, v, g) == 1
}

func (t *InitType) accepts(o Type, g *guard) bool {
	if ot, ok := o.(*InitType); ok {
		return t.typ == nil || ot.typ != nil && assignable(t.typ, ot.typ, g)
	}
	if t.typ == nil {
		return assignable(richDataAlias, o, g)
	}
	return assignable(t.typ, o, g)
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
