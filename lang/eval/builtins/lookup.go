package builtins

import (
	"errors"
	"strings"

	"prepl/lang/eval"
	"prepl/types"
)

// lookup() takes each name from the override option, else from the
// session's Hiera data (datalookup.Provider), and when no name is found
// from the default_values_hash option, the default value or the block,
// failing as Puppet does when there is none of those.

const (
	lookupName  = "Variant[String, Array[String]]"
	lookupMerge = "Variant[String[1], Hash[String, Scalar]]"
	lookupBlock = "Callable[Variant[String, Array[String]]]"
	lookupOpts  = `Struct[{
		value_type => Optional[Type],
		default_value => Any,
		override => Optional[Hash[String, Any]],
		default_values_hash => Optional[Hash[String, Any]],
		merge => Optional[` + lookupMerge + `]}]`
	lookupOptsWithName = `Struct[{
		name => ` + lookupName + `,
		value_type => Optional[Type],
		default_value => Any,
		override => Optional[Hash[String, Any]],
		default_values_hash => Optional[Hash[String, Any]],
		merge => Optional[` + lookupMerge + `]}]`
)

// lookupRequest is one lookup: the names and what to do when none is
// found.
type lookupRequest struct {
	name       types.Value
	valueType  types.Type
	dflt       types.Value
	hasDefault bool
	override   *types.Hash
	defaults   *types.Hash
	// merge is the merge strategy argument (nil when none was given).
	merge types.Value
	// legacy marks the hiera functions, which ignore lookup_options.
	legacy bool
}

func init() {
	positional := func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
		r := lookupRequest{name: args[0]}
		if len(args) > 1 {
			r.valueType, _ = args[1].(types.Type)
		}
		if len(args) > 2 {
			r.merge = args[2]
		}
		if len(args) > 3 {
			r.dflt, r.hasDefault = args[3], true
		}
		return r.run(c, b)
	}
	withOptions := func(name types.Value, opts *types.Hash) lookupRequest {
		r := lookupRequest{name: name}
		if v, ok := opts.GetString("value_type"); ok {
			r.valueType, _ = v.(types.Type)
		}
		r.dflt, r.hasDefault = opts.GetString("default_value")
		if v, ok := opts.GetString("override"); ok {
			r.override, _ = v.(*types.Hash)
		}
		if v, ok := opts.GetString("default_values_hash"); ok {
			r.defaults, _ = v.(*types.Hash)
		}
		r.merge, _ = opts.GetString("merge")
		return r
	}
	eval.Register(&eval.Function{
		Name: "lookup",
		Doc:  "Looks up a value by key in Hiera data (the global, environment and module layers), or the override option; when no name is found, the default_values_hash option, the default value or the block (which gets the name) answers, else the lookup fails. merge (or lookup_options) says how values found in several places combine; value_type checks whatever is found.",
		Signatures: []*eval.Signature{
			{Params: []eval.Param{{Name: "name", Type: lookupName}, {Name: "value_type", Type: "Type", Optional: true}, {Name: "merge", Type: lookupMerge, Optional: true}},
				Call: positional},
			{Params: []eval.Param{{Name: "name", Type: lookupName}, {Name: "value_type", Type: "Optional[Type]"}, {Name: "merge", Type: "Optional[" + lookupMerge + "]"}, {Name: "default_value"}},
				Call: positional},
			{Params: []eval.Param{{Name: "name", Type: lookupName}, {Name: "value_type", Type: "Type", Optional: true}, {Name: "merge", Type: lookupMerge, Optional: true}},
				Block: &eval.BlockParam{Name: "block", Type: lookupBlock},
				Call:  positional},
			{Params: []eval.Param{{Name: "options_hash", Type: lookupOptsWithName}},
				Block: &eval.BlockParam{Name: "block", Type: lookupBlock, Optional: true},
				Call: func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
					opts := args[0].(*types.Hash)
					name, _ := opts.GetString("name")
					r := withOptions(name, opts)
					return r.run(c, b)
				}},
			{Params: []eval.Param{{Name: "name", Type: "Variant[String,Array[String]]"}, {Name: "options_hash", Type: lookupOpts}},
				Block: &eval.BlockParam{Name: "block", Type: lookupBlock, Optional: true},
				Call: func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
					r := withOptions(args[0], args[1].(*types.Hash))
					return r.run(c, b)
				}},
		},
	})
}

func (r *lookupRequest) names() []types.Value {
	if a, ok := r.name.(*types.Array); ok {
		return a.Elements()
	}
	return []types.Value{r.name}
}

// check asserts the value type on a value found or given.
func (r *lookupRequest) check(c *eval.Call, subject string, v types.Value) (types.Value, error) {
	if r.valueType == nil {
		return v, nil
	}
	if ok, err := c.IsInstance(r.valueType, v); err != nil {
		return nil, err
	} else if !ok {
		return nil, c.Mismatch(subject+" has wrong type,", r.valueType, v)
	}
	return v, nil
}

// data looks a name up in the session's data.
func (r *lookupRequest) data(c *eval.Call, name string) (types.Value, bool, error) {
	d := c.Evaluator().Data()
	if d == nil {
		return nil, false, nil
	}
	merge := r.merge
	if merge != nil && types.IsUndef(merge) {
		merge = nil
	}
	v, found, err := d.Lookup(c.DataScope(), name, merge, r.legacy)
	if err != nil {
		var ee *eval.Error
		if errors.As(err, &ee) {
			return nil, false, err
		}
		return nil, false, c.ErrorAt("%s", err)
	}
	if v == nil {
		v = types.Undef
	}
	return v, found, nil
}

func (r *lookupRequest) run(c *eval.Call, block *eval.Lambda) (types.Value, error) {
	names := r.names()
	// Each name is taken from the override hash or searched for (with the
	// merge strategy, which is checked then); the default values hash is
	// consulted only when no name was found.
	for _, n := range names {
		if r.override != nil {
			if v, ok := r.override.Get(n); ok {
				return r.check(c, "Value found for key '"+rubyToS(n)+"' in override hash", v)
			}
		}
		if err := checkMerge(c, r.merge); err != nil {
			return nil, err
		}
		v, found, err := r.data(c, rubyToS(n))
		if err != nil {
			return nil, err
		}
		if found {
			return r.check(c, "Found value", v)
		}
	}
	if r.defaults != nil {
		for _, n := range names {
			if v, ok := r.defaults.Get(n); ok {
				return r.check(c, "Value found for key '"+rubyToS(n)+"' in default values hash", v)
			}
		}
	}
	switch {
	case block != nil:
		v, err := c.CallLambda(block, r.name)
		if err != nil {
			return nil, err
		}
		return r.check(c, "Value returned from default block", v)
	case r.hasDefault:
		return r.check(c, "Default value", r.dflt)
	}
	if len(names) == 1 {
		return nil, c.ErrorAt("Function lookup() did not find a value for the name '%s'", rubyToS(names[0]))
	}
	quoted := make([]string, len(names))
	for i, n := range names {
		quoted[i] = "'" + rubyToS(n) + "'"
	}
	return nil, c.ErrorAt("Function lookup() did not find a value for any of the names [%s]", strings.Join(quoted, ", "))
}
