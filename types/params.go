package types

import (
	"fmt"
	"strings"

	"prepl/internal/ruby/rubyfmt"
)

// AccessError is an error of Parameterize, worded as Puppet words it.
type AccessError struct {
	// Msg is the message ("Array-Type[] accepts 1 to 3 arguments. Got 4").
	Msg string
	// Arg is the index of the argument the error is about, or -1 when it
	// is about the expression as a whole.
	Arg int
}

// Error implements error.
func (e *AccessError) Error() string { return e.Msg }

func accessErr(arg int, format string, args ...any) *AccessError {
	return &AccessError{Msg: fmt.Sprintf(format, args...), Arg: arg}
}

// evalErr is an error Puppet reports as a failure inside the evaluation
// of the [] expression.
func evalErr(arg int, format string, args ...any) *AccessError {
	return &AccessError{Msg: "Error while evaluating a '[]' expression, " + fmt.Sprintf(format, args...), Arg: arg}
}

// isQualifiedName is Puppet's naming rule of type references, first isUpperByte
// (/\A((::){0,1}[A-Z][\w]*)+\z/), or class names (/\A((::)?[a-z]\w*)(::[a-z]\w*)*\z/).
func isQualifiedName(name string, first func(byte) bool) bool {
	for i := 0; ; {
		if strings.HasPrefix(name[i:], "::") {
			i += 2
		}
		if i >= len(name) || !first(name[i]) {
			return false
		}
		for i++; i < len(name) && (isUpperByte(name[i]) || isLowerByte(name[i]) || '0' <= name[i] && name[i] <= '9' || name[i] == '_'); i++ {
		}
		if !strings.HasPrefix(name[i:], "::") {
			return i == len(name)
		}
	}
}

func isUpperByte(c byte) bool { return 'A' <= c && c <= 'Z' }
func isLowerByte(c byte) bool { return 'a' <= c && c <= 'z' }

// Parameterize applies `t[args...]`: it returns the parameterized type,
// or for Resource and Class with several titles (File['a', 'b'],
// Class[a, b]) an *Array of types. Titles that are all undef give undef
// (or an empty array). Errors are *AccessError with Puppet's wording.
// Accessing a resource reference that has a title, or a Class with a
// name, reads resource attributes; that is the evaluator's job and is an
// error here.
func Parameterize(t Type, args []Value) (Value, error) { return ParameterizePolled(t, args, nil) }

