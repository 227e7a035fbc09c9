package syntax

import "strings"

// CheckModuleFile applies the rules Puppet has for a manifest autoloaded
// from a module (manifests/, functions/ or types/ of a module directory):
// at its top level it may only define classes, defines, functions and type
// aliases, and the classes, defines and functions it defines must have
// names that start with namespace, the name its path gives ("ntp" for
// init.pp, "ntp::server::pool" for manifests/server/pool.pp). The error,
// when not nil, is the first violation, in Puppet's words.
func CheckModuleFile(prog *Program, namespace string) error {
	if prog == nil || prog.Body == nil {
		return nil
	}
	for _, st := range prog.Body.Statements {
		var name string
		switch d := st.(type) {
		case *HostClassDefinition:
			name = d.Name
		case *ResourceTypeDefinition:
			name = d.Name
		case *FunctionDefinition:
			name = d.Name
		case *TypeAlias, *TypeDefinition:
			continue
		default:
			return &Error{Loc: st.Location(), Msg: "This " + label(st) + " is unacceptable as a top level construct in this location"}
		}
		if !strings.HasPrefix(strings.ToLower(strings.TrimPrefix(name, "::")), namespace) {
			return &Error{Loc: st.Location(), Msg: "Unacceptable location. The name '" + name + "' is unacceptable in file '" + st.Location().File() + "'"}
		}
	}
	return nil
}
