package stdlib

import (
	"os"

	"prepl/lang/eval"
	"prepl/lang/eval/builtins"
	"prepl/types"
)

// deprecationWarning is stdlib's deprecation(key, message): a warning,
// given once per key, unless STDLIB_LOG_DEPRECATIONS is "false".
func deprecationWarning(c *eval.Call, key, msg string) {
	if os.Getenv("STDLIB_LOG_DEPRECATIONS") == "false" {
		return
	}
	builtins.WarnOnce(c, "stdlib-deprecation:"+key, msg)
}

// shim is the deprecated unnamespaced name of a stdlib:: function: it
// warns (when warn is set) and calls the namespaced one with the same
// arguments and block. The namespaced function may be one written in
// Puppet that the stdlib module on the module path supplies.
func shim(name string, warn bool) *eval.Function {
	target := "stdlib::" + name
	doc := "Deprecated: use " + target + ", which this calls after a deprecation warning."
	if !warn {
		doc = "Calls " + target + " (from the stdlib module on the module path)."
	}
	return &eval.Function{
		Name: name,
		Doc:  doc,
		Signatures: []*eval.Signature{{
			Params: []eval.Param{{Name: "args", Repeated: true, Optional: true}},
			Block:  &eval.BlockParam{Name: "block", Optional: true},
			Call: func(c *eval.Call, args []types.Value, block *eval.Lambda) (types.Value, error) {
				if warn {
					deprecationWarning(c, name, "This function is deprecated, please use "+target+" instead.")
				}
				return c.CallFunction(target, args, block)
			},
		}},
	}
}

func init() {
	register(&eval.Function{
		Name: "deprecation",
		Doc:  "Logs a deprecation warning once per key (deprecation(key, message)); with Puppet's strict setting off it is silent. STDLIB_LOG_DEPRECATIONS=false turns these warnings off.",
		Signatures: []*eval.Signature{{
			Params: []eval.Param{{Name: "key", Type: "String"}, {Name: "message", Type: "String"}, {Name: "use_strict_setting", Type: "Boolean", Optional: true}},
			Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
				deprecationWarning(c, string(args[0].(types.String)), string(args[1].(types.String)))
				return types.Undef, nil
			},
		}},
	})
	// The unnamespaced names stdlib 9 keeps for its namespaced functions.
	for _, n := range []string{
		"batch_escape", "ensure_packages", "fqdn_rand_string", "fqdn_rotate",
		"has_interface_with", "has_ip_address", "has_ip_network", "merge", "os_version_gte", "powershell_escape",
		"seeded_rand", "seeded_rand_string", "shell_escape", "to_json", "to_json_pretty",
		"to_python", "to_ruby", "to_yaml", "type_of",
	} {
		register(shim(n, true))
	}
	register(shim("time", false))
}
