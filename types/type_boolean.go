package types

// BooleanType is Boolean, or Boolean[true] / Boolean[false] for one of
// the two values.
type BooleanType struct {
	value    bool
	hasValue bool
}

// TBoolean is the Boolean type.
var TBoolean Type = booleanType

var (
	booleanType  = &BooleanType{}
	booleanTrue  = &BooleanType{value: true, hasValue: true}
	booleanFalse = &BooleanType{value: false, hasValue: true}
)

// NewBooleanType returns Boolean[value].
func NewBooleanType(value bool) *BooleanType {
	if value {
		return booleanTrue
	}
	return booleanFalse
}

// Kind implements Value.
func (*BooleanType) Kind() Kind { return KType }

// Name implements Type.
func (*BooleanType) Name() string { return "Boolean" }

// String implements Type.
func (t *BooleanType) String() string { return typeString(t) }

// Value returns the one value the type stands for, if it does.
func (t *BooleanType) Value() (value, ok bool) { return t.value, t.hasValue }

func (t *BooleanType) isInstance(v Value, _ *guard) bool {
	b, ok := v.(Bool)
	return ok && (!t.hasValue || bool(b) == t.value)
}

func (t *BooleanType) accepts(o Type, _ *guard) bool {
	ot, ok := o.(*BooleanType)
	return ok && (!t.hasValue || ot.hasValue && ot.value == t.value)
}

func (t *BooleanType) eql(o Type) bool {
	ot, ok := o.(*BooleanType)
	return ok && *t == *ot
}

func (t *BooleanType) generalize() Type { return booleanType }

func (t *BooleanType) format(f *formatter) {
	switch {
	case !t.hasValue:
		f.str("Boolean")
	case t.value:
		f.str("Boolean[true]")
	default:
		f.str("Boolean[false]")
	}
}
