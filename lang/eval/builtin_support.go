package eval

import (
	"os"

	"prepl/lang/env"

	"prepl/lang/syntax"
	"prepl/types"
)

// What built-in functions need to know about their call beyond what Call
// offers for every function.

// LookupVariable returns a variable as `$name` would see it at the call
// site (the caller's local scope first), for getvar; like `$name`, it
// fails for a parameter whose default is not evaluated yet.
func (c *Call) LookupVariable(name string) (types.Value, bool, error) {
	if name == "" {
		return nil, false, nil
	}
	v, ok := c.e.lookupVariable(name, c.scope)
	if _, pending := v.(pendingParam); pending {
		return nil, false, c.e.pendingError(name, c.Loc)
	}
	return v, ok, nil
}

// WorkDir returns the directory relative file names resolve against:
// the evaluator's WorkDir option, or the process's working directory.
func (c *Call) WorkDir() string {
	if c.e.opts.WorkDir != "" {
		return c.e.opts.WorkDir
	}
	dir, err := os.Getwd()
	if err != nil {
		return "."
	}
	return dir
}

// RenderTemplateTop is RenderTemplate with the template evaluated under
// the top scope instead of the caller's: a template file rendered by
// epp() sees only top-scope variables and its parameters.
func (c *Call) RenderTemplateTop(prog *syntax.Program, params *types.Hash) (types.Value, error) {
	top := *c
	top.scope = c.e.top
	return top.RenderTemplate(prog, params)
}

// ParamNames returns the names of the lambda's parameters, for messages
// that list them.
func (l *Lambda) ParamNames() []string {
	names := make([]string, len(l.expr.Params))
	for i, p := range l.expr.Params {
		names[i] = p.Name
	}
	return names
}

// FunctionExists reports whether a function of that name can be called
// from the call site (a Puppet function of the session or a built-in).
func (c *Call) FunctionExists(name string) bool {
	fn, _ := c.e.findFunction(name, c.Loc)
	return fn != nil
}

// IsControl reports whether err is a break(), next() or return() signal
// on its way to the construct that handles it; functions pass such
// errors on unchanged.
func IsControl(err error) bool { return isControl(err) }

// Environment returns the environment modules are loaded from (nil for
// none), for functions that find files and templates in modules.
func (c *Call) Environment() *env.Environment { return c.e.opts.Environment }
