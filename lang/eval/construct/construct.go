package construct

import "prepl/types"

// newInstance is new(t, args...) without a block: a single argument that
// already is a t (t no Init) is returned as it is, anything else is
// created by t's constructor.
func (l *Library) newInstance(c Caller, t types.Type, args []types.Value) (types.Value, error) {
	if _, isInit := t.(*types.InitType); len(args) == 1 && !isInit && types.IsInstance(t, args[0]) {
		return args[0], nil
	}
	return l.Checked(c, t, args)
}

// Checked calls the constructor of t and asserts that it created a t.
func (l *Library) Checked(c Caller, t types.Type, args []types.Value) (types.Value, error) {
	v, err := l.construct(c, t, args)
	if err != nil {
		return nil, err
	}
	if !types.IsInstance(t, v) {
		return nil, mismatch(types.DescribeMismatch("Converted value from "+t.String()+".new() has wrong type,", t, v))
	}
	return v, nil
}

// construct calls the constructor of t with args.
func (l *Library) construct(c Caller, t types.Type, args []types.Value) (types.Value, error) {
	k, err := l.constructorFor(t)
	if err != nil {
		return nil, err
	}
	if sk, ok := k.(*sigConstructor); ok {
		if err := sk.resolve(l.types); err != nil {
			return nil, err
		}
	}
	return k.call(c, args)
}

// maxTypeDepth bounds the chain of aliases, Optional and NotUndef
// followed to find a constructor, so that an alias that stands for
// itself (type R = Optional[R]) fails cleanly.
const maxTypeDepth = 100

// constructorFor returns the constructor that creates values of t:
// aliases stand for what they resolve to, Optional[T] and NotUndef[T]
// use T's, Struct and Tuple share the Hash and Array constructors. Types
// without one (Variant, Scalar, Callable, ...) are an error, as in Puppet.
func (l *Library) constructorFor(t types.Type) (constructor, error) {
	for i := 0; i < maxTypeDepth; i++ {
		switch x := t.(type) {
		case *types.TypeAlias:
			t = x.ResolvedType()
		case *types.OptionalType:
			if x.Type() == nil {
				return nil, notCreatable(t)
			}
			t = x.Type()
		case *types.NotUndefType:
			if x.Type() == nil {
				return identityConstructor, nil
			}
			t = x.Type()
		default:
			return l.familyConstructor(t)
		}
	}
	return nil, newErrorf("Creation of new instance of type '%s' is not supported: its definition refers to itself", t.Name())
}

// familyConstructor returns the constructor of a type that is no alias
// or wrapper.
func (l *Library) familyConstructor(t types.Type) (constructor, error) {
	switch x := t.(type) {
	case *types.NumericType:
		return numericConstructor, nil
	case *types.IntegerType:
		return integerConstructor, nil
	case *types.FloatType:
		return floatConstructor, nil
	case *types.BooleanType:
		return booleanConstructor, nil
	case *types.StringType:
		return stringConstructor, nil
	case *types.ArrayType, *types.TupleType:
		return arrayConstructor, nil
	case *types.HashType, *types.StructType:
		return hashConstructor, nil
	case *types.RegexpType:
		return regexpConstructor, nil
	case *types.URIType:
		return uriConstructor, nil
	case *types.SensitiveType:
		return sensitiveConstructor, nil
	case *types.SemVerType:
		return semVerConstructor, nil
	case *types.SemVerRangeType:
		return semVerRangeConstructor, nil
	case *types.TimespanType:
		return timespanConstructor, nil
	case *types.TimestampType:
		return timestampConstructor, nil
	case *types.BinaryType:
		return binaryConstructor, nil
	case *types.TypeType:
		return typeConstructor, nil
	case *types.ObjectType:
		return objectConstructor(x), nil
	case *types.InitType:
		return l.initConstructor(x)
	}
	return nil, notCreatable(t)
}

// notCreatable is Puppet's error for a type that has no constructor.
func notCreatable(t types.Type) error {
	return newErrorf("Creation of new instance of type '%s' is not supported", t.String())
}
