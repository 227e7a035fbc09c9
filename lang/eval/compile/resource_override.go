package compile

import (
	"strings"

	"prepl/lang/eval/evalerr"
	"prepl/lang/syntax"
	"prepl/types"
)

// override is a set of attribute values for one resource, from an
// override expression or a collector's override block.
type override struct {
	typeName, title string
	params          []*param
	source          *source
	loc             syntax.Loc
}

func (o *override) ref() string { return o.typeName + "[" + o.title + "]" }

// EvalResourceOverride evaluates `Type['title'] { attr => value }`. The
// attributes are merged into the resource at once when it exists, else
// when the evaluation finishes. The value is the references.
func (c *Catalog) EvalResourceOverride(n *syntax.ResourceOverrideExpr, s Scope) (types.Value, error) {
	v, err := c.h.Eval(n.Resources, s)
	if err != nil {
		return nil, err
	}
	f := c.frameOf(s)
	params, err := c.evalAttributeOps(n.Ops, s, f, n.Loc)
	if err != nil {
		return nil, err
	}
	all, err := c.h.Flatten(v, n.Loc)
	if err != nil {
		return nil, err
	}
	for _, x := range all {
		rt, ok := x.(*types.ResourceType)
		if !ok || !rt.HasTitle() || strings.EqualFold(rt.TypeName(), "class") {
			return nil, evalerr.Errorf(n.Loc, "Resource Override can only operate on resources, got: %s", overrideLabel(x))
		}
		o := &override{typeName: rt.TypeName(), title: rt.Title(), params: params, source: f.source, loc: n.Loc}
		if err := c.addOverride(o); err != nil {
			return nil, err
		}
	}
	return v, nil
}

// overrideLabel names a value that cannot be overridden, as Puppet's
// label provider does.
func overrideLabel(v types.Value) string {
	if t, ok := v.(types.Type); ok {
		return t.String() + "-Type"
	}
	return inferredName(v)
}

// addOverride merges an override into its resource now, or keeps it for
// the end of the evaluation when the resource does not exist yet.
func (c *Catalog) addOverride(o *override) error {
	if r := c.lookup(o.typeName, o.title); r != nil {
		return c.merge(r, o)
	}
	st := c.state()
	st.overrides = append(st.overrides, o)
	return nil
}

// merge applies an override to a resource with Puppet's rules: only code
// of the class that declared the resource, or of a class inheriting it,
// may override; an attribute that has a value may only be changed from an
// inheriting class (or when the value came from a default).
func (c *Catalog) merge(r *catalogEntry, o *override) error {
	rs := r.frame.source
	if !sameSource(rs, o.source) && !c.childOf(o.source, rs) {
		return evalerr.Errorf(o.loc, "Only subclasses can override parameters")
	}
	if r.evaluated.Get() && r.kind != builtinResource {
		msg := "Attempt to override an already evaluated resource"
		if at := declaredAt(r); at != "" {
			msg += ", defined at " + at + ","
		}
		c.h.Warn(o.loc, msg+" with new values")
	}
	for _, p := range o.params {
		if err := c.overrideParam(r, p); err != nil {
			return err
		}
	}
	return c.validateAttributes(r)
}

// overrideParam sets one attribute of a resource from an override.
func (c *Catalog) overrideParam(r *catalogEntry, p *param) error {
	typ := r.typeKey()
	cur, ok := r.get(p.name)
	if !ok {
		return c.setTaggedParam(r, p)
	}
	if c.isDefault(r.frame, typ, p.name, p.value) {
		return nil
	}
	if !c.childOf(p.source, cur.source) && !(sameSource(p.source, cur.source) && c.isDefault(r.frame, typ, p.name, cur.value)) {
		msg := "Parameter '" + p.name + "' is already set on " + r.ref() + " by " + c.sourceName(cur.source)
		if at := locationText(cur.loc); at != "" {
			msg += " at " + at
		}
		return evalerr.Errorf(p.loc, "%s; cannot redefine", msg)
	}
	if p.add {
		np := *p
		all, err := c.h.Flatten(types.ArrayOf(cur.value, p.value), p.loc)
		if err != nil {
			return err
		}
		np.value = types.NewArray(all)
		p = &np
	}
	return c.setTaggedParam(r, p)
}

// setTaggedParam sets an attribute; a tag attribute also tags.
func (c *Catalog) setTaggedParam(r *catalogEntry, p *param) error {
	if p.name == "tag" {
		if err := r.tagParamValues(c.h, p.value, p.loc); err != nil {
			return err
		}
	}
	c.setParam(r, p)
	return nil
}

// sameSource reports whether two sources are the same definition.
func sameSource(a, b *source) bool {
	return a != nil && b != nil && a.kind == b.kind && a.name == b.name
}

// childOf reports whether code of a may override values set by code of
// b: a inherits b (directly or not), or a's collectors have overridden
// resources in this evaluation.
func (c *Catalog) childOf(a, b *source) bool {
	if a == nil || b == nil {
		return false
	}
	if c.state().overriders[a.kind+":"+a.name] {
		return true
	}
	if a.kind != "class" || b.kind != "class" {
		return false
	}
	seen := map[string]bool{}
	for p := a.parent; p != "" && !seen[p]; {
		seen[p] = true
		if p == b.name {
			return true
		}
		d, _ := c.FindClass(p)
		if d == nil {
			return false
		}
		p = classKey(d.Parent)
	}
	return false
}

// sourceName names a definition in messages: Class[main], Class[Foo],
// Foo::Bar (a defined type), Node[name].
func (c *Catalog) sourceName(s *source) string {
	if s == nil {
		return "Class[main]"
	}
	switch s.kind {
	case "define":
		return types.CapitalizeSegments(s.name)
	case "node":
		return "Node[" + s.name + "]"
	}
	if s.name == "" {
		return "Class[main]"
	}
	return "Class[" + types.CapitalizeSegments(s.name) + "]"
}

// finishOverrides merges the overrides kept for resources declared after
// them; any left over name resources that do not exist.
func (c *Catalog) finishOverrides() error {
	st := c.state()
	var missing []string
	var at syntax.Loc
	for _, o := range st.overrides {
		r := c.lookup(o.typeName, o.title)
		if r == nil {
			if missing == nil {
				at = o.loc
			}
			missing = append(missing, o.ref())
			continue
		}
		if err := c.merge(r, o); err != nil {
			return err
		}
	}
	st.overrides = nil
	if len(missing) > 0 {
		return evalerr.Errorf(at, "Could not find resource(s) %s for overriding", strings.Join(missing, ", "))
	}
	return nil
}
