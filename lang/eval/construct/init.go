package construct

import (
	"prepl/types"
)

// initConstructor is the constructor of Init[T, args...], Puppet's
// new_Init: it calls new(T, value, args...). Without args, an Array value
// is spread into T's arguments unless it is a T or something a signature
// of T's constructor with exactly one parameter takes
// (Init[Integer](['10', 16]) is Integer('10', 16), Init[Array]([[1, 2]])
// is Array([[1, 2]]), Init[String]([1, 2]) is String(1, 2)).
func (l *Library) initConstructor(t *types.InitType) (constructor, error) {
	target, initArgs := t.Type(), t.Args()
	if target == nil {
		return nil, notCreatable(t)
	}
	switch target.(type) {
	case *types.InitType, *types.OptionalType, *types.NotUndefType:
		return nil, notCreatable(target)
	}
	k, err := l.constructorFor(target)
	if err != nil {
		return nil, notCreatable(target)
	}
	sigs, err := l.constructorSignatures(k, target)
	if err != nil {
		return nil, err
	}
	if len(initArgs) > 0 {
		if !anySignatureTakes(sigs, initArgs) {
			return nil, newErrorf("The type '%s' does not represent a valid set of parameters for %s.new()",
				t.String(), types.Generalize(target).Name())
		}
		return constructorFunc(func(c Caller, args []types.Value) (types.Value, error) {
			if len(args) != 1 {
				return nil, initArity(args)
			}
			return l.newInstance(c, target, append([]types.Value{args[0]}, initArgs...))
		}), nil
	}
	single := singleArgumentType(target, sigs)
	return constructorFunc(func(c Caller, args []types.Value) (types.Value, error) {
		if len(args) != 1 {
			return nil, initArity(args)
		}
		a, ok := args[0].(*types.Array)
		if !ok || types.IsInstance(single, a) {
			return l.newInstance(c, target, args)
		}
		return l.newInstance(c, target, a.Elements())
	}), nil
}

// initArity is new_Init's error for other than one argument.
func initArity(args []types.Value) error {
	if len(args) == 0 {
		return newErrorf("'new_Init' expects 1 argument, got none")
	}
	return newErrorf("'new_Init' expects 1 argument, got %d", len(args))
}

// constructorSignatures returns the signatures of a type's constructor.
func (l *Library) constructorSignatures(k constructor, target types.Type) ([]types.Signature, error) {
	switch x := k.(type) {
	case *sigConstructor:
		if err := x.resolve(l.types); err != nil {
			return nil, err
		}
		return x.described, nil
	}
	t := target
	for i := 0; i < maxTypeDepth; i++ {
		switch x := t.(type) {
		case *types.TypeAlias:
			t = x.ResolvedType()
			continue
		case *types.ObjectType:
			return x.Signatures(), nil
		}
		break
	}
	return nil, notCreatable(target)
}

// singleArgumentType is what Init[T] passes to T's constructor as one
// argument: a T, or what a signature of exactly one parameter takes.
func singleArgumentType(target types.Type, sigs []types.Signature) types.Type {
	singles := []types.Type{target}
	for _, s := range sigs {
		if lo, hi, ok := s.Type.SizeRange(); ok && lo == 1 && hi == 1 {
			singles = append(singles, s.Type.ParamTypes().Types()[0])
		}
	}
	return types.NewVariantType(singles...)
}

// anySignatureTakes tells whether a signature takes one argument (of any
// type) followed by the init args.
func anySignatureTakes(sigs []types.Signature, initArgs []types.Value) bool {
	n := int64(1 + len(initArgs))
	for _, s := range sigs {
		lo, hi, ok := s.Type.SizeRange()
		if !ok {
			return true
		}
		if n < lo || hi >= 0 && n > hi {
			continue
		}
		fits := true
		for i, a := range initArgs {
			if pt := paramTypeAt(s.Type.ParamTypes(), i+1); pt != nil && !types.IsInstance(pt, a) {
				fits = false
				break
			}
		}
		if fits {
			return true
		}
	}
	return false
}

// paramTypeAt returns the type of the i-th parameter of a tuple whose last
// type repeats (nil when the tuple has no types).
func paramTypeAt(t *types.TupleType, i int) types.Type {
	ts := t.Types()
	if len(ts) == 0 {
		return nil
	}
	return ts[min(i, len(ts)-1)]
}
