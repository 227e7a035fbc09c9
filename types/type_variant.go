package types

import "slices"

// VariantType is Variant[*T]: a value of any of the types.
type VariantType struct {
	types []Type
}

// OptionalType is Optional[T]: undef or a T.
type OptionalType struct {
	typ Type // nil: unparameterized
}

// NotUndefType is NotUndef[T]: a T that is not undef.
type NotUndefType struct {
	typ Type // nil: NotUndef[Any]
}

// The unparameterized Variant, Optional and NotUndef.
var (
	TVariant  Type = variantType
	TOptional Type = optionalType
	TNotUndef Type = notUndefType
)

var (
	variantType  = &VariantType{}
	optionalType = &OptionalType{}
	notUndefType = &NotUndefType{}
)

// NewVariantType returns Variant[types...]: nested variants are flattened
// one level and duplicates removed; a single remaining type is returned
// as it is.
func NewVariantType(types ...Type) Type {
	ts := uniqTypes(flattenVariants(types))
	if len(ts) == 1 {
		return ts[0]
	}
	if len(ts) == 0 {
		return variantType
	}
	return &VariantType{types: ts}
}

// NewOptionalType returns Optional[t] (nil t: Optional).
func NewOptionalType(t Type) *OptionalType {
	if t == nil {
		return optionalType
	}
	return &OptionalType{typ: t}
}

// NewNotUndefType returns NotUndef[t] (nil or Any t: NotUndef).
func NewNotUndefType(t Type) *NotUndefType {
	if t == nil {
		return notUndefType
	}
	if _, ok := t.(*AnyType); ok {
		return notUndefType
	}
	return &NotUndefType{typ: t}
}

func flattenVariants(ts []Type) []Type {
	if !slices.ContainsFunc(ts, func(t Type) bool { _, ok := t.(*VariantType); return ok }) {
		return ts
	}
	out := make([]Type, 0, len(ts))
	for _, t := range ts {
		if v, ok := t.(*VariantType); ok {
			out = append(out, v.types...)
		} else {
			out = append(out, t)
		}
	}
	return out
}

// uniqTypes removes structurally equal duplicates, keeping first
// occurrences. Each type is compared with the distinct types kept so far
// that have the same variantKey (equal types do), so the types of a
// million elements (reverse_each infers them) take linear time.
func uniqTypes(ts []Type) []Type {
	if len(ts) < 2 {
		return ts
	}
	kept := make([]Type, 0, len(ts))
	var byText map[string][]Type
	if len(ts) > smallVariant {
		byText = map[string][]Type{}
	}
	for _, t := range ts {
		candidates := kept
		var text string
		if byText != nil {
			text = variantKey(t)
			candidates = byText[text]
		}
		if slices.ContainsFunc(candidates, func(u Type) bool {
			return typeEql(t, u) && (t == u || !identityHashed(t))
		}) {
			continue
		}
		kept = append(kept, t)
		if byText != nil {
			byText[text] = append(byText[text], t)
		}
	}
	if len(kept) == len(ts) {
		return ts
	}
	return kept
}

// variantKey is the text uniqTypes groups t under: its printed form,
// and for an inferred string type, which prints as String, its value.
func variantKey(t Type) string {
	if st, ok := t.(*StringType); ok && st.hasValue {
		return "String=" + st.value
	}
	return t.String()
}

// smallVariant is the number of types up to which uniqTypes compares
// each with every distinct one before it.
const smallVariant = 16

// Kind implementations.
func (*VariantType) Kind() Kind  { return KType }
func (*OptionalType) Kind() Kind { return KType }
func (*NotUndefType) Kind() Kind { return KType }

// Name implementations.
func (*VariantType) Name() string  { return "Variant" }
func (*OptionalType) Name() string { return "Optional" }
func (*NotUndefType) Name() string { return "NotUndef" }

// String implementations.
func (t *VariantType) String() string  { return typeString(t) }
func (t *OptionalType) String() string { return typeString(t) }
func (t *NotUndefType) String() string { return typeString(t) }

// Types returns the variant's types; callers must not modify them.
func (t *VariantType) Types() []Type { return t.types }

// Type returns the optional type (nil when unparameterized).
func (t *OptionalType) Type() Type { return t.typ }

// Type returns the contained type (nil for NotUndef[Any]).
func (t *NotUndefType) Type() Type { return t.typ }

func (t *VariantType) isInstance(v Value, g *guard) bool {
	for _, vt := range t.types {
		if vt.isInstance(v, g) {
			return true
		}
	}
	return false
}

func (t *VariantType) reallyInstance(v Value, g *guard) int {
	r := -1
	for _, vt := range t.types {
		ri := reallyInstance(vt, v, g)
		if ri > 0 {
			return ri
		}
		if ri > r {
			r = ri
		}
	}
	return r
}

