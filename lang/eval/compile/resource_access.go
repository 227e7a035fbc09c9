package compile

import (
	"strings"

	"prepl/lang/eval/evalerr"
	"prepl/lang/syntax"
	"prepl/types"
)

// AttributeAccess evaluates `Type['title'][attr, ...]`: the values of
// attributes of a resource in the catalog (virtual ones included). An
// attribute that is not set gives its resource default when one is in
// scope of the resource's declaration, else undef.
func (c *Catalog) AttributeAccess(rt *types.ResourceType, keys []types.Value, n *syntax.AccessExpr) (types.Value, error) {
	if strings.EqualFold(rt.TypeName(), "class") {
		return c.ClassParameterAccess(types.NewClassType(rt.Title()), keys, n)
	}
	names, many, err := c.accessNames(rt.String(), keys, n)
	if err != nil || names == nil {
		return emptyAccess(many), err
	}
	r := c.lookup(rt.TypeName(), rt.Title())
	if r == nil {
		return nil, evalerr.Errorf(n.Loc, "Resource not found: %s['%s']", rt.TypeName(), rt.Title())
	}
	return c.resourceValues(r, rt.TypeName(), rt.Title(), names, many, n)
}

// ClassParameterAccess evaluates `Class['name'][param, ...]`.
func (c *Catalog) ClassParameterAccess(t *types.ClassType, keys []types.Value, n *syntax.AccessExpr) (types.Value, error) {
	names, many, err := c.accessNames(t.String(), keys, n)
	if err != nil || names == nil {
		return emptyAccess(many), err
	}
	r := c.lookup("Class", t.ClassName())
	if r == nil {
		return nil, evalerr.Errorf(n.Loc, "Resource not found: Class['%s']", t.ClassName())
	}
	return c.resourceValues(r, "Class", t.ClassName(), names, many, n)
}

// accessNames flattens the keys of an attribute access. many tells that
// the result is an array (several keys, or an array key); nil names with
// no error mean the keys were all empty.
func (c *Catalog) accessNames(base string, keys []types.Value, n *syntax.AccessExpr) ([]types.Value, bool, error) {
	if len(keys) == 0 {
		return nil, false, evalerr.Errorf(n.Loc, "%s[] accepts 1 or more arguments. Got 0", base)
	}
	many := len(keys) > 1
	if _, ok := keys[0].(*types.Array); ok {
		many = true
	}
	all, err := c.h.Flatten(types.NewArray(keys), n.Loc)
	if err != nil {
		return nil, many, err
	}
	var names []types.Value
	for _, k := range all {
		if !types.IsUndef(k) {
			names = append(names, k)
		}
	}
	return names, many, nil
}

// emptyAccess is the value of an access whose keys were all empty.
func emptyAccess(many bool) types.Value {
	if many {
		return types.EmptyArray
	}
	return types.Undef
}

// resourceValues reads attributes of a resource.
func (c *Catalog) resourceValues(r *catalogEntry, typeName, title string, names []types.Value, many bool, n *syntax.AccessExpr) (types.Value, error) {
	out := make([]types.Value, 0, len(names))
	for _, k := range names {
		name, ok := k.(types.String)
		if !ok || !r.validAttribute(string(name)) {
			return nil, evalerr.Errorf(n.Loc, "The resource %s['%s'] does not have a parameter called '%s'", rubyCapitalize(typeName), title, displayKey(k))
		}
		out = append(out, c.attributeValue(r, string(name)))
	}
	if many {
		return types.NewArray(out), nil
	}
	return out[0], nil
}

// attributeValue is the value of one attribute: as set, else the default
// for it in scope of the resource's declaration, else undef.
func (c *Catalog) attributeValue(r *catalogEntry, name string) types.Value {
	if p, ok := r.get(name); ok && !types.IsUndef(p.value) {
		return p.value
	}
	if r.frame != nil {
		if d, ok := c.lookupDefault(r.frame, r.typeKey(), name); ok {
			return d.value
		}
	}
	return types.Undef
}

// rubyCapitalize is Ruby's String#capitalize: first letter upper case,
// the rest lower case.
func rubyCapitalize(s string) string {
	if s == "" {
		return s
	}
	l := strings.ToLower(s)
	return strings.ToUpper(l[:1]) + l[1:]
}

// displayKey prints an attribute key in a message.
func displayKey(k types.Value) string {
	if s, ok := k.(types.String); ok {
		return string(s)
	}
	return tagString(k)
}
