package compile

import (
	"strings"

	"prepl/lang/eval/evalerr"
	"prepl/lang/syntax"
	"prepl/types"
)

// includeClasses declares classes include-like (include, contain,
// require): a class already in the catalog is left alone, the others are
// added (their parents first) and then evaluated in order, as Puppet's
// evaluate_classes does. It returns the class resources.
func (c *Catalog) includeClasses(names []string, f *Frame, loc syntax.Loc) ([]*catalogEntry, error) {
	defs := make([]*syntax.HostClassDefinition, len(names))
	for i, n := range names {
		d, err := c.FindClass(n)
		if err != nil {
			return nil, evalerr.Located(err, loc)
		}
		if d == nil && c.builtinClass(n) == nil {
			return nil, evalerr.Errorf(loc, "Could not find class ::%s for %s", strings.ToLower(strings.TrimPrefix(n, "::")), c.h.NodeName())
		}
		defs[i] = d
	}
	out := make([]*catalogEntry, 0, len(defs))
	var fresh []*catalogEntry
	for i, d := range defs {
		if d == nil {
			out = append(out, c.builtinClass(names[i]))
			continue
		}
		key := classKey(d.Name)
		if r := c.lookup("Class", key); r != nil && c.scopes.At(key) != nil && !c.stale(r) {
			out = append(out, r)
			continue
		}
		r, err := c.ensureClass(d, f, loc)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
		fresh = append(fresh, r)
	}
	for _, r := range fresh {
		if err := c.evaluateClass(r); err != nil {
			// return() or next() in a parameter default ends a class
			// that include declares, as in Puppet; declared like a
			// resource, the class fails.
			if !c.h.BodyEnded(err) {
				return nil, err
			}
		}
	}
	return out, nil
}

// builtinClass returns the class resource the catalog starts with that a
// name designates: "::" (an empty name once "::" is removed) names
// Class[main], and "settings" Class[Settings]. Both are always evaluated.
func (c *Catalog) builtinClass(name string) *catalogEntry {
	switch classKey(name) {
	case "":
		return c.main
	case "settings":
		return c.lookup("Class", "settings")
	}
	return nil
}

// classKey is a class's catalog name: lower case without "::" prefix.
func classKey(name string) string { return strings.ToLower(strings.TrimPrefix(name, "::")) }

// stale reports whether a class resource of an earlier input was made
// from a definition that a later input has replaced; including the class
// again then declares it afresh.
func (c *Catalog) stale(r *catalogEntry) bool {
	if r.gen == c.h.Generation() || r.class == nil {
		return false
	}
	d, _ := c.FindClass(r.title)
	return d != nil && d != r.class
}

// ensureClass puts Class[d] in the catalog without parameters unless it is
// there (Puppet's ensure_in_catalog); the class is not evaluated yet.
func (c *Catalog) ensureClass(d *syntax.HostClassDefinition, f *Frame, loc syntax.Loc) (*catalogEntry, error) {
	key := classKey(d.Name)
	if r := c.lookup("Class", key); r != nil && !c.stale(r) {
		return r, nil
	}
	r := c.newClassResource(d, f, loc, "unknown")
	if err := c.instantiateClass(r, f, loc); err != nil {
		return nil, err
	}
	if err := c.addResource(r); err != nil {
		return nil, err
	}
	return r, nil
}

// newClassResource makes the resource Class[name] for a definition.
func (c *Catalog) newClassResource(d *syntax.HostClassDefinition, f *Frame, loc syntax.Loc, kind string) *catalogEntry {
	r := c.newEntry(&catalogEntry{
		typeName: "Class", title: types.CapitalizeSegments(classKey(d.Name)), kind: classResource,
		class: d, frame: f, loc: loc, gen: c.h.Generation(), declaredKind: kind,
	})
	r.tags.add("class")
	r.tagIfValid(r.title)
	return r
}

// instantiateClass makes sure the parent of a class is in the catalog
// before the class itself.
func (c *Catalog) instantiateClass(r *catalogEntry, f *Frame, loc syntax.Loc) error {
	if r.class == nil || r.class.Parent == "" {
		return nil
	}
	if p := c.lookup("Class", classKey(r.class.Parent)); p != nil && !c.stale(p) {
		return nil
	}
	pd, err := c.FindClass(r.class.Parent)
	if err != nil {
		return evalerr.Located(err, r.class.Loc)
	}
	if pd == nil {
		return evalerr.Errorf(r.class.Loc, "Could not find parent resource type '::%s' of type hostclass in %s", classKey(r.class.Parent), c.h.EnvironmentName())
	}
	if err := c.checkInheritance(r.class); err != nil {
		return err
	}
	_, err = c.ensureClass(pd, f, loc)
	return err
}

// checkInheritance refuses a class that inherits itself, directly or
// through its parents.
func (c *Catalog) checkInheritance(d *syntax.HostClassDefinition) error {
	chain := []string{classKey(d.Name)}
	for p := d; p != nil && p.Parent != ""; {
		next := classKey(p.Parent)
		for _, seen := range chain {
			if seen == next {
				return evalerr.Errorf(d.Loc, "Circular inheritance of class %s: %s", chain[0], strings.Join(append(chain, next), " inherits "))
			}
		}
		chain = append(chain, next)
		var err error
		if p, err = c.FindClass(next); err != nil {
			return evalerr.Located(err, d.Loc)
		}
	}
	return nil
}

