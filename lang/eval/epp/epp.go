// Package epp is what EPP templates have of their own beyond evaluating
// their code: the binding of a template's arguments to its parameters,
// with Puppet's checks and messages, the text a rendering collects
// (Sensitive when a Sensitive value went into it), and what a template
// may give. The evaluator renders templates; it hands this package the
// template's scope as a Scope.
package epp

import (
	"strings"

	"prepl/display"
	"prepl/lang/eval/evalerr"
	"prepl/lang/syntax"
	"prepl/types"
)

// Output collects what a template renders. A Sensitive value rendered
// into it makes the whole result Sensitive, as in Puppet.
type Output struct {
	text      strings.Builder
	sensitive bool
}

// WriteString adds rendered text.
func (o *Output) WriteString(s string) { o.text.WriteString(s) }

// Reveal is the value to render for v: a Sensitive value's content,
// which makes the result Sensitive; any other value as it is.
func (o *Output) Reveal(v types.Value) types.Value {
	if sv, ok := v.(*types.Sensitive); ok {
		o.sensitive = true
		return sv.Unwrap()
	}
	return v
}

// Result is the rendered text, wrapped in Sensitive when a Sensitive
// value went into it.
func (o *Output) Result() types.Value {
	if o.sensitive {
		return types.NewSensitive(types.String(o.text.String()))
	}
	return types.String(o.text.String())
}

// resultType is what a template may give: its text, Sensitive when a
// Sensitive value was rendered.
var resultType = types.NewVariantType(types.TString, types.NewSensitiveType(types.TString))

// NextResult is the result of a template that next(v) ended: v as its
// text, which must then be a string, as Puppet's template functions
// declare.
func NextResult(v types.Value, loc syntax.Loc) (types.Value, error) {
	if !types.IsInstance(resultType, v) {
		return nil, evalerr.TypeMismatch(loc, types.DescribeMismatch("value returned from function 'inline_epp' has wrong type,", resultType, v))
	}
	return v, nil
}

// Scope is the scope a template is rendered in, as binding its
// parameters needs it.
type Scope interface {
	// Bind binds a variable in the template's scope; a nil value marks
	// a parameter whose default is not evaluated yet (reading it is an
	// error).
	Bind(name string, v types.Value)
	// Type evaluates a parameter's declared type.
	Type(p *syntax.Parameter) (types.Type, error)
	// Default evaluates a parameter's default value.
	Default(p *syntax.Parameter) (types.Value, error)
	// IsInstance is types.IsInstance, failing when the evaluation is
	// interrupted while it checks a large value.
	IsInstance(t types.Type, v types.Value, loc syntax.Loc) (bool, error)
	// DescribeMismatch is types.DescribeMismatch, failing when the
	// evaluation is interrupted while it infers a large value's type.
	DescribeMismatch(label string, t types.Type, v types.Value, loc syntax.Loc) (string, error)
}

// Bind binds the arguments of an EPP template to its
// declared parameters in s, or, without a parameter block, binds every
// given argument as a variable.
func Bind(t *syntax.EppExpr, params *types.Hash, s Scope) error {
	if params == nil {
		params = types.EmptyHash
	}
	if !t.ParamsGiven {
		for _, en := range params.Entries() {
			if k, ok := en.Key.(types.String); ok {
				s.Bind(string(k), en.Value)
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
		pt, err := s.Type(p)
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
		ok, err := s.IsInstance(t, v, p.Loc)
		if err != nil || ok {
			return err
		}
		msg, err := s.DescribeMismatch("parameter '"+p.Name+"'", t, v, p.Loc)
		if err != nil {
			return err
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
			s.Bind(p.Name, nil)
		default:
			if err := check(p, v); err != nil {
				return err
			}
			s.Bind(p.Name, v)
		}
	}
	if err := argsError(syntax.Loc{}, problems); err != nil {
		return err
	}
	for _, p := range t.Params {
		if !defaulted(p) {
			continue
		}
		v, err := s.Default(p)
		if err != nil {
			return err
		}
		if err := check(p, v); err != nil {
			return err
		}
		s.Bind(p.Name, v)
	}
	return argsError(syntax.Loc{}, problems)
}

// argsError words the problems with a template's arguments as
// Puppet does: one on the same line, several on lines of their own. The
// location is left empty so that the error points at the call of epp or
// inline_epp, as Puppet's does.
func argsError(loc syntax.Loc, problems []string) error {
	switch len(problems) {
	case 0:
		return nil
	case 1:
		return evalerr.TypeMismatch(loc, "lambda: "+problems[0])
	}
	return evalerr.TypeMismatch(loc, "lambda:\n  "+strings.Join(problems, "\n  "))
}
