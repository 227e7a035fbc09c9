package compile

import (
	"fmt"
	"strings"

	"prepl/display"
	"prepl/lang/eval/evalerr"
	"prepl/lang/syntax"
	"prepl/types"
)

// EvalResource evaluates a resource expression `type { title: attrs; ...}`
// as Puppet does: the type first, then each body's titles and attributes
// top to bottom; then a resource is made for each title of each body, with
// the attributes of a `default:` body underneath. The value is the array
// of references to the resources made.
func (c *Catalog) EvalResource(n *syntax.ResourceExpr, s Scope) (types.Value, error) {
	typeName, err := c.resourceExprType(n.TypeName, s)
	if err != nil {
		return nil, err
	}
	if n.Form == syntax.FormExported {
		c.h.Warn(n.Loc, "You cannot collect exported resources without storeconfigs being set; the export is ignored")
	}
	type body struct {
		titles []string
		params []*param
	}
	f := c.frameOf(s)
	bodies := make([]body, len(n.Bodies))
	seen := map[string]bool{}
	var defaults []*param
	for i, b := range n.Bodies {
		tv, err := c.h.Eval(b.Title, s)
		if err != nil {
			return nil, err
		}
		titles, isDefault, err := c.titles(tv, b.Title, n.Loc, seen)
		if err != nil {
			return nil, err
		}
		params, err := c.evalAttributeOps(b.Ops, s, f, n.Loc)
		if err != nil {
			return nil, err
		}
		bodies[i] = body{titles: titles, params: params}
		if isDefault {
			defaults = params
		}
	}
	var refs []types.Value
	for _, b := range bodies {
		params := mergeParams(defaults, b.params)
		for _, title := range b.titles {
			ref, err := c.declare(typeName, title, nil, params, n.Form, n.Loc, f)
			if err != nil {
				return nil, err
			}
			refs = append(refs, ref)
		}
	}
	return types.NewArray(refs), nil
}

// resourceExprType evaluates the type part of a resource expression to a
// type name ("class" for classes).
func (c *Catalog) resourceExprType(x syntax.Expr, s Scope) (string, error) {
	if qn, ok := x.(*syntax.QualifiedName); ok {
		return qn.Value, nil
	}
	acceptable := false
	switch t := x.(type) {
	case *syntax.QualifiedReference:
		acceptable = true
	case *syntax.AccessExpr:
		_, acceptable = t.Left.(*syntax.QualifiedReference)
	}
	v, err := c.h.Eval(x, s)
	if err != nil {
		return "", err
	}
	if acceptable {
		switch t := v.(type) {
		case *types.ClassType:
			if t.ClassName() == "" {
				return "class", nil
			}
			return "", evalerr.Errorf(x.Location(), "Illegal Resource Type expression, expected result to be a type name, or untitled Resource, got %s", t.String())
		case *types.ResourceType:
			if t.HasTitle() {
				return "", evalerr.Errorf(x.Location(), "Illegal Resource Type expression, expected result to be a type name, or untitled Resource, got %s", t.String())
			}
			if t.TypeName() != "" {
				return t.TypeName(), nil
			}
		}
	}
	return "", evalerr.Errorf(x.Location(), "Illegal Resource Type expression, expected result to be a type name, or untitled Resource, got %s", inferredName(v))
}

// titles checks the titles of one resource body: strings (or default),
// none undef or empty, none used twice in the expression. isDefault tells
// that the body is the `default:` body.
func (c *Catalog) titles(v types.Value, x syntax.Expr, exprLoc syntax.Loc, seen map[string]bool) ([]string, bool, error) {
	if types.IsUndef(v) {
		return nil, false, evalerr.Errorf(x.Location(), "Missing title. The title expression resulted in undef")
	}
	all, err := c.h.Flatten(v, exprLoc)
	if err != nil {
		return nil, false, err
	}
	out := make([]string, 0, len(all))
	isDefault := false
	for i, t := range all {
		switch tv := t.(type) {
		case types.String:
			if tv == "" {
				return nil, false, evalerr.Errorf(x.Location(), "Empty string title at %d. Title strings must have a length greater than zero.", i)
			}
			if seen[string(tv)] {
				return nil, false, evalerr.Errorf(exprLoc, "The title '%s' has already been used in this resource expression", tv)
			}
			seen[string(tv)] = true
			out = append(out, string(tv))
		case types.DefaultValue:
			if seen["\x00default"] {
				return nil, false, evalerr.Errorf(exprLoc, "The title 'default' has already been used in this resource expression")
			}
			seen["\x00default"] = true
			isDefault = true
		default:
			if types.IsUndef(t) {
				return nil, false, evalerr.Errorf(x.Location(), "Missing title at index %d. The title expression resulted in an undef title", i)
			}
			return nil, false, evalerr.Errorf(x.Location(), "Illegal title type at index %d. Expected String, got %s", i, inferredName(t))
		}
	}
	return out, isDefault, nil
}

