package types

// Deferred is the Object type Puppet defines itself (Pcore) for a
// function call deferred to the agent.
var deferredType *ObjectType

// init builds Deferred and makes it a built-in type. It runs after the
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
