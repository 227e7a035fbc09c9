package construct

import (
	"prepl/types"
)

// arrayConstructor is Array.new(value, wrap) (and Tuple's): a Hash
// becomes its [key, value] pairs, a Binary its bytes, anything iterable
// its elements; with wrap true a value that is no Array becomes the only
// element of one.
var arrayConstructor = &sigConstructor{
	name: "new_array",
	sigs: []*ctorSig{
		{
			params: []ctorParam{reqParam("from", "Variant[Array, Hash, Binary, Iterable]"), optionalParam("wrap", "Boolean[false]")},
			create: func(c Caller, args []types.Value) (types.Value, error) { return toArray(c, args[0]) },
		},
		{
			params: []ctorParam{reqParam("from", "Any"), reqParam("wrap", "Boolean[true]")},
			create: func(_ Caller, args []types.Value) (types.Value, error) {
				if a, ok := args[0].(*types.Array); ok {
					return a, nil
				}
				return types.ArrayOf(args[0]), nil
			},
		},
	},
	mismatch: []*ctorSig{{
		params: []ctorParam{reqParam("from", "Any"), optionalParam("wrap", "Boolean")},
		explain: func(_ *sigConstructor, _ Caller, args []types.Value) (string, error) {
			return "Value of type " + types.InferGeneralized(args[0]).String() + " cannot be converted to Array", nil
		},
	}},
}

// toArray converts an Array, Hash, Binary or iterable value to an Array.
func toArray(c Caller, from types.Value) (types.Value, error) {
	switch x := from.(type) {
	case *types.Array:
		return x, nil
	case *types.Hash:
		return hashPairs(x), nil
	case *types.Binary:
		bs := x.Bytes()
		vs := make([]types.Value, len(bs))
		for i, b := range bs {
			vs[i] = types.Int(b)
		}
		return types.NewArray(vs), nil
	}
	vs, err := iterableElements(c, from)
	if err != nil {
		return nil, err
	}
	return types.NewArray(vs), nil
}

// hashPairs is a Hash as an Array of [key, value] pairs.
func hashPairs(h *types.Hash) *types.Array {
	es := h.Entries()
	vs := make([]types.Value, len(es))
	for i, e := range es {
		vs[i] = types.ArrayOf(e.Key, e.Value)
	}
	return types.NewArray(vs)
}

// maxElements bounds the values a conversion collects, so that
// Array(9223372036854775807) fails instead of exhausting memory.
const maxElements = 10_000_000

// iterableElements collects what iterating v produces, watching for an
// interrupt on long sequences.
func iterableElements(c Caller, v types.Value) ([]types.Value, error) {
	var out []types.Value
	var stop error
	ok, err := types.Iterate(v, func(x types.Value) bool {
		if len(out)%4096 == 4095 {
			if stop = c.CheckInterrupt(); stop != nil {
				return false
			}
			if len(out) >= maxElements {
				stop = newErrorf("Value of type %s produces more than %d elements, too many to collect", types.InferGeneralized(v).String(), maxElements)
				return false
			}
		}
		out = append(out, x)
		return true
	})
	switch {
	case stop != nil:
		return nil, stop
	case err != nil:
		return nil, err
	case !ok:
		return nil, newErrorf("Value of type %s is not iterable", types.InferGeneralized(v).String())
	}
	return out, nil
}

// hashConstructor is Hash.new(value) (and Struct's): [key, value] pairs,
// a flat array of keys and values, a Hash, or anything iterable producing
// keys and values in turn; with the option tree or hash_tree, pairs of a
// path and a value build nested hashes.
var hashConstructor = &sigConstructor{
	name: "new_hash",
	local: []string{
		"KeyValueArray = Array[Tuple[Any, Any], 1]",
		"TreeArray = Array[Tuple[Array, Any], 1]",
		"NewHashOption = Enum[tree, hash_tree]",
	},
	sigs: []*ctorSig{
		{
			params: []ctorParam{reqParam("from", "TreeArray"), optionalParam("build_option", "NewHashOption")},
			create: func(c Caller, args []types.Value) (types.Value, error) {
				pairs := args[0].(*types.Array)
				opt := argAt(args, 1)
				if opt == nil {
					return hashFromPairs(c, pairs.Elements())
				}
				return hashFromTree(c, pairs, opt == types.String("hash_tree"))
			},
		},
		{
			params: []ctorParam{reqParam("from", "KeyValueArray")},
			create: func(c Caller, args []types.Value) (types.Value, error) {
				return hashFromPairs(c, args[0].(*types.Array).Elements())
			},
		},
		{
			params: []ctorParam{reqParam("from", "Any")},
			create: hashFromValue,
		},
	},
}