func (t *VariantType) accepts(o Type, g *guard) bool {
	for _, vt := range t.types {
		if assignable(vt, o, g) {
			return true
		}
	}
	return false
}

func (t *VariantType) eql(o Type) bool {
	ot, ok := o.(*VariantType)
	return ok && typesSetEql(t.types, ot.types)
}

func (t *VariantType) generalize() Type {
	if len(t.types) == 0 {
		return t
	}
	if gs, changed := mapTypes(t.types, Generalize); changed {
		return NewVariantType(gs...)
	}
	return t
}

func (t *VariantType) format(f *formatter) {
	if len(t.types) == 0 {
		f.str("Variant")
		return
	}
	if f.key {
		f.params("Variant", func() { f.str(sortedKeys(t.types)) })
		return
	}
	f.params("Variant", func() { f.types(t.types) })
}

func (t *VariantType) kindOfCallable(optional bool, g *guard) bool {
	for _, vt := range t.types {
		if !kindOfCallable(vt, optional, g) {
			return false
		}
	}
	return true
}

func (t *OptionalType) isInstance(v Value, g *guard) bool {
	return v.Kind() == KUndef || t.typ != nil && t.typ.isInstance(v, g)
}

func (t *OptionalType) accepts(o Type, g *guard) bool {
	if _, ok := o.(*UndefType); ok || t.typ == nil {
		return true
	}
	if ot, ok := o.(*OptionalType); ok {
		return assignable(t.typ, ot.typ, g)
	}
	return assignable(t.typ, o, g)
}

func (t *OptionalType) eql(o Type) bool {
	ot, ok := o.(*OptionalType)
	return ok && typeEql(t.typ, ot.typ)
}

func (t *OptionalType) generalize() Type {
	return rewrapped(t, t.typ, optionalType, Generalize, func(x Type) Type { return &OptionalType{typ: x} })
}

func (t *OptionalType) normalize(g *guard) Type {
	if t.typ == nil {
		return optionalType
	}
	n := t
	if nt := normalize(t.typ, g); nt != t.typ {
		n = &OptionalType{typ: nt}
	}
	if nu, ok := n.typ.(*NotUndefType); ok {
		return (&OptionalType{typ: nu.typ}).normalize(g)
	}
	if assignable(n.typ, undefType, nil) {
		return n.typ
	}
	return n
}

func (t *OptionalType) format(f *formatter) {
	if t.typ == nil {
		f.str("Optional")
		return
	}
	f.params("Optional", func() { formatContained(f, t.typ) })
}

// formatContained writes a contained type; a String type for one value
// is written as that quoted value (Optional['a']).
func formatContained(f *formatter, t Type) {
	if st, ok := t.(*StringType); ok && st.hasValue {
		f.quote(st.value)
		return
	}
	f.typ(t)
}

func (t *OptionalType) kindOfCallable(optional bool, g *guard) bool {
	return optional && t.typ != nil && kindOfCallable(t.typ, optional, g)
}

func (t *NotUndefType) isInstance(v Value, g *guard) bool {
	return v.Kind() != KUndef && (t.typ == nil || t.typ.isInstance(v, g))
}

func (t *NotUndefType) accepts(o Type, g *guard) bool {
	return !assignable(o, undefType, g) && (t.typ == nil || assignable(t.typ, o, g))
}

func (t *NotUndefType) eql(o Type) bool {
	ot, ok := o.(*NotUndefType)
	return ok && typeEql(t.typ, ot.typ)
}

func (t *NotUndefType) generalize() Type {
	return rewrapped(t, t.typ, notUndefType, Generalize, func(x Type) Type { return &NotUndefType{typ: x} })
}

func (t *NotUndefType) normalize(g *guard) Type {
	if t.typ == nil {
		return notUndefType
	}
	n := t
	if nt := normalize(t.typ, g); nt != t.typ {
		n = &NotUndefType{typ: nt}
	}
	if ot, ok := n.typ.(*OptionalType); ok {
		return NewNotUndefType(ot.typ).normalize(nil)
	}
	if !assignable(n.typ, undefType, nil) {
		return n.typ
	}
	return n
}

func (t *NotUndefType) format(f *formatter) {
	if t.typ == nil {
		f.str("NotUndef")
		return
	}
	f.params("NotUndef", func() { formatContained(f, t.typ) })
}

// identityHashed reports whether Puppet hashes t by identity: a bounded
// Timespan or Timestamp type hashes its bounds, time values that Ruby
// hashes by object, and so does every type holding one (an alias hashes
// its name). Puppet's variants drop duplicate members by hash, so
// Variant[Timespan[1, 5], Timespan[1, 5]] keeps both.
func identityHashed(t Type) bool {
	switch x := t.(type) {
	case *TypeAlias:
		return false
	case *TimespanType:
		return !x.openFrom || !x.openTo
	case *TimestampType:
		return !x.openFrom || !x.openTo
	}
	return slices.ContainsFunc(containedTypes(t), identityHashed)
}
