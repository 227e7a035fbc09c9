package eval

import (
	"context"
	"sort"
	"strings"
	"sync"

	"prepl/lang/syntax"
	"prepl/types"
)

// GoFunc implements one signature of a built-in function. args have been
// checked against the signature's parameter types; block is nil when the
// signature takes no block or none was given.
type GoFunc func(c *Call, args []types.Value, block *Lambda) (types.Value, error)

// Function is a named function: a built-in written in Go or a function
// written in Puppet.
type Function struct {
	// Name is the function's name as it is called (`upcase`, `mymod::f`).
	Name string
	// Doc is a one-paragraph description shown by `:doc` and Jupyter
	// inspection.
	Doc string
	// Signatures are tried in order; the first that accepts the arguments
	// is called.
	Signatures []*Signature
	// Library names the library a built-in comes from when it is not
	// Puppet's core ("stdlib").
	Library string

	// def is set for functions written in Puppet.
	def *syntax.FunctionDefinition

	resolveOnce sync.Once
	resolveErr  error
}

// Signature is one way to call a function.
type Signature struct {
	Params []Param
	// Block describes the lambda the signature takes; nil means none.
	Block *BlockParam
	// Returns is the declared return type as Puppet source ("" for Any).
	Returns string
	// Call runs the function (built-ins only).
	Call GoFunc

	returnType types.Type
	// declared are the declared types of a Puppet function's parameters
	// (nil for an untyped one; the slice is nil when none is typed).
	declared []types.Type
	// epoch is the evaluator's typesEpoch when a Puppet function's types
	// were resolved.
	epoch int
	// ready is set once all of a Puppet function's types are resolved
	// and its parameters found in order, for epoch; simple then says
	// whether its parameters are bound by appending (see simpleParams).
	ready, simple bool
	// minArgs and maxArgs are the arity once the types are resolved
	// (arityKnown).
	minArgs, maxArgs int
	arityKnown       bool
}

// Param is one parameter of a signature.
type Param struct {
	Name string
	// Type is the parameter type as Puppet source ("" means Any). It is
	// resolved on the function's first call, so start-up stays fast.
	Type string
	// Optional parameters may be left out (a Puppet function parameter
	// with a default value).
	Optional bool
	// Repeated marks a captures-rest parameter (`*$rest`), which takes any
	// number of arguments (at least one unless Optional).
	Repeated bool

	typ        types.Type
	defaultVal syntax.Expr
	loc        syntax.Loc

	// restCounted is set for a captures-rest parameter typed with an
	// Array type: typ is then the element type, and the number of rest
	// arguments must be within restMin..restMax (restMax < 0: no limit).
	restCounted      bool
	restMin, restMax int
}

// BlockParam describes the lambda a signature accepts.
type BlockParam struct {
	Name string
	// Type is a Callable type as Puppet source, e.g. "Callable[1, 2]".
	Type string
	// Optional blocks may be left out.
	Optional bool
	// Ignored marks the block of a function Puppet implements with its
	// 3.x API: any lambda is accepted and never looked at (its types are
	// not evaluated).
	Ignored bool

	typ *types.CallableType
}

// builtins holds the functions written in Go, by name. It is written only
// while packages initialize, which happens before anything reads it, so
// reading it needs no lock.
var builtins = map[string]*Function{}

// Register adds built-in functions. It may only be called from init
// functions of the packages that implement them. A name registered twice
// is a defect that would silently hide one implementation: it panics
// while the program starts, so every test run finds it.
func Register(fns ...*Function) {
	for _, f := range fns {
		if _, dup := builtins[f.Name]; dup {
			panic("eval.Register: the built-in function " + f.Name + " is registered twice")
		}
		builtins[f.Name] = f
	}
}

// Builtin returns the built-in function of that name.
func Builtin(name string) (*Function, bool) {
	f, ok := builtins[name]
	return f, ok
}