// ParameterizePolled is Parameterize, whose flattening of nested
// arguments p stops (the error is then ErrInterrupted): `Enum[$a]` or
// `File[$a]` of an array whose shared parts make it huge would otherwise
// list it until memory runs out.
func ParameterizePolled(t Type, args []Value, p *Poll) (Value, error) {
	if a, ok := t.(*TypeAlias); ok {
		// `type E = Object[{...}]` is the Object type E, not an alias.
		if ot, ok := a.resolved().(*ObjectType); ok && ot.name == a.name {
			t = ot
		}
	}
	switch x := t.(type) {
	case *ResourceType:
		return parameterizeResource(x, args, p)
	case *ClassType:
		return parameterizeClass(x, args, p)
	case *CallableType:
		return parameterizeCallable(x, args)
	case *StructType:
		if len(args) != 1 {
			return nil, arityErr(t, 1, 1, len(args))
		}
		h, ok := args[0].(*Hash)
		if !ok {
			return nil, specializationErr(t, 0, args[0], "Hash")
		}
		return structFromHash(h)
	case *InitType:
		if len(args) == 0 {
			return nil, accessErr(-1, "Init-Type[] arguments must be types. Got NilClass")
		}
		it, ok := args[0].(Type)
		if !ok {
			return nil, accessErr(0, "Init-Type[] arguments must be types. Got %s", RubyClassName(args[0]))
		}
		return NewInitType(it, append([]Value(nil), args[1:]...)), nil
	}
	keys, err := flatten(args, p)
	if err != nil {
		return nil, err
	}
	switch t.(type) {
	case *URIType:
		return parameterizeURI(keys)
	case *TypeSetType:
		if t != typeSetType {
			return nil, accessErr(-1, "Operator '[]' is not applicable to a TypeSet")
		}
		return parameterizeTypeSet(keys)
	case *IntegerType:
		return parameterizeInteger(keys)
	case *FloatType:
		return parameterizeFloat(keys)
	case *StringType:
		var size *IntegerType
		var err error
		switch len(keys) {
		case 1, 2:
			size, err = collectionSize(0, keys)
		default:
			return nil, accessErr(-1, "String supports [] with one or two arguments. Got %d", len(keys))
		}
		if err != nil {
			return nil, err
		}
		return NewStringType(size), nil
	case *CollectionType:
		if len(keys) < 1 || len(keys) > 2 {
			return nil, accessErr(-1, "Collection-Type[] accepts 1 to 2 arguments. Got %d", len(keys))
		}
		size, err := collectionSize(0, keys)
		if err != nil {
			return nil, err
		}
		return NewCollectionType(size), nil
	case *ArrayType:
		return parameterizeArray(keys)
	case *HashType:
		return parameterizeHash(keys)
	case *TupleType:
		return parameterizeTuple(keys)
	case *EnumType:
		ci := false
		if n := len(keys); n > 0 {
			if b, ok := keys[n-1].(Bool); ok {
				ci = bool(b)
				keys = keys[:n-1]
			}
		}
		if len(keys) == 0 {
			return nil, arityErr(t, 1, -1, 0)
		}
		values := make([]string, len(keys))
		for i, k := range keys {
			s, ok := k.(String)
			if !ok {
				return nil, specializationErr(t, i, k, "String")
			}
			values[i] = string(s)
		}
		return NewEnumType(values, ci), nil
	case *PatternType:
		if len(keys) == 0 {
			return nil, arityErr(t, 1, -1, 0)
		}
		var ps []*RegexpType
		for i, k := range keys {
			switch p := k.(type) {
			case String:
				rt, err := NewRegexpType(string(p))
				if err != nil {
					return nil, evalErr(i, "%s", err.Error())
				}
				ps = append(ps, rt)
			case *Regexp:
				ps = append(ps, regexpValueType(p))
			case *RegexpType:
				ps = append(ps, p)
			case *PatternType:
				ps = append(ps, p.patterns...)
			default:
				return nil, specializationErr(t, i, k, "String or Regexp or Pattern-Type or Regexp-Type")
			}
		}
		return NewPatternType(ps), nil
	case *RegexpType:
		if len(keys) != 1 {
			return nil, arityErr(t, 1, 1, len(keys))
		}
		switch p := keys[0].(type) {
		case String:
			rt, err := NewRegexpType(string(p))
			if err != nil {
				return nil, evalErr(0, "%s", err.Error())
			}
			return rt, nil
		case *Regexp:
			return regexpValueType(p), nil
		}
		return nil, specializationErr(t, 0, keys[0], "String or Regexp")
	case *BooleanType:
		if len(keys) != 1 {
			return nil, arityErr(t, 1, 1, len(keys))
		}
		b, ok := keys[0].(Bool)
		if !ok {
			return nil, specializationErr(t, 0, keys[0], "TrueClass or FalseClass")
		}
		return NewBooleanType(bool(b)), nil
	case *VariantType:
		if len(keys) == 0 {
			return nil, arityErr(t, 1, -1, 0)
		}
		ts, err := assertTypes(t, keys, 0)
		if err != nil {
			return nil, err
		}
		return NewVariantType(ts...), nil
	case *OptionalType:
		if len(keys) != 1 {
			return nil, accessErr(-1, "Optional-Type[] accepts 1 argument. Got %d", len(keys))
		}
		switch p := keys[0].(type) {
		case Type:
			return NewOptionalType(p), nil
		case String:
			return NewOptionalType(stringValueType(string(p))), nil
		}
		return nil, accessErr(0, "Optional-Type[] arguments must be types. Got %s", RubyClassName(keys[0]))
	case *NotUndefType:
		switch len(keys) {
		case 0:
			return notUndefType, nil
		case 1:
			switch p := keys[0].(type) {
			case Type:
				return NewNotUndefType(p), nil
			case String:
				return NewNotUndefType(stringValueType(string(p))), nil
			}
			return nil, accessErr(0, "NotUndef-Type[] argument must be a Type or a String. Got %s", RubyClassName(keys[0]))
		}
		return nil, accessErr(-1, "NotUndef-Type[] accepts 0 to 1 arguments. Got %d", len(keys))
	case *TypeType:
		p, err := oneTypeParam("Type", keys)
		if err != nil {
			return nil, err
		}
		return NewTypeType(p), nil
	case *SensitiveType:
		p, err := oneTypeParam("Sensitive", keys)
		if err != nil {
			return nil, err
		}
		return NewSensitiveType(p), nil
	case *IterableType:
		p, err := oneTypeParam("Iterable", keys)
		if err != nil {
			return nil, err
		}
		return NewIterableType(p), nil
	case *IteratorType:
		p, err := oneTypeParam("Iterator", keys)
		if err != nil {
			return nil, err
		}
		return NewIteratorType(p), nil
	case *RuntimeType:
		if len(keys) != 2 {
			return nil, arityErr(t, 1, 2, len(keys))
		}
		var ss [2]string
		for i, k := range keys {
			s, ok := k.(String)
			if !ok {
				return nil, specializationErr(t, i, k, "String or String")
			}
			ss[i] = string(s)
		}
		return NewRuntimeType(ss[0], ss[1]), nil
	case *TimespanType:
		if len(keys) > 2 {
			return nil, arityErr(t, 0, 2, len(keys))
		}
		return timeTypeFromArgs(keys, timespanBound, cmpSpanBound, func(from, to *spanBound) Value { return newTimespanType(from, to) })
	case *TimestampType:
		if len(keys) > 2 {
			return nil, arityErr(t, 0, 2, len(keys))
		}
		return timeTypeFromArgs(keys, timestampBound, cmpTimestamp, func(from, to *Timestamp) Value { return NewTimestampType(from, to) })
	case *SemVerType:
		return semVerTypeFromArgs(t, keys)
	case *ObjectType:
		if x := t.(*ObjectType); x.name != "" && len(keys) > 0 {
			return parameterizeObject(x, keys)
		}
		if len(keys) != 1 {
			return nil, accessErr(-1, "Object-Type[] accepts 1 argument. Got %d", len(keys))
		}
		if IsUndef(keys[0]) {
			return objectType, nil
		}
		if name, ok := keys[0].(String); ok {
			return namedObjectType(string(name))
		}
		h, ok := keys[0].(*Hash)
		if !ok {
			return nil, accessErr(0, "Object-Type[] argument must be a Hash. Got %s", RubyClassName(keys[0]))
		}
		ot, err := NewObjectType(h)
		if err != nil {
			return nil, evalErr(0, "%s", err.Error())
		}
		return ot, nil
	}
	return nil, accessErr(-1, "Operator '[]' is not applicable to %s.", aAn(typeLabel(t)))
}

