package compile

import (
	"strings"

	"prepl/lang/eval/evalerr"
	"prepl/lang/syntax"
	"prepl/types"
)

// relItem is one operand element of a relationship: a reference to a
// resource or class, or a collector.
type relItem struct {
	ref types.Type // *types.ResourceType or *types.ClassType
	col *collector
}

// relationship is one `->`, `~>`, `<-` or `<~` expression, made into
// before/notify attributes when the evaluation finishes.
type relationship struct {
	source, target []relItem
	// param is "before" or "notify".
	param string
	// op is the operator as written.
	op  string
	loc syntax.Loc
}

// chainRecord remembers a relationship an operator made between two
// resources, for the catalog view.
type chainRecord struct {
	source, target relEnd
	op             string
}

// EvalRelationship evaluates `left -> right` (and ~>, <-, <~): both
// operands become sets of references (strings are parsed as type
// references, collectors stay collectors), a relationship is recorded for
// every pair, and the value is the right operand.
func (c *Catalog) EvalRelationship(n *syntax.RelationshipExpr, s Scope) (types.Value, error) {
	lv, err := c.h.Eval(n.Left, s)
	if err != nil {
		return nil, err
	}
	rv, err := c.h.Eval(n.Right, s)
	if err != nil {
		return nil, err
	}
	left, err := c.relOperand(lv, n)
	if err != nil {
		return nil, err
	}
	right, err := c.relOperand(rv, n)
	if err != nil {
		return nil, err
	}
	source, target := left, right
	if n.Op == syntax.OpOutEdge || n.Op == syntax.OpOutEdgeSub {
		source, target = right, left
	}
	param := "before"
	if n.Op == syntax.OpInEdgeSub || n.Op == syntax.OpOutEdgeSub {
		param = "notify"
	}
	if len(source) > 0 && len(target) > 0 {
		st := c.state()
		st.relationships = append(st.relationships, &relationship{source: source, target: target, param: param, op: n.Op.String(), loc: n.Loc})
	}
	result := right
	if len(right) == 0 {
		result = left
	} else if len(right) == 1 && right[0].col != nil {
		right[0].col.emptyAlternative = left
	}
	out := make([]types.Value, len(result))
	for i, it := range result {
		if it.col != nil {
			out[i] = collectorValue{it.col}
		} else {
			out[i] = it.ref
		}
	}
	return types.NewArray(out), nil
}

// relOperand turns an evaluated operand into a set of relationship items.
func (c *Catalog) relOperand(v types.Value, n *syntax.RelationshipExpr) ([]relItem, error) {
	var out []relItem
	var walk func(v types.Value) error
	walk = func(v types.Value) error {
		switch x := v.(type) {
		case *types.Array:
			for _, e := range x.Elements() {
				if err := walk(e); err != nil {
					return err
				}
			}
			return nil
		case collectorValue:
			for _, it := range out {
				if it.col == x.c {
					return nil
				}
			}
			out = append(out, relItem{col: x.c})
			return nil
		case types.String:
			t, err := c.parseTypeString(string(x), n.Loc)
			if err != nil {
				return err
			}
			v = t
		}
		t, ok := v.(types.Type)
		if !ok {
			return evalerr.Errorf(n.Loc, "Illegal relationship operand, can not form a relationship with %s. A Catalog type is required.", evalerr.Articled(valueTypeLabel(v)))
		}
		switch t.(type) {
		case *types.ResourceType, *types.ClassType:
		default:
			return evalerr.Errorf(n.Loc, "Illegal relationship operand, can not form a relationship with something of type %s. A Catalog type is required.", t.String())
		}
		for _, it := range out {
			if it.ref != nil && types.TypesEqual(it.ref, t) {
				return nil
			}
		}
		out = append(out, relItem{ref: t})
		return nil
	}
	if err := walk(v); err != nil {
		return nil, err
	}
	return out, nil
}

// parseTypeString reads a string operand as a type reference
// ('Notify[a]', 'Class[x]').
func (c *Catalog) parseTypeString(str string, loc syntax.Loc) (types.Type, error) {
	bad := evalerr.Errorf(loc, "The expression <%s> is not a valid type specification.", str)
	prog, err := syntax.Parse(syntax.NewSource("", str))
	if err != nil || len(prog.Body.Statements) != 1 {
		return nil, bad
	}
	switch x := prog.Body.Statements[0].(type) {
	case *syntax.QualifiedReference, *syntax.AccessExpr:
		v, err := c.h.Eval(x, c.h.TopScope())
		if err != nil {
			return nil, bad
		}
		if t, ok := v.(types.Type); ok {
			return t, nil
		}
	}
	return nil, bad
}

