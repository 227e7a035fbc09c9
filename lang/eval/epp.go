package eval

import (
	"strings"

	"prepl/display"
	"prepl/lang/syntax"
	"prepl/types"
)

// RenderTemplate evaluates a parsed EPP template (from syntax.ParseEPP)
// with the given parameters in a new scope under the caller's scope, and
// returns the text it renders. params may be nil.
func (c *Call) RenderTemplate(prog *syntax.Program, params *types.Hash) (string, error) {
	e := c.e
	var tmpl *syntax.EppExpr
	if len(prog.Body.Statements) == 1 {
		tmpl, _ = prog.Body.Statements[0].(*syntax.EppExpr)
	}
	if tmpl == nil {
		return "", errorf(prog.Loc, "not an EPP template")
	}
	s := newScope(c.scope, lambdaScope, "")
	if err := e.bindTemplateParams(tmpl, params, s); err != nil {
		return "", err
	}
	var out strings.Builder
	saved := e.eppOut
	e.eppOut = &out
	defer func() { e.eppOut = saved }()
	if _, err := e.evalBlock(tmpl.Body, s); err != nil {
		return "", err
	}
	return out.String(), nil
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
	for _, p := range t.Params {
		if _, given := params.GetString(p.Name); !given && p.Value == nil {
			problems = append(problems, "expects a value for parameter '"+p.Name+"'")
		}
	}
	if err := templateArgsError(syntax.Loc{}, problems); err != nil {
		return err
	}
	for _, p := range t.Params {
		v, given := params.GetString(p.Name)
		if !given {
			dv, err := e.eval(p.Value, s)
			if err != nil {
				return err
			}
			v = dv
		}
		if p.Type != nil {
			t, err := e.paramType(p, s)
			if err != nil {
				return err
			}
			if !types.IsInstance(t, v) {
				problems = append(problems, types.DescribeMismatch("parameter '"+p.Name+"'", t, v))
			}
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
	var out strings.Builder
	saved := e.eppOut
	e.eppOut = &out
	defer func() { e.eppOut = saved }()
	inner := newScope(s, lambdaScope, "")
	if err := e.bindTemplateParams(n, nil, inner); err != nil {
		return nil, err
	}
	if _, err := e.evalBlock(n.Body, inner); err != nil {
		return nil, err
	}
	return types.String(out.String()), nil
}

// evalRender writes template text or a rendered expression to the output
// of the template being evaluated.
func (e *Evaluator) evalRender(n syntax.Expr, s *Scope) (types.Value, error) {
	if e.eppOut == nil {
		return nil, errorf(n.Location(), "template text outside of a template")
	}
	switch r := n.(type) {
	case *syntax.RenderStringExpr:
		e.eppOut.WriteString(r.Value)
	case *syntax.RenderExpr:
		v, err := e.eval(r.Expr, s)
		if err != nil {
			return nil, err
		}
		e.eppOut.WriteString(display.ToString(v))
	}
	return types.Undef, nil
}
