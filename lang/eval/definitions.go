package eval

import (
	"strings"

	"prepl/lang/eval/resourcetypes"
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
			if err := e.claimEntity("function", d.Name, d.Loc); err != nil {
				return err
			}
			e.defineFunction(d)
		case *syntax.TypeAlias:
			if err := e.checkAliasName(d); err != nil {
				return err
			}
			e.defineAlias(d)
		case *syntax.HostClassDefinition:
			if err := e.catalog.defineClass(d); err != nil {
				return err
			}
			if err := e.definePass(d.Body); err != nil {
				return err
			}
			if err := e.loadParamTypes(d.Params); err != nil {
				return err
			}
		case *syntax.ResourceTypeDefinition:
			if err := e.catalog.defineDefine(d); err != nil {
				return err
			}
			if err := e.loadParamTypes(d.Params); err != nil {
				return err
			}
		case *syntax.NodeDefinition:
			// A node definition nested in a class is an ordinary one.
			if err := e.catalog.defineNode(d); err != nil {
				return err
			}
		}
	}
	return nil
}

// claimEntity records that the running evaluation defines a function or
// type alias, and refuses a second definition of the same name in it, as
// Puppet's loader does within one compilation. A later input may still
// redefine it.
func (e *Evaluator) claimEntity(kind, name string, loc syntax.Loc) error {
	name = lowerName(strings.TrimPrefix(name, "::"))
	st := e.catalog.state()
	if st.definitions == nil {
		st.definitions = map[string]definedHere{}
	}
	key := kind + "\x00" + name
	if old, dup := st.definitions[key]; dup {
		return entityRedefinition(kind, name, loc, "Originally set at "+originURI(old.loc))
	}
	st.definitions[key] = definedHere{kind: kind, loc: loc}
	return nil
}

// checkAliasName refuses type aliases that would redefine a built-in type,
// a resource type or a define of the same input, then claims the name.
func (e *Evaluator) checkAliasName(d *syntax.TypeAlias) error {
	name := lowerName(strings.TrimPrefix(d.Name, "::"))
	if _, builtin := types.TypeByName(name); builtin {
		return entityRedefinition("type", name, d.Loc, "Originally set by Puppet-Type-System/Static-Loader")
	}
	if _, ok := resourcetypes.Lookup(name); ok {
		return entityRedefinition("type", name, d.Loc, "Set at unknown location")
	}
	if old, ok := e.catalog.state().definitions[name]; ok && old.kind == "define" {
		return entityRedefinition("type", name, d.Loc, "Originally set at "+originURI(old.loc))
	}
	return e.claimEntity("type", name, d.Loc)
}

// entityRedefinition is Puppet's loader error for a second definition.
func entityRedefinition(kind, name string, loc syntax.Loc, origin string) error {
	return errorf(loc, "Attempt to redefine entity 'http://puppet.com/2016.1/runtime/%s/%s'. %s.", kind, name, origin)
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

// defineAlias registers `type Name = T`; the right side is evaluated when
// the alias is first used, which makes recursive aliases possible.
func (e *Evaluator) defineAlias(d *syntax.TypeAlias) {
	key := lowerName(d.Name)
	scope := e.top
	alias := types.NewTypeAlias(d.Name, func() (types.Type, error) {
		if bad := nonTypeSpec(d.Type); bad != nil {
			return nil, invalidTypeSpec(bad)
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
	e.typesEpoch++
	e.journal(func() { e.typesEpoch++ })
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
		if d, err := e.catalog.findDefine(key); err != nil {
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
	if ok, err := e.catalog.resourceTypeExists(name); err != nil {
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