// finishRelationships turns the relationships of this evaluation into
// before/notify attributes of their source resources.
func (c *Catalog) finishRelationships() error {
	for _, rel := range c.state().relationships {
		sources := c.relResources(rel.source, true)
		targets := c.relResources(rel.target, false)
		for _, s := range sources {
			for _, t := range targets {
				if err := c.addRelationship(s, t, rel.param, rel.loc); err != nil {
					return err
				}
				c.chains.Append(chainRecord{source: s, target: t, op: rel.op})
			}
		}
	}
	return nil
}

// relEnd is one resolved end of a relationship: a reference, or a
// resource a collector found.
type relEnd struct {
	typeName, title string
}

func (e relEnd) String() string { return e.typeName + "[" + e.title + "]" }

// relResources resolves relationship items: references as written, a
// collector as what it collected (on the left side, an empty collector
// stands for the operand left of it, as in Puppet).
func (c *Catalog) relResources(items []relItem, left bool) []relEnd {
	var out []relEnd
	for _, it := range items {
		if it.col == nil {
			out = append(out, refEnd(it.ref))
			continue
		}
		col := it.col
		if left {
			for len(col.collected) == 0 && len(col.emptyAlternative) > 0 {
				alt := col.emptyAlternative
				if len(alt) == 1 && alt[0].col != nil {
					col = alt[0].col
					continue
				}
				out = append(out, c.relResources(alt, false)...)
				col = nil
				break
			}
			if col == nil {
				continue
			}
		}
		for _, r := range col.collected {
			out = append(out, relEnd{typeName: r.typeName, title: r.title})
		}
	}
	return out
}

// refEnd turns a reference into a relationship end.
func refEnd(t types.Type) relEnd {
	switch x := t.(type) {
	case *types.ClassType:
		return relEnd{typeName: "Class", title: types.CapitalizeSegments(x.ClassName())}
	case *types.ResourceType:
		if strings.EqualFold(x.TypeName(), "class") {
			return relEnd{typeName: "Class", title: types.CapitalizeSegments(strings.ToLower(x.Title()))}
		}
		return relEnd{typeName: x.TypeName(), title: x.Title()}
	}
	return relEnd{}
}

// addRelationship adds target to the before or notify attribute of the
// source resource.
func (c *Catalog) addRelationship(source, target relEnd, name string, loc syntax.Loc) error {
	for _, end := range []relEnd{source, target} {
		if end.title == "" {
			return evalerr.Errorf(loc, "No title provided and %s is not a valid resource reference", rubyInspect(end.String()))
		}
	}
	sr := c.lookup(source.typeName, source.title)
	if sr == nil {
		return evalerr.Errorf(loc, "Could not find resource '%s' for relationship on '%s'", source, target)
	}
	if c.lookup(target.typeName, target.title) == nil {
		return evalerr.Errorf(loc, "Could not find resource '%s' for relationship from '%s'", target, source)
	}
	var vals []types.Value
	if p, ok := sr.get(name); ok && !types.IsUndef(p.value) {
		if a, ok := p.value.(*types.Array); ok {
			vals = append(vals, a.Elements()...)
		} else {
			vals = append(vals, p.value)
		}
	}
	vals = append(vals, types.String(target.String()))
	src := sr.frame.source
	if p, ok := sr.get(name); ok {
		src = p.source
	}
	c.setParam(sr, &param{name: name, value: types.NewArray(vals), source: src})
	return nil
}

// valueTypeLabel names the type of a value as Puppet's messages about a
// value of the wrong kind do: by the name of its type alone (Hash,
// Regexp), undef as Undef Value.
func valueTypeLabel(v types.Value) string {
	switch v.(type) {
	case *types.Hash:
		return "Hash"
	case *types.Array:
		return "Array"
	}
	if types.IsUndef(v) {
		return "Undef Value"
	}
	return types.Generalize(types.Infer(v)).Name()
}
