package compile

import (
	"strings"

	"prepl/lang/eval/evalerr"
	"prepl/lang/eval/resourcetypes"
	"prepl/lang/syntax"
	"prepl/types"
)

// maxGeneratorRounds bounds the rounds of collectors and defined type
// evaluations, as Puppet does, so a define that declares itself forever
// ends in an error.
const maxGeneratorRounds = 1000

// Finish runs what Puppet evaluates after the main code, in its order:
// the matching node; then, round after round until nothing changes,
// collectors and the defined type instances declared so far; then
// relationships, overrides of resources declared late, and the checks
// that every override, realize() and relationship found its resources.
func (c *Catalog) Finish() error {
	st := c.state()
	if err := c.evaluateNode(); err != nil {
		return err
	}
	for round := 0; ; round++ {
		progress := false
		for _, col := range append([]*collector(nil), st.collectors...) {
			found, err := c.runCollector(col)
			if err != nil {
				return err
			}
			progress = progress || found
		}
		evaluated, err := c.evaluatePending()
		if err != nil {
			return err
		}
		if !progress && !evaluated {
			break
		}
		if round >= maxGeneratorRounds {
			return evalerr.Errorf(syntax.Loc{}, "Somehow looped more than 1000 times while evaluating host catalog")
		}
	}
	if err := c.finishRelationships(); err != nil {
		return err
	}
	if err := c.finishOverrides(); err != nil {
		return err
	}
	var unrealized []string
	var at syntax.Loc
	for _, col := range st.collectors {
		for _, ref := range col.refs {
			if unrealized == nil {
				at = col.loc
			}
			unrealized = append(unrealized, refEnd(ref).String())
		}
	}
	if len(unrealized) > 0 {
		return evalerr.Errorf(at, "Failed to realize virtual resources %s", strings.Join(unrealized, ", "))
	}
	if err := c.checkRelationshipParams(); err != nil {
		return err
	}
	if err := c.validateFinished(); err != nil {
		return err
	}
	c.run = nil
	return nil
}

// evaluatePending evaluates the defined type instances that are declared
// and real, in declaration order; those declared meanwhile wait for the
// next round. It reports whether it evaluated any.
func (c *Catalog) evaluatePending() (bool, error) {
	if c.pending.Len() == 0 {
		return false, nil
	}
	var batch, keep []*catalogEntry
	for _, r := range c.pending.Items() {
		switch {
		case r.removed.Get() || r.evaluated.Get():
		case r.virtual.Get():
			keep = append(keep, r)
		default:
			batch = append(batch, r)
		}
	}
	if len(batch) == 0 {
		return false, nil
	}
	c.pending.Replace(keep)
	for _, r := range batch {
		if err := c.h.CheckInterrupt(r.loc); err != nil {
			return false, err
		}
		if err := c.evaluateDefine(r); err != nil {
			return false, err
		}
	}
	return true, nil
}

// evaluateDefine runs the body of a defined type instance: its scope sees
// the top (or node) scope, its resource defaults come from where it was
// declared.
func (c *Catalog) evaluateDefine(r *catalogEntry) error {
	if r.evaluated.Get() {
		return nil
	}
	c.setEvaluated(r)
	c.mergeTags(r, r.scopeResource())
	d := r.define
	s := c.h.NewScope(r.frame.enclosing, DefineScope, "")
	s.SetFrame(c.newFrame(Frame{scope: s, parent: r.frame, resource: r, source: &source{kind: "define", name: classKey(d.Name)}, enclosing: r.frame.enclosing}))
	if err := c.bindParams(r, d.Params, s); err != nil {
		return err
	}
	return c.runBody(d.Body, s)
}

// ClassVariable looks up `$class::name`: a variable of the class's scope
// or, failing that, of the class it inherits.
func (c *Catalog) ClassVariable(class, name string) (types.Value, bool) {
	for seen := 0; seen < 100; seen++ {
		s := c.scopes.At(class)
		if s == nil {
			return nil, false
		}
		if v, ok := s.Local(name); ok {
			return v, true
		}
		d, _ := c.FindClass(class)
		if d == nil || d.Parent == "" {
			return nil, false
		}
		class = classKey(d.Parent)
	}
	return nil, false
}