// evalAttributeOps evaluates attribute operations (`name => value`,
// `name +> value` and `* => hash`) to parameters, refusing an attribute
// set twice.
func (c *Catalog) evalAttributeOps(ops []syntax.AttributeOp, s Scope, f *Frame, dupLoc syntax.Loc) ([]*param, error) {
	params := make([]*param, 0, len(ops))
	add := func(p *param) error {
		for _, q := range params {
			if q.name == p.name {
				return evalerr.Errorf(dupLoc, "The attribute '%s' has already been set", p.name)
			}
		}
		params = append(params, p)
		return nil
	}
	for _, op := range ops {
		switch o := op.(type) {
		case *syntax.AttributeOperation:
			v, err := c.h.Eval(o.Value, s)
			if err != nil {
				return nil, err
			}
			v, err = attributeValue(v, o.Loc)
			if err != nil {
				return nil, err
			}
			if err := add(&param{name: o.Name, value: v, source: f.source, add: o.Op == syntax.OpAppend, loc: o.Loc}); err != nil {
				return nil, err
			}
		case *syntax.AttributesOperation:
			v, err := c.h.Eval(o.Expr, s)
			if err != nil {
				return nil, err
			}
			h, ok := v.(*types.Hash)
			if !ok {
				return nil, evalerr.Errorf(o.Expr.Location(), "Expected value of type Hash, got %s", inferredName(v))
			}
			for _, en := range h.Entries() {
				val, err := attributeValue(en.Value, o.Loc)
				if err != nil {
					return nil, err
				}
				if err := add(&param{name: attributeName(en.Key), value: val, source: f.source, loc: o.Loc}); err != nil {
					return nil, err
				}
			}
		}
	}
	return params, nil
}

// attributeName converts a splatted hash key to an attribute name.
func attributeName(k types.Value) string {
	if s, ok := k.(types.String); ok {
		return string(s)
	}
	return display.ToString(k)
}

// attributeValue checks a value given to an attribute and converts it as
// Puppet does before a resource holds it: iterators are not accepted
// anywhere inside it, and resource and class references become the
// references a resource parameter holds (printed Notify[x], Class[Foo]).
func attributeValue(v types.Value, loc syntax.Loc) (types.Value, error) {
	if containsIterator(v) {
		return nil, evalerr.Errorf(loc, "Use of an Iterator is not supported here")
	}
	if v == nil {
		return types.Undef, nil
	}
	cv, err := types.CatalogValue(v)
	if err != nil {
		return nil, evalerr.Errorf(loc, "%s", err)
	}
	return cv, nil
}

// containsIterator reports whether v holds an Iterator. It looks into
// each array or hash inside v once, however often v holds it (a value
// sharing its parts forty levels deep would otherwise take 2^40 steps).
func containsIterator(v types.Value) bool {
	var seen map[types.Value]bool
	var walk func(v types.Value, top bool) bool
	walk = func(v types.Value, top bool) bool {
		switch x := v.(type) {
		case *types.Iterator:
			return true
		case *types.Array, *types.Hash:
			if !top {
				if seen[v] {
					return false
				}
				if seen == nil {
					seen = map[types.Value]bool{}
				}
				seen[v] = true
			}
			if a, ok := x.(*types.Array); ok {
				for _, e := range a.Elements() {
					if walk(e, false) {
						return true
					}
				}
				return false
			}
			for _, en := range x.(*types.Hash).Entries() {
				if walk(en.Key, false) || walk(en.Value, false) {
					return true
				}
			}
		}
		return false
	}
	return walk(v, true)
}

