package types

// RuntimeValue is a value of the implementation that the type system
// knows only by its implementation class, as Runtime[ruby, 'Class::Name']:
// what a collector expression evaluates to, for one. Such a value prints
// as its String() (Puppet's to_s), is equal only to itself, and is an
// instance of Runtime, Runtime[ruby] and Runtime[ruby, 'Class::Name'].
type RuntimeValue interface {
	Value
	// RuntimeClass names the class Puppet's implementation gives the
	// value ("Puppet::Pops::Evaluator::Collectors::CatalogCollector").
	RuntimeClass() string
	// String returns the value's text ("Catalog-Collector[Notify]").
	String() string
}

// runtimeTypeOf is the type Puppet infers for a runtime value.
func runtimeTypeOf(r RuntimeValue) *RuntimeType {
	return NewRuntimeType("ruby", r.RuntimeClass())
}