// checkRelationshipParams checks that the resources the relationship
// metaparameters (before, require, notify, subscribe) name exist.
func (c *Catalog) checkRelationshipParams() error {
	var err error
	c.each(func(r *catalogEntry) {
		if err != nil || r.virtual.Get() {
			return
		}
		for _, p := range r.params.Items() {
			if !resourcetypes.IsRelationshipMetaparameter(p.name) {
				continue
			}
			var all []types.Value
			if all, err = c.h.Flatten(p.value, p.loc); err != nil {
				return
			}
			for _, v := range all {
				if types.IsUndef(v) {
					continue
				}
				end, ok := c.refOf(v)
				if !ok {
					err = evalerr.Errorf(p.loc, "No title provided and %s is not a valid resource reference", rubyInspect(refText(v)))
					return
				}
				if !end.findable() || c.lookup(end.typeName, end.title) == nil {
					err = evalerr.Errorf(p.loc, "Could not find resource '%s' in parameter '%s'", missingRefText(v), p.name)
					return
				}
			}
		}
	})
	return err
}

// validateFinished refuses a title attribute given to a class or defined
// type instance (by its declaration, defaults or an override). Puppet
// keeps it as a parameter, which no class or define has, and finds it when
// it validates the finished resources; the body has run by then. A
// defined type instance that never ran (virtual or exported, and not
// collected) is validated whole then, as Puppet validates every resource
// it holds.
func (c *Catalog) validateFinished() error {
	var err error
	c.each(func(r *catalogEntry) {
		if err != nil {
			return
		}
		if r.kind == defineResource && !r.evaluated.Get() {
			err = c.validateUnevaluated(r)
			return
		}
		if r.virtual.Get() || (r.kind != defineResource && r.kind != classResource) {
			return
		}
		for _, p := range r.params.Items() {
			if p.name == "title" {
				err = evalerr.TypeMismatch(syntax.Loc{}, r.ref()+": has no parameter named 'title'")
				return
			}
		}
	})
	return err
}

// validateUnevaluated checks the attributes of a defined type instance
// whose body never ran against its parameters, as Puppet's finished
// resource validation does: attributes it has no parameter for, values
// its parameter types refuse, and parameters without a default that were
// given no value.
func (c *Catalog) validateUnevaluated(r *catalogEntry) error {
	params := r.define.Params
	var problems []string
	given := map[string]types.Value{}
	for _, p := range r.params.Items() {
		if p.name == "name" {
			continue
		}
		v := p.value
		if v == nil {
			v = types.Undef
		}
		given[p.name] = v
		if p.name == "title" || !definitionHasParam(params, p.name) {
			problems = append(problems, " has no parameter named '"+p.name+"'")
		}
	}
	for _, p := range params {
		v, ok := given[p.Name]
		if !ok {
			if p.Value == nil {
				problems = append(problems, " expects a value for parameter '"+p.Name+"'")
			}
			continue
		}
		more, err := c.typeProblems(p, v, c.h.TopScope())
		if err != nil {
			return err
		}
		problems = append(problems, more...)
	}
	return resourceProblemsError(r, syntax.Loc{}, problems)
}

// refText is the text of a value that should have named a resource.
func refText(v types.Value) string {
	switch x := v.(type) {
	case *types.ResourceType:
		return x.TypeName() + "[" + x.Title() + "]"
	case *types.ClassType:
		return "Class[" + x.ClassName() + "]"
	}
	return tagString(v)
}

// missingRefText is the text of a reference that names no resource, as
// Puppet prints it: a class reference names its class capitalized
// (Class[A::B]), a string is kept as written.
func missingRefText(v types.Value) string {
	if x, ok := v.(*types.ClassType); ok {
		return "Class[" + types.CapitalizeSegments(x.ClassName()) + "]"
	}
	return refText(v)
}

// refOf reads a reference from a relationship attribute value: a
// resource or class reference, or a string "Type[title]".
func (c *Catalog) refOf(v types.Value) (relEnd, bool) {
	switch x := v.(type) {
	case *types.ResourceType:
		// A reference made from an untitled type (Notify[]) names nothing.
		if x.HasTitle() && x.Title() != "" {
			return refEnd(x), true
		}
	case *types.ClassType:
		if x.ClassName() != "" {
			return refEnd(x), true
		}
	case types.String:
		return refFromString(string(x))
	}
	return relEnd{}, false
}
