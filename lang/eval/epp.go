package eval

import (
	"strings"

	"prepl/display"
	"prepl/lang/syntax"
	"prepl/types"
)

// templateOutput collects what a template renders. A Sensitive value
// rendered into it makes the whole result Sensitive, as in Puppet.
type templateOutput struct {
	text      strings.Builder
	sensitive bool
}

// result is the rendered text, wrapped in Sensitive when a Sensitive
// value went into it.
func (o *templateOutput) result() types.Value {
	if o.sensitive {
		return types.NewSensitive(types.String(o.text.String()))
	}
	return types.String(o.text.String())
}

// RenderTemplate evaluates a parsed EPP template (from syntax.ParseEPP)
// with the given parameters in a new scope under the caller's scope, and
// returns what it renders: a String, or a Sensitive String when a
// Sensitive value was rendered. params may be nil.
func (c *Call) RenderTemplate(prog *syntax.Program, params *types.Hash) (types.Value, error) {
	e := c.e
	var tmpl *syntax.EppExpr
	if len(prog.Body.Statements) == 1 {
		tmpl, _ = prog.Body.Statements[0].(*syntax.EppExpr)
	}
	if tmpl == nil {
		return nil, errorf(prog.Loc, "not an EPP template")
	}
	s := newScope(c.scope, lambdaScope, "")
	if err := e.bindTemplateParams(tmpl, params, s); err != nil {
		return templateEnded(err)
	}
	return e.renderInto(tmpl.Body, s)
}

// renderInto evaluates a template body with its own output and returns
// what it rendered.
func (e *Evaluator) renderInto(body *syntax.BlockExpr, s *Scope) (types.Value, error) {
	out := &templateOutput{}
	saved := e.run.eppOut
	e.run.eppOut = out
	defer func() { e.run.eppOut = saved }()
	frame := e.debugEnter("template", "", s)
	_, err := e.evalBlock(body, s)
	e.debugLeave(frame)
	if err != nil {
		return templateEnded(err)
	}
	return out.result(), nil
}

// templateEnded is the result of a template whose evaluation (its body
// or a parameter's default) stopped with err: return(v) ends the template
// with v as it is; next(v) ends it with v as its text, which must then be
// a string, as Puppet's template functions declare.
func templateEnded(err error) (types.Value, error) {
	if sig, ok := asSignal(err, signalReturn); ok {
		return valueOrUndef(sig.value), nil
	}
	if sig, ok := asSignal(err, signalNext); ok {
		v := valueOrUndef(sig.value)
		if !types.IsInstance(templateResultType, v) {
			return nil, typeMismatch(sig.loc, types.DescribeMismatch("value returned from function 'inline_epp' has wrong type,", templateResultType, v))
		}
		return v, nil
	}
	return nil, err
}

// templateResultType is what a template may give: its text, Sensitive
// when a Sensitive value was rendered.
var templateResultType = types.NewVariantType(types.TString, types.NewSensitiveType(types.TString))

func valueOrUndef(v types.Value) types.Value {
	if v == nil {
		return types.Undef
	}
	return v
}

