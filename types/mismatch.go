package types

import (
	"cmp"
	"strconv"
	"strings"
	"sync/atomic"
)

// DescribeMismatch explains why v is not an instance of expected, in the
// words of Puppet's TypeMismatchDescriber, after label:
//
//	parameter 'a' expects an Integer value, got String
//	x expects a value of type Undef or Integer, got String
//	x entry 'b' expects an Integer value, got String
//	x expects size to be at least 2, got 1
//
// Several independent problems are joined with "\n ". The text is empty
// when v is an instance.
func DescribeMismatch(label string, expected Type, v Value) string {
	if IsInstance(expected, v) {
		return ""
	}
	return describeMismatch(label, expected, Infer(v))
}

// DescribeMismatchUntil is DescribeMismatch, giving up with
// ErrInterrupted soon after *stop is set while it checks or infers the
// type of a large value.
func DescribeMismatchUntil(label string, expected Type, v Value, stop *atomic.Bool) (string, error) {
	if ok, err := IsInstanceUntil(expected, v, stop); ok || err != nil {
		return "", err
	}
	p := NewPoll(stop)
	actual := InferPolled(v, &p)
	if err := p.Err(); err != nil {
		return "", err
	}
	return describeMismatch(label, expected, actual), nil
}

func describeMismatch(label string, expected Type, actual Type) string {
	ms := describe(expected, actual, []pathElem{{kind: pathSubject, key: label}})
	switch len(ms) {
	case 0:
		return ""
	case 1:
		return strings.TrimSpace(ms[0].format())
	}
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = m.format()
	}
	return strings.Join(parts, "\n ")
}

// DescribeTypeMismatch is DescribeMismatch for a type that is not
// assignable to expected (actual stands for the value's type).
func DescribeTypeMismatch(label string, expected, actual Type) string {
	return describeMismatch(label, expected, actual)
}

type pathKind uint8

const (
	pathSubject pathKind = iota
	pathEntryValue
	pathEntryKey
	pathParameter
	pathReturn
	pathBlock
	pathIndex
	pathVariant
	pathSignature
)

// pathElem is one step of the path from the checked value to the part
// that does not match.
type pathElem struct {
	kind  pathKind
	key   string
	index int
}

func (p pathElem) String() string {
	switch p.kind {
	case pathEntryValue:
		return "entry '" + p.key + "'"
	case pathEntryKey:
		return "key of entry '" + p.key + "'"
	case pathParameter:
		return "parameter '" + p.key + "'"
	case pathIndex:
		return "index " + strconv.Itoa(p.index)
	case pathVariant:
		return "variant " + strconv.Itoa(p.index)
	case pathSignature:
		return strconv.Itoa(p.index+1) + "."
	}
	return p.key
}

func (p pathElem) isVariant() bool { return p.kind == pathVariant || p.kind == pathSignature }

type mismatchKind uint8

const (
	mmType mismatchKind = iota
	mmPattern
	mmSize
	mmCount
	mmMissingKey
	mmMissingParameter
	mmExtraneousKey
	mmInvalidParameter
	mmUnexpectedBlock
	mmMissingBlock
	mmUnresolved
)

// mismatch is one problem found.
type mismatch struct {
	kind             mismatchKind
	path             []pathElem
	expected, actual Type
	// key is the missing or unexpected key, or the unresolved type name.
	key string
}

// is reports whether m is of the kind class (Puppet's class hierarchy:
// a pattern mismatch is a type mismatch, a count mismatch a size one).
func (m *mismatch) is(class mismatchKind) bool {
	switch class {
	case mmType:
		return m.kind == mmType || m.kind == mmPattern
	case mmSize:
		return m.kind == mmSize || m.kind == mmCount
	}
	return m.kind == class
}

func newTypeMismatch(kind mismatchKind, path []pathElem, expected, actual Type) *mismatch {
	return &mismatch{kind: kind, path: path, expected: Normalize(objectOf(expected)), actual: Normalize(objectOf(actual))}
}

// objectOf returns the Object type an alias defines (`type Point =
// Object[...]`), which Puppet has instead of an alias; other types are
// returned as they are.
func objectOf(t Type) Type {
	if a, ok := t.(*TypeAlias); ok {
		if ot, ok := a.resolved().(*ObjectType); ok && ot.name == a.name {
			return ot
		}
	}
	return t
}

