package construct

import (
	"errors"

	"prepl/display"
	"prepl/internal/ruby/rubystr"
	"prepl/types"
)

// stringConstructor is String.new(value, formats): the value formatted by
// the format engine, with the default formats or those given (a format
// string, or a map from types to formats).
var stringConstructor = &sigConstructor{
	name: "new_string",
	local: []string{
		`Format = Pattern[/^%([\s\[+#0{<(|-]*)([1-9][0-9]*)?(?:\.([0-9]+))?([a-zA-Z])$/]`,
		"ContainerFormat = Struct[{Optional[format] => Format, Optional[separator] => String, " +
			"Optional[separator2] => String, Optional[string_formats] => Hash[Type, Format]}]",
		"TypeMap = Hash[Type, Variant[Format, ContainerFormat]]",
		"Convertible = Any",
		"Formats = Variant[Default, String[1], TypeMap]",
	},
	sigs: []*ctorSig{{
		params: []ctorParam{reqParam("from", "Convertible"), optionalParam("string_formats", "Formats")},
		create: func(c Caller, args []types.Value) (types.Value, error) {
			s, err := display.FormatValuePolled(args[0], argAt(args, 1), c.Poll())
			if errors.Is(err, types.ErrInterrupted) {
				return nil, c.CheckInterrupt()
			}
			if err != nil {
				return nil, err
			}
			return types.String(s), nil
		},
	}},
}

// regexpConstructor is Regexp.new(pattern, escape): a regexp of the
// pattern, or of the pattern's text matched literally when escape is
// true.
var regexpConstructor = &sigConstructor{
	name: "new_regexp",
	sigs: []*ctorSig{{
		params: []ctorParam{reqParam("pattern", "String"), optionalParam("escape", "Boolean")},
		create: func(_ Caller, args []types.Value) (types.Value, error) {
			pattern := string(args[0].(types.String))
			if argAt(args, 1) == types.True {
				pattern = rubystr.RegexpEscape(pattern)
			}
			r, err := types.NewRegexp(pattern)
			if err != nil {
				return nil, err
			}
			return r, nil
		},
	}},
}

// sensitiveConstructor is Sensitive.new(value): the value wrapped; a
// Sensitive value stays as it is.
var sensitiveConstructor = &sigConstructor{
	name: "new_Sensitive",
	sigs: []*ctorSig{
		{
			params: []ctorParam{reqParam("value", "Sensitive")},
			create: func(_ Caller, args []types.Value) (types.Value, error) { return args[0], nil },
		},
		{
			params: []ctorParam{reqParam("value", "Any")},
			create: func(_ Caller, args []types.Value) (types.Value, error) { return types.NewSensitive(args[0]), nil },
		},
	},
}

// typeConstructor is Type.new(string): the type the string writes, as in
// Type('Integer[1, 2]').
var typeConstructor = &sigConstructor{
	name: "new_type",
	sigs: []*ctorSig{{
		params: []ctorParam{reqParam("type_string", "String[1]")},
		create: func(c Caller, args []types.Value) (types.Value, error) {
			return c.TypeSpec(string(args[0].(types.String)))
		},
	}},
}
