package eval

import "prepl/types"

// Init[T] types need to know what T.new accepts; the constructors live
// here, so the evaluator tells the type system.
func init() {
	types.ConstructorSignatures = func(t types.Type) ([]types.Signature, error) {
		k, err := constructorFor(t)
		if err != nil {
			return nil, err
		}
		return constructorSignatures(k, t)
	}
}
