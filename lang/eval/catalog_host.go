package eval

import (
	"prepl/lang/eval/compile"
	"prepl/lang/eval/resourcetypes"
	"prepl/lang/eval/undo"
	"prepl/lang/syntax"
	"prepl/types"
)

// catalogHost is the evaluator as the catalog compiler sees it
// (compile.Host).
type catalogHost Evaluator

func (h *catalogHost) e() *Evaluator { return (*Evaluator)(h) }

func (h *catalogHost) Eval(x syntax.Expr, s compile.Scope) (types.Value, error) {
	return h.e().eval(x, s.(*Scope))
}

func (h *catalogHost) EvalBody(b *syntax.BlockExpr, s compile.Scope, kind, name string) error {
	e, sc := h.e(), s.(*Scope)
	if e.opts.Debug != nil {
		defer e.debugLeave(e.debugEnter(kind, name, sc))
	}
	_, err := e.evalBlock(b, sc)
	return err
}

func (h *catalogHost) BodyEnded(err error) bool {
	_, ended := bodyResult(err)
	return ended
}

func (h *catalogHost) NewScope(parent compile.Scope, kind compile.ScopeKind, name string) compile.Scope {
	k := classScope
	switch kind {
	case compile.DefineScope:
		k = defineScope
	case compile.NodeScope:
		k = nodeScope
	}
	return newPersistentScope(parent.(*Scope), k, name, &h.run.changes)
}

func (h *catalogHost) TopScope() compile.Scope { return h.top }

func (h *catalogHost) BindParameter(s compile.Scope, p *syntax.Parameter, v types.Value) error {
	if reservedVariable(p.Name) {
		return reservedError(p.Name, p.Loc)
	}
	if v == nil {
		v = pendingParam{}
	}
	s.(*Scope).set(p.Name, v)
	return nil
}

func (h *catalogHost) EvalDefault(p *syntax.Parameter, s compile.Scope, owner string) (types.Value, error) {
	return h.e().evalDefault(p, s.(*Scope), owner)
}

func (h *catalogHost) ParamType(p *syntax.Parameter, s compile.Scope) (types.Type, error) {
	return h.e().paramType(p, s.(*Scope))
}

func (h *catalogHost) LookupParameter(s compile.Scope, key string, loc syntax.Loc) (types.Value, bool, error) {
	if h.opts.Data == nil {
		return nil, false, nil
	}
	return h.opts.Data.Lookup(scopeData{e: h.e(), s: s.(*Scope), loc: loc, binding: true}, key, nil, false)
}

func (h *catalogHost) MatchRegexp(re *types.Regexp, str string, s compile.Scope, loc syntax.Loc) (bool, error) {
	return h.e().regexpMatch(re, str, s.(*Scope), loc)
}

func (h *catalogHost) ModuleVariable(s compile.Scope, name string) string {
	return moduleVar(h.e(), s.(*Scope), name)
}

func (h *catalogHost) ModuleOf(loc syntax.Loc) string { return h.e().moduleOf(loc) }

func (h *catalogHost) Autoload(key string, found func() bool) error {
	return h.e().autoloadDefinition(key, found)
}

func (h *catalogHost) ResourceType(name string) (*resourcetypes.Type, bool) {
	return h.e().resourceType(name)
}

func (h *catalogHost) Changes() *undo.Log { return &h.run.changes }

func (h *catalogHost) Generation() int { return h.generation }

func (h *catalogHost) Warn(loc syntax.Loc, msg string) { h.e().warn(loc, msg) }

func (h *catalogHost) CheckInterrupt(loc syntax.Loc) error { return h.e().checkInterrupt(loc) }

func (h *catalogHost) Flatten(v types.Value, loc syntax.Loc) ([]types.Value, error) {
	// Most attribute values, titles and tags are a value that is not an
	// array, or an array of such values: they are listed without a
	// walk and its poll (the catalog reads the list and does not change
	// it; appending to an array's elements copies them).
	switch x := v.(type) {
	case *types.Array:
		if flatArray(x) {
			return x.Elements(), nil
		}
	default:
		return []types.Value{v}, nil
	}
	p := types.NewPoll(&h.e().run.interrupted)
	out := types.FlattenPolled(v, &p)
	if p.Err() != nil {
		return nil, h.e().checkInterrupt(loc)
	}
	return out, nil
}

// flatArray reports whether a is a non-empty array that holds no array.
func flatArray(a *types.Array) bool {
	if a.Len() == 0 {
		return false
	}
	for _, e := range a.Elements() {
		if _, ok := e.(*types.Array); ok {
			return false
		}
	}
	return true
}

func (h *catalogHost) IsInstance(t types.Type, v types.Value, loc syntax.Loc) (bool, error) {
	return h.e().instanceOf(t, v, loc)
}

func (h *catalogHost) DescribeMismatch(label string, t types.Type, v types.Value, loc syntax.Loc) (string, error) {
	msg, err := types.DescribeMismatchUntil(label, t, v, &h.e().run.interrupted)
	if err != nil {
		return "", h.e().checkInterrupt(loc)
	}
	return msg, nil
}

func (h *catalogHost) NodeName() string { return h.e().nodeName() }

func (h *catalogHost) EnvironmentName() string { return h.e().environmentName() }

// Set binds a variable in the scope itself (compile.Scope).
func (s *Scope) Set(name string, v types.Value) { s.set(name, v) }

// Reserve makes room for n variables in a scope that has none yet
// (compile.Scope).
func (s *Scope) Reserve(n int) {
	if len(s.names) == 0 {
		s.names = make([]string, 0, n)
		s.values = make([]types.Value, 0, n)
	}
}

// Local returns a variable bound in the scope itself (compile.Scope).
func (s *Scope) Local(name string) (types.Value, bool) { return s.getLocal(name) }

// Frame returns the catalog frame of the nearest scope, s or an enclosing
// one, that is the body of a resource (compile.Scope).
func (s *Scope) Frame() *compile.Frame {
	for sc := s; sc != nil; sc = sc.parent {
		if sc.frame != nil {
			return sc.frame
		}
	}
	return nil
}

// SetFrame makes the scope the body of a resource (compile.Scope).
func (s *Scope) SetFrame(f *compile.Frame) { s.frame = f }
