package types

// AnyType is Any: every value.
type AnyType struct{}

// UndefType is Undef: the type of undef.
type UndefType struct{}

// DefaultType is Default: the type of default.
type DefaultType struct{}

// UnitType is the internal type that stands for "whatever the other side
// is": the element type of Array[0, 0] and of empty inferred collections.
// It prints as Unit and cannot be written in Puppet code.
type UnitType struct{}

// ScalarType is Scalar: numbers, strings, booleans, regexps, versions and
// time values.
type ScalarType struct{}

// ScalarDataType is ScalarData: Integer, Float, String and Boolean.
type ScalarDataType struct{}

// NumericType is Numeric: Integer and Float.
type NumericType struct{}

// BinaryType is Binary.
type BinaryType struct{}

// CatalogEntryType is CatalogEntry: the parent of Resource and Class.
type CatalogEntryType struct{}

// SemVerRangeType is SemVerRange: the type of version ranges.
type SemVerRangeType struct{}

// The types without parameters. Exported type singletons carry a T
// prefix (TInteger, TArray, ...) because the value families own the plain
// names (Int, Array, Undef, ...).
var (
	TAny          Type = anyType
	TUndef        Type = undefType
	TDefault      Type = defaultType
	TScalar       Type = scalarType
	TScalarData   Type = scalarDataType
	TNumeric      Type = numericType
	TBinary       Type = binaryType
	TCatalogEntry Type = catalogEntryType
	TSemVerRange  Type = semVerRangeType
)

var (
	anyType          = &AnyType{}
	undefType        = &UndefType{}
	defaultType      = &DefaultType{}
	unitType         = &UnitType{}
	scalarType       = &ScalarType{}
	scalarDataType   = &ScalarDataType{}
	numericType      = &NumericType{}
	binaryType       = &BinaryType{}
	catalogEntryType = &CatalogEntryType{}
	semVerRangeType  = &SemVerRangeType{}
)

// Kind implementations: every type is a value of kind KType.
func (*AnyType) Kind() Kind          { return KType }
func (*UndefType) Kind() Kind        { return KType }
func (*DefaultType) Kind() Kind      { return KType }
func (*UnitType) Kind() Kind         { return KType }
func (*ScalarType) Kind() Kind       { return KType }
func (*ScalarDataType) Kind() Kind   { return KType }
func (*NumericType) Kind() Kind      { return KType }
func (*BinaryType) Kind() Kind       { return KType }
func (*CatalogEntryType) Kind() Kind { return KType }
func (*SemVerRangeType) Kind() Kind  { return KType }

// Name implementations.
func (*AnyType) Name() string          { return "Any" }
func (*UndefType) Name() string        { return "Undef" }
func (*DefaultType) Name() string      { return "Default" }
func (*UnitType) Name() string         { return "Unit" }
func (*ScalarType) Name() string       { return "Scalar" }
func (*ScalarDataType) Name() string   { return "ScalarData" }
func (*NumericType) Name() string      { return "Numeric" }
func (*BinaryType) Name() string       { return "Binary" }
func (*CatalogEntryType) Name() string { return "CatalogEntry" }
func (*SemVerRangeType) Name() string  { return "SemVerRange" }

// String implementations.
func (t *AnyType) String() string          { return t.Name() }
func (t *UndefType) String() string        { return t.Name() }
func (t *DefaultType) String() string      { return t.Name() }
func (t *UnitType) String() string         { return t.Name() }
func (t *ScalarType) String() string       { return t.Name() }
func (t *ScalarDataType) String() string   { return t.Name() }
func (t *NumericType) String() string      { return t.Name() }
func (t *BinaryType) String() string       { return t.Name() }
func (t *CatalogEntryType) String() string { return t.Name() }
func (t *SemVerRangeType) String() string  { return t.Name() }

func (t *AnyType) format(f *formatter)          { f.str(t.Name()) }
func (t *UndefType) format(f *formatter)        { f.str(t.Name()) }
func (t *DefaultType) format(f *formatter)      { f.str(t.Name()) }
func (t *UnitType) format(f *formatter)         { f.str(t.Name()) }
func (t *ScalarType) format(f *formatter)       { f.str(t.Name()) }
func (t *ScalarDataType) format(f *formatter)   { f.str(t.Name()) }
func (t *NumericType) format(f *formatter)      { f.str(t.Name()) }
func (t *BinaryType) format(f *formatter)       { f.str(t.Name()) }
func (t *CatalogEntryType) format(f *formatter) { f.str(t.Name()) }
func (t *SemVerRangeType) format(f *formatter)  { f.str(t.Name()) }

