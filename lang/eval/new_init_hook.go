package eval

import "prepl/types"

// Init[T] types need to know what T.new accepts; the constructors live
// here, so the evaluator tells the type system.
func init() {
	types.ConstructorSignatures = constructors.Signatures
}
