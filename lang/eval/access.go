package eval

import (
	"errors"

	"prepl/lang/eval/evalerr"
	"prepl/lang/eval/ops"
	"prepl/lang/syntax"
	"prepl/types"
)

// evalAccess evaluates `left[keys...]`.
func (e *Evaluator) evalAccess(n *syntax.AccessExpr, s *Scope) (types.Value, error) {
	l, err := e.eval(n.Left, s)
	if err != nil {
		return nil, err
	}
	if len(n.Keys) == 1 {
		switch x := l.(type) {
		case *types.Hash, *types.Array:
			// The common $h['key'] and $a[0], without a slice of keys.
			k, err := e.eval(n.Keys[0], s)
			if err != nil {
				return nil, err
			}
			return e.access1(x, k, n)
		}
	}
	// Each key is one value: a splatted key is an array here, not
	// spread as call arguments are ({[a] => 1}[*[a]] is 1).
	keys := make([]types.Value, len(n.Keys))
	_, classAccess := l.(*types.ClassType)
	for i, k := range n.Keys {
		if ref, ok := k.(*syntax.QualifiedReference); ok && classAccess {
			// A class is named by a string: Puppet evaluates a capitalized
			// name there as it evaluates any, a reference to a type that
			// need not exist, and refuses it as a class name.
			if keys[i], err = e.resolveTypeReference(ref); err != nil {
				keys[i] = types.NewTypeReference(ref.Value)
			}
			continue
		}
		if keys[i], err = e.eval(k, s); err != nil {
			return nil, err
		}
	}
	return e.access(l, keys, n)
}

// access1 is access of a hash or an array with one key.
func (e *Evaluator) access1(l types.Value, k types.Value, n *syntax.AccessExpr) (types.Value, error) {
	switch x := l.(type) {
	case *types.Hash:
		if v, ok, err := e.hashGet(x, k, n.Loc); ok || err != nil {
			return v, err
		}
		return types.Undef, nil
	case *types.Array:
		if i, ok := k.(types.Int); ok {
			idx, size := int64(i), int64(x.Len())
			if idx < 0 {
				idx += size
			}
			if idx < 0 || idx >= size {
				return types.Undef, nil
			}
			return x.At(int(idx)), nil
		}
	}
	return e.access(l, []types.Value{k}, n)
}

func (e *Evaluator) access(l types.Value, keys []types.Value, n *syntax.AccessExpr) (types.Value, error) {
	switch x := l.(type) {
	case *types.Array, types.String, *types.Binary:
		flat, err := e.flatKeys(keys, n.Loc)
		if err != nil {
			return nil, err
		}
		return ops.Index(l, flat, n.Loc, e.warn)
	case *types.Hash:
		return e.hashAccess(x, keys, n.Loc)
	case *types.ResourceType:
		if x.HasTitle() {
			return e.catalog.AttributeAccess(x, keys, n)
		}
	case *types.ClassType:
		if x.ClassName() != "" {
			return e.catalog.ClassParameterAccess(x, keys, n)
		}
	case *types.TypeReferenceType:
		// An unknown type parameterized inside an alias is a reference
		// to the whole expression as written.
		return types.NewTypeReference(n.Loc.Text()), nil
	}
	if t, ok := l.(types.Type); ok {
		p := types.NewPoll(&e.run.interrupted)
		v, err := parameterize(t, keys, &p)
		if p.Err() != nil {
			return nil, e.checkInterrupt(n.Loc)
		}
		if err != nil {
			return nil, located(err, accessErrorLoc(err, n))
		}
		return v, nil
	}
	return nil, errorf(n.Loc, "Operator '[]' is not applicable to %s.", evalerr.Articled(ops.ValueLabel(l)))
}

// accessErrorLoc is where Puppet reports an error of parameterizing a
// type: at the key it is about, else at the whole access.
func accessErrorLoc(err error, n *syntax.AccessExpr) syntax.Loc {
	var ae *types.AccessError
	if errors.As(err, &ae) && ae.Arg >= 0 && ae.Arg < len(n.Keys) {
		return n.Keys[ae.Arg].Location()
	}
	return n.Loc
}

// flatKeys flattens arrays among the keys of an Array, String or Binary
// access, as Puppet does ("abc"[[1, 1]] is "abc"[1, 1]); a Hash is looked
// up with its keys as they are. An interrupt stops the flattening of a
// key whose shared parts make it huge.
func (e *Evaluator) flatKeys(keys []types.Value, loc syntax.Loc) ([]types.Value, error) {
	for _, k := range keys {
		if _, ok := k.(*types.Array); ok {
			p := types.NewPoll(&e.run.interrupted)
			out := types.FlattenPolled(types.NewArray(keys), &p)
			if p.Err() != nil {
				return nil, e.checkInterrupt(loc)
			}
			return out, nil
		}
	}
	return keys, nil
}

// hashAccess implements Hash[key] and Hash[k1, k2, ...].
func (e *Evaluator) hashAccess(h *types.Hash, keys []types.Value, loc syntax.Loc) (types.Value, error) {
	if len(keys) == 1 {
		if v, ok, err := e.hashGet(h, keys[0], loc); ok || err != nil {
			return v, err
		}
		return types.Undef, nil
	}
	out := make([]types.Value, 0, len(keys))
	for _, k := range keys {
		v, ok, err := e.hashGet(h, k, loc)
		if err != nil {
			return nil, err
		}
		if ok && !types.IsUndef(v) {
			out = append(out, v)
		}
	}
	return types.NewArray(out), nil
}