// flatten flattens nested arrays of arguments (Puppet accepts
// Enum[[a, b], c]) as FlattenPolled does, which p stops: the arguments
// may be a value whose shared parts make it huge.
func flatten(args []Value, p *Poll) ([]Value, error) {
	for _, a := range args {
		if _, ok := a.(*Array); ok {
			out := FlattenPolled(NewArray(args), p)
			return out, p.Err()
		}
	}
	return args, nil
}

// arityErr is Puppet's BAD_TYPE_SLICE_ARITY (max -1: no maximum).
func arityErr(t Type, min, max, got int) *AccessError {
	label := aAnUC(typeLabel(t))
	switch {
	case max < 0:
		return accessErr(-1, "%s[] accepts %d or more arguments. Got %d", label, min, got)
	case max != min:
		return accessErr(-1, "%s[] accepts %d to %d arguments. Got %d", label, min, max, got)
	case min == 1:
		return accessErr(-1, "%s[] accepts 1 argument. Got %d", label, got)
	}
	return accessErr(-1, "%s[] accepts %d arguments. Got %d", label, min, got)
}

// specializationErr is Puppet's BAD_TYPE_SPECIALIZATION for an argument
// of the wrong kind.
func specializationErr(t Type, i int, got Value, expected string) *AccessError {
	return accessErr(i, "Error creating type specialization of %s, Cannot use %s where %s is expected",
		aAn(typeLabel(t)), badKeyTypeName(got), expected)
}

