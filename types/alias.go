package types

import "fmt"

// TypeAlias is a named type (`type Name = Definition`). The definition
// is resolved lazily, on first use, because it may refer to the alias
// itself or to aliases defined later (recursive and mutually recursive
// aliases). An alias is equal to the type it stands for; it prints as
// "Name = Definition" on its own and as its name inside other types.
type TypeAlias struct {
	name      string
	resolveFn func() (Type, error)
	state     aliasState
	resolvedT Type
	err       error
	// selfRecursion: the definition refers back to the alias.
	selfRecursion bool
	// builtin aliases (Data, RichData, ...) print by name only.
	builtin bool
}

type aliasState uint8

const (
	aliasUnresolved aliasState = iota
	aliasResolving
	aliasResolved
	aliasFailed
)

// TypeReferenceType stands for a type that has not been (or could not
// be) resolved. Nothing is an instance of it.
type TypeReferenceType struct {
	text string
}

// unresolvedReference is what an alias stands for while it is being
// resolved, and after its resolution failed.
var unresolvedReference = &TypeReferenceType{text: "UnresolvedReference"}

// NewTypeAlias returns the alias name for the type resolve produces. resolve
// is called once, on the first use of the alias (or by Resolve); it may
// use the alias itself.
func NewTypeAlias(name string, resolve func() (Type, error)) *TypeAlias {
	return &TypeAlias{name: name, resolveFn: resolve}
}

// Kind implements Value.
func (*TypeAlias) Kind() Kind { return KType }

// Name returns the alias name.
func (a *TypeAlias) Name() string { return a.name }

// String returns "Name = Definition" (just the name for built-in aliases
// such as Data).
func (a *TypeAlias) String() string { return expandedString(a) }

// Resolve resolves the definition if that has not happened yet and
// returns the error that resolving gave (for example "Type alias 'A'
// cannot be resolved to a real type"). It is safe to call repeatedly and
// from within the resolve function of another alias; while the alias is
// being resolved it returns nil.
func (a *TypeAlias) Resolve() error {
	a.resolve()
	return a.err
}

// ResolvedType returns the type the alias stands for (after resolving
// it). A failed resolution gives a type nothing is an instance of.
func (a *TypeAlias) ResolvedType() Type { return a.resolved() }

func (a *TypeAlias) resolved() Type {
	if a.state == aliasUnresolved {
		a.resolve()
	}
	if a.state == aliasResolved {
		return a.resolvedT
	}
	return unresolvedReference
}

func (a *TypeAlias) selfRecursive() bool {
	if a.state == aliasUnresolved {
		a.resolve()
	}
	return a.selfRecursion
}

func (a *TypeAlias) resolve() {
	if a.state != aliasUnresolved {
		return
	}
	a.state = aliasResolving
	a.selfRecursion = true
	t, err := a.resolveFn()
	if err == nil && t == nil {
		err = fmt.Errorf("Type alias '%s' cannot be resolved to a real type", a.name)
	}
	if err != nil {
		a.fail(err)
		return
	}
	// Definitions written in Puppet are normalized; the built-in ones
	// (Data, RichData) are kept as written, as Puppet does.
	if !a.builtin {
		t = normalize(t, nil)
	}
	// `type Point = Object[{...}]` defines the Object type Point.
	if ot, ok := t.(*ObjectType); ok && ot.name == "" && ot != objectType {
		ot.name = a.name
	}
	// `type S = TypeSet[{...}]` defines the type set S.
	if ts, ok := t.(*TypeSetType); ok && ts != typeSetType {
		t = ts.Named(a.name, RuntimeNameAuthority)
	}
	a.resolvedT = t
	a.state = aliasResolved
	g := &guard{}
	other := false
	visitTypes(a, g, func(x Type) {
		switch x.(type) {
		case *TypeAlias, *VariantType:
		default:
			other = true
		}
	})
	if !other {
		a.fail(fmt.Errorf("Type alias '%s' cannot be resolved to a real type", a.name))
		return
	}
	a.selfRecursion = g.isRecursiveThis(a)
	if a.selfRecursion {
		visitTypes(a, &guard{}, func(x Type) {
			if b, ok := x.(*TypeAlias); ok {
				b.setSelfRecursionStatus()
			}
		})
		a.whenSelfRecursionDetected()
	}
}

func (a *TypeAlias) fail(err error) {
	a.state = aliasFailed
	a.err = err
	a.resolvedT = nil
	a.selfRecursion = false
}

// setSelfRecursionStatus re-examines an alias once another alias it
// refers to has been resolved.
func (a *TypeAlias) setSelfRecursionStatus() {
	if a.selfRecursion || a.state != aliasResolved {
		return
	}
	a.selfRecursion = true
	g := &guard{}
	visitTypes(a, g, func(Type) {})
	a.selfRecursion = g.isRecursiveThis(a)
	if a.selfRecursion {
		a.whenSelfRecursionDetected()
	}
}

