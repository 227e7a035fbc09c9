package stdlib

import (
	"os"
	"path/filepath"

	"prepl/lang/eval"
	"prepl/types"
)

// Functions about the modules of the environment.
func init() {
	register(
		fn3("get_module_path", "Returns the directory of a module on the module path.", func(c *eval.Call, args []types.Value) (types.Value, error) {
			if len(args) != 1 {
				return nil, c.ErrorAt("get_module_path(): Wrong number of arguments, expects one")
			}
			dir, err := modulePath(c, args[0])
			if err != nil {
				return nil, err
			}
			return types.String(dir), nil
		}),
		fn3("load_module_metadata", "Returns the metadata.json of a module as a hash; a true second argument gives {} instead of failing when the module has none.", loadModuleMetadata),
	)
}

// modulePath finds a module's directory on the environment's module path.
func modulePath(c *eval.Call, name types.Value) (string, error) {
	n, _ := name.(types.String)
	if environment := c.Environment(); environment != nil {
		if m, ok := environment.Module(string(n)); ok {
			return m.Dir, nil
		}
	}
	envName := "production"
	if environment := c.Environment(); environment != nil {
		envName = environment.Name
	}
	return "", c.ErrorAt("Could not find module %s in environment %s", n, envName)
}

func loadModuleMetadata(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) != 1 && len(args) != 2 {
		return nil, c.ErrorAt("load_module_metadata(): Wrong number of arguments, expects one or two")
	}
	dir, err := modulePath(c, args[0])
	if err != nil {
		return nil, err
	}
	data, err := os.ReadFile(filepath.Join(dir, "metadata.json"))
	if err != nil {
		if len(args) == 2 && types.IsTruthy(args[1]) {
			return types.EmptyHash, nil
		}
		return nil, c.ErrorAt("load_module_metadata(): No metadata.json file for module %s", args[0])
	}
	v, err := parseJSONText(string(data))
	if err != nil {
		return nil, c.ErrorAt("%s", err.Error())
	}
	return v, nil
}
