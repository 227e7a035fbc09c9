package eval

import "prepl/types"

// The functions that are part of the language itself: control flow and
// debug::break, which act on the evaluation. The general library lives in
// package builtins.
func init() {
	Register(
		controlFunction("break", signalBreak, false,
			"Stops the iteration of the enclosing iterative function (each, map, ...); the function returns what it has produced so far."),
		controlFunction("next", signalNext, true,
			"Ends the current call of a lambda, making the optional argument its value; in an iteration this moves on to the next element."),
		controlFunction("return", signalReturn, true,
			"Ends the enclosing Puppet function (or class or define body), making the optional argument its value."),
	)
	Register(&Function{
		Name: "debug::break",
		Doc:  "Stops evaluation here and opens the debugger on the stopped scope: a nested prompt in prepl at a terminal, the debugger panel in Jupyter. Without a debugger it logs a warning and evaluation goes on.",
		Signatures: []*Signature{{
			Call: func(c *Call, _ []types.Value, _ *Lambda) (types.Value, error) {
				return types.Undef, c.e.debugBreak(c.Loc, c.scope)
			},
		}},
	})
}

// controlFunction builds break(), next(value) or return(value).
func controlFunction(name string, kind signalKind, takesValue bool, doc string) *Function {
	sig := &Signature{
		Call: func(c *Call, args []types.Value, _ *Lambda) (types.Value, error) {
			var v types.Value = types.Undef
			if len(args) > 0 {
				v = args[0]
			}
			return nil, &controlSignal{kind: kind, value: v, loc: c.Loc}
		},
	}
	if takesValue {
		sig.Params = []Param{{Name: "value", Optional: true}}
	}
	return &Function{Name: name, Doc: doc, Signatures: []*Signature{sig}}
}