// mergeParams lays the attributes of a body over those of the default
// body (the body's values win; the default body's order comes first).
func mergeParams(defaults, own []*param) []*param {
	if len(defaults) == 0 {
		return own
	}
	out := make([]*param, 0, len(defaults)+len(own))
	for _, d := range defaults {
		found := false
		for _, p := range own {
			if p.name == d.name {
				out = append(out, p)
				found = true
				break
			}
		}
		if !found {
			out = append(out, d)
		}
	}
	for _, p := range own {
		found := false
		for _, d := range defaults {
			if p.name == d.name {
				found = true
				break
			}
		}
		if !found {
			out = append(out, p)
		}
	}
	return out
}

// declare makes one resource of a resource expression and puts it in the
// catalog; a class is evaluated at once. It returns the reference.
// titleValue is the title when it was given as another value than a
// String (nil otherwise).
func (c *Catalog) declare(typeName, title string, titleValue types.Value, params []*param, form syntax.ResourceForm, loc syntax.Loc, f *Frame) (types.Value, error) {
	if strings.EqualFold(typeName, "class") {
		d, err := c.FindClass(title)
		if err != nil {
			return nil, evalerr.Located(err, loc)
		}
		if d != nil {
			title = d.Name
		}
		r, err := c.declareClassResource(title, params, f, loc)
		if err != nil {
			return nil, err
		}
		return types.NewResourceType("Class", r.title), nil
	}
	r, err := c.newResource(typeName, title, loc)
	if err != nil {
		return nil, err
	}
	r.frame = f
	r.titleValue = titleValue
	r.virtual.Set(form != syntax.FormRegular)
	r.exported = form == syntax.FormExported
	if err := c.fillParams(r, params, f); err != nil {
		return nil, err
	}
	if err := c.validateAttributes(r); err != nil {
		return nil, err
	}
	if err := c.addResource(r); err != nil {
		return nil, err
	}
	return types.NewResourceType(r.typeName, r.title), nil
}

// newResource makes an empty resource of a built-in or defined type.
func (c *Catalog) newResource(typeName, title string, loc syntax.Loc) (*catalogEntry, error) {
	key := strings.ToLower(strings.TrimPrefix(typeName, "::"))
	r := c.newEntry(&catalogEntry{title: title, loc: loc, positioned: true, gen: c.h.Generation()})
	// Built-in types are found by their plain name only, defines by an
	// absolute name too (::notify is unknown, ::my_define is not).
	if !strings.Contains(typeName, ":") {
		if bt, ok := c.h.ResourceType(key); ok {
			if d, clash := c.defines.Get(key); clash {
				line, col := d.Loc.Src.Position(d.Loc.Start)
				return nil, evalerr.Errorf(loc, "Could not autoload puppet/type/%s: Attempt to redefine entity 'http://puppet.com/2016.1/runtime/type/%s'. Originally set at file://%s?line=%d&pos=%d.",
					key, key, d.Loc.File(), line, col)
			}
			r.kind, r.builtin, r.declaredKind = builtinResource, bt, "compilable_type"
			r.typeName = types.CapitalizeSegments(key)
			return r, nil
		}
	}
	d, err := c.FindDefine(key)
	if err != nil {
		return nil, evalerr.Located(err, loc)
	}
	if d != nil {
		r.kind, r.define, r.declaredKind = defineResource, d, "defined_type"
		r.typeName = types.CapitalizeSegments(key)
		return r, nil
	}
	return nil, evalerr.Errorf(loc, "Unknown resource type: '%s'", typeName)
}

// validateAttributes checks the attributes of a built-in resource against
// its type (defined types check theirs when they are evaluated).
func (c *Catalog) validateAttributes(r *catalogEntry) error {
	if r.kind != builtinResource {
		return nil
	}
	for _, p := range r.params.Items() {
		if !r.builtin.ValidAttribute(p.name) {
			loc := p.loc
			if loc.Src == nil {
				loc = r.loc
			}
			return &evalerr.Error{Kind: evalerr.EvaluationError, Loc: loc, Msg: fmt.Sprintf("no parameter named '%s'", p.name), Resource: r.ref(), ResourceLoc: r.loc}
		}
	}
	return nil
}

// inferredName names the type of a value as Puppet's messages about
// resources do: the generalized inferred type (Hash[String, Integer]).
func inferredName(v types.Value) string {
	return types.InferGeneralized(v).String()
}