func (*AnyType) eql(o Type) bool          { _, ok := o.(*AnyType); return ok }
func (*UndefType) eql(o Type) bool        { _, ok := o.(*UndefType); return ok }
func (*DefaultType) eql(o Type) bool      { _, ok := o.(*DefaultType); return ok }
func (*UnitType) eql(o Type) bool         { _, ok := o.(*UnitType); return ok }
func (*ScalarType) eql(o Type) bool       { _, ok := o.(*ScalarType); return ok }
func (*ScalarDataType) eql(o Type) bool   { _, ok := o.(*ScalarDataType); return ok }
func (*NumericType) eql(o Type) bool      { _, ok := o.(*NumericType); return ok }
func (*BinaryType) eql(o Type) bool       { _, ok := o.(*BinaryType); return ok }
func (*CatalogEntryType) eql(o Type) bool { _, ok := o.(*CatalogEntryType); return ok }
func (*SemVerRangeType) eql(o Type) bool  { _, ok := o.(*SemVerRangeType); return ok }

func (*AnyType) isInstance(Value, *guard) bool { return true }
func (*AnyType) accepts(Type, *guard) bool     { return true }

func (*UndefType) isInstance(v Value, _ *guard) bool { return v == nil || v.Kind() == KUndef }
func (*UndefType) accepts(o Type, _ *guard) bool {
	_, ok := o.(*UndefType)
	return ok
}

func (*DefaultType) isInstance(v Value, _ *guard) bool { return v.Kind() == KDefault }
func (*DefaultType) accepts(o Type, _ *guard) bool {
	_, ok := o.(*DefaultType)
	return ok
}

func (*UnitType) isInstance(Value, *guard) bool { return true }
func (*UnitType) accepts(Type, *guard) bool     { return true }

func (*ScalarType) isInstance(v Value, g *guard) bool {
	switch v.Kind() {
	case KString, KInteger, KFloat, KBoolean, KRegexp, KTimespan, KTimestamp, KSemVer, KSemVerRange:
		return true
	}
	return false
}

func (*ScalarType) accepts(o Type, g *guard) bool {
	switch o.(type) {
	case *ScalarType, *ScalarDataType, *StringType, *EnumType, *PatternType, *IntegerType,
		*FloatType, *NumericType, *BooleanType, *RegexpType, *SemVerType, *SemVerRangeType,
		*TimespanType, *TimestampType:
		return true
	}
	return false
}

func (*ScalarDataType) isInstance(v Value, g *guard) bool {
	switch v.Kind() {
	case KString, KInteger, KFloat, KBoolean:
		return true
	}
	return false
}

func (*ScalarDataType) accepts(o Type, g *guard) bool {
	switch o.(type) {
	case *ScalarDataType, *StringType, *EnumType, *PatternType, *IntegerType, *FloatType,
		*NumericType, *BooleanType:
		return true
	}
	return false
}

func (*NumericType) isInstance(v Value, _ *guard) bool {
	k := v.Kind()
	return k == KInteger || k == KFloat
}

func (*NumericType) accepts(o Type, _ *guard) bool {
	switch o.(type) {
	case *NumericType, *IntegerType, *FloatType:
		return true
	}
	return false
}

func (*BinaryType) isInstance(v Value, _ *guard) bool { return v.Kind() == KBinary }
func (*BinaryType) accepts(o Type, _ *guard) bool {
	_, ok := o.(*BinaryType)
	return ok
}

// isInstance is false for every value: resource and class references are
// type values (their type is Type[File['x']]), not catalog entries.
func (*CatalogEntryType) isInstance(Value, *guard) bool { return false }

func (*CatalogEntryType) accepts(o Type, _ *guard) bool {
	switch o.(type) {
	case *CatalogEntryType, *ResourceType, *ClassType:
		return true
	}
	return false
}

func (*SemVerRangeType) isInstance(v Value, _ *guard) bool { return v.Kind() == KSemVerRange }
func (*SemVerRangeType) accepts(o Type, _ *guard) bool {
	_, ok := o.(*SemVerRangeType)
	return ok
}
