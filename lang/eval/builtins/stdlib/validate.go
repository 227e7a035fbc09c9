package stdlib

import (
	"fmt"

	"prepl/lang/eval"
	"prepl/types"
)

// Validation by stdlib's own types, which the stdlib module on the module
// path supplies.
func init() {
	validator := func(name, typ, what string) *eval.Function {
		return &eval.Function{
			Name: name,
			Doc:  "Fails unless every argument is " + what + " (by the types of the stdlib module on the module path).",
			Signatures: []*eval.Signature{{
				Params: []eval.Param{{Name: "values", Repeated: true, Optional: true}},
				Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
					t, err := c.ParseType(typ)
					if err != nil {
						return nil, err
					}
					for _, a := range args {
						if ok, err := c.IsInstance(t, a); err != nil {
							return nil, err
						} else if !ok {
							return nil, c.Mismatch(fmt.Sprintf("'%s' parameter 'values'", name), t, a)
						}
					}
					if len(args) == 0 {
						return nil, c.ErrorAt("%s(): Wrong number of arguments need at least one", name)
					}
					return types.Undef, nil
				},
			}},
		}
	}
	register(
		validator("stdlib::validate_domain_name", "Variant[Stdlib::Fqdn, Stdlib::Dns::Zone]", "a domain name"),
		validator("stdlib::validate_email_address", "Stdlib::Email", "an email address"),
		shim("validate_domain_name", true),
		shim("validate_email_address", true),
		&eval.Function{
			Name: "parsepson",
			Doc:  "Deprecated: parses PSON (Puppet's JSON) text into a value; on a parse error the second argument is returned instead, when given.",
			Signatures: []*eval.Signature{{
				Params: []eval.Param{{Name: "pson_string", Type: "String[1]"}, {Name: "default", Optional: true}},
				Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
					deprecationWarning(c, "parsepson", "This method is deprecated. From Puppet 8, PSON is no longer natively supported. Please use JSON.parse().")
					v, err := parseJSONText(string(args[0].(types.String)))
					if err != nil {
						if len(args) > 1 {
							return args[1], nil
						}
						return nil, c.ErrorAt("%s", err.Error())
					}
					return v, nil
				},
			}},
		},
	)
}
