package eval

import (
	"prepl/lang/eval/typespec"
	"strings"

	"prepl/lang/syntax"
	"prepl/types"
)

// definePass registers the definitions of a program before any of it is
// evaluated, as Puppet loads them: functions, type aliases, classes
// (including classes and defines nested in classes), defines and nodes.
func (e *Evaluator) definePass(b *syntax.BlockExpr) error {
	if b == nil {
		return nil
	}
	for _, st := range b.Statements {
		switch d := st.(type) {
		case *syntax.FunctionDefinition:
			if err := e.catalog.ClaimEntity("function", d.Name, d.Loc); err != nil {
				return err
			}
			e.defineFunction(d)
		case *syntax.TypeAlias:
			if err := e.catalog.ClaimAlias(d); err != nil {
				return err
			}
			e.defineAlias(d)
		case *syntax.HostClassDefinition:
			if err := e.catalog.DefineClass(d); err != nil {
				return err
			}
			if err := e.definePass(d.Body); err != nil {
				return err
			}
			if err := e.loadParamTypes(d.Params); err != nil {
				return err
			}
		case *syntax.ResourceTypeDefinition:
			if err := e.catalog.DefineDefine(d); err != nil {
				return err
			}
			if err := e.loadParamTypes(d.Params); err != nil {
				return err
			}
		case *syntax.NodeDefinition:
			// A node definition nested in a class is an ordinary one.
			if err := e.catalog.DefineNode(d); err != nil {
				return err
			}
		}
	}
	return nil
}

// loadParamTypes evaluates the parameter types of a class or define when
// it is loaded, as Puppet does: a type that names nothing known at that
// point (an alias defined later in the input, say) fails the input before
// any of it runs, whether the class is declared or not.
func (e *Evaluator) loadParamTypes(params []*syntax.Parameter) error {
	for _, p := range params {
		if p.Type != nil {
			if _, err := e.paramType(p, e.top); err != nil {
				return err
			}
		}
	}
	return nil
}

// lowerName normalizes a name for case-insensitive lookup.
func lowerName(name string) string { return strings.ToLower(name) }

// classKey is the key of a class, define or function name: lower case
// without a "::" prefix.
func classKey(name string) string { return lowerName(strings.TrimPrefix(name, "::")) }

// defineAlias registers `type Name = T`; the right side is evaluated when
// the alias is first used, which makes recursive aliases possible.
func (e *Evaluator) defineAlias(d *syntax.TypeAlias) {
	key := lowerName(d.Name)
	scope := e.top
	alias := types.NewTypeAlias(d.Name, func() (types.Type, error) {
		if bad := typespec.NonTypeSpec(d.Type); bad != nil {
			return nil, typespec.Invalid(bad)
		}
		e.run.aliasBodies++
		defer func() { e.run.aliasBodies-- }()
		v, err := e.eval(d.Type, scope)
		if err != nil {
			return nil, err
		}
		t, ok := v.(types.Type)
		if !ok {
			return nil, errorf(d.Type.Location(), "The expression of type alias %s does not evaluate to a Type", d.Name)
		}
		if ot, ok := t.(*types.ObjectType); ok && definesObject(d.Type) {
			// `type P = Object[{...}]` defines the Object type P, whatever
			// name its hash gives.
			ot.SetName(d.Name)
		}
		return t, nil
	})
	e.aliases.Set(key, alias)
	e.aliasDefs.Set(key, d)
	e.typesEpoch.Bump()
}

// definesObject tells whether an alias is written as `Object[...]`,
// which Puppet takes as the definition of an Object type of the alias's
// name rather than as an alias of an Object type.
func definesObject(x syntax.Expr) bool {
	a, ok := x.(*syntax.AccessExpr)
	if !ok {
		return false
	}
	r, ok := a.Left.(*syntax.QualifiedReference)
	return ok && r.Value == "Object"
}

// typeSetMember resolves S::Member, a type of the type set an alias S
// names.
func (e *Evaluator) typeSetMember(name string) (types.Type, bool) {
	i := strings.LastIndex(name, "::")
	if i <= 0 {
		return nil, false
	}
	a, ok := e.aliases.Get(lowerName(name[:i]))
	if !ok || a.Resolve() != nil {
		return nil, false
	}
	ts, ok := a.ResolvedType().(*types.TypeSetType)
	if !ok {
		return nil, false
	}
	return ts.Member(name[i+2:])
}

// TypeAliases calls f for each type alias defined in the session.
func (e *Evaluator) TypeAliases(f func(a *types.TypeAlias)) {
	for _, a := range e.aliases.All() {
		f(a)
	}
}

