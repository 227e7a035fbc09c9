package types

import "cmp"

// CollectionType is Collection[from, to]: arrays and hashes whose size
// lies in a range.
type CollectionType struct {
	size *IntegerType // nil: any size
}

// ArrayType is Array[T, from, to]. An Array[0, 0] (the empty array) has
// the Unit element type.
type ArrayType struct {
	elem Type
	size *IntegerType // nil: any size
}

// HashType is Hash[K, V, from, to]. Hash[0, 0] (the empty hash) has Unit
// key and value types.
type HashType struct {
	key, value Type
	size       *IntegerType // nil: any size
}

// The unparameterized collection types, and the types of [] and {}.
var (
	TCollection Type = collectionType
	TArray      Type = arrayType
	THash       Type = hashType
	// TEmptyArray is Array[0, 0], the type of [].
	TEmptyArray Type = emptyArrayType
	// TEmptyHash is Hash[0, 0], the type of {}.
	TEmptyHash Type = emptyHashType
)

var (
	collectionType = &CollectionType{}
	arrayType      = &ArrayType{elem: anyType}
	hashType       = &HashType{key: anyType, value: anyType}
	emptyArrayType = &ArrayType{elem: unitType, size: sizeZero}
	emptyHashType  = &HashType{key: unitType, value: unitType, size: sizeZero}
	// The element type of iterating a hash of unknown content.
	defaultKeyPair = &TupleType{types: []Type{unitType, unitType}, size: sizePair}
	iterableAny    = &IterableType{}
)

// NewCollectionType returns Collection[size]; nil means any size.
func NewCollectionType(size *IntegerType) *CollectionType {
	if size == nil {
		return collectionType
	}
	return &CollectionType{size: size.toSize()}
}

// NewArrayType returns Array[elem, size]: a nil elem is Any, a nil size
// any size; negative bounds count as 0.
func NewArrayType(elem Type, size *IntegerType) *ArrayType {
	if size != nil {
		size = size.toSize()
		if size.isZero() {
			return emptyArrayType
		}
	}
	elem = cmp.Or[Type](elem, anyType)
	if size == nil && elem == anyType {
		return arrayType
	}
	return &ArrayType{elem: elem, size: size}
}

// NewHashType returns Hash[key, value, size]: nil key or value types are
// Any, a nil size any size.
func NewHashType(key, value Type, size *IntegerType) *HashType {
	if size != nil {
		size = size.toSize()
		if size.isZero() {
			return emptyHashType
		}
	}
	return &HashType{key: cmp.Or[Type](key, anyType), value: cmp.Or[Type](value, anyType), size: size}
}

func (t *IntegerType) isZero() bool {
	return !t.openFrom && !t.openTo && t.from == 0 && t.to == 0
}

// Kind implementations.
func (*CollectionType) Kind() Kind { return KType }
func (*ArrayType) Kind() Kind      { return KType }
func (*HashType) Kind() Kind       { return KType }

// Name implementations.
func (*CollectionType) Name() string { return "Collection" }
func (*ArrayType) Name() string      { return "Array" }
func (*HashType) Name() string       { return "Hash" }

// String implementations.
func (t *CollectionType) String() string { return typeString(t) }
func (t *ArrayType) String() string      { return typeString(t) }
func (t *HashType) String() string       { return typeString(t) }

// Size returns the size constraint (nil when there is none).
func (t *CollectionType) Size() *IntegerType { return t.size }

// Size returns the size constraint (nil when there is none).
func (t *ArrayType) Size() *IntegerType { return t.size }

// Size returns the size constraint (nil when there is none).
func (t *HashType) Size() *IntegerType { return t.size }

// ElementType returns the element type.
func (t *ArrayType) ElementType() Type { return t.elem }

// KeyType returns the key type.
func (t *HashType) KeyType() Type { return t.key }

// ValueType returns the value type.
func (t *HashType) ValueType() Type { return t.value }

func sizeOrAny(s *IntegerType) *IntegerType {
	if s == nil {
		return sizeAny
	}
	return s
}

func sizeEql(a, b *IntegerType) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return a.eql(b)
}

func (t *CollectionType) isInstance(v Value, _ *guard) bool {
	switch x := v.(type) {
	case *Array:
		return t.size == nil || t.size.contains(int64(x.Len()))
	case *Hash:
		return t.size == nil || t.size.contains(int64(x.Len()))
	}
	return false
}

// collectionAccepts is the size test Collection, Array and Hash share.
func collectionAccepts(size *IntegerType, o Type) bool {
	s := sizeOrAny(size)
	switch ot := o.(type) {
	case *CollectionType:
		return s.containsRange(sizeOrAny(ot.size))
	case *ArrayType:
		return s.containsRange(sizeOrAny(ot.size))
	case *HashType:
		return s.containsRange(sizeOrAny(ot.size))
	case *TupleType:
		return s.containsRange(ot.exactSize())
	case *StructType:
		n := int64(len(ot.elements))
		return s.containsRange(intValueType(n))
	}
	return false
}

func (t *CollectionType) accepts(o Type, _ *guard) bool { return collectionAccepts(t.size, o) }

func (t *CollectionType) eql(o Type) bool {
	ot, ok := o.(*CollectionType)
	return ok && sizeEql(t.size, ot.size)
}

func (t *CollectionType) generalize() Type { return collectionType }

func (t *CollectionType) normalize(*guard) Type { return collectionType }