// whenSelfRecursionDetected drops the members of a Variant definition
// that are the alias itself or consist of nothing but aliases and
// variants (type X = Variant[X, Integer] is Integer).
func (a *TypeAlias) whenSelfRecursionDetected() {
	v, ok := a.resolvedT.(*VariantType)
	if !ok {
		return
	}
	var real []Type
	for _, t := range v.types {
		if t == Type(a) {
			continue
		}
		other := false
		visitTypes(t, &guard{}, func(x Type) {
			switch x.(type) {
			case *TypeAlias, *VariantType:
			default:
				other = true
			}
		})
		if other {
			real = append(real, t)
		}
	}
	if len(real) == len(v.types) {
		return
	}
	a.resolvedT = NewVariantType(real...)
	g := &guard{}
	visitTypes(a, g, func(Type) {})
	a.selfRecursion = g.isRecursiveThis(a)
}

func (a *TypeAlias) isInstance(v Value, g *guard) bool {
	switch rt := a.resolved(); {
	case !a.selfRecursion:
		return rt.isInstance(v, g)
	case a == dataAlias && g.idle():
		return isData(v, g)
	}
	return a.reallyInstance(v, g) == 1
}

func (a *TypeAlias) reallyInstance(v Value, g *guard) int {
	rt := a.resolved()
	// Puppet checks a value against every self-recursive alias under a
	// recursion guard whose state, once a value is met again, stays set
	// for the rest of the check: type T1 = Variant[Integer, T2] with
	// T2 = Array[T1] rejects [1]. A built-in alias (Data, RichData)
	// cannot meet a value again on its own, so a check that starts with
	// one goes without the guard.
	if !a.selfRecursion || a.builtin && g.idle() {
		return reallyInstance(rt, v, g)
	}
	g, fresh := g.acquire()
	r := g.withThatInt(identity(v), func(int) int {
		return g.withThisInt(a, func(state int) int {
			if state == recursionInBoth {
				return 0
			}
			return reallyInstance(rt, v, g)
		})
	})
	if fresh {
		g.release()
	}
	return r
}

func (a *TypeAlias) accepts(o Type, g *guard) bool { return assignable(a.resolved(), o, g) }

// eql: aliases are the same when their names are.
func (a *TypeAlias) eql(o Type) bool {
	b, ok := o.(*TypeAlias)
	return ok && a.name == b.name
}

func (a *TypeAlias) format(f *formatter) {
	if f.key {
		f.str("&" + a.name)
		return
	}
	if name, ok := f.typeSet.memberName(a); ok {
		// A type set's own member prints as its definition where the
		// formatter expands, else by the name the set knows it by.
		if !f.expanded {
			f.str(name)
			return
		}
		if !a.selfRecursive() {
			f.typ(a.resolved())
			return
		}
		f.g = f.g.ensure()
		f.g.withThis(a, func(state int) bool {
			if state&recursionInThis == 0 {
				f.typ(a.resolved())
			} else {
				f.str(name)
			}
			return true
		})
		return
	}
	if !f.expanded || a.builtin {
		f.str(a.name)
		return
	}
	if ot, ok := a.resolved().(*ObjectType); ok && ot.name == a.name {
		// The alias is the Object type it names.
		f.typ(ot)
		return
	}
	if ts, ok := a.resolved().(*TypeSetType); ok && ts.name.s == a.name {
		// The alias is the type set it names.
		f.typ(ts)
		return
	}
	if a.selfRecursive() {
		f.g = f.g.ensure()
		f.g.withThis(a, func(state int) bool {
			f.str(a.name)
			if state&recursionInThis == 0 {
				f.str(" = ")
				f.typ(a.resolved())
			}
			return true
		})
		return
	}
	f.str(a.name)
	f.str(" = ")
	f.typ(a.resolved())
}

// guarded runs fn unless the alias is already being examined by g (for
// self-recursive aliases); otherwise it returns dflt.
func (a *TypeAlias) guarded(g *guard, dflt bool, fn func(*guard) bool) bool {
	if !a.selfRecursive() {
		return fn(g)
	}
	g = g.ensure()
	return g.withThis(a, func(state int) bool {
		if state&recursionInThis == 0 {
			return fn(g)
		}
		return dflt
	})
}

func (a *TypeAlias) kindOfCallable(optional bool, g *guard) bool {
	return a.guarded(g, false, func(g *guard) bool { return kindOfCallable(a.resolved(), optional, g) })
}

func (a *TypeAlias) isIterable(g *guard) bool {
	return a.guarded(g, false, func(g *guard) bool { return isIterableType(a.resolved(), g) })
}

func (a *TypeAlias) iterableType(g *guard) Type {
	var r Type
	a.guarded(g, false, func(g *guard) bool { r = iterableTypeOf(a.resolved(), g); return true })
	return r
}

// Kind implements Value.
func (*TypeReferenceType) Kind() Kind { return KType }

// Name implements Type.
func (*TypeReferenceType) Name() string { return "TypeReference" }

// String implements Type.
func (t *TypeReferenceType) String() string { return typeString(t) }

func (t *TypeReferenceType) isInstance(Value, *guard) bool { return false }

func (t *TypeReferenceType) accepts(o Type, _ *guard) bool { return t.eql(o) }

func (t *TypeReferenceType) eql(o Type) bool {
	ot, ok := o.(*TypeReferenceType)
	return ok && t.text == ot.text
}

func (t *TypeReferenceType) format(f *formatter) {
	if _, ok := f.typeSet.Member(t.text); ok && f.typeSet != nil {
		// A reference to a sibling inside a type set's definition.
		f.str(t.text)
		return
	}
	f.params("TypeReference", func() { f.quote(t.text) })
}
