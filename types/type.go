package types

// Type is a Puppet type. Types are values too (`$t = Integer[1, 3]`), so
// every Type is a Value of kind KType.
//
// The package-level functions IsInstance, IsAssignable and Equal are the
// stable entry points other packages use; the methods are how each type
// implements them.
type Type interface {
	Value
	// Name returns the type's base name as written in Puppet ("Integer",
	// "Array", "Notify" for a resource type, an alias's name).
	Name() string
	// String returns the type in Puppet's source form, exactly as Puppet
	// prints it: "Integer[1, 3]", "Struct[{'a' => Integer}]", "Array"
	// (default parameters elided).
	String() string
}
