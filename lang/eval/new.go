package eval

import (
	"prepl/lang/syntax"
	"prepl/types"
)

// The `new` function creates a value of a type from other values. Calling
// a type (`Integer('0xFF')`, `Integer.new('0xFF')`) is a call of `new`
// with the type as first argument. Each family of types has its own
// constructor (Puppet's new_<type> functions, see constructorFor); `new`
// finds it, calls it and asserts that the result is an instance of the
// possibly parameterized type it was asked for.
func init() {
	Register(&Function{
		Name: "new",
		Doc: "Creates a value of the given type from the other arguments, converting them as the " +
			"type's constructor defines (Integer('0xFF') is 255, Array({a => 1}) is [[a, 1]]), " +
			"then checks that the result is an instance of the type. Calling a type, Integer('1'), " +
			"and Integer.new('1') are the same call. A block, when given, is called with the result " +
			"and its value is returned.",
		Signatures: []*Signature{{
			Params: []Param{
				{Name: "type", Type: "Type"},
				{Name: "args", Repeated: true, Optional: true},
			},
			Block: &BlockParam{Name: "block", Type: "Callable", Optional: true},
			Call:  callNew,
		}},
	})
}

// callNew implements new(Type, *args) with an optional block.
func callNew(c *Call, args []types.Value, block *Lambda) (types.Value, error) {
	t := args[0].(types.Type)
	rest := args[1:]
	// A single value that already is an instance is returned as it is,
	// without calling the block (Puppet's shortcut; Init always converts).
	if _, isInit := t.(*types.InitType); len(rest) == 1 && !isInit && types.IsInstance(t, rest[0]) {
		return rest[0], nil
	}
	v, err := constructChecked(c, t, rest)
	if err != nil {
		return nil, err
	}
	if block != nil {
		// As Puppet yields to it, a block that declares no parameter is
		// called without the value.
		if n, rest := block.ParamCount(); n == 0 && !rest {
			return c.CallLambda(block)
		}
		return c.CallLambda(block, v)
	}
	return v, nil
}

// newInstance is new(t, args...) without a block: a single argument that
// already is a t (t no Init) is returned as it is, anything else is
// created by t's constructor.
func newInstance(c *Call, t types.Type, args []types.Value) (types.Value, error) {
	if _, isInit := t.(*types.InitType); len(args) == 1 && !isInit && types.IsInstance(t, args[0]) {
		return args[0], nil
	}
	return constructChecked(c, t, args)
}

// constructChecked calls the constructor of t and asserts that it created
// a t.
func constructChecked(c *Call, t types.Type, args []types.Value) (types.Value, error) {
	v, err := construct(c, t, args)
	if err != nil {
		return nil, err
	}
	if !types.IsInstance(t, v) {
		return nil, typeMismatch(c.Loc, types.DescribeMismatch("Converted value from "+t.String()+".new() has wrong type,", t, v))
	}
	return v, nil
}

// construct calls the constructor of t with args.
func construct(c *Call, t types.Type, args []types.Value) (types.Value, error) {
	k, err := constructorFor(t)
	if err != nil {
		return nil, err
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
func constructorFor(t types.Type) (constructor, error) {
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
			return familyConstructor(t)
		}
	}
	return nil, newErrorf("Creation of new instance of type '%s' is not supported: its definition refers to itself", t.Name())
}

// familyConstructor returns the constructor of a type that is no alias
// or wrapper.
func familyConstructor(t types.Type) (constructor, error) {
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
		return initConstructor(x)
	}
	return nil, notCreatable(t)
}

// notCreatable is Puppet's error for a type that has no constructor.
func notCreatable(t types.Type) error {
	return newErrorf("Creation of new instance of type '%s' is not supported", t.String())
}

// isTypeFunctor tells whether a call's functor names a type, making the
// call a `new`: `Integer('1')`, `Integer[0, 10]('1')`.
func isTypeFunctor(x syntax.Expr) bool {
	if a, ok := x.(*syntax.AccessExpr); ok {
		x = a.Left
	}
	_, ok := x.(*syntax.QualifiedReference)
	return ok
}
