package syntax

// Parsing allocates tens of thousands of small nodes for a large manifest.
// The most frequent kinds come from slabs: one allocation serves many
// nodes, which saves the allocator and the garbage collector most of
// their work. Slabs grow geometrically, so small inputs stay small.

// slab hands out zeroed values of one type.
type slab[T any] struct {
	free []T
	next int // size of the next chunk
}

func (s *slab[T]) alloc() *T {
	if len(s.free) == 0 {
		if s.next < 8 {
			s.next = 8
		}
		s.free = make([]T, s.next)
		if s.next < 512 {
			s.next *= 2
		}
	}
	x := &s.free[0]
	s.free = s.free[1:]
	return x
}

// nodeSlabs are the slabs of the most frequent node kinds.
type nodeSlabs struct {
	vars    slab[VariableExpr]
	strs    slab[LiteralString]
	ints    slab[LiteralInteger]
	names   slab[QualifiedName]
	refs    slab[QualifiedReference]
	params  slab[Parameter]
	blocks  slab[BlockExpr]
	texts   slab[TextExpr]
	attrs   slab[AttributeOperation]
	access  slab[AccessExpr]
	assigns slab[AssignmentExpr]
	arith   slab[ArithmeticExpr]
	calls   slab[CallMethodExpr]
	named   slab[NamedAccessExpr]
}

func (p *parser) newVariable(l Loc, name string) *VariableExpr {
	x := p.slabs.vars.alloc()
	x.Loc, x.Name = l, name
	return x
}

func (p *parser) newString(l Loc, v string) *LiteralString {
	x := p.slabs.strs.alloc()
	x.Loc, x.Value = l, v
	return x
}

func (p *parser) newName(l Loc, v string) *QualifiedName {
	x := p.slabs.names.alloc()
	x.Loc, x.Value = l, v
	return x
}

func (p *parser) newRef(l Loc, v string) *QualifiedReference {
	x := p.slabs.refs.alloc()
	x.Loc, x.Value = l, v
	return x
}

// exprList returns a list of the expressions pushed on the scratch stack
// since base, in a slice of its own, and pops them. Lists are collected
// on one stack so each costs a single allocation of the exact size.
func (p *parser) exprList(base int) []Expr {
	n := len(p.scratch) - base
	if n == 0 {
		return nil
	}
	l := make([]Expr, n)
	copy(l, p.scratch[base:])
	clear(p.scratch[base:])
	p.scratch = p.scratch[:base]
	return l
}