func (m *mismatch) canonicalPath() []pathElem {
	var out []pathElem
	for _, p := range m.path {
		if !p.isVariant() {
			out = append(out, p)
		}
	}
	return out
}

func samePath(a, b []pathElem) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// chopPath returns m without the path element at i.
func (m *mismatch) chopPath(i int) *mismatch {
	if i >= len(m.path) {
		return m
	}
	c := *m
	c.path = append(append([]pathElem(nil), m.path[:i]...), m.path[i+1:]...)
	return &c
}

// merge joins two mismatches of the same kind at the same place into one
// that names what both expected.
func (m *mismatch) merge(o *mismatch) *mismatch {
	switch m.kind {
	case mmType, mmPattern:
		return newTypeMismatch(m.kind, m.path, NewVariantType(m.expected, o.expected), m.actual)
	case mmSize, mmCount:
		e1, e2 := m.expected.(*IntegerType), o.expected.(*IntegerType)
		from := min(e1.sizeFrom(), e2.sizeFrom())
		to, open := e1.to, e1.openTo || e2.openTo
		if !open {
			to = max(e1.to, e2.to)
		}
		return &mismatch{kind: m.kind, path: m.path, expected: newIntRange(from, to, false, open), actual: m.actual}
	}
	c := *m
	return &c
}

func (m *mismatch) format() string {
	p := m.path
	variant, position := "", ""
	if len(p) > 0 {
		if p[0].kind == pathSignature {
			variant = " " + p[0].String()
			p = p[1:]
		}
		if len(p) > 0 {
			parts := make([]string, len(p))
			for i, e := range p {
				parts[i] = e.String()
			}
			position = " " + strings.Join(parts, " ")
		}
	}
	return m.message(variant, position)
}

func (m *mismatch) message(variant, position string) string {
	switch m.kind {
	case mmType:
		return variant + position + typeMismatchText(m.expected, m.actual)
	case mmPattern:
		e := m.expected
		pfx := ""
		if o, ok := e.(*OptionalType); ok {
			e = o.typ
			pfx = "an undef value or "
		}
		return variant + position + " expects " + pfx + "a match for " + expandedString(e) + ", got " + patternActual(m.actual)
	case mmSize:
		return variant + position + " expects size to be " + rangeText(m.expected.(*IntegerType), "0") + ", got " + rangeText(m.actual.(*IntegerType), "0")
	case mmCount:
		e := m.expected.(*IntegerType)
		lo := e.sizeFrom()
		suffix := "s"
		if lo == 1 && (e.openTo || e.to == 1) || lo == 0 && !e.openTo && e.to == 1 {
			suffix = ""
		}
		return variant + position + " expects " + rangeText(e, "no") + " argument" + suffix + ", got " + rangeText(m.actual.(*IntegerType), "none")
	case mmMissingKey:
		return variant + position + " expects a value for key '" + m.key + "'"
	case mmMissingParameter:
		return variant + position + " expects a value for parameter '" + m.key + "'"
	case mmExtraneousKey:
		return variant + position + " unrecognized key '" + m.key + "'"
	case mmInvalidParameter:
		return variant + position + " has no parameter named '" + m.key + "'"
	case mmUnexpectedBlock:
		return variant + position + " does not expect a block"
	case mmMissingBlock:
		return variant + position + " expects a block"
	case mmUnresolved:
		return variant + position + " references an unresolved type '" + m.key + "'"
	}
	return variant + "unknown mismatch" + position
}

func patternActual(a Type) string {
	if s, ok := a.(*StringType); ok && s.hasValue {
		return "'" + s.value + "'"
	}
	return shortName(a)
}

// rangeText describes a size range ("at least 2", "between 1 and 3").
func rangeText(r *IntegerType, zero string) string {
	lo := r.sizeFrom()
	switch {
	case !r.openTo && lo == r.to:
		if lo == 0 {
			return zero
		}
		return strconv.FormatInt(lo, 10)
	case lo == 0:
		if r.openTo {
			return "unlimited"
		}
		return "at most " + strconv.FormatInt(r.to, 10)
	case r.openTo:
		return "at least " + strconv.FormatInt(lo, 10)
	}
	return "between " + strconv.FormatInt(lo, 10) + " and " + strconv.FormatInt(r.to, 10)
}

