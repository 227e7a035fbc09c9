package types

import "strings"

// The built-in aliases Puppet defines in terms of other types.
var (
	// TData is Data: Variant[ScalarData, Undef, Hash[String, Data], Array[Data]].
	TData Type = dataAlias
	// TRichDataKey is RichDataKey: Variant[String, Numeric].
	TRichDataKey Type = richDataKeyAlias
	// TRichData is RichData: every serializable value.
	TRichData Type = richDataAlias
)

var (
	dataAlias        = &TypeAlias{name: "Data", builtin: true}
	richDataKeyAlias = &TypeAlias{name: "RichDataKey", builtin: true}
	richDataAlias    = &TypeAlias{name: "RichData", builtin: true}
	lookupKeyAlias   = &TypeAlias{name: "Puppet::LookupKey", builtin: true}
	lookupValueAlias = &TypeAlias{name: "Puppet::LookupValue", builtin: true}
)

// Any is the Any type (TAny); of all the types it is the only one whose
// plain name no value family uses.
var Any Type = anyType

// builtinTypes maps lower-cased type names to the built-in types.
var builtinTypes map[string]Type

func init() {
	dataAlias.resolveFn = func() (Type, error) {
		return NewVariantType(scalarDataType, undefType, NewHashType(stringType, dataAlias, nil), NewArrayType(dataAlias, nil)), nil
	}
	richDataKeyAlias.resolveFn = func() (Type, error) {
		return NewVariantType(stringType, numericType), nil
	}
	richDataAlias.resolveFn = func() (Type, error) {
		return NewVariantType(scalarType, semVerRangeType, binaryType, sensitiveType, typeType, typeSetType, uriType,
			objectType, undefType, defaultType, NewHashType(richDataKeyAlias, richDataAlias, nil), NewArrayType(richDataAlias, nil)), nil
	}
	lookupKeyAlias.resolveFn = func() (Type, error) { return richDataKeyAlias, nil }
	lookupValueAlias.resolveFn = func() (Type, error) { return richDataAlias, nil }
	// Resolved here, once, so that sessions running in parallel only
	// ever read them.
	for _, a := range []*TypeAlias{dataAlias, richDataKeyAlias, richDataAlias, lookupKeyAlias, lookupValueAlias} {
		a.resolve()
	}

	builtinTypes = map[string]Type{
		"any":                 anyType,
		"array":               arrayType,
		"binary":              binaryType,
		"boolean":             booleanType,
		"callable":            callableType,
		"catalogentry":        catalogEntryType,
		"class":               classType,
		"collection":          collectionType,
		"data":                dataAlias,
		"default":             defaultType,
		"enum":                enumType,
		"float":               floatType,
		"hash":                hashType,
		"init":                initType,
		"integer":             integerType,
		"iterable":            iterableAny,
		"iterator":            iteratorType,
		"notundef":            notUndefType,
		"numeric":             numericType,
		"object":              objectType,
		"optional":            optionalType,
		"pattern":             patternType,
		"regexp":              regexpType,
		"resource":            resourceType,
		"richdata":            richDataAlias,
		"richdatakey":         richDataKeyAlias,
		"puppet::lookupkey":   lookupKeyAlias,
		"puppet::lookupvalue": lookupValueAlias,
		"runtime":             runtimeType,
		"scalar":              scalarType,
		"scalardata":          scalarDataType,
		"semver":              semVerType,
		"semverrange":         semVerRangeType,
		"sensitive":           sensitiveType,
		"string":              stringType,
		"struct":              structType,
		"timespan":            timespanType,
		"timestamp":           timestampType,
		"tuple":               tupleType,
		"type":                typeType,
		"typeset":             typeSetType,
		"undef":               undefType,
		"uri":                 uriType,
		"variant":             variantType,
	}
}

// TypeByName returns the built-in type with the given name (compared
// without case, as Puppet does: "Integer", "INTEGER" and "integer" all
// name Integer), including the built-in aliases Data, RichData and
// RichDataKey. It reports false for other names, which name resource
// types or user-defined aliases.
func TypeByName(name string) (Type, bool) {
	t, ok := builtinTypes[strings.ToLower(strings.TrimPrefix(name, "::"))]
	return t, ok
}
