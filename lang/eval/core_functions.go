package eval

import (
	"strings"

	"prepl/types"
)

// The functions that are part of the language itself: control flow,
// logging and fail. The general library lives in package builtins.
func init() {
	Register(
		controlFunction("break", signalBreak, false,
			"Stops the iteration of the enclosing iterative function (each, map, ...); the function returns what it has produced so far."),
		controlFunction("next", signalNext, true,
			"Ends the current call of a lambda, making the optional argument its value; in an iteration this moves on to the next element."),
		controlFunction("return", signalReturn, true,
			"Ends the enclosing Puppet function (or class or define body), making the optional argument its value."),
		&Function{
			Name: "fail",
			Doc:  "Stops the evaluation with an error whose message is the arguments converted to strings and joined with spaces.",
			Signatures: []*Signature{{
				Params: []Param{{Name: "message", Repeated: true, Optional: true}},
				Block:  ignoredBlock(),
				Call: func(c *Call, args []types.Value, _ *Lambda) (types.Value, error) {
					msg, err := joinArgs(c, args)
					if err != nil {
						return nil, err
					}
					return nil, c.ErrorAt("%s", msg)
				},
			}},
		},
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
	for _, l := range []struct {
		level LogLevel
		doc   string
	}{
		{LogDebug, "Logs the arguments, converted to strings and joined with spaces, at level debug."},
		{LogInfo, "Logs the arguments, converted to strings and joined with spaces, at level info."},
		{LogNotice, "Logs the arguments, converted to strings and joined with spaces, at level notice: the usual way to print from Puppet code."},
		{LogWarning, "Logs the arguments, converted to strings and joined with spaces, as a warning."},
		{LogErr, "Logs the arguments, converted to strings and joined with spaces, at level err (an error message that does not stop evaluation)."},
		{LogAlert, "Logs the arguments, converted to strings and joined with spaces, at level alert."},
		{LogEmerg, "Logs the arguments, converted to strings and joined with spaces, at level emerg."},
		{LogCrit, "Logs the arguments, converted to strings and joined with spaces, at level crit."},
	} {
		level := l.level
		Register(&Function{
			Name: level.String(),
			Doc:  l.doc,
			Signatures: []*Signature{{
				Params: []Param{{Name: "values", Repeated: true, Optional: true}},
				Call: func(c *Call, args []types.Value, _ *Lambda) (types.Value, error) {
					msg, err := joinArgs(c, args)
					if err != nil {
						return nil, err
					}
					c.Log(level, msg)
					return types.Undef, nil
				},
			}},
		})
	}
}

// ignoredBlock is the block of a function Puppet implements with its
// 3.x function API, which accepts a lambda and ignores it.
func ignoredBlock() *BlockParam {
	return &BlockParam{Name: "block", Type: "Callable", Optional: true, Ignored: true}
}

// joinArgs converts values with the to-string rules and joins them with
// spaces, as the logging functions and fail do.
func joinArgs(c *Call, args []types.Value) (string, error) {
	parts := make([]string, len(args))
	for i, a := range args {
		s, err := c.e.toString(a, c.Loc)
		if err != nil {
			return "", err
		}
		parts[i] = s
	}
	return strings.Join(parts, " "), nil
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
