package types

// The Object types Puppet defines itself (Pcore): Deferred, a function
// call deferred to the agent, and Error, an error as a value.
var deferredType, errorType *ObjectType

// init builds the Pcore Object types and makes them built-in types. It
// runs after the init functions of builtin.go and object.go (Go runs a
// package's init functions in file name order), which set up the
// built-in types and the Object initializer type it needs.
func init() {
	deferredType = mustObjectType(HashOf(
		String("name"), String("Deferred"),
		String("attributes"), HashOf(
			String("name"), mustPattern(`\A[$]?[a-z][a-z0-9_]*(?:::[a-z][a-z0-9_]*)*\z`),
			String("arguments"), HashOf(String("type"), NewOptionalType(NewArrayType(anyType, nil)), String("value"), Undef),
		),
	))
	errorType = mustObjectType(HashOf(
		String("name"), String("Error"),
		String("type_parameters"), HashOf(String("kind"), errorParamType(), String("issue_code"), errorParamType()),
		String("attributes"), HashOf(
			String("msg"), NewStringType(newIntRange(1, 0, false, true)),
			String("kind"), optionalAttr(NewStringType(newIntRange(1, 0, false, true))),
			String("details"), optionalAttr(NewHashType(NewStringType(newIntRange(1, 0, false, true)), dataAlias, nil)),
			String("issue_code"), optionalAttr(NewStringType(newIntRange(1, 0, false, true))),
		),
		String("functions"), HashOf(
			String("message"), NewCallableType(nil, 0, 0, nil, NewStringType(newIntRange(1, 0, false, true))),
		),
	))
	builtinTypes["deferred"] = deferredType
	builtinTypes["error"] = errorType
}

// errorParamType is the type of Error's type parameters.
func errorParamType() Type {
	return NewVariantType(stringType, regexpType, NewTypeType(enumType), NewTypeType(patternType),
		NewTypeType(notUndefType), NewTypeType(undefType))
}

// optionalAttr is an attribute of type Optional[t] defaulting to undef.
func optionalAttr(t Type) *Hash {
	return HashOf(String("type"), NewOptionalType(t), String("value"), Undef)
}

func mustObjectType(init *Hash) *ObjectType {
	t, err := NewObjectType(init)
	if err != nil {
		panic("types: bad built-in Object type: " + err.Error())
	}
	return t
}

func mustPattern(src string) *PatternType {
	rt, err := NewRegexpType(src)
	if err != nil {
		panic("types: bad built-in pattern: " + err.Error())
	}
	return NewPatternType([]*RegexpType{rt})
}
