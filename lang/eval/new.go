package eval

import (
	"strings"

	"prepl/lang/eval/construct"
	"prepl/lang/eval/ops"
	"prepl/lang/syntax"
	"prepl/types"
)

// The `new` function creates a value of a type from other values. Calling
// a type (`Integer('0xFF')`, `Integer.new('0xFF')`) is a call of `new`
// with the type as first argument. Each family of types has its own
// constructor (Puppet's new_<type> functions, in package construct); `new`
// finds it, calls it and asserts that the result is an instance of the
// possibly parameterized type it was asked for.
func init() {
	Register(&Function{
		Name: "new",
		Doc: "Creates a value of the given type from the other arguments, converting them as the " +
			"type's constructor defines (Integer('0xFF') is 255, Array({a => 1}) is [[a, 1]]), " +
			"then checks that the result is an instance of the type. Calling a type, Integer('1'), " +
			"and Integer.new('1') are the same call. A block, when given, is called with the result " +
			"and its value is returned.",
		Signatures: []*Signature{{
			Params: []Param{
				{Name: "type", Type: "Type"},
				{Name: "args", Repeated: true, Optional: true},
			},
			Block: &BlockParam{Name: "block", Type: "Callable", Optional: true},
			Call:  callNew,
		}},
	})
}

// callNew implements new(Type, *args) with an optional block.
func callNew(c *Call, args []types.Value, block *Lambda) (types.Value, error) {
	t := args[0].(types.Type)
	rest := args[1:]
	// A single value that already is an instance is returned as it is,
	// without calling the block (Puppet's shortcut; Init always converts).
	if _, isInit := t.(*types.InitType); len(rest) == 1 && !isInit && types.IsInstance(t, rest[0]) {
		return rest[0], nil
	}
	v, err := constructors.Checked(c, t, rest)
	if err != nil {
		return nil, ops.ConstructError(err)
	}
	if block != nil {
		// As Puppet yields to it, a block that declares no parameter is
		// called without the value.
		if n, rest := block.ParamCount(); n == 0 && !rest {
			return c.CallLambda(block)
		}
		return c.CallLambda(block, v)
	}
	return v, nil
}

// isTypeFunctor tells whether a call's functor names a type, making the
// call a `new`: `Integer('1')`, `Integer[0, 10]('1')`.
func isTypeFunctor(x syntax.Expr) bool {
	if a, ok := x.(*syntax.AccessExpr); ok {
		x = a.Left
	}
	_, ok := x.(*syntax.QualifiedReference)
	return ok
}

// constructors are the `new` constructors of every family of types.
var constructors = construct.NewLibrary(constructorTypes{})

// parameterize is types.ParameterizePolled; an Init[T] it makes learns
// from the constructors what T.new takes, which decides what it accepts.
func parameterize(t types.Type, keys []types.Value, p *types.Poll) (types.Value, error) {
	v, err := types.ParameterizePolled(t, keys, p)
	if it, ok := v.(*types.InitType); ok && err == nil {
		return it.WithSignatures(constructors.Signatures), nil
	}
	return v, err
}

// constructorTypes evaluates the types of the constructors' signatures,
// each constructor's local aliases in an evaluator of their own.
type constructorTypes struct{}

// Local implements construct.Types.
func (constructorTypes) Local(defs []string) (construct.TypeScope, error) {
	te := New(Options{})
	for _, def := range defs {
		name, src, _ := strings.Cut(def, " = ")
		te.aliases.Set(lowerName(name), types.NewTypeAlias(name, func() (types.Type, error) {
			return te.evalTypeSource(src)
		}))
	}
	for _, a := range te.aliases.All() {
		if err := a.Resolve(); err != nil {
			return nil, err
		}
	}
	return constructorScope{te}, nil
}

// constructorScope is one constructor's evaluator of types.
type constructorScope struct{ e *Evaluator }

// Eval implements construct.TypeScope.
func (s constructorScope) Eval(src string) (types.Type, error) { return s.e.evalTypeSource(src) }

// Alias implements construct.TypeScope.
func (s constructorScope) Alias(name string) types.Type {
	if a, ok := s.e.aliases.Get(lowerName(name)); ok {
		return a
	}
	return nil
}

// TypeSpec reads a type written in a string as Type.new reads it: the
// names the program defines are references (construct.Caller).
func (c *Call) TypeSpec(src string) (types.Type, error) {
	return c.e.parseTypeString(src, false)
}

// evalTypeSource evaluates a type written in Puppet source in this
// evaluator (its aliases included); unlike typeFromString it keeps no
// cache, as the result depends on the evaluator's aliases.
func (e *Evaluator) evalTypeSource(src string) (types.Type, error) {
	prog, err := syntax.Parse(syntax.NewSource("<type>", src))
	if err != nil {
		return nil, err
	}
	var x syntax.Expr = prog.Body
	if len(prog.Body.Statements) == 1 {
		x = prog.Body.Statements[0]
	}
	v, err := e.eval(x, e.top)
	if err != nil {
		return nil, err
	}
	t, ok := v.(types.Type)
	if !ok {
		return nil, errorf(syntax.Loc{}, "%q is not a type", src)
	}
	return t, nil
}