// badKeyTypeName names the type of a wrong argument: its generalized
// inferred type.
func badKeyTypeName(v Value) string {
	switch v.(type) {
	case nil, UndefValue:
		return "Undef"
	case DefaultValue:
		return "Default"
	}
	return InferGeneralized(v).String()
}

func oneTypeParam(name string, keys []Value) (Type, error) {
	if len(keys) != 1 {
		return nil, accessErr(-1, "%s-Type[] accepts 1 argument. Got %d", name, len(keys))
	}
	p, ok := keys[0].(Type)
	if !ok {
		return nil, accessErr(0, "%s-Type[] arguments must be types. Got %s", name, RubyClassName(keys[0]))
	}
	return p, nil
}

func assertTypes(t Type, keys []Value, offset int) ([]Type, error) {
	ts := make([]Type, len(keys))
	for i, k := range keys {
		p, ok := k.(Type)
		if !ok {
			return nil, specializationErr(t, offset+i, k, "Any-Type")
		}
		ts[i] = p
	}
	return ts, nil
}

// isRangeParam reports whether v can be a range end: an Integer or
// default.
func isRangeParam(v Value) bool {
	switch v.(type) {
	case Int, DefaultValue:
		return true
	}
	return false
}

// rangeFrom builds an integer range from two range parameters (default
// means open); from must not be greater than to.
func rangeFrom(arg int, from, to Value) (*IntegerType, error) {
	f, fOK := from.(Int)
	t, tOK := to.(Int)
	if fOK && tOK && f > t {
		return nil, evalErr(arg, "'from' must be less or equal to 'to'. Got (%d, %d", f, t)
	}
	return newIntRange(int64(f), int64(t), !fOK, !tOK), nil
}

// collectionSize reads a size constraint: one Integer type, or one or
// two integers (or default) starting at argument start.
func collectionSize(start int, keys []Value) (*IntegerType, error) {
	if len(keys) == 1 {
		if it, ok := keys[0].(*IntegerType); ok {
			return it, nil
		}
	}
	for i, k := range keys {
		if !isRangeParam(k) {
			return nil, accessErr(start+i, "A Type's size constraint arguments must be a single Integer type, or 1-2 integers (or default). Got %s",
				aAn(classLabel(k)))
		}
	}
	if len(keys) == 1 {
		return rangeFrom(start, keys[0], Default)
	}
	return rangeFrom(start, keys[0], keys[1])
}

// classLabel is the label Puppet gives the Ruby class of a value:
// "Integer", "TrueClass", "String-Type" for a type.
func classLabel(v Value) string {
	if t, ok := v.(Type); ok {
		return strings.TrimSuffix(strings.TrimPrefix(rubyTypeSimpleName(t), "P"), "Type") + "-Type"
	}
	return RubyClassName(v)
}

