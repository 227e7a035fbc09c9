package eval

import (
	"strings"

	"prepl/lang/syntax"
	"prepl/types"
)

// definePass registers the definitions of a program before any of it is
// evaluated, as Puppet loads them: functions, type aliases, classes
// (including classes and defines nested in classes), defines and nodes.
func (e *Evaluator) definePass(b *syntax.BlockExpr, inClass string) error {
	if b == nil {
		return nil
	}
	for _, st := range b.Statements {
		switch d := st.(type) {
		case *syntax.FunctionDefinition:
			e.defineFunction(d)
		case *syntax.TypeAlias:
			e.defineAlias(d)
		case *syntax.HostClassDefinition:
			if err := e.catalog.defineClass(d); err != nil {
				return err
			}
			if err := e.definePass(d.Body, d.Name); err != nil {
				return err
			}
		case *syntax.ResourceTypeDefinition:
			if err := e.catalog.defineDefine(d); err != nil {
				return err
			}
		case *syntax.NodeDefinition:
			if inClass == "" {
				if err := e.catalog.defineNode(d); err != nil {
					return err
				}
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
		v, err := e.eval(d.Type, scope)
		if err != nil {
			return nil, err
		}
		t, ok := v.(types.Type)
		if !ok {
			return nil, errorf(d.Type.Location(), "The expression of type alias %s does not evaluate to a Type", d.Name)
		}
		return t, nil
	})
	old, existed := e.aliases[key]
	e.aliases[key] = alias
	e.journal(func() {
		if existed {
			e.aliases[key] = old
		} else {
			delete(e.aliases, key)
		}
	})
}

// TypeAliases calls f for each type alias defined in the session.
func (e *Evaluator) TypeAliases(f func(a *types.TypeAlias)) {
	for _, a := range e.aliases {
		f(a)
	}
}

// resolveTypeReference evaluates a capitalized name: a built-in type, a
// type alias, or a resource type (built-in or defined).
func (e *Evaluator) resolveTypeReference(n *syntax.QualifiedReference) (types.Value, error) {
	t, err := e.typeByName(n.Value)
	if err != nil {
		return nil, located(err, n.Loc)
	}
	return t, nil
}

// typeByName resolves a type name as written in Puppet.
func (e *Evaluator) typeByName(name string) (types.Type, error) {
	if t, ok := types.TypeByExactName(name); ok {
		return t, nil
	}
	name = strings.TrimPrefix(name, "::")
	if t, ok := types.TypeByName(name); ok {
		return t, nil
	}
	if a, ok := e.aliases[lowerName(name)]; ok {
		if err := a.Resolve(); err != nil {
			return nil, err
		}
		return a, nil
	}
	if e.catalog.resourceTypeExists(name) {
		return types.NewResourceType(name, ""), nil
	}
	return nil, errorf(syntax.Loc{}, "Resource type not found: %s", capitalizeSegments(name))
}

// capitalizeSegments writes a resource type name as Puppet displays it:
// each `::` segment capitalized.
func capitalizeSegments(name string) string {
	segs := strings.Split(strings.ToLower(name), "::")
	for i, s := range segs {
		if s != "" {
			segs[i] = strings.ToUpper(s[:1]) + s[1:]
		}
	}
	return strings.Join(segs, "::")
}
