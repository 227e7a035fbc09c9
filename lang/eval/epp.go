package eval

import (
	"prepl/lang/eval/epp"
	"prepl/lang/syntax"
	"prepl/types"
)

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
	if err := epp.Bind(tmpl, params, templateScope{(*catalogHost)(e), s}); err != nil {
		return templateEnded(err)
	}
	return e.renderInto(tmpl.Body, s)
}

// templateScope is a template's scope s as epp.Bind binds its
// parameters in it; the evaluator checks the values as it checks a
// class's (compile.Host).
type templateScope struct {
	*catalogHost
	s *Scope
}

func (t templateScope) Bind(name string, v types.Value) {
	if v == nil {
		v = pendingParam{}
	}
	t.s.set(name, v)
}

func (t templateScope) Type(p *syntax.Parameter) (types.Type, error) {
	return t.e().paramType(p, t.s)
}

func (t templateScope) Default(p *syntax.Parameter) (types.Value, error) {
	return t.e().evalDefault(p, t.s, "")
}

// renderInto evaluates a template body with its own output and returns
// what it rendered.
func (e *Evaluator) renderInto(body *syntax.BlockExpr, s *Scope) (types.Value, error) {
	out := &epp.Output{}
	saved := e.run.eppOut
	e.run.eppOut = out
	defer func() { e.run.eppOut = saved }()
	frame := e.debugEnter("template", "", s)
	_, err := e.evalBlock(body, s)
	e.debugLeave(frame)
	if err != nil {
		return templateEnded(err)
	}
	return out.Result(), nil
}

// templateEnded is the result of a template whose evaluation (its body
// or a parameter's default) stopped with err: return(v) ends the template
// with v as it is; next(v) ends it with v as its text.
func templateEnded(err error) (types.Value, error) {
	if sig, ok := asSignal(err, signalReturn); ok {
		return valueOrUndef(sig.value), nil
	}
	if sig, ok := asSignal(err, signalNext); ok {
		return epp.NextResult(valueOrUndef(sig.value), sig.loc)
	}
	return nil, err
}

func valueOrUndef(v types.Value) types.Value {
	if v == nil {
		return types.Undef
	}
	return v
}

// evalEpp evaluates a template node met outside RenderTemplate (a template
// parsed as a program): it renders into the current output.
func (e *Evaluator) evalEpp(n *syntax.EppExpr, s *Scope) (types.Value, error) {
	inner := newScope(s, lambdaScope, "")
	if err := epp.Bind(n, nil, templateScope{(*catalogHost)(e), inner}); err != nil {
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
		e.run.eppOut.WriteString(r.Value)
	case *syntax.RenderExpr:
		v, err := e.eval(r.Expr, s)
		if err != nil {
			return nil, err
		}
		text, err := e.toString(e.run.eppOut.Reveal(v), n.Location())
		if err != nil {
			return nil, err
		}
		e.run.eppOut.WriteString(text)
	}
	return types.Undef, nil
}