func parameterizeInteger(keys []Value) (Value, error) {
	if len(keys) < 1 || len(keys) > 2 {
		return nil, accessErr(-1, "Integer-Type supports [] with one or two arguments (from, to). Got %d", len(keys))
	}
	for i, k := range keys {
		if !isRangeParam(k) {
			return nil, accessErr(i, "Integer-Type [] requires all arguments to be integers (or default). Got %s", RubyClassName(k))
		}
	}
	if len(keys) == 1 {
		return rangeFrom(0, keys[0], Default)
	}
	return rangeFrom(-1, keys[0], keys[1])
}

func parameterizeFloat(keys []Value) (Value, error) {
	if len(keys) < 1 || len(keys) > 2 {
		return nil, accessErr(-1, "Float-Type supports [] with one or two arguments (from, to). Got %d", len(keys))
	}
	bounds := [2]float64{negInf, posInf}
	for i, k := range keys {
		switch x := k.(type) {
		case Int:
			bounds[i] = float64(x)
		case Float:
			bounds[i] = float64(x)
		case DefaultValue:
		default:
			return nil, accessErr(i, "Float-Type [] requires all arguments to be floats, or integers (or default). Got %s", RubyClassName(k))
		}
	}
	if bounds[0] > bounds[1] {
		return nil, evalErr(-1, "'from' must be less or equal to 'to'. Got (%s, %s", rubyfmt.FloatToS(bounds[0]), rubyfmt.FloatToS(bounds[1]))
	}
	return NewFloatType(bounds[0], bounds[1]), nil
}

func parameterizeArray(keys []Value) (Value, error) {
	var elem Type
	var size *IntegerType
	var err error
	switch len(keys) {
	case 1:
		p, ok := keys[0].(Type)
		if !ok {
			return nil, accessErr(0, "Array-Type[] arguments must be types. Got %s", RubyClassName(keys[0]))
		}
		elem = p
	case 2:
		if p, ok := keys[0].(Type); ok {
			elem = p
			size, err = collectionSize(1, keys[1:])
		} else {
			size, err = collectionSize(0, keys)
		}
	case 3:
		p, ok := keys[0].(Type)
		if !ok {
			return nil, accessErr(0, "Array-Type[] arguments must be types. Got %s", RubyClassName(keys[0]))
		}
		elem = p
		size, err = collectionSize(1, keys[1:])
	default:
		return nil, accessErr(-1, "Array-Type[] accepts 1 to 3 arguments. Got %d", len(keys))
	}
	if err != nil {
		return nil, err
	}
	return NewArrayType(elem, size), nil
}

func parameterizeHash(keys []Value) (Value, error) {
	if len(keys) == 2 {
		a, aOK := keys[0].(Int)
		b, bOK := keys[1].(Int)
		if aOK && bOK {
			size, err := rangeFrom(-1, a, b)
			if err != nil {
				return nil, err
			}
			return NewHashType(nil, nil, size), nil
		}
	}
	for i := 0; i < 2 && i < len(keys); i++ {
		if _, ok := keys[i].(Type); !ok {
			return nil, accessErr(i, "Hash-Type[] arguments must be types. Got %s", RubyClassName(keys[i]))
		}
	}
	var size *IntegerType
	var err error
	switch len(keys) {
	case 2:
	case 3:
		switch s := keys[2].(type) {
		case *IntegerType:
			size = s
		case Int, DefaultValue:
			size, err = rangeFrom(2, s, Default)
		default:
			return nil, evalErr(2, "comparison of %s with Infinity failed", RubyClassName(s))
		}
	case 4:
		size, err = collectionSize(2, keys[2:])
	default:
		return nil, accessErr(-1, "Hash-Type[] accepts 2 to 4 arguments. Got %d", len(keys))
	}
	if err != nil {
		return nil, err
	}
	return NewHashType(keys[0].(Type), keys[1].(Type), size), nil
}