// hashFromPairs builds a Hash of [key, value] arrays; a later duplicate
// key replaces the value and keeps the first position.
func hashFromPairs(c Caller, pairs []types.Value) (types.Value, error) {
	p := c.Poll()
	b := types.NewHashBuilderPolled(len(pairs), &p)
	for _, pair := range pairs {
		kv := pair.(*types.Array)
		b.Set(kv.At(0), kv.At(1))
	}
	return polled(c, &p, b.Build(), nil)
}

// polled is what a conversion made (v, err), or the interruption when p
// stopped it: encoding keys made of shared parts can take long.
func polled(c Caller, p *types.Poll, v types.Value, err error) (types.Value, error) {
	if p.Err() != nil {
		return nil, c.CheckInterrupt()
	}
	return v, err
}

// hashFromValue converts what no pair signature accepted: a flat array of
// keys and values, a Hash, or an iterable value.
func hashFromValue(c Caller, args []types.Value) (types.Value, error) {
	p := c.Poll()
	switch x := args[0].(type) {
	case *types.Array:
		v, err := HashFromFlat(x.Elements(), &p)
		return polled(c, &p, v, err)
	case *types.Hash:
		return x, nil
	}
	if !types.IsInstance(types.NewIterableType(nil), args[0]) {
		return nil, newErrorf("Value of type %s cannot be converted to Hash", types.InferGeneralized(args[0]).String())
	}
	vs, err := iterableElements(c, args[0])
	if err != nil {
		return nil, err
	}
	var v types.Value
	if len(vs) == 1 {
		v, err = HashFromSingle(vs[0], &p)
	} else {
		v, err = HashFromFlat(vs, &p)
	}
	return polled(c, &p, v, err)
}

// HashFromFlat builds a Hash of alternating keys and values; p may stop
// the encoding of keys made of shared parts (the hash is then
// meaningless and p.Err says so).
func HashFromFlat(vs []types.Value, p *types.Poll) (types.Value, error) {
	if len(vs)%2 != 0 {
		return nil, newErrorf("odd number of arguments for Hash")
	}
	b := types.NewHashBuilderPolled(len(vs)/2, p)
	for i := 0; i < len(vs); i += 2 {
		b.Set(vs[i], vs[i+1])
	}
	return b.Build(), nil
}

// HashFromSingle converts the only value an iteration produced, as Ruby's
// Hash[x] does: a Hash as it is, an Array of [key, value] (or [key])
// arrays as pairs; p may stop the encoding of keys as HashFromFlat's.
func HashFromSingle(v types.Value, p *types.Poll) (types.Value, error) {
	switch x := v.(type) {
	case *types.Hash:
		return x, nil
	case *types.Array:
		b := types.NewHashBuilderPolled(x.Len(), p)
		for i, el := range x.Elements() {
			kv, ok := el.(*types.Array)
			if !ok {
				return nil, newErrorf("wrong element type %s at %d (expected array)", types.InferGeneralized(el).String(), i)
			}
			switch kv.Len() {
			case 1:
				b.Set(kv.At(0), types.Undef)
			case 2:
				b.Set(kv.At(0), kv.At(1))
			default:
				return nil, newErrorf("invalid number of elements (%d for 1..2)", kv.Len())
			}
		}
		return b.Build(), nil
	}
	return nil, newErrorf("odd number of arguments for Hash")
}
