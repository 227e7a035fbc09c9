package compile

import (
	"fmt"
	"strings"

	"prepl/internal/ruby/rubyfmt"
	"prepl/lang/eval/evalerr"
	"prepl/lang/syntax"
	"prepl/types"
)

// fillParams gives a new resource its attributes: those of its
// declaration in order, then the resource defaults in scope for its type
// that it does not set; tags come from the tag attribute, the type and the
// title.
func (c *Catalog) fillParams(r *catalogEntry, params []*param, f *Frame) error {
	for _, p := range params {
		if p.name == "tag" {
			if err := r.tagParamValues(c.h, p.value, p.loc); err != nil {
				return err
			}
		}
		r.params.Append(p)
	}
	typ := r.typeKey()
	r.tags.add(typ)
	if r.titleValue == nil {
		// Puppet tags a resource with its title when that is a String
		// that makes a valid tag (not with a number a create_resources
		// key gave).
		r.tagIfValid(r.title)
	}
	for _, d := range c.lookupDefaults(f, typ) {
		if _, ok := r.get(d.name); ok {
			continue
		}
		r.params.Append(d)
		if d.name == "tag" {
			if err := r.tagParamValues(c.h, d.value, d.loc); err != nil {
				return err
			}
		}
	}
	return nil
}

// lookupDefaults returns the resource defaults for a type visible from a
// frame: those of the frames it was declared in, outermost first, each
// frame's own values replacing those of outer frames.
func (c *Catalog) lookupDefaults(f *Frame, typ string) []*param {
	var chain []*Frame
	for x := f; x != nil; x = x.parent {
		if len(x.defaults.At(typ)) > 0 {
			chain = append(chain, x)
		}
	}
	if len(chain) == 0 {
		return nil
	}
	if len(chain) == 1 {
		return chain[0].defaults.At(typ)
	}
	var out []*param
	for i := len(chain) - 1; i >= 0; i-- {
		for _, p := range chain[i].defaults.At(typ) {
			replaced := false
			for j, q := range out {
				if q.name == p.name {
					out[j] = p
					replaced = true
					break
				}
			}
			if !replaced {
				out = append(out, p)
			}
		}
	}
	return out
}

// lookupDefault returns the default value of one attribute.
func (c *Catalog) lookupDefault(f *Frame, typ, name string) (*param, bool) {
	for x := f; x != nil; x = x.parent {
		for _, p := range x.defaults.At(typ) {
			if p.name == name {
				return p, true
			}
		}
	}
	return nil, false
}

// addResource puts a new resource in the catalog: it must not duplicate
// one of this evaluation (one of an earlier evaluation is replaced), its
// aliases must be free, it is contained by the resource whose body
// declared it, and a defined type instance waits for evaluation.
func (c *Catalog) addResource(r *catalogEntry) error {
	key := resourceKey(r.typeName, r.title)
	if old := c.index.At(key); old != nil {
		if !c.replaceable(old) {
			return evalerr.Errorf(r.loc, "Duplicate declaration: %s is already declared%s; cannot redeclare", r.ref(), withSpace("at "+declaredAt(old)))
		}
		c.remove(old)
	}
	keys := []string{key}
	aliases, err := c.aliases(r)
	if err != nil {
		return err
	}
	for _, a := range aliases {
		k := resourceKey(r.typeName, a.key)
		if k == key {
			continue
		}
		if old := c.index.At(k); old != nil && old != r {
			if !c.replaceable(old) {
				return evalerr.Errorf(r.loc, "Cannot alias %s to %s%s; resource %s already declared%s",
					r.ref(), a.inspect, withSpace("at "+declaredAt(r)), a.refInspect(r.typeName), withSpace(declaredAt(old)))
			}
			c.remove(old)
		}
		keys = append(keys, k)
	}
	if r.kind != classResource {
		if v := r.value("stage"); types.IsTruthy(v) {
			return evalerr.Errorf(r.loc, "Only classes can set 'stage'; normal resources like %s cannot change run stage", r.ref())
		}
	}
	c.insert(r, keys)
	if r.kind == classResource || r.kind == nodeResource {
		c.tagCatalog(r.tags.items())
	}
	if r.kind != classResource && !strings.EqualFold(r.typeName, "stage") {
		r.container.Set(r.frame.resource)
	}
	if r.kind == defineResource {
		c.pending.Append(r)
	}
	return nil
}

// replaceable reports whether a declaration may replace old: old was made
// by an earlier input (and is not one of the catalog's own resources).
func (c *Catalog) replaceable(old *catalogEntry) bool {
	return old.gen > 0 && old.gen < c.h.Generation()
}

// declaredAt is where a resource was declared, as Puppet's messages say
// it: "(file: x.pp, line: 3)", "(line: 3)" or "".
func declaredAt(r *catalogEntry) string {
	if !r.positioned || r.loc.Src == nil {
		return ""
	}
	return locationText(r.loc)
}

// locationText formats a position as Puppet's error_location does.
func locationText(loc syntax.Loc) string {
	if loc.Src == nil {
		return ""
	}
	if f := loc.File(); f != "" {
		return fmt.Sprintf("(file: %s, line: %d)", f, loc.Line())
	}
	return fmt.Sprintf("(line: %d)", loc.Line())
}

// withSpace prefixes a non-empty text with a space.
func withSpace(s string) string {
	if s == "" || s == "at " {
		return ""
	}
	return " " + s
}

// rubyInspect quotes a string as Ruby's String#inspect does.
func rubyInspect(s string) string { return rubyfmt.InspectString(s) }

// rubyInspectList prints a list of strings as Ruby's Array#inspect.
func rubyInspectList(ss []string) string {
	parts := make([]string, len(ss))
	for i, s := range ss {
		parts[i] = rubyInspect(s)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// mergeTags adds the tags of the resource whose body declares r, as
// Puppet does when it evaluates r.
func (c *Catalog) mergeTags(r, from *catalogEntry) {
	if from == nil || from == r {
		return
	}
	r.tags.merge(from.tags.items())
}
