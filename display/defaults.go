package display

import "prepl/types"

// builtin returns a built-in type by name.
func builtin(name string) types.Type {
	t, ok := types.TypeByName(name)
	if !ok {
		panic("display: no built-in type " + name)
	}
	return t
}

func strPtr(s string) *string { return &s }

// The formats Puppet's StringConverter starts from.
var (
	// fallbackFormat is used when no entry of a map matches.
	fallbackFormat = mustFormat("%s")

	// defaultContainerFormats format the scalars inside arrays and hashes:
	// programmatic forms, so that strings are quoted.
	defaultContainerFormats = &FormatMap{entries: []formatEntry{{types.Any, mustFormat("%p")}}}

	defaultArrayFormat = containerFormat("%a", ", ", ", ")
	defaultHashFormat  = containerFormat("%h", ", ", " => ")

	// defaultFormats is the map String(value) uses: top-level floats in
	// %f, other numbers in %d, binaries in strict base64, the rest in %s.
	defaultFormats = &FormatMap{entries: []formatEntry{
		{types.TObject, mustFormat("%p")},
		{builtin("Float"), mustFormat("%f")},
		{builtin("Numeric"), mustFormat("%d")},
		{builtin("Array"), defaultArrayFormat},
		{builtin("Hash"), defaultHashFormat},
		{builtin("Binary"), mustFormat("%B")},
		{types.Any, mustFormat("%s")},
	}}
)

func containerFormat(format, sep, sep2 string) *Format {
	f := mustFormat(format)
	f.separator, f.separator2 = strPtr(sep), strPtr(sep2)
	f.stringFormats = defaultContainerFormats
	return f
}
