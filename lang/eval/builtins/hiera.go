package builtins

import (
	"prepl/lang/eval"
	"prepl/types"
)

// The deprecated hiera functions look keys up as lookup() does but
// ignore lookup_options: hiera takes the first value found, hiera_array
// and hiera_include merge unique, hiera_hash merges hashes shallowly.

func init() {
	for _, f := range []struct {
		name, merge, doc string
		post             func(c *eval.Call, key types.Value, v types.Value) (types.Value, error)
	}{
		{"hiera", "", "Deprecated in favour of lookup(): looks up a key in Hiera data (the first value found; lookup_options are ignored), else gives the default value or the block's result (the block gets the key).", nil},
		{"hiera_array", "unique", "Deprecated in favour of lookup() with merge 'unique': merges the values found for a key in Hiera data into an array of unique values, else gives the default value or the block's result.", nil},
		{"hiera_hash", "hash", "Deprecated in favour of lookup() with merge 'hash': merges the hashes found for a key in Hiera data (shallowly), else gives the default value or the block's result.", nil},
		{"hiera_include", "unique", "Deprecated in favour of lookup() and include: merges the class names found for a key in Hiera data (unique), falling back to the default value or the block's result, and includes those classes.", hieraInclude},
	} {
		eval.Register(hieraFunction(f.name, f.merge, f.doc, f.post))
	}
}

// hieraFunction builds one of the hiera functions with Puppet's
// signatures; post handles the value found (hiera_include includes it).
func hieraFunction(name, merge, doc string, post func(c *eval.Call, key types.Value, v types.Value) (types.Value, error)) *eval.Function {
	run := func(c *eval.Call, key, dflt types.Value, hasDefault bool, block *eval.Lambda) (types.Value, error) {
		warnOnce(c, name, "The function '"+name+"' is deprecated in favor of using 'lookup'. See https://puppet.com/docs/puppet/7.23/deprecated_language.html")
		r := lookupRequest{name: key, dflt: dflt, hasDefault: hasDefault, legacy: true}
		if merge != "" {
			r.merge = types.String(merge)
		}
		v, err := r.run(c, block)
		if err != nil || post == nil {
			return v, err
		}
		return post(c, key, v)
	}
	positional := func(c *eval.Call, args []types.Value, block *eval.Lambda) (types.Value, error) {
		if len(args) > 1 && block == nil {
			return run(c, args[0], args[1], true, nil)
		}
		return run(c, args[0], nil, false, block)
	}
	return &eval.Function{
		Name: name,
		Doc:  doc,
		Signatures: []*eval.Signature{
			{Params: []eval.Param{{Name: "args", Type: "Tuple[String, Any, Any, 1, 3]"}},
				Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
					return positional(c, args[0].(*types.Array).Elements(), nil)
				}},
			{Params: []eval.Param{{Name: "key", Type: "String"}}, Call: positional},
			{Params: []eval.Param{{Name: "key", Type: "String"}, {Name: "default"}, {Name: "override", Optional: true}}, Call: positional},
			{Params: []eval.Param{{Name: "key", Type: "String"}}, Block: &eval.BlockParam{Name: "default_block", Type: "Callable[1,1]"}, Call: positional},
			{Params: []eval.Param{{Name: "key", Type: "String"}, {Name: "override"}}, Block: &eval.BlockParam{Name: "default_block", Type: "Callable[1,1]"}, Call: positional},
		},
	}
}

// hieraInclude includes the classes found (nothing for an empty value).
func hieraInclude(c *eval.Call, key, v types.Value) (types.Value, error) {
	if types.IsUndef(v) {
		return nil, c.ErrorAt("Could not find data item %s", rubyToS(key))
	}
	switch x := v.(type) {
	case types.String:
		if x == "" {
			return types.Undef, nil
		}
	case *types.Array:
		if x.Len() == 0 {
			return types.Undef, nil
		}
	case *types.Hash:
		if x.Len() == 0 {
			return types.Undef, nil
		}
	}
	return c.CallFunction("include", []types.Value{v}, nil)
}