// bindTemplateParams binds the arguments of an EPP template to its
// declared parameters, or, without a parameter block, binds every given
// argument as a variable.
func (e *Evaluator) bindTemplateParams(t *syntax.EppExpr, params *types.Hash, s *Scope) error {
	if params == nil {
		params = types.EmptyHash
	}
	if !t.ParamsGiven {
		for _, en := range params.Entries() {
			if k, ok := en.Key.(types.String); ok {
				s.set(string(k), en.Value)
			}
		}
		return nil
	}
	// Puppet checks the arguments as a call of the template's lambda and
	// reports every problem at once.
	declared := map[string]bool{}
	for _, p := range t.Params {
		declared[p.Name] = true
	}
	var problems []string
	for _, en := range params.Entries() {
		k, _ := en.Key.(types.String)
		if !declared[string(k)] {
			problems = append(problems, "has no parameter named '"+display.ToString(en.Key)+"'")
		}
	}
	// The template is called by name: the given values are checked and
	// bound first, then the defaults of the others are evaluated in order
	// (undef given for a parameter with a default takes the default).
	defaulted := func(p *syntax.Parameter) bool {
		v, given := params.GetString(p.Name)
		return !given || p.Value != nil && types.IsUndef(v)
	}
	// The parameters' types are resolved before any argument is looked
	// at, as Puppet builds the template's signature first: an unknown type
	// is reported before a missing argument.
	ptypes := map[*syntax.Parameter]types.Type{}
	for _, p := range t.Params {
		if p.Type == nil {
			continue
		}
		pt, err := e.paramType(p, s)
		if err != nil {
			return err
		}
		ptypes[p] = pt
	}
	check := func(p *syntax.Parameter, v types.Value) error {
		t, typed := ptypes[p]
		if !typed {
			return nil
		}
		ok, err := e.instanceOf(t, v, p.Loc)
		if err != nil || ok {
			return err
		}
		msg, err := types.DescribeMismatchUntil("parameter '"+p.Name+"'", t, v, &e.run.interrupted)
		if err != nil {
			return e.checkInterrupt(p.Loc)
		}
		problems = append(problems, msg)
		return nil
	}
	for _, p := range t.Params {
		v, given := params.GetString(p.Name)
		switch {
		case !given && p.Value == nil:
			problems = append(problems, "expects a value for parameter '"+p.Name+"'")
		case defaulted(p):
			s.set(p.Name, pendingParam{})
		default:
			if err := check(p, v); err != nil {
				return err
			}
			s.set(p.Name, v)
		}
	}
	if err := templateArgsError(syntax.Loc{}, problems); err != nil {
		return err
	}
	for _, p := range t.Params {
		if !defaulted(p) {
			continue
		}
		v, err := e.evalDefault(p, s, "")
		if err != nil {
			return err
		}
		if err := check(p, v); err != nil {
			return err
		}
		s.set(p.Name, v)
	}
	return templateArgsError(syntax.Loc{}, problems)
}

// templateArgsError words the problems with a template's arguments as
// Puppet does: one on the same line, several on lines of their own. The
// location is left empty so that the error points at the call of epp or
// inline_epp, as Puppet's does.
func templateArgsError(loc syntax.Loc, problems []string) error {
	switch len(problems) {
	case 0:
		return nil
	case 1:
		return typeMismatch(loc, "lambda: "+problems[0])
	}
	return typeMismatch(loc, "lambda:\n  "+strings.Join(problems, "\n  "))
}

// evalEpp evaluates a template node met outside RenderTemplate (a template
// parsed as a program): it renders into the current output.
func (e *Evaluator) evalEpp(n *syntax.EppExpr, s *Scope) (types.Value, error) {
	inner := newScope(s, lambdaScope, "")
	if err := e.bindTemplateParams(n, nil, inner); err != nil {
		return templateEnded(err)
	}
	return e.renderInto(n.Body, inner)
}

// evalRender writes template text or a rendered expression to the output
// of the template being evaluated.
func (e *Evaluator) evalRender(n syntax.Expr, s *Scope) (types.Value, error) {
	if e.run.eppOut == nil {
		return nil, errorf(n.Location(), "template text outside of a template")
	}
	switch r := n.(type) {
	case *syntax.RenderStringExpr:
		e.run.eppOut.text.WriteString(r.Value)
	case *syntax.RenderExpr:
		v, err := e.eval(r.Expr, s)
		if err != nil {
			return nil, err
		}
		if sv, ok := v.(*types.Sensitive); ok {
			e.run.eppOut.sensitive = true
			v = sv.Unwrap()
		}
		text, err := e.toString(v, n.Location())
		if err != nil {
			return nil, err
		}
		e.run.eppOut.text.WriteString(text)
	}
	return types.Undef, nil
}
