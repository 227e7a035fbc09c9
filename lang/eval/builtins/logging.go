package builtins

import (
	"strings"

	"prepl/lang/eval"
	"prepl/types"
)

// The logging functions (notice, warning, ...) and fail.
func init() {
	eval.Register(
		&eval.Function{
			Name: "fail",
			Doc:  "Stops the evaluation with an error whose message is the arguments converted to strings and joined with spaces.",
			Signatures: []*eval.Signature{{
				Params: []eval.Param{{Name: "message", Repeated: true, Optional: true}},
				Block:  ignoredBlock(),
				Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
					msg, err := joinArgs(c, args)
					if err != nil {
						return nil, err
					}
					return nil, c.ErrorAt("%s", msg)
				},
			}},
		},
	)
	for _, l := range []struct {
		level eval.LogLevel
		doc   string
	}{
		{eval.LogDebug, "Logs the arguments, converted to strings and joined with spaces, at level debug."},
		{eval.LogInfo, "Logs the arguments, converted to strings and joined with spaces, at level info."},
		{eval.LogNotice, "Logs the arguments, converted to strings and joined with spaces, at level notice: the usual way to print from Puppet code."},
		{eval.LogWarning, "Logs the arguments, converted to strings and joined with spaces, as a warning."},
		{eval.LogErr, "Logs the arguments, converted to strings and joined with spaces, at level err (an error message that does not stop evaluation)."},
		{eval.LogAlert, "Logs the arguments, converted to strings and joined with spaces, at level alert."},
		{eval.LogEmerg, "Logs the arguments, converted to strings and joined with spaces, at level emerg."},
		{eval.LogCrit, "Logs the arguments, converted to strings and joined with spaces, at level crit."},
	} {
		level := l.level
		eval.Register(&eval.Function{
			Name: level.String(),
			Doc:  l.doc,
			Signatures: []*eval.Signature{{
				Params: []eval.Param{{Name: "values", Repeated: true, Optional: true}},
				Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
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

// joinArgs converts values with the to-string rules and joins them with
// spaces, as the logging functions and fail do.
func joinArgs(c *eval.Call, args []types.Value) (string, error) {
	parts := make([]string, len(args))
	for i, a := range args {
		s, err := c.ToString(a)
		if err != nil {
			return "", err
		}
		parts[i] = s
	}
	return strings.Join(parts, " "), nil
}
