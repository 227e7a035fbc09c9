package compile

import (
	"errors"
	"strings"

	"prepl/display"
	"prepl/lang/eval/evalerr"
	"prepl/lang/eval/resourcetypes"
	"prepl/lang/syntax"
	"prepl/types"
)

// setModuleNames binds $module_name and $caller_module_name in the scope
// of a class, defined type instance or node: the module the definition
// was loaded from and the module of the code that declared it. Code
// outside modules has the empty module name; binding them makes them
// read-only, as in Puppet.
func setModuleNames(s Scope, module, caller string) {
	s.Set("module_name", types.String(module))
	s.Set("caller_module_name", types.String(caller))
}

// moduleNames returns the module of the definition of a class or defined
// type instance and the module of the code that declared it.
func (c *Catalog) moduleNames(r *catalogEntry) (module, caller string) {
	switch {
	case r.class != nil:
		module = c.h.ModuleOf(r.class.Loc)
	case r.define != nil:
		module = c.h.ModuleOf(r.define.Loc)
	}
	if r.frame != nil && r.frame.scope != nil {
		caller = c.h.ModuleVariable(r.frame.scope, "module_name")
	}
	return module, caller
}

// bindParams runs Puppet's set_resource_parameters for the body of a
// class or defined type instance r about to run in scope s: it binds
// $title and $name, the given attributes, and the parameters' default
// values (evaluated in s, so they see the inherited class and the values
// given), records the defaults on the resource, and validates the whole
// set against the parameter list: unknown attributes, missing values and
// type mismatches are reported together, in Puppet's words.
func (c *Catalog) bindParams(r *catalogEntry, params []*syntax.Parameter, s Scope) error {
	title, name := r.titleAsGiven(), r.name()
	if r.kind == classResource {
		title = types.String(strings.ToLower(r.title))
		name = types.String(strings.ToLower(display.ToString(name)))
	}
	// $title, $name and the module names are bound first and then the
	// parameters, in the order of syntax.ResourceBodyVariables: the
	// parser gives the variables of the body the slots of that order.
	// The scope is made with room for them and a few variables of the body.
	s.Reserve(len(syntax.ResourceBodyVariables) + len(params) + 4)
	s.Set("title", title)
	s.Set("name", name)
	module, caller := c.moduleNames(r)
	setModuleNames(s, module, caller)

	// As in Puppet's parameter scope, every parameter is known while the
	// defaults are evaluated: reading one that has no value yet is an
	// error, not a read of a variable of the same name further out.
	for _, p := range params {
		if err := c.h.BindParameter(s, p, nil); err != nil {
			return err
		}
	}
	// What each parameter was given and is bound to, by its position: a
	// parameter list is short, so the given attributes find theirs by a
	// scan, which costs less than the maps it would take (an instance of
	// a defined type is bound on every declaration).
	var room [8]paramBinding
	bound := room[:0]
	if len(params) > len(room) {
		bound = make([]paramBinding, 0, len(params))
	}
	bound = bound[:len(params)]
	var problems []string
	for _, p := range r.params.Items() {
		if p.name == "name" || p.name == "title" {
			continue
		}
		v := p.value
		if v == nil {
			v = types.Undef
		}
		i := paramIndex(params, p.name)
		if i < 0 {
			if !resourcetypes.IsMetaparameter(p.name) {
				problems = append(problems, " has no parameter named '"+p.name+"'")
				continue
			}
		} else {
			bound[i].given, bound[i].isGiven = v, true
		}
		s.Set(p.name, v)
	}

	for i, p := range params {
		b := &bound[i]
		v, isGiven := b.given, b.isGiven
		if isGiven && !types.IsUndef(v) {
			b.bind(v)
			continue
		}
		// A class parameter without a value is looked up in the data
		// (class::param) before its default is used; undef given in a
		// resource-like declaration does not stop that.
		if dv, found, err := c.dataParam(r, p, s); err != nil {
			return err
		} else if found {
			s.Set(p.Name, dv)
			b.bind(dv)
			if err := c.setTaggedParam(r, &param{name: p.Name, value: dv, source: r.frame.source, loc: p.Loc}); err != nil {
				return err
			}
			continue
		}
		if isGiven && p.Value == nil {
			b.bind(v)
			continue
		}
		if p.Value == nil {
			continue
		}
		// As in Puppet's guarded evaluation of a default, a match it
		// makes is gone when the parameter is bound, and reading a
		// parameter without a value yet fails.
		v, err := c.h.EvalDefault(p, s, r.ref())
		if err != nil {
			return c.defaultError(err, r, params, i)
		}
		if v == nil {
			v = types.Undef
		}
		// Puppet stores default values as parameters of the resource,
		// converted like given values.
		if v, err = attributeValue(v, p.Loc); err != nil {
			return err
		}
		s.Set(p.Name, v)
		b.bind(v)
		// A default for a parameter named tag tags the resource, as any
		// tag parameter does.
		if err := c.setTaggedParam(r, &param{name: p.Name, value: v, source: r.frame.source, loc: p.Loc}); err != nil {
			return err
		}
	}

	for i, p := range params {
		b := &bound[i]
		if !b.isBound {
			if !b.isGiven {
				problems = append(problems, " expects a value for parameter '"+p.Name+"'")
			}
			continue
		}
		more, err := c.typeProblems(p, b.value, s)
		if err != nil {
			return err
		}
		problems = append(problems, more...)
	}
	return resourceProblemsError(r, r.loc, problems)
}