func (t *CollectionType) format(f *formatter) {
	if rangeParts(t.size) == nil {
		f.str("Collection")
		return
	}
	f.params("Collection", func() { formatRange(f, t.size) })
}

func (t *CollectionType) isIterable(*guard) bool { return true }

func (t *CollectionType) iterableType(*guard) Type { return nil }

func (t *ArrayType) isInstance(v Value, g *guard) bool {
	a, ok := v.(*Array)
	if !ok {
		return false
	}
	if t.elem != anyType {
		for _, e := range a.Elements() {
			if g.stop() || !t.elem.isInstance(e, g) {
				return false
			}
		}
	}
	return t.size == nil || t.size.contains(int64(a.Len()))
}

func (t *ArrayType) accepts(o Type, g *guard) bool {
	switch ot := o.(type) {
	case *TupleType:
		if !sizeOrAny(t.size).containsRange(ot.exactSize()) {
			return false
		}
		for _, et := range ot.types {
			if !assignable(t.elem, et, g) {
				return false
			}
		}
		return true
	case *ArrayType:
		return collectionAccepts(t.size, o) && assignable(t.elem, ot.elem, g)
	}
	return false
}

func (t *ArrayType) eql(o Type) bool {
	ot, ok := o.(*ArrayType)
	return ok && sizeEql(t.size, ot.size) && typeEql(t.elem, ot.elem)
}

func (t *ArrayType) isDefault() bool { return t.size == nil && anyType.eql(t.elem) }

func (t *ArrayType) generalize() Type {
	if anyType.eql(t.elem) {
		return arrayType
	}
	ge := Generalize(t.elem)
	if t.size == nil && ge == t.elem {
		return t
	}
	return &ArrayType{elem: ge}
}

func (t *ArrayType) normalize(g *guard) Type {
	if anyType.eql(t.elem) {
		return arrayType
	}
	ne := normalize(t.elem, g)
	if ne == t.elem {
		return t
	}
	return &ArrayType{elem: ne, size: t.size}
}

func (t *ArrayType) format(f *formatter) {
	switch {
	case t.size != nil && t.size.isZero():
		f.str("Array[0, 0]")
	case t.isDefault():
		f.str("Array")
	default:
		f.params("Array", func() {
			f.typ(t.elem)
			if t.size != nil && !t.size.unbounded() {
				f.sep()
				formatRange(f, t.size)
			}
		})
	}
}

func (t *ArrayType) isIterable(*guard) bool { return true }

func (t *ArrayType) iterableType(*guard) Type {
	if anyType.eql(t.elem) {
		return iterableAny
	}
	return &IterableType{typ: t.elem}
}

func (t *HashType) isInstance(v Value, g *guard) bool {
	h, ok := v.(*Hash)
	if !ok {
		return false
	}
	checkKey, checkValue := t.key != anyType, t.value != anyType
	if checkKey || checkValue {
		for _, e := range h.Entries() {
			if g.stop() || checkKey && !t.key.isInstance(e.Key, g) || checkValue && !t.value.isInstance(e.Value, g) {
				return false
			}
		}
	}
	return t.size == nil || t.size.contains(int64(h.Len()))
}

func (t *HashType) isEmptyHash() bool { return t.eql(emptyHashType) }

func (t *HashType) isDefault() bool { return t.eql(hashType) }

func (t *HashType) accepts(o Type, g *guard) bool {
	switch ot := o.(type) {
	case *HashType:
		if (t.size == nil || t.size.sizeFrom() == 0) && ot.isEmptyHash() {
			return true
		}
		return assignable(t.key, ot.key, g) && assignable(t.value, ot.value, g) && collectionAccepts(t.size, o)
	case *StructType:
		if !sizeOrAny(t.size).contains(int64(len(ot.elements))) {
			return false
		}
		for _, e := range ot.elements {
			if !t.key.isInstance(e.nameValue, g) || !assignable(t.value, e.value, g) {
				return false
			}
		}
		return true
	}
	return false
}

func (t *HashType) eql(o Type) bool {
	ot, ok := o.(*HashType)
	return ok && sizeEql(t.size, ot.size) && typeEql(t.key, ot.key) && typeEql(t.value, ot.value)
}

func (t *HashType) generalize() Type {
	if t.isDefault() || t.isEmptyHash() {
		return t
	}
	gk, gv := Generalize(t.key), Generalize(t.value)
	if t.size == nil && gk == t.key && gv == t.value {
		return t
	}
	return &HashType{key: gk, value: gv}
}

func (t *HashType) normalize(g *guard) Type {
	if t.isDefault() || t.isEmptyHash() {
		return t
	}
	nk, nv := normalize(t.key, g), normalize(t.value, g)
	if t.size == nil && nk == t.key && nv == t.value {
		return t
	}
	return &HashType{key: nk, value: nv, size: t.size}
}

func (t *HashType) format(f *formatter) {
	switch {
	case t.size != nil && t.size.isZero():
		f.str("Hash[0, 0]")
	case t.isDefault():
		f.str("Hash")
	default:
		f.params("Hash", func() {
			f.typ(t.key)
			f.sep()
			f.typ(t.value)
			if t.size != nil && !t.size.unbounded() {
				f.sep()
				formatRange(f, t.size)
			}
		})
	}
}

func (t *HashType) isIterable(*guard) bool { return true }

func (t *HashType) iterableType(*guard) Type {
	if t.isDefault() || t.isEmptyHash() {
		return &IterableType{typ: defaultKeyPair}
	}
	return &IterableType{typ: &TupleType{types: []Type{t.key, t.value}, size: sizePair}}
}
