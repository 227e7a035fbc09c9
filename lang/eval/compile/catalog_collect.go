package compile

import (
	"fmt"
	"strings"

	"prepl/display"
	"prepl/lang/eval/evalerr"
	"prepl/lang/syntax"
	"prepl/types"
)

// collector realizes the resources a collector expression (`Type <| q |>`,
// `Type <<| q |>>`) or realize() selects, and applies its override block
// once to each. Collectors run when the evaluation finishes, repeatedly,
// until nothing new is found.
type collector struct {
	typeName string // as Puppet prints it ("Notify")
	lower    string
	query    func(r *catalogEntry) bool
	exported bool
	// overrides is the override block (nil when there is none).
	overrides []*param
	// frame is where the collector expression is: its definition may
	// override, and its resource defaults go with the override block.
	frame *Frame
	loc   syntax.Loc
	// refs are the references realize() still waits for (realize only).
	refs     []*types.ResourceType
	fixedSet bool
	// collected holds what the collector found, in order.
	collected     []*catalogEntry
	collectedKeys map[*catalogEntry]bool
	// emptyAlternative is what a relationship uses on the left side when
	// the collector found nothing: the left operand of the relationship
	// the collector was the right side of.
	emptyAlternative []relItem
}

// collectorValue is a collector as a Puppet value: what a collector
// expression evaluates to, so it can be a relationship operand.
type collectorValue struct{ c *collector }

// Kind implements types.Value: a collector is a value of the
// implementation (types.RuntimeValue), not a type.
func (collectorValue) Kind() types.Kind { return types.KRuntime }

// RuntimeClass implements types.RuntimeValue: the class Puppet's
// implementation gives collectors.
func (v collectorValue) RuntimeClass() string {
	if v.c.exported {
		return "Puppet::Pops::Evaluator::Collectors::ExportedCollector"
	}
	return "Puppet::Pops::Evaluator::Collectors::CatalogCollector"
}

// String returns the collector as Puppet prints it:
// Catalog-Collector[Notify].
func (v collectorValue) String() string {
	if v.c.exported {
		return "Exported-Collector[" + v.c.typeName + "]"
	}
	return "Catalog-Collector[" + v.c.typeName + "]"
}

// EvalCollect evaluates a collector expression: it checks the type,
// compiles the query (its values are evaluated now) and registers the
// collector to run when the evaluation finishes.
func (c *Catalog) EvalCollect(n *syntax.CollectExpr, s Scope) (types.Value, error) {
	if n.Query.Exported {
		c.h.Warn(n.Loc, "You cannot collect exported resources without storeconfigs being set; the collection will be ignored")
	}
	if n.TypeRef == nil {
		return nil, evalerr.Errorf(n.Loc, "LHS is not a type")
	}
	if strings.EqualFold(n.TypeRef.Value, "class") {
		return nil, evalerr.Errorf(n.Loc, "Classes cannot be collected")
	}
	if ok, err := c.declarableType(n.TypeRef.Value); err != nil {
		return nil, evalerr.Located(err, n.Loc)
	} else if !ok {
		return nil, evalerr.Errorf(n.Loc, "Resource type %s doesn't exist", strings.ToLower(n.TypeRef.Value))
	}
	lower := strings.ToLower(strings.TrimPrefix(n.TypeRef.Value, "::"))
	f := c.frameOf(s)
	col := &collector{typeName: types.CapitalizeSegments(lower), lower: lower, exported: n.Query.Exported, frame: f, loc: n.Loc}
	if len(n.Ops) > 0 {
		params, err := c.evalAttributeOps(n.Ops, s, f, n.Loc)
		if err != nil {
			return nil, err
		}
		col.overrides = params
	}
	if n.Query.Expr != nil {
		q, err := c.compileQuery(n.Query.Expr, s)
		if err != nil {
			return nil, err
		}
		col.query = q
	}
	c.addCollector(col)
	return collectorValue{col}, nil
}

// addCollector registers a collector for this evaluation.
func (c *Catalog) addCollector(col *collector) {
	st := c.state()
	st.collectors = append(st.collectors, col)
}

// compileQuery turns a collector query into a test of resources; the
// values it compares with are evaluated once, now.
func (c *Catalog) compileQuery(x syntax.Expr, s Scope) (func(r *catalogEntry) bool, error) {
	switch q := x.(type) {
	case *syntax.ParenExpr:
		return c.compileQuery(q.Expr, s)
	case *syntax.AndExpr:
		l, err := c.compileQuery(q.Left, s)
		if err != nil {
			return nil, err
		}
		r, err := c.compileQuery(q.Right, s)
		if err != nil {
			return nil, err
		}
		return func(res *catalogEntry) bool { return l(res) && r(res) }, nil
	case *syntax.OrExpr:
		l, err := c.compileQuery(q.Left, s)
		if err != nil {
			return nil, err
		}
		r, err := c.compileQuery(q.Right, s)
		if err != nil {
			return nil, err
		}
		return func(res *catalogEntry) bool { return l(res) || r(res) }, nil
	case *syntax.ComparisonExpr:
		return c.compileComparison(q, s)
	}
	return nil, evalerr.Errorf(x.Location(), "Cannot transform object of class %s", queryClassName(x))
}

