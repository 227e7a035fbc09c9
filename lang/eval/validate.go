package eval

import "prepl/lang/syntax"

// CheckDefinitions reports a class, define, node, function or type alias
// that a program defines twice, as `puppet parser validate` does (which
// instantiates the definitions of the file without evaluating anything):
// functions, type aliases and defines are claimed first, as entities of
// Puppet's loaders, then classes, defines and nodes, as known resource
// types. It returns the first error, nil when there is none.
func CheckDefinitions(prog *syntax.Program) error {
	if prog == nil || prog.Body == nil {
		return nil
	}
	e := New(Options{})
	if err := e.claimEntities(prog.Body); err != nil {
		return err
	}
	return e.claimTypes(prog.Body)
}

// claimEntities claims, in order, the functions, type aliases and
// defines of a block and the defines of the classes in it as loader
// entities.
func (e *Evaluator) claimEntities(b *syntax.BlockExpr) error {
	if b == nil {
		return nil
	}
	for _, st := range b.Statements {
		switch d := st.(type) {
		case *syntax.FunctionDefinition:
			if err := e.catalog.ClaimEntity("function", d.Name, d.Loc); err != nil {
				return err
			}
		case *syntax.TypeAlias:
			if err := e.catalog.ClaimEntity("type", d.Name, d.Loc); err != nil {
				return err
			}
		case *syntax.ResourceTypeDefinition:
			if err := e.catalog.ClaimEntity("type", d.Name, d.Loc); err != nil {
				return err
			}
		case *syntax.HostClassDefinition:
			if err := e.claimEntities(d.Body); err != nil {
				return err
			}
		}
	}
	return nil
}

// claimTypes claims the classes, defines and nodes of a block and of the
// classes in it as known resource types.
func (e *Evaluator) claimTypes(b *syntax.BlockExpr) error {
	if b == nil {
		return nil
	}
	for _, st := range b.Statements {
		var err error
		switch d := st.(type) {
		case *syntax.HostClassDefinition:
			if err = e.catalog.ClaimDefinition("class", classKey(d.Name), d.Loc); err == nil {
				err = e.claimTypes(d.Body)
			}
		case *syntax.ResourceTypeDefinition:
			err = e.catalog.ClaimDefinition("define", classKey(d.Name), d.Loc)
		case *syntax.NodeDefinition:
			err = e.catalog.ClaimNode(d)
		}
		if err != nil {
			return err
		}
	}
	return nil
}