// paramBinding is what bindParams knows of one parameter: the value it
// was given (isGiven) and the value it is bound to (isBound).
type paramBinding struct {
	given, value     types.Value
	isGiven, isBound bool
}

func (b *paramBinding) bind(v types.Value) { b.value, b.isBound = v, true }

// paramIndex returns the position of the parameter named name, -1 for
// none.
func paramIndex(params []*syntax.Parameter, name string) int {
	for i, p := range params {
		if p.Name == name {
			return i
		}
	}
	return -1
}

// dataParam is automatic parameter lookup: the value of class::param in
// the data, when a class is bound and the data holds one. A ~ in the data
// leaves the parameter to its default, and makes one without a default
// undef, as in Puppet.
func (c *Catalog) dataParam(r *catalogEntry, p *syntax.Parameter, s Scope) (types.Value, bool, error) {
	if r.kind != classResource {
		return nil, false, nil
	}
	key := strings.ToLower(r.title) + "::" + p.Name
	v, found, err := c.h.LookupParameter(s, key, r.loc)
	if err != nil {
		var ee *evalerr.Error
		if errors.As(err, &ee) {
			return nil, false, err
		}
		return nil, false, evalerr.Errorf(r.loc, "%s", err)
	}
	if !found || types.IsUndef(v) && p.Value != nil {
		return nil, false, nil
	}
	v, err = attributeValue(v, p.Loc)
	return v, err == nil, err
}

// defaultError rewords the failure of parameter i's default expression
// when it read a parameter that has no value yet: one before it (so one
// that was given no value) is reported as missing, as Puppet does.
func (c *Catalog) defaultError(err error, r *catalogEntry, params []*syntax.Parameter, i int) error {
	var ee *evalerr.Error
	if !errors.As(err, &ee) {
		return err
	}
	name, ok := strings.CutPrefix(ee.Msg, r.ref()+": default expression for $"+params[i].Name+" tries to illegally access not yet evaluated $")
	if !ok {
		return err
	}
	for j := 0; j < i; j++ {
		if params[j].Name == name {
			return evalerr.Errorf(ee.Loc, "%s: expects a value for parameter $%s", r.ref(), name)
		}
	}
	return err
}

// paramTypeCache remembers evaluated parameter types for one evaluation
// (a later input may redefine the aliases a type names).
type paramTypeCache struct {
	gen   int
	types map[*syntax.Parameter]types.Type
}

// paramType evaluates the declared type of a class or define parameter.
func (c *Catalog) paramType(p *syntax.Parameter, s Scope) (types.Type, error) {
	cache := &c.typeCache
	if cache.gen != c.h.Generation() || cache.types == nil {
		cache.gen = c.h.Generation()
		cache.types = map[*syntax.Parameter]types.Type{}
	}
	if t, ok := cache.types[p]; ok {
		return t, nil
	}
	t, err := c.h.ParamType(p, s)
	if err != nil {
		return nil, err
	}
	cache.types[p] = t
	return t, nil
}

// setParam sets a parameter of a resource, replacing a value it had, and
// journals the change.
func (c *Catalog) setParam(r *catalogEntry, p *param) {
	for i, old := range r.params.Items() {
		if old.name == p.name {
			r.params.Put(i, p)
			return
		}
	}
	r.params.Append(p)
}

// typeProblems checks a parameter's value against the parameter's type
// (resolved in s), and returns Puppet's mismatch problems when it does not
// match; none for a parameter without a type.
func (c *Catalog) typeProblems(p *syntax.Parameter, v types.Value, s Scope) ([]string, error) {
	if p.Type == nil {
		return nil, nil
	}
	t, err := c.paramType(p, s)
	if err != nil {
		return nil, err
	}
	ok, err := c.h.IsInstance(t, v, p.Loc)
	if err != nil || ok {
		return nil, err
	}
	return c.mismatchProblems(p.Name, t, v, p.Loc)
}

// mismatchProblems words why parameter name refuses v, one problem per
// independent part of the mismatch (the variants of a Variant). One that
// Puppet's describer cannot put into words (a size bound on Collection)
// is no problem to Puppet either.
func (c *Catalog) mismatchProblems(name string, t types.Type, v types.Value, loc syntax.Loc) ([]string, error) {
	msg, err := c.h.DescribeMismatch("parameter '"+name+"'", t, v, loc)
	if err != nil {
		return nil, err
	}
	var problems []string
	for _, part := range strings.Split(msg, "\n") {
		if part = strings.TrimSpace(part); part != "" {
			problems = append(problems, " "+part)
		}
	}
	return problems, nil
}

// resourceProblemsError is Puppet's error listing the problems with a
// resource's attributes (each starting with a space): a single problem
// on the resource's line, several one per line. nil when there is none.
func resourceProblemsError(r *catalogEntry, loc syntax.Loc, problems []string) error {
	switch len(problems) {
	case 0:
		return nil
	case 1:
		return evalerr.TypeMismatch(loc, r.ref()+":"+problems[0])
	}
	return evalerr.TypeMismatch(loc, r.ref()+":\n "+strings.Join(problems, "\n "))
}