// declareClassResource is the resource-like declaration
// `class { 'name': p => v }`: a class declared with parameters may be
// declared only once.
func (c *Catalog) declareClassResource(title string, params []*param, f *Frame, loc syntax.Loc) (*catalogEntry, error) {
	d, err := c.FindClass(title)
	if err != nil {
		return nil, evalerr.Located(err, loc)
	}
	if d == nil {
		return nil, evalerr.Errorf(loc, "Could not find declared class %s", title)
	}
	r := c.newClassResource(d, f, loc, "class")
	r.positioned = true
	if err := c.fillParams(r, params, f); err != nil {
		return nil, err
	}
	if err := c.instantiateClass(r, f, loc); err != nil {
		return nil, err
	}
	if err := c.addResource(r); err != nil {
		return nil, err
	}
	if err := c.evaluateClass(r); err != nil {
		return nil, err
	}
	return r, nil
}

// evaluateClass runs a class body once: the parent class first (its scope
// becomes the class's parent scope), then parameters, then the body.
func (c *Catalog) evaluateClass(r *catalogEntry) error {
	if r.evaluated.Get() {
		return nil
	}
	c.setEvaluated(r)
	d := r.class
	key := classKey(d.Name)
	declaring := r.frame
	varParent := declaring.enclosing
	dynParent := declaring
	enclosing := declaring.enclosing
	src := &source{kind: "class", name: key}
	if d.Parent != "" {
		pkey := classKey(d.Parent)
		pr := c.lookup("Class", pkey)
		if pr == nil {
			return evalerr.Errorf(d.Loc, "Could not find parent resource type '::%s' of type hostclass in %s", classKey(d.Parent), c.h.EnvironmentName())
		}
		if err := c.evaluateClass(pr); err != nil {
			return err
		}
		ps := c.scopes.At(pkey)
		if ps == nil {
			return evalerr.Errorf(d.Loc, "Could not find scope for %s", pkey)
		}
		varParent, dynParent = ps, ps.Frame()
		enclosing = dynParent.enclosing
		src.parent = pkey
	}
	c.mergeTags(r, declaring.resource)
	s := c.h.NewScope(varParent, ClassScope, key)
	s.SetFrame(c.newFrame(Frame{scope: s, parent: dynParent, resource: r, source: src, enclosing: enclosing}))
	c.addClass(key)
	c.setClassScope(key, s)
	if err := c.bindParams(r, d.Params, s); err != nil {
		return err
	}
	if err := c.addEdgeToStage(r); err != nil {
		return err
	}
	return c.runBody(d.Body, s)
}

// runBody evaluates the body of a class, define or node; return() (or
// next()) ends it.
func (c *Catalog) runBody(b *syntax.BlockExpr, s Scope) error {
	err := c.h.EvalBody(b, s, frameName(s), "")
	if err != nil && c.h.BodyEnded(err) {
		return nil
	}
	return err
}

// addClass records an evaluated class in the catalog's class list.
func (c *Catalog) addClass(name string) {
	for _, x := range c.classList.Items() {
		if x == name {
			return
		}
	}
	c.classList.Append(name)
	var t tagSet
	t.add(name)
	c.tagCatalog(t.items())
}

// setEvaluated marks a class, define or node resource as evaluated.
func (c *Catalog) setEvaluated(r *catalogEntry) {
	r.evaluated.Set(true)
}

// addEdgeToStage puts a class in its run stage: the one its stage
// parameter names, that of the resource declaring it, or main.
func (c *Catalog) addEdgeToStage(r *catalogEntry) error {
	v := r.value("stage")
	if sr := r.scopeResource(); !types.IsTruthy(v) && sr != nil {
		v = sr.value("stage")
	}
	name := "main"
	if types.IsTruthy(v) {
		name = stageTitle(v)
	}
	stage := c.stageMain
	if name != "main" {
		stage = c.lookup("Stage", name)
		if stage == nil {
			return evalerr.Errorf(r.loc, "Could not find stage %s specified by %s", name, r.ref())
		}
		if _, ok := r.get("stage"); !ok {
			c.setParam(r, &param{name: "stage", value: types.String(name), source: r.frame.source})
		}
	}
	c.setContainer(r, stage)
	return nil
}

// stageTitle is the title of the stage a stage parameter names: its text,
// as Puppet takes it from the value (a reference Stage['x'] names a stage
// titled "Stage[x]", which does not exist).
func stageTitle(v types.Value) string {
	if a, ok := v.(*types.Array); ok {
		parts := make([]string, a.Len())
		for i, e := range a.Elements() {
			if s, ok := e.(types.String); ok {
				parts[i] = rubyInspect(string(s))
			} else {
				parts[i] = refText(e)
			}
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	return refText(v)
}

// setContainer sets the resource that contains r.
func (c *Catalog) setContainer(r, container *catalogEntry) {
	r.container.Set(container)
}

// frameName names the body a class, define or node scope runs, as a
// debugger's stack shows it: "class ntp", "define ntp::conf[x]".
func frameName(s Scope) string {
	f := s.Frame()
	if f == nil || f.source == nil {
		return "body"
	}
	src := f.source
	if src.kind == "define" && f.resource != nil {
		return "define " + f.resource.ref()
	}
	return src.kind + " " + src.name
}