// typeMismatchText is the " expects ..., got ..." part of a type
// mismatch.
func typeMismatchText(e, a Type) string {
	optional := false
	if o, ok := e.(*OptionalType); ok && o.typ != nil {
		e = o.typ
		optional = true
	}
	var es []Type
	if v, ok := e.(*VariantType); ok {
		es = v.types
	} else {
		es = []Type{e}
	}
	var names []string
	var actual string
	if reportDetailed(es, a) {
		actual = detailedActual(es, a)
		for _, t := range es {
			names = append(names, expandedString(t))
		}
	} else {
		for _, t := range es {
			n := shortName(t)
			if !containsString(names, n) {
				names = append(names, n)
			}
		}
		actual = shortName(a)
	}
	if optional {
		names = append([]string{"Undef"}, names...)
	}
	var text string
	switch len(names) {
	case 1:
		return " expects " + aAn(names[0]) + " value, got " + actual
	case 2:
		text = names[0] + " or " + names[1]
	default:
		text = strings.Join(names[:len(names)-1], ", ") + ", or " + names[len(names)-1]
	}
	return " expects a value of type " + text + ", got " + actual
}

func containsString(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// rubyName is Puppet's `name` of a type: an alias's name, otherwise the
// base name of its class ("Resource" for File['a']).
func rubyName(t Type) string {
	if a, ok := t.(*TypeAlias); ok {
		return a.name
	}
	return simpleName(t)
}

// simpleName is the base name of a type's class.
func simpleName(t Type) string {
	switch t.(type) {
	case *ResourceType:
		return "Resource"
	case *TypeAlias:
		return "TypeAlias"
	}
	return t.Name()
}

// shortName names a type briefly: Optional, NotUndef, Sensitive, Type and
// the like keep their parameter's name (Type[Integer]).
func shortName(t Type) string {
	var inner Type
	switch x := t.(type) {
	case *TypeType:
		inner = x.typ
	case *OptionalType:
		inner = x.typ
	case *NotUndefType:
		inner = x.typ
	case *IterableType:
		inner = x.typ
	case *IteratorType:
		// An iterator's elements are named generalized: the iterator
		// over [1, 2] is Iterator[Integer], not Iterator[Variant].
		if x.typ != nil {
			inner = Generalize(x.typ)
		}
	case *SensitiveType:
		inner = x.typ
	case *InitType:
		inner = x.typ
	}
	if inner != nil {
		if _, any := inner.(*AnyType); !any {
			return rubyName(t) + "[" + rubyName(inner) + "]"
		}
	}
	return rubyName(t)
}

// sameClass reports whether two types are of the same Go (Puppet) class.
func sameClass(a, b Type) bool {
	return rubyTypeSimpleName(a) == rubyTypeSimpleName(b)
}

func alwaysFullyDetailed(es []Type, a Type) bool {
	for _, e := range es {
		if sameClass(e, a) {
			return true
		}
		if _, ok := e.(*TypeAlias); ok {
			return true
		}
		if _, ok := a.(*TypeAlias); ok {
			return true
		}
		switch e.(type) {
		case *StructType:
			if _, ok := a.(*HashType); ok {
				return true
			}
		case *TupleType:
			if _, ok := a.(*ArrayType); ok {
				return true
			}
		}
	}
	return false
}

func anyAssignableTo(es []Type, a Type) bool {
	for _, e := range es {
		if assignable(e, a, nil) {
			return true
		}
	}
	return false
}

func assignableToDefault(es []Type, a Type) bool {
	for _, e := range es {
		if al, ok := e.(*TypeAlias); ok {
			e = al.resolved()
		}
		if assignable(defaultOf(e), a, nil) {
			return true
		}
	}
	return false
}

func reportDetailed(es []Type, a Type) bool {
	return alwaysFullyDetailed(es, a) || assignableToDefault(es, a)
}

func allResolved(es []Type) []Type {
	out := make([]Type, len(es))
	for i, e := range es {
		for {
			al, ok := e.(*TypeAlias)
			if !ok {
				break
			}
			e = al.resolved()
		}
		out[i] = e
	}
	return out
}

func detailedActual(es []Type, a Type) string {
	es = allResolved(es)
	if alwaysFullyDetailed(es, a) || anyAssignableTo(es, Generalize(a)) {
		return expandedString(a)
	}
	return simpleName(a)
}

// defaultOf returns the unparameterized type of t's class.
func defaultOf(t Type) Type {
	switch t.(type) {
	case *IntegerType:
		return integerType
	case *FloatType:
		return floatType
	case *StringType:
		return stringType
	case *EnumType:
		return enumType
	case *PatternType:
		return patternType
	case *RegexpType:
		return regexpType
	case *BooleanType:
		return booleanType
	case *CollectionType:
		return collectionType
	case *ArrayType:
		return arrayType
	case *HashType:
		return hashType
	case *TupleType:
		return tupleType
	case *StructType:
		return structType
	case *VariantType:
		return variantType
	case *OptionalType:
		return optionalType
	case *NotUndefType:
		return notUndefType
	case *TypeType:
		return typeType
	case *IterableType:
		return iterableAny
	case *IteratorType:
		return iteratorType
	case *SensitiveType:
		return sensitiveType
	case *RuntimeType:
		return runtimeType
	case *CallableType:
		return callableType
	case *ResourceType:
		return resourceType
	case *ClassType:
		return classType
	case *TimespanType:
		return timespanType
	case *TimestampType:
		return timestampType
	case *SemVerType:
		return semVerType
	case *InitType:
		return initType
	case *ObjectType:
		return objectType
	case *TypeReferenceType:
		return unresolvedReference
	}
	return t
}

// describe lists the mismatches between expected and the actual type.
func describe(expected, actual Type, path []pathElem) []*mismatch {
	if name, ok := unresolvedIn(expected); ok {
		return []*mismatch{{kind: mmUnresolved, path: path, key: name}}
	}
	return internalDescribe(Normalize(expected), expected, actual, path)
}

// unresolvedIn finds a type reference that could not be resolved.
func unresolvedIn(t Type) (string, bool) {
	name, found := "", false
	visitTypes(t, &guard{}, func(x Type) {
		if r, ok := x.(*TypeReferenceType); ok && !found {
			name, found = r.text, true
		}
	})
	return name, found
}

func withPath(path []pathElem, e pathElem) []pathElem {
	return append(append(make([]pathElem, 0, len(path)+1), path...), e)
}

func internalDescribe(expected, original, actual Type, path []pathElem) []*mismatch {
	switch e := expected.(type) {
	case *VariantType:
		return describeVariant(e, original, actual, path)
	case *StructType:
		return describeStruct(e, original, actual, path)
	case *HashType:
		return describeHash(e, original, actual, path)
	case *TupleType:
		return describeTuple(e, original, actual, path, mmSize)
	case *ArrayType:
		return describeArray(e, original, actual, path)
	case *CallableType:
		return describeCallable(e, original, actual, path)
	case *OptionalType:
		if _, ok := actual.(*UndefType); ok || e.typ == nil {
			return nil
		}
		if _, ok := original.(*TypeAlias); !ok {
			original = e
		}
		return internalDescribe(e.typ, original, actual, path)
	case *PatternType, *EnumType:
		return []*mismatch{newTypeMismatch(mmPattern, path, original, actual)}
	case *TypeAlias:
		if ot := objectOf(e); ot != Type(e) {
			return internalDescribe(ot, ot, actual, path)
		}
		return internalDescribe(Normalize(e.resolved()), e, actual, path)
	}
	if assignable(expected, actual, nil) {
		return nil
	}
	return []*mismatch{newTypeMismatch(mmType, path, original, actual)}
}

func describeVariant(e *VariantType, original, actual Type, path []pathElem) []*mismatch {
	types := e.types
	if _, ok := original.(*OptionalType); ok {
		types = append([]Type{undefType}, types...)
	}
	var all [][]*mismatch
	for i, vt := range types {
		d := describe(vt, actual, withPath(path, pathElem{kind: pathVariant, index: i}))
		if len(d) == 0 {
			return nil
		}
		all = append(all, d)
	}
	ds := mergeDescriptions(len(path), mmSize, all)
	if _, ok := original.(*TypeAlias); ok && len(ds) == 1 {
		return []*mismatch{newTypeMismatch(mmType, path, original, actual)}
	}
	return ds
}

func mergeDescriptions(varying int, sizeClass mismatchKind, all [][]*mismatch) []*mismatch {
	var ds []*mismatch
	for _, d := range all {
		ds = append(ds, d...)
	}
	for _, class := range []mismatchKind{sizeClass, mmMissingBlock, mmUnexpectedBlock, mmType} {
		var ms []*mismatch
		for _, d := range ds {
			if d.is(class) {
				ms = append(ms, d)
			}
		}
		if len(ms) != len(all) || len(ms) == 0 {
			continue
		}
		generic := ms[0]
		for _, m := range ms[1:] {
			if !samePath(generic.canonicalPath(), m.canonicalPath()) {
				generic = nil
				break
			}
			generic = generic.merge(m)
		}
		if generic != nil {
			ds = []*mismatch{generic}
			break
		}
	}
	ds = uniqMismatches(ds)
	if len(ds) == 1 {
		return []*mismatch{ds[0].chopPath(varying)}
	}
	return ds
}

// uniqMismatches drops repeated occurrences of the same mismatch.
func uniqMismatches(ds []*mismatch) []*mismatch {
	var out []*mismatch
	for _, d := range ds {
		dup := false
		for _, o := range out {
			if o == d {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, d)
		}
	}
	return out
}

func describeArray(e *ArrayType, original, actual Type, path []pathElem) []*mismatch {
	switch a := actual.(type) {
	case *TupleType:
		expSize := sizeOrAny(e.size)
		actSize := a.exactSize()
		if !expSize.containsRange(actSize) {
			return []*mismatch{{kind: mmSize, path: path, expected: expSize, actual: actSize}}
		}
		var ds []*mismatch
		for i, t := range a.types {
			if !assignable(e.elem, t, nil) {
				ds = append(ds, describe(e.elem, t, withPath(path, pathElem{kind: pathIndex, index: i}))...)
			}
		}
		return ds
	case *ArrayType:
		actSize := sizeOrAny(a.size)
		if e.size == nil || e.size.containsRange(actSize) {
			return []*mismatch{newTypeMismatch(mmType, path, original, NewArrayType(a.elem, nil))}
		}
		return []*mismatch{{kind: mmSize, path: path, expected: e.size, actual: actSize}}
	}
	return []*mismatch{newTypeMismatch(mmType, path, original, actual)}
}

func describeHash(e *HashType, original, actual Type, path []pathElem) []*mismatch {
	switch a := actual.(type) {
	case *StructType:
		expSize := sizeOrAny(e.size)
		required := int64(0)
		for _, el := range a.elements {
			if !assignable(el.key, undefType, nil) {
				required++
			}
		}
		actSize := newIntRange(required, int64(len(a.elements)), false, false)
		if !expSize.containsRange(actSize) {
			return []*mismatch{{kind: mmSize, path: path, expected: expSize, actual: actSize}}
		}
		var ds []*mismatch
		for _, el := range a.elements {
			if !assignable(e.key, el.key, nil) {
				ds = append(ds, describe(e.key, el.key, withPath(path, pathElem{kind: pathEntryKey, key: el.name}))...)
			}
			if !assignable(e.value, el.value, nil) {
				ds = append(ds, describe(e.value, el.value, withPath(path, pathElem{kind: pathEntryValue, key: el.name}))...)
			}
		}
		return ds
	case *HashType:
		actSize := sizeOrAny(a.size)
		if e.size == nil || e.size.containsRange(actSize) {
			return []*mismatch{newTypeMismatch(mmType, path, original, NewHashType(a.key, a.value, nil))}
		}
		return []*mismatch{{kind: mmSize, path: path, expected: e.size, actual: actSize}}
	}
	return []*mismatch{newTypeMismatch(mmType, path, original, actual)}
}

func describeStruct(e *StructType, original, actual Type, path []pathElem) []*mismatch {
	switch a := actual.(type) {
	case *StructType:
		var ds []*mismatch
		seen := map[string]bool{}
		for _, e1 := range e.elements {
			e2, ok := a.Element(e1.name)
			if !ok {
				if !assignable(e1.key, undefType, nil) {
					ds = append(ds, &mismatch{kind: mmMissingKey, path: path, key: e1.name})
				}
				continue
			}
			seen[e1.name] = true
			if !assignable(e1.key, e2.key, nil) {
				ds = append(ds, describe(e1.key, e2.key, withPath(path, pathElem{kind: pathEntryKey, key: e1.name}))...)
			}
			if !assignable(e1.value, e2.value, nil) {
				ds = append(ds, describe(e1.value, e2.value, withPath(path, pathElem{kind: pathEntryValue, key: e1.name}))...)
			}
		}
		for _, e2 := range a.elements {
			if !seen[e2.name] {
				ds = append(ds, &mismatch{kind: mmExtraneousKey, path: path, key: e2.name})
			}
		}
		return ds
	case *HashType:
		actSize := sizeOrAny(a.size)
		required := int64(0)
		for _, el := range e.elements {
			if !assignable(el.key, undefType, nil) {
				required++
			}
		}
		expSize := newIntRange(required, int64(len(e.elements)), false, false)
		if expSize.containsRange(actSize) {
			return []*mismatch{newTypeMismatch(mmType, path, original, NewHashType(a.key, a.value, nil))}
		}
		return []*mismatch{{kind: mmSize, path: path, expected: expSize, actual: actSize}}
	}
	return []*mismatch{newTypeMismatch(mmType, path, original, actual)}
}

func describeTuple(e *TupleType, original, actual Type, path []pathElem, sizeKind mismatchKind) []*mismatch {
	if e.eql(actual) {
		return nil
	}
	if _, ok := actual.(*ArrayType); ok && len(e.types) == 0 {
		return nil
	}
	expSize := e.sizeType()
	switch a := actual.(type) {
	case *TupleType:
		actSize := a.sizeType()
		if !expSize.containsRange(actSize) {
			return []*mismatch{{kind: sizeKind, path: path, expected: expSize, actual: actSize}}
		}
		var ds []*mismatch
		if len(e.types) > 0 {
			for i, t := range a.types {
				adx := min(i, len(e.types)-1)
				ds = append(ds, describe(e.types[adx], t, withPath(path, pathElem{kind: pathIndex, index: adx}))...)
			}
		}
		return ds
	case *ArrayType:
		actSize := sizeOrAny(a.size)
		if !expSize.containsRange(actSize) {
			return []*mismatch{{kind: sizeKind, path: path, expected: expSize, actual: actSize}}
		}
		var ds []*mismatch
		for i, t := range e.types {
			ds = append(ds, describe(t, a.elem, withPath(path, pathElem{kind: pathIndex, index: i}))...)
		}
		return ds
	}
	return []*mismatch{newTypeMismatch(mmType, path, original, actual)}
}

func describeCallable(e *CallableType, original, actual Type, path []pathElem) []*mismatch {
	a, ok := actual.(*CallableType)
	if !ok {
		return []*mismatch{newTypeMismatch(mmType, path, original, actual)}
	}
	if e.params == nil && e.ret == nil {
		return nil
	}
	var errs []*mismatch
	if e.params != nil {
		errs = describeTuple(e.params, e.params, cmp.Or(a.params, tupleType), path, mmCount)
	}
	if len(errs) > 0 {
		return errs
	}
	thisRet, thatRet := cmp.Or[Type](e.ret, anyType), cmp.Or[Type](a.ret, anyType)
	if !assignable(thisRet, thatRet, nil) {
		return []*mismatch{newTypeMismatch(mmType, withPath(path, pathElem{kind: pathReturn, key: "return"}), thisRet, thatRet)}
	}
	thisBlock, thatBlock := cmp.Or[Type](e.block, undefType), cmp.Or[Type](a.block, undefType)
	if assignable(thatBlock, thisBlock, nil) {
		return nil
	}
	return []*mismatch{newTypeMismatch(mmType, withPath(path, pathElem{kind: pathBlock, key: "block"}), thisBlock, thatBlock)}
}
