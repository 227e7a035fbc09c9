package builtins

import (
	"strings"

	"prepl/lang/eval"
	"prepl/types"
	"prepl/types/semver"
)

func init() {
	eval.Register(
		&eval.Function{
			Name: "type",
			Doc:  "Returns the type of a value: detailed by default (Tuple and Struct types with the type of each element), 'reduced' (the elements' common type) or 'generalized' (without value-specific parameters).",
			Signatures: []*eval.Signature{
				{Params: []eval.Param{{Name: "value"}, {Name: "inference_method", Type: "Enum[detailed]", Optional: true}},
					Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
						p := c.Poll()
						return polled(c, types.InferPolled(args[0], &p), &p)
					}},
				{Params: []eval.Param{{Name: "value"}, {Name: "inference_method", Type: "Enum[reduced]"}},
					Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
						p := c.Poll()
						return polled(c, types.InferReducedPolled(args[0], &p), &p)
					}},
				{Params: []eval.Param{{Name: "value"}, {Name: "inference_method", Type: "Enum[generalized]"}},
					Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
						p := c.Poll()
						return polled(c, types.Generalize(types.InferReducedPolled(args[0], &p)), &p)
					}},
			},
		},
		&eval.Function{
			Name: "assert_type",
			Doc:  "Returns the value when it is an instance of the type (given as a type or as a string of one); otherwise fails with an explanation, or, with a block, returns what the block makes of the expected and the actual type.",
			Signatures: []*eval.Signature{
				{
					Params: []eval.Param{{Name: "type", Type: "Type"}, {Name: "value"}},
					Block:  &eval.BlockParam{Name: "block", Type: "Callable[Type, Type]", Optional: true},
					Call: func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
						return assertType(c, args[0].(types.Type), args[1], b)
					},
				},
				{
					Params: []eval.Param{{Name: "type_string", Type: "String"}, {Name: "value"}},
					Block:  &eval.BlockParam{Name: "block", Type: "Callable[Type, Type]", Optional: true},
					Call: func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
						t, err := c.ParseType(string(args[0].(types.String)))
						if err != nil {
							return nil, err
						}
						return assertType(c, t, args[1], b)
					},
				},
			},
		},
		&eval.Function{
			Name: "convert_to",
			Doc:  "Converts a value to a type as calling the type's new does (further arguments go to new); with a block, returns what the block makes of the result.",
			Signatures: []*eval.Signature{{
				Params: []eval.Param{{Name: "value"}, {Name: "type", Type: "Type"}, {Name: "args", Repeated: true, Optional: true}},
				Block:  &eval.BlockParam{Name: "block", Type: "Callable[1,1]", Optional: true},
				Call: func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
					newArgs := append([]types.Value{args[1], args[0]}, args[2:]...)
					r, err := c.CallFunction("new", newArgs, nil)
					if err != nil || b == nil {
						return r, err
					}
					return c.CallLambda(b, r)
				},
			}},
		},
		&eval.Function{
			Name: "unwrap",
			Doc:  "Returns the value a Sensitive wraps (any other value as it is); with a block, returns what the block makes of it.",
			Signatures: []*eval.Signature{
				{Params: []eval.Param{{Name: "arg", Type: "Sensitive"}}, Block: &eval.BlockParam{Name: "block", Type: "Callable", Optional: true}, Call: unwrap},
				{Params: []eval.Param{{Name: "arg"}}, Block: &eval.BlockParam{Name: "block", Type: "Callable", Optional: true}, Call: unwrap},
			},
		},
		&eval.Function{
			Name: "call",
			Doc:  "Calls the function whose name is given with the other arguments (and the block, if any) and returns its result: a way to choose a function at run time. Given a Deferred, resolves it now and returns the result.",
			Signatures: []*eval.Signature{
				{
					Params: []eval.Param{{Name: "function_name", Type: "String"}, {Name: "arguments", Repeated: true, Optional: true}},
					Block:  &eval.BlockParam{Name: "block", Type: "Callable", Optional: true},
					Call: func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
						// Puppet's loaders find functions by their
						// downcased names.
						name := string(args[0].(types.String))
						lower := strings.ToLower(name)
						if !c.FunctionExists(lower) {
							return nil, c.ErrorAt("Unknown function '%s'", name)
						}
						return c.CallFunction(lower, args[1:], b)
					},
				},
				{
					Params: []eval.Param{{Name: "deferred", Type: "Deferred"}},
					Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
						return callDeferred(c, args[0].(*types.Object))
					},
				},
			},
		},
		&eval.Function{
			Name: "import",
			Doc:  "Puppet 3's import statement, discontinued: calling it fails with Puppet's explanation.",
			Signatures: []*eval.Signature{{
				Params: []eval.Param{{Name: "args", Repeated: true, Optional: true}},
				Block:  &eval.BlockParam{Name: "block", Type: "Callable", Optional: true},
				Call: func(c *eval.Call, _ []types.Value, _ *eval.Lambda) (types.Value, error) {
					return nil, c.ErrorAt("Use of 'import' has been discontinued in favor of a manifest directory. See http://links.puppet.com/puppet-import-deprecation")
				},
			}},
		},
		&eval.Function{
			Name: "versioncmp",
			Doc:  "Compares two version strings the way package managers do (numeric parts as numbers) and returns -1, 0 or 1; a true third argument ignores trailing zero parts ('1.0.0' equals '1.0').",
			Signatures: []*eval.Signature{{
				Params: []eval.Param{{Name: "a", Type: "String"}, {Name: "b", Type: "String"}, {Name: "ignore_trailing_zeroes", Type: "Boolean", Optional: true}},
				Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
					ignore := len(args) > 2 && bool(args[2].(types.Bool))
					return types.Int(semver.VersionCmp(string(args[0].(types.String)), string(args[1].(types.String)), ignore)), nil
				},
			}},
		},
		&eval.Function{
			Name: "strftime",
			Doc:  "Formats a Timestamp (optionally in a time zone) or a Timespan with strftime-like directives. The old form with only a format (and time zone) formats the current time and is deprecated.",
			Signatures: []*eval.Signature{
				{
					Params: []eval.Param{{Name: "time_object", Type: "Timespan"}, {Name: "format", Type: "String"}},
					Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
						s, err := args[0].(types.Timespan).Format(string(args[1].(types.String)))
						if err != nil {
							return nil, c.ErrorAt("%s", err.Error())
						}
						return types.String(s), nil
					},
				},
				{
					Params: []eval.Param{{Name: "time_object", Type: "Timestamp"}, {Name: "format", Type: "String"}, {Name: "timezone", Type: "String", Optional: true}},
					Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
						return formatTimestamp(c, args[0].(types.Timestamp), args[1:])
					},
				},
				{
					Params: []eval.Param{{Name: "format", Type: "String"}, {Name: "timezone", Type: "String", Optional: true}},
					Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
						warnOnce(c, "legacy#strftime", "The argument signature (String format, [String timezone]) is deprecated for #strftime. See #strftime documentation and Timespan type for more info")
						return formatTimestamp(c, types.Now(), args)
					},
				},
			},
		},
	)
}

func formatTimestamp(c *eval.Call, t types.Timestamp, args []types.Value) (types.Value, error) {
	tz := ""
	if len(args) > 1 {
		tz = string(args[1].(types.String))
	}
	s, err := t.Format(string(args[0].(types.String)), tz)
	if err != nil {
		return nil, c.ErrorAt("%s", err.Error())
	}
	return types.String(s), nil
}

func assertType(c *eval.Call, t types.Type, v types.Value, block *eval.Lambda) (types.Value, error) {
	if ok, err := c.IsInstance(t, v); ok || err != nil {
		return v, err
	}
	p := c.Poll()
	inferred := types.InferPolled(v, &p)
	if p.Err() != nil {
		return nil, c.InterruptedError()
	}
	if block != nil {
		return c.CallLambda(block, t, inferred)
	}
	return nil, c.Mismatch("assert_type():", t, v)
}

func unwrap(c *eval.Call, args []types.Value, block *eval.Lambda) (types.Value, error) {
	v := args[0]
	if s, ok := v.(*types.Sensitive); ok {
		v = s.Unwrap()
	}
	if block != nil {
		return c.CallLambda(block, v)
	}
	return v, nil
}
