package builtins

import (
	"strings"

	"prepl/lang/eval"
	"prepl/types"
)

// callDeferred resolves a Deferred value now, as Puppet's call function
// does: the arguments are resolved first (Deferred values nested in
// arrays, hash values and Sensitive values included), then the named
// function is called with them. A name starting with '$' names a
// variable instead: its value is dug into with the arguments as dig
// would.
func callDeferred(c *eval.Call, d *types.Object) (types.Value, error) {
	nameV, _ := d.Get("name")
	name, _ := nameV.(types.String)
	args, err := resolveDeferredArgs(c, d)
	if err != nil {
		return nil, err
	}
	fn := string(name)
	if variable, isVar := strings.CutPrefix(fn, "$"); isVar {
		v, found, err := c.LookupVariable(variable)
		if err != nil {
			return nil, err
		}
		if !found {
			c.Warn("Undefined variable '" + variable + "'")
			v = types.Undef
		}
		fn = "dig"
		args = append([]types.Value{v}, args...)
	}
	if !c.FunctionExists(fn) {
		return nil, c.ErrorAt("Unknown function '%s'", fn)
	}
	return c.CallFunction(fn, args, nil)
}

// resolveDeferredArgs resolves the arguments of a Deferred (none when
// they are undef).
func resolveDeferredArgs(c *eval.Call, d *types.Object) ([]types.Value, error) {
	argsV, _ := d.Get("arguments")
	arr, ok := argsV.(*types.Array)
	if !ok {
		return nil, nil
	}
	out := make([]types.Value, arr.Len())
	for i, a := range arr.Elements() {
		r, err := resolveDeferred(c, a)
		if err != nil {
			return nil, err
		}
		out[i] = r
	}
	return out, nil
}

// resolveDeferred replaces every Deferred inside v by what calling it
// gives. A Binary becomes the string of its bytes, as Puppet's resolver
// hands a Binary's buffer on.
func resolveDeferred(c *eval.Call, v types.Value) (types.Value, error) {
	switch x := v.(type) {
	case *types.Object:
		if isDeferred(x) {
			return callDeferred(c, x)
		}
	case *types.Array, *types.Hash:
		out, _, err := mapContainer(v, false, func(e types.Value) (types.Value, error) { return resolveDeferred(c, e) })
		return out, err
	case *types.Sensitive:
		r, err := resolveDeferred(c, x.Unwrap())
		if err != nil {
			return nil, err
		}
		return types.NewSensitive(r), nil
	case *types.Binary:
		return types.String(x.Bytes()), nil
	}
	return v, nil
}

// isDeferred reports whether o is a Deferred (Puppet's built-in Object
// type of that name).
func isDeferred(o *types.Object) bool {
	t, ok := types.TypeByName("Deferred")
	return ok && types.Type(o.Type()) == t
}
