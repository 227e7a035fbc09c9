package eval

import (
	"strings"

	"prepl/lang/eval/datalookup"
	"prepl/lang/syntax"
	"prepl/types"
)

// Data returns the evaluator's data provider (nil when it has none).
func (e *Evaluator) Data() datalookup.Provider { return e.opts.Data }

// DataScope returns the call's view for a lookup.
func (c *Call) DataScope() datalookup.Scope { return scopeData{e: c.e, s: c.scope, loc: c.Loc} }

// scopeData is a scope's view for a lookup: a function call's, or a
// class's during automatic parameter lookup (before its body has run).
type scopeData struct {
	e   *Evaluator
	s   *Scope
	loc syntax.Loc
	// binding marks automatic parameter lookup: s is the scope of a
	// class whose body has not run.
	binding bool
}

func (d scopeData) UnknownReason(name string) string {
	n := strings.TrimPrefix(name, "::")
	i := strings.LastIndex(n, "::")
	if i < 0 || d.e.catalog == nil {
		return ""
	}
	class := strings.ToLower(n[:i])
	if def, _ := d.e.catalog.FindClass(class); def == nil {
		return "class " + class + " could not be found"
	}
	if d.e.catalog.ClassScope(class) == nil || (d.binding && d.s.name == class) {
		return "class " + class + " has not been evaluated"
	}
	return ""
}

// Convert is lookup_options' convert_to: Type.new(value, args...) for a
// type name or an array of a type name and arguments.
func (d scopeData) Convert(spec, v types.Value) (types.Value, error) {
	args := []types.Value{}
	if a, ok := spec.(*types.Array); ok && a.Len() > 0 {
		spec, args = a.Elements()[0], a.Elements()[1:]
	}
	var t types.Type
	switch x := spec.(type) {
	case types.String:
		var err error
		if t, err = d.e.parseTypeString(string(x), true); err != nil {
			return nil, located(err, d.loc)
		}
	case types.Type:
		t = x
	default:
		return nil, errorf(d.loc, "convert_to must be a type name or an array of a type name and arguments")
	}
	fn, _ := d.e.lookupFunction("new")
	return d.e.callFunction(fn, "new", append([]types.Value{t, v}, args...), nil, d.loc, d.s, nil)
}

func (d scopeData) Variable(name string) (types.Value, bool) {
	v, ok := d.e.lookupVariable(name, d.s)
	if _, pending := v.(pendingParam); pending {
		return nil, false
	}
	return v, ok
}

func (d scopeData) Warning(msg string) { d.e.log(LogWarning, msg) }

func (d scopeData) Compilation() int { return d.e.generation }

func (d scopeData) FunctionExists(name string) bool {
	fn, _ := d.e.findFunction(name, d.loc)
	return fn != nil
}

// TopDataScope is the top scope's view for a lookup (the session's
// :lookup command).
func (e *Evaluator) TopDataScope() datalookup.Scope { return scopeData{e: e, s: e.top} }