// resolveTypeReference evaluates a capitalized name: a built-in type, a
// type alias, or a resource type (built-in or defined).
func (e *Evaluator) resolveTypeReference(n *syntax.QualifiedReference) (types.Value, error) {
	// A built-in type's exact name (`$x =~ Undef` in a loop) means the
	// same type for every evaluator, found once.
	if t, ok := n.Memo.Load().(types.Type); ok {
		return t, nil
	}
	if t, ok := types.TypeByExactName(n.Value); ok {
		n.Memo.Store(t)
		return t, nil
	}
	t, err := e.typeByName(n.Value)
	if err != nil {
		if e.run.aliasBodies > 0 && !e.isAliasName(n.Value) {
			// Inside a type alias an unknown name is a reference to a type
			// that may never exist, as in Puppet's type parser; an alias
			// that exists but fails to resolve fails this one too.
			return types.NewTypeReference(n.Value), nil
		}
		return nil, located(err, n.Loc)
	}
	return t, nil
}

// isAliasName reports whether name (as written) names a type alias.
func (e *Evaluator) isAliasName(name string) bool {
	_, ok := e.aliases.Get(lowerName(strings.TrimPrefix(name, "::")))
	return ok
}

// typeKey returns lowerName(name), remembered: the names a program
// writes are few, and the same reference to an alias in a loop would
// otherwise make a new lower-case string on every evaluation.
func (e *Evaluator) typeKey(name string) string {
	if key, ok := e.typeKeys[name]; ok {
		return key
	}
	if e.typeKeys == nil || len(e.typeKeys) >= maxConstTypes {
		e.typeKeys = make(map[string]string)
	}
	key := lowerName(name)
	e.typeKeys[name] = key
	return key
}

// typeByName resolves a type name as written in Puppet.
func (e *Evaluator) typeByName(name string) (types.Type, error) {
	if t, ok := types.TypeByExactName(name); ok {
		return t, nil
	}
	name = strings.TrimPrefix(name, "::")
	key := e.typeKey(name)
	if t, ok := types.TypeByName(key); ok {
		return t, nil
	}
	if _, ok := e.aliases.Get(key); !ok && e.opts.Environment != nil {
		// A module's define takes the name before a type alias of its
		// types/ directory does, as Puppet's loaders find them.
		if d, err := e.catalog.FindDefine(key); err != nil {
			return nil, err
		} else if d != nil {
			return types.NewResourceType(name, ""), nil
		}
		if err := e.autoloadAlias(key); err != nil {
			return nil, err
		}
	}
	if a, ok := e.aliases.Get(key); ok {
		if err := a.Resolve(); err != nil {
			return nil, err
		}
		return a, nil
	}
	if ok, err := e.catalog.ResourceTypeExists(name); err != nil {
		return nil, err
	} else if ok {
		return types.NewResourceType(name, ""), nil
	}
	if t, ok := e.typeSetMember(name); ok {
		return t, nil
	}
	if strings.EqualFold(name, "Error") {
		// Puppet's Error data type, unless an alias took the name.
		return types.TError, nil
	}
	return nil, errorf(syntax.Loc{}, "Resource type not found: %s", name)
}

// ParseType reads a type written in a string, as assert_type takes it:
// the names the program defines (type aliases, type sets, defines) are
// known.
func (c *Call) ParseType(src string) (types.Type, error) {
	t, err := c.e.parseTypeString(src, true)
	if err != nil {
		return nil, located(err, c.Loc)
	}
	return t, nil
}

// parseTypeString reads a type written in a string (see typespec.Parse).
func (e *Evaluator) parseTypeString(src string, programTypes bool) (types.Type, error) {
	return typespec.Parse(src, (*typeNames)(e), programTypes)
}

// typeNames is the evaluator as the type parser sees it (typespec.Names).
type typeNames Evaluator

func (n *typeNames) TypeByName(name string) (types.Type, error) {
	return (*Evaluator)(n).typeByName(name)
}

func (n *typeNames) IsAlias(key string) bool {
	_, ok := n.aliases.Get(key)
	return ok
}

func (n *typeNames) IsDefine(key string) bool { return n.catalog.IsDefine(key) }

func (n *typeNames) TypeSetMember(name string) (types.Type, bool) {
	return (*Evaluator)(n).typeSetMember(name)
}

func (n *typeNames) Literal(x syntax.Expr) (types.Value, error) {
	return (*Evaluator)(n).eval(x, n.top)
}

// Parameterize needs no poll: the keys of a type specification are
// literals written in it, never a large value.
func (n *typeNames) Parameterize(t types.Type, keys []types.Value) (types.Value, error) {
	return parameterize(t, keys, nil)
}