// BuiltinNames returns the names of all built-in functions, sorted.
func BuiltinNames() []string {
	names := make([]string, 0, len(builtins))
	for n := range builtins {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// lookupFunction finds a function by name: Puppet functions defined in the
// session first, then built-ins.
func (e *Evaluator) lookupFunction(name string) (*Function, bool) {
	name = strings.TrimPrefix(name, "::")
	if e.functions.Len() > 0 {
		key := name
		if hasUpper(name) {
			key = strings.ToLower(name)
		}
		if f, ok := e.functions.Get(key); ok {
			return f, true
		}
	}
	if f, ok := Builtin(name); ok {
		return f, true
	}
	if e.opts.Extension != nil {
		ctx := e.run.ctx
		if ctx == nil {
			ctx = context.Background()
		}
		return e.opts.Extension.Function(ctx, name)
	}
	return nil, false
}

func hasUpper(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 'A' && s[i] <= 'Z' {
			return true
		}
	}
	return false
}

// Functions calls f for each function visible in the session.
func (e *Evaluator) Functions(f func(fn *Function)) {
	seen := map[string]bool{}
	for _, fn := range e.functions.All() {
		seen[fn.Name] = true
		f(fn)
	}
	for _, n := range BuiltinNames() {
		if !seen[n] {
			fn, _ := Builtin(n)
			f(fn)
		}
	}
}

// Origin says where a function comes from, for listings: "core",
// its library ("stdlib"), "Puppet" for one written in the Puppet
// language, "Ruby" for one a module writes in Ruby.
func (f *Function) Origin() string {
	switch {
	case f.def != nil:
		return "Puppet"
	case f.Library != "":
		return f.Library
	}
	if b, ok := builtins[f.Name]; ok && b == f {
		return "core"
	}
	return "Ruby"
}

// Definition returns the Puppet source of a function written in Puppet
// (nil for built-ins).
func (f *Function) Definition() *syntax.FunctionDefinition { return f.def }

// resolve turns the types of every signature into types: once for
// built-ins; for Puppet functions until it succeeds (their types may name
// aliases a later input defines), from the scope s of the call.
func (f *Function) resolve(e *Evaluator, s *Scope) error {
	if f.def != nil {
		return e.resolvePuppetSignature(f, s)
	}
	f.resolveOnce.Do(func() {
		for _, sig := range f.Signatures {
			for i := range sig.Params {
				p := &sig.Params[i]
				if p.typ != nil {
					continue
				}
				if p.Type == "" {
					p.typ = types.Any
					continue
				}
				t, err := e.typeFromString(p.Type)
				if err != nil {
					f.resolveErr = err
					return
				}
				p.typ = t
			}
			if sig.Block != nil && sig.Block.typ == nil {
				bt := sig.Block.Type
				if bt == "" {
					bt = "Callable"
				}
				t, err := e.typeFromString(bt)
				if err != nil {
					f.resolveErr = err
					return
				}
				ct, ok := t.(*types.CallableType)
				if !ok {
					f.resolveErr = errorf(syntax.Loc{}, "block type of %s is not a Callable: %s", f.Name, bt)
					return
				}
				sig.Block.typ = ct
			}
			if sig.Returns != "" && sig.returnType == nil {
				t, err := e.typeFromString(sig.Returns)
				if err != nil {
					f.resolveErr = err
					return
				}
				sig.returnType = t
			}
			sig.minArgs, sig.maxArgs = sig.countArity()
			sig.arityKnown = true
		}
	})
	return f.resolveErr
}

// typeCache holds types parsed from built-in signature strings; they never
// refer to session state, so one cache serves every session.
var typeCache sync.Map

// typeFromString evaluates a type written in Puppet source.
func (e *Evaluator) typeFromString(src string) (types.Type, error) {
	if t, ok := typeCache.Load(src); ok {
		return t.(types.Type), nil
	}
	prog, err := syntax.Parse(syntax.NewSource("<type>", src))
	if err != nil {
		return nil, err
	}
	var x syntax.Expr = prog.Body
	if len(prog.Body.Statements) == 1 {
		x = prog.Body.Statements[0]
	}
	v, err := e.eval(x, newScope(nil, topScope, ""))
	if err != nil {
		return nil, err
	}
	t, ok := v.(types.Type)
	if !ok {
		return nil, errorf(syntax.Loc{}, "%q is not a type", src)
	}
	typeCache.Store(src, t)
	return t, nil
}

// SignatureTexts describes each signature as Puppet source, e.g.
// "upcase(Variant[String, Numeric] $arg) >> String" or, for a function
// written in Puppet, its parameter list as written.
func (f *Function) SignatureTexts() []string {
	if f.def != nil {
		parts := make([]string, 0, len(f.def.Params))
		for _, p := range f.def.Params {
			part := "$" + p.Name
			if p.CapturesRest {
				part = "*" + part
			}
			if p.Type != nil {
				part = p.Type.Location().Text() + " " + part
			}
			if p.Value != nil {
				part += " = " + p.Value.Location().Text()
			}
			parts = append(parts, part)
		}
		s := f.Name + "(" + strings.Join(parts, ", ") + ")"
		if f.def.ReturnType != nil {
			s += " >> " + f.def.ReturnType.Location().Text()
		}
		return []string{s}
	}
	out := make([]string, 0, len(f.Signatures))
	for _, sig := range f.Signatures {
		parts := make([]string, 0, len(sig.Params)+1)
		for _, p := range sig.Params {
			t := p.Type
			if t == "" {
				t = "Any"
			}
			part := t + " $" + p.Name
			switch {
			case p.Repeated:
				part = t + " *$" + p.Name
			case p.Optional:
				part = "Optional[" + t + "] $" + p.Name
			}
			parts = append(parts, part)
		}
		if b := sig.Block; b != nil {
			t := b.Type
			if t == "" {
				t = "Callable"
			}
			if b.Optional {
				t = "Optional[" + t + "]"
			}
			parts = append(parts, t+" &$"+b.Name)
		}
		s := f.Name + "(" + strings.Join(parts, ", ") + ")"
		if sig.Returns != "" {
			s += " >> " + sig.Returns
		}
		out = append(out, s)
	}
	return out
}

// FirstParamTypes returns, for each signature, the type of its first
// parameter (nil when it takes no arguments): completion after `value.`
// offers the functions whose first parameter accepts the value.
func (f *Function) FirstParamTypes(e *Evaluator) []types.Type {
	if err := f.resolve(e, e.top); err != nil {
		return nil
	}
	var out []types.Type
	for _, sig := range f.Signatures {
		if len(sig.Params) > 0 {
			out = append(out, sig.Params[0].typ)
		}
	}
	return out
}
