package compile

import (
	"slices"
	"strings"

	"prepl/lang/eval/evalerr"
	"prepl/lang/syntax"
	"prepl/types"
)

// EvalResourceDefaults evaluates `Type { attr => value, ... }`: default
// attribute values for resources of the type declared in this scope and
// the scopes it declares (Puppet's dynamic scoping of defaults). The value
// is the type.
func (c *Catalog) EvalResourceDefaults(n *syntax.ResourceDefaultsExpr, s Scope) (types.Value, error) {
	tv, err := c.h.Eval(n.TypeRef, s)
	if err != nil {
		return nil, err
	}
	rt, ok := tv.(*types.ResourceType)
	if !ok || rt.TypeName() == "" || rt.HasTitle() {
		return nil, evalerr.Errorf(n.TypeRef.Location(), "Illegal Resource Type expression, expected result to be a type name, or untitled Resource, got %s", inferredName(tv))
	}
	f := c.frameOf(s)
	params, err := c.evalAttributeOps(n.Ops, s, f, n.Loc)
	if err != nil {
		return nil, err
	}
	typ := strings.ToLower(rt.TypeName())
	for _, p := range params {
		if err := c.setDefault(f, typ, rt.TypeName(), p); err != nil {
			return nil, err
		}
	}
	return tv, nil
}

// setDefault records one resource default in a frame. A default may be
// set once per scope; one set by an earlier input may be replaced.
func (c *Catalog) setDefault(f *Frame, typ, display string, p *param) error {
	p.gen = c.h.Generation()
	list := f.defaults.At(typ)
	for i, old := range list {
		if old.name != p.name {
			continue
		}
		if old.gen == c.h.Generation() {
			return evalerr.Errorf(p.loc, "Default already defined for %s { %s }; cannot redefine", display, p.name)
		}
		// A new list: the old one stays as it was, for undoing.
		replaced := slices.Clone(list)
		replaced[i] = p
		f.defaults.Set(typ, replaced)
		return nil
	}
	f.defaults.Set(typ, append(list, p))
	return nil
}

// isDefault reports whether value is the default set for the attribute
// in the frame chain of a resource (Puppet's scope.is_default?).
func (c *Catalog) isDefault(f *Frame, typ, name string, value types.Value) bool {
	for x := f; x != nil; x = x.parent {
		for _, p := range x.defaults.At(typ) {
			if p.name == name && types.KeyEqual(p.value, value) {
				return true
			}
		}
	}
	return false
}