func parameterizeTuple(keys []Value) (Value, error) {
	var size *IntegerType
	var err error
	n := len(keys)
	switch {
	case n >= 2 && isRangeParam(keys[n-2]) && isRangeParam(keys[n-1]):
		size, err = rangeFrom(n-2, keys[n-2], keys[n-1])
		keys = keys[:n-2]
	case n >= 1 && isRangeParam(keys[n-1]):
		size, err = rangeFrom(n-1, keys[n-1], Default)
		keys = keys[:n-1]
	}
	if err != nil {
		return nil, err
	}
	if len(keys) == 0 {
		return nil, arityErr(tupleType, 1, -1, 0)
	}
	ts, err := assertTypes(tupleType, keys, 0)
	if err != nil {
		return nil, err
	}
	return NewTupleType(ts, size), nil
}

// typeOf is Puppet's TypeFactory.type_of for parameters that should be
// types: a type as is, a string as a Runtime type, any other value as its
// generalized type.
func typeOf(v Value) Type {
	switch x := v.(type) {
	case Type:
		return x
	case String:
		return NewRuntimeType("ruby", string(x))
	}
	return InferGeneralized(v)
}

func parameterizeCallable(t *CallableType, args []Value) (Value, error) {
	params := args
	var ret Type
	if len(args) > 0 {
		if a, ok := args[0].(*Array); ok {
			if len(args) != 2 {
				return nil, arityErr(t, 2, 2, len(args))
			}
			rt, ok := args[1].(Type)
			if !ok {
				return nil, evalErr(1, "undefined local variable or method `k'")
			}
			ret = normalizeReturn(rt)
			params = a.Elements()
		}
	}
	var block Type
	if n := len(params); n > 0 {
		if bt, ok := params[n-1].(Type); ok && kindOfCallable(bt, true, nil) {
			block = bt
			params = params[:n-1]
		}
	}
	var size *IntegerType
	var err error
	n := len(params)
	switch {
	case n >= 2 && isRangeParam(params[n-2]) && isRangeParam(params[n-1]):
		size, err = rangeFrom(n-2, params[n-2], params[n-1])
		params = params[:n-2]
	case n >= 1 && isRangeParam(params[n-1]):
		size, err = rangeFrom(n-1, params[n-1], Default)
		params = params[:n-1]
	}
	if err != nil {
		return nil, err
	}
	types := make([]Type, len(params))
	for i, p := range params {
		types[i] = typeOf(p)
	}
	if len(types) == 0 && size != nil && (size.openTo || size.to > 0) {
		types = append(types, unitType)
	}
	var tuple *TupleType
	if size != nil {
		size = size.toSize()
	}
	tuple = &TupleType{types: types, size: size}
	return &CallableType{params: tuple, block: block, ret: ret}, nil
}

// structFromHash builds Struct[{...}] from the hash argument.
func structFromHash(h *Hash) (Value, error) {
	members := make([]StructMember, 0, h.Len())
	for _, e := range h.Entries() {
		members = append(members, StructMember{Key: e.Key, Value: typeOf(e.Value)})
	}
	st, err := NewStructType(members)
	if err != nil {
		return nil, evalErr(0, "%s", err.Error())
	}
	return st, nil
}

