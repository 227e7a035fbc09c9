package types

// Deferred is the Object type Puppet defines itself (Pcore) for a
// function call deferred to the agent.
var deferredType *ObjectType

// TError is Puppet's Error data type, an error as a value (what get()
// gives its block, for one): Error(msg, kind, details, issue_code),
// narrowed by kind and issue_code as Error['KIND', 'CODE']. It is not
// among the names TypeByName knows because, unlike the built-in types,
// a type alias of the same name may shadow it: the evaluator resolves
// the name Error to it when no alias claims it.
var TError *ObjectType

// init builds Deferred (a built-in type) and Error. It runs after the
// init functions of builtin.go and object.go (Go runs a package's init
// functions in file name order), which set up the built-in types and the
// Object initializer type it needs.
func init() {
	deferredType = mustObjectType(HashOf(
		String("name"), String("Deferred"),
		String("attributes"), HashOf(
			String("name"), mustPattern(`\A[$]?[a-z][a-z0-9_]*(?:::[a-z][a-z0-9_]*)*\z`),
			String("arguments"), HashOf(String("type"), NewOptionalType(NewArrayType(anyType, nil)), String("value"), Undef),
		),
	))
	builtinTypes["deferred"] = deferredType
	str1 := NewStringType(newIntRange(1, 0, false, true))
	param := NewOptionalType(NewVariantType(stringType, regexpType, NewTypeType(enumType), NewTypeType(patternType),
		NewTypeType(notUndefType), NewTypeType(undefType)))
	optional := func(t Type) *Hash { return HashOf(String("type"), NewOptionalType(t), String("value"), Undef) }
	TError = mustObjectType(HashOf(
		String("name"), String("Error"),
		String("type_parameters"), HashOf(String("kind"), param, String("issue_code"), param),
		String("attributes"), HashOf(
			String("msg"), str1,
			String("kind"), optional(str1),
			String("details"), optional(NewHashType(str1, dataAlias, nil)),
			String("issue_code"), optional(str1),
		),
		String("functions"), HashOf(String("message"), NewCallableType(nil, 0, 0, nil, str1)),
	))
}

// mustObjectType builds a built-in Object type.
func mustObjectType(init *Hash) *ObjectType {
	t, err := NewObjectType(init)
	if err != nil {
		panic("types: bad built-in Object type: " + err.Error())
	}
	return t
}

// mustPattern builds a built-in Pattern type.
func mustPattern(src string) *PatternType {
	rt, err := NewRegexpType(src)
	if err != nil {
		panic("types: bad built-in pattern: " + err.Error())
	}
	return NewPatternType([]*RegexpType{rt})
}