// compileComparison compiles `attr == value` and `attr != value`.
func (c *Catalog) compileComparison(q *syntax.ComparisonExpr, s Scope) (func(r *catalogEntry) bool, error) {
	lv, err := c.queryValue(q.Left, s)
	if err != nil {
		return nil, err
	}
	rv, err := c.queryValue(q.Right, s)
	if err != nil {
		return nil, err
	}
	attr := display.ToString(lv)
	switch q.Op {
	case syntax.OpEqual:
		if attr == "tag" {
			var tags []string
			all, err := c.h.Flatten(rv, q.Loc)
			if err != nil {
				return nil, err
			}
			for _, t := range all {
				switch t.(type) {
				case types.Int, types.Float:
					return nil, evalerr.Errorf(q.Loc, "Cannot transform a number to a tag")
				}
				tags = append(tags, strings.ToLower(display.ToString(t)))
			}
			return func(r *catalogEntry) bool {
				for _, t := range tags {
					if r.tagged(t) {
						return true
					}
				}
				return false
			}, nil
		}
		return func(r *catalogEntry) bool {
			v := r.queryAttribute(attr)
			if a, ok := v.(*types.Array); ok {
				for _, e := range a.Elements() {
					if types.Equal(e, rv) {
						return true
					}
				}
				return false
			}
			return types.Equal(v, rv)
		}, nil
	case syntax.OpNotEqual:
		return func(r *catalogEntry) bool { return !types.Equal(r.queryAttribute(attr), rv) }, nil
	}
	return nil, evalerr.Errorf(q.Loc, "Cannot transform object of class ComparisonExpression")
}

// queryValue evaluates an operand of a query comparison.
func (c *Catalog) queryValue(x syntax.Expr, s Scope) (types.Value, error) {
	switch v := x.(type) {
	case *syntax.ParenExpr:
		return c.queryValue(v.Expr, s)
	case *syntax.LiteralUndef:
		return types.Undef, nil
	case *syntax.AccessExpr:
		// A reference here is compared with references as resources
		// hold them (Puppet converts it the same way).
		av, err := c.h.Eval(x, s)
		if err != nil {
			return nil, err
		}
		return attributeValue(av, v.Loc)
	case *syntax.VariableExpr, *syntax.LiteralBoolean, *syntax.LiteralString, *syntax.ConcatenatedString,
		*syntax.LiteralInteger, *syntax.LiteralFloat, *syntax.QualifiedName:
		return c.h.Eval(x, s)
	}
	return nil, evalerr.Errorf(x.Location(), "Cannot transform object of class %s", queryClassName(x))
}

// queryClassName names an expression a query cannot contain the way
// Puppet's model does.
func queryClassName(x syntax.Expr) string {
	name := strings.TrimPrefix(fmt.Sprintf("%T", x), "*syntax.")
	switch {
	case name == "LiteralRegexp":
		name = "LiteralRegularExpression"
	case name == "ParenExpr":
		name = "ParenthesizedExpression"
	case strings.HasSuffix(name, "Expr"):
		name += "ession"
	}
	return "Puppet::Pops::Model::" + name
}

// queryAttribute is the value a query compares: the title, or the value
// of the attribute (undef when not set).
func (r *catalogEntry) queryAttribute(name string) types.Value {
	if name == "title" {
		return types.String(r.title)
	}
	return r.value(name)
}

// collect finds the resources a collector selects now.
func (c *Catalog) collect(col *collector) []*catalogEntry {
	if col.fixedSet {
		var found []*catalogEntry
		var left []*types.ResourceType
		for _, ref := range col.refs {
			if r := c.lookup(ref.TypeName(), ref.Title()); r != nil {
				found = append(found, r)
			} else {
				left = append(left, ref)
			}
		}
		col.refs = left
		return found
	}
	if col.exported {
		return nil
	}
	var found []*catalogEntry
	for _, r := range c.ofType(col.lower) {
		if !r.removed.Get() && (col.query == nil || col.query(r)) {
			found = append(found, r)
		}
	}
	return found
}

// runCollector realizes what a collector selects and applies its
// override block to what it had not collected before. It reports whether
// it found anything new.
func (c *Catalog) runCollector(col *collector) (bool, error) {
	found := c.collect(col)
	for _, r := range found {
		c.realize(r)
	}
	if len(found) == 0 {
		return false, nil
	}
	if col.collectedKeys == nil {
		col.collectedKeys = map[*catalogEntry]bool{}
	}
	if col.overrides != nil {
		src := col.frame.source
		c.state().overriders[src.kind+":"+src.name] = true
		params := c.withDefaults(col.overrides, col.frame, col.lower)
		for _, r := range found {
			if col.collectedKeys[r] {
				continue
			}
			o := &override{typeName: r.typeName, title: r.title, params: params, source: src, loc: col.loc}
			if err := c.addOverride(o); err != nil {
				return false, err
			}
		}
	}
	progress := false
	for _, r := range found {
		if !col.collectedKeys[r] {
			col.collectedKeys[r] = true
			col.collected = append(col.collected, r)
			progress = true
		}
	}
	return progress, nil
}

// withDefaults adds to a collector's override block the resource
// defaults in effect where the collector is, for the attributes the block
// does not set: Puppet makes the override a resource of that scope, which
// takes its defaults.
func (c *Catalog) withDefaults(params []*param, f *Frame, typ string) []*param {
	out := params
	for _, d := range c.lookupDefaults(f, typ) {
		set := false
		for _, p := range params {
			if p.name == d.name {
				set = true
				break
			}
		}
		if !set {
			if len(out) == len(params) {
				out = append([]*param(nil), params...)
			}
			out = append(out, d)
		}
	}
	return out
}

// realize makes a virtual resource real.
func (c *Catalog) realize(r *catalogEntry) {
	if !r.virtual.Get() {
		return
	}
	r.virtual.Set(false)
}