func parameterizeResource(t *ResourceType, args []Value, p *Poll) (Value, error) {
	if t.hasTitle {
		return nil, accessErr(-1, "Resource references with a title are accessed by the evaluator")
	}
	if len(args) == 0 {
		return nil, accessErr(-1, "%s[] accepts 1 or more arguments. Got 0", t.String())
	}
	if t.typeName == "" && len(args) == 1 {
		if rt, ok := args[0].(*ResourceType); ok {
			// Resource[File] is File, Resource[File['a']] is File['a'].
			return rt, nil
		}
	}
	keys, typeName, lower, offset := args, t.typeName, t.lower, 0
	if typeName == "" {
		switch first := keys[0].(type) {
		case *ResourceType:
			if first.typeName == "" {
				return resourceType, nil // Resource[Resource]
			}
			typeName, lower = first.typeName, first.lower
		case String:
			typeName = CapitalizeSegments(string(first))
			lower = strings.ToLower(typeName)
		default:
			return nil, accessErr(0, "First argument to Resource[] must be a resource type or a String. Got %s.", badKeyTypeName(first))
		}
		keys, offset = keys[1:], 1
	}
	if !isQualifiedName(typeName, isUpperByte) {
		return nil, accessErr(0, "Illegal type reference. The given name '%s' does not conform to the naming rule", typeName)
	}
	many := len(keys) > 1
	if len(keys) == 1 {
		_, many = keys[0].(*Array)
	}
	flat, err := flatten(keys, p)
	if err != nil {
		return nil, err
	}
	titles := compact(flat)
	if len(keys) == 0 {
		return &ResourceType{typeName: typeName, lower: lower}, nil
	}
	out := make([]Value, len(titles))
	for i, k := range titles {
		s, ok := k.(String)
		if !ok {
			idx := i
			if len(keys) != len(titles) {
				idx = i + 1
			}
			return nil, accessErr(idx+offset, "Error creating type specialization of %s, Cannot use %s where a resource title String is expected",
				aAn(typeLabel(t)), badKeyTypeName(k))
		}
		out[i] = &ResourceType{typeName: typeName, lower: lower, title: string(s), hasTitle: true}
	}
	return oneOrMany(out, many), nil
}

func parameterizeClass(t *ClassType, args []Value, p *Poll) (Value, error) {
	if t.name != "" {
		return nil, accessErr(-1, "Class references with a name are accessed by the evaluator")
	}
	if len(args) == 0 {
		return nil, accessErr(-1, "Class[] accepts 1 or more arguments. Got 0")
	}
	_, many := args[0].(*Array)
	many = many || len(args) > 1
	flat, err := flatten(args, p)
	if err != nil {
		return nil, err
	}
	names := compact(flat)
	out := make([]Value, len(names))
	for i, k := range names {
		s, ok := k.(String)
		if !ok {
			return nil, accessErr(i, "Illegal Class name in class reference. %s cannot be used where a String is expected", aAnUC(valueLabel(k)))
		}
		name := strings.TrimPrefix(strings.ToLower(string(s)), "::")
		if !isQualifiedName(name, isLowerByte) {
			return nil, accessErr(i, "Illegal name. The given name '%s' does not conform to the naming rule /^((::)?[a-z_]\\w*)(::[a-z]\\w*)*$/", string(s))
		}
		out[i] = &ClassType{name: name}
	}
	return oneOrMany(out, many), nil
}

// oneOrMany is the result of Resource[...] or Class[...]: the array of
// references out when many were given, else the one (undef for none).
func oneOrMany(out []Value, many bool) Value {
	if many {
		return NewArray(out)
	} else if len(out) == 0 {
		return Undef
	}
	return out[0]
}

// compact drops undef values.
func compact(vs []Value) []Value {
	out := vs[:0:0]
	for _, v := range vs {
		if !IsUndef(v) {
			out = append(out, v)
		}
	}
	return out
}

// valueLabel is the label Puppet's messages give a value: "Integer",
// "Undef Value", "File-Type".
func valueLabel(v Value) string {
	switch x := v.(type) {
	case nil, UndefValue:
		return "Undef Value"
	case Bool:
		return "Boolean"
	case Int:
		return "Integer"
	case Float:
		return "Float"
	case String:
		return "String"
	case *Regexp:
		return "Regexp"
	case *Array:
		return "Array"
	case *Hash:
		return "Hash"
	case Type:
		return typeLabel(x)
	case Timespan:
		return "Timespan"
	case Timestamp:
		return "Timestamp"
	case *Sensitive:
		return "Sensitive"
	case *Binary:
		return "Binary"
	case *Object:
		return x.typ.label()
	}
	switch v.Kind() {
	case KSemVer:
		return "Semver"
	case KSemVerRange:
		return "SemverRange"
	}
	return "Object"
}
