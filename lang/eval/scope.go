package eval

import (
	"prepl/lang/eval/compile"
	"prepl/lang/eval/undo"
	"prepl/types"
)

// scopeKind says what created a scope; it decides how far variable and
// match-variable lookups reach.
type scopeKind uint8

const (
	topScope      scopeKind = iota // Class[main]
	nodeScope                      // a node definition's body
	classScope                     // a class body (named: $cls::var)
	defineScope                    // a defined type instance's body
	functionScope                  // a Puppet-language function's body
	lambdaScope                    // a lambda's body (a closure)
)

// Scope holds variables. Lookups walk the parent chain; assignments always
// go to the scope itself. Small scopes keep their variables in slices,
// which is faster than a map for the handful of names a lambda or
// function has.
//
// The scope of a call of a lambda or a function holds its parameters
// and then the variables its body assigns, in the slots the parser gave
// them (see syntax.Binding and layOutLocals): a local's slot holds nil
// until it is assigned, and a variable is not bound in a scope where its
// slot holds nil. A name has one slot at most in a scope.
//
// A scope that outlives an input (the top scope, and the scopes of
// classes, defines and nodes, which the catalog keeps) is tied to the
// evaluator's undo.Log: its bindings and match variables journal their
// own changes. The scopes of calls and lambdas end with them and are
// tied to nothing.
type Scope struct {
	parent *Scope
	kind   scopeKind
	// name is the class name of a class scope ("" for the others).
	name   string
	names  []string
	values []types.Value
	index  map[string]int
	// match holds $0..$n of the last successful match in this scope
	// (none when none was made here).
	match matchData
	// frame links the scope of Class[main], a node, a class or a define
	// instance to its resource in the catalog (nil for other scopes).
	frame *compile.Frame
	// pending binds variables that are costly to compute (the node's
	// facts) the first time a name is missing from the scope.
	pending func()
	// birth ties a persistent scope to the journal of its changes.
	birth undo.Birth
	// closures are lambdas made in this scope that can be given again
	// (see Evaluator.lambda).
	closures []*Lambda
}

const smallScope = 8

// newScope makes a scope under parent.
func newScope(parent *Scope, kind scopeKind, name string) *Scope {
	return &Scope{parent: parent, kind: kind, name: name}
}

// local reports whether s is the scope of a call of a lambda or a
// function.
func (s *Scope) local() bool { return s.kind == lambdaScope || s.kind == functionScope }

// getLocal returns the variable bound in this scope itself, binding the
// scope's pending variables first when name is not bound.
func (s *Scope) getLocal(name string) (types.Value, bool) {
	if v, ok := s.peek(name); ok || s.pending == nil {
		return v, ok
	}
	s.runPending()
	return s.peek(name)
}

// runPending binds the scope's pending variables.
func (s *Scope) runPending() {
	f := s.pending
	s.pending = nil
	f()
}

// peek returns the variable bound in this scope itself, without binding
// pending variables.
func (s *Scope) peek(name string) (types.Value, bool) {
	if s.index == nil {
		for i, n := range s.names {
			if n == name {
				v := s.values[i]
				return v, v != nil
			}
		}
		return nil, false
	}
	if i, ok := s.index[name]; ok {
		v := s.values[i]
		return v, v != nil
	}
	return nil, false
}

// find returns the slot of name in this scope, bound or not, or -1.
func (s *Scope) find(name string) int {
	if s.index != nil {
		if i, ok := s.index[name]; ok {
			return i
		}
		return -1
	}
	for i, n := range s.names {
		if n == name {
			return i
		}
	}
	return -1
}

// lookup finds a variable in this scope or an enclosing one.
func (s *Scope) lookup(name string) (types.Value, bool) {
	for sc := s; sc != nil; sc = sc.parent {
		if v, ok := sc.getLocal(name); ok {
			return v, true
		}
	}
	return nil, false
}

// newPersistentScope makes a scope under parent that journals its
// changes in log.
func newPersistentScope(parent *Scope, kind scopeKind, name string, log *undo.Log) *Scope {
	s := newScope(parent, kind, name)
	s.birth = log.Birth()
	return s
}

// journalBinding records how to undo a change of name's binding.
func (s *Scope) journalBinding(name string) {
	old, existed := s.peek(name)
	s.birth.Record(func() {
		if existed {
			s.set(name, old)
		} else {
			s.remove(name)
		}
	})
}

// setMatch sets the match variables of this scope.
func (s *Scope) setMatch(m matchData) {
	if s.birth.Tracks() {
		old := s.match
		s.birth.Record(func() { s.match = old })
	}
	s.match = m
}

// set binds name in this scope (the caller has checked reassignment).
func (s *Scope) set(name string, v types.Value) {
	if s.birth.Tracks() {
		s.journalBinding(name)
	}
	if s.index != nil {
		if i, ok := s.index[name]; ok {
			s.values[i] = v
			return
		}
	} else {
		for i, n := range s.names {
			if n == name {
				s.values[i] = v
				return
			}
		}
	}
	s.add(name, v)
}

// bindNew binds name, which is not bound in this scope, without looking
// for it again.
func (s *Scope) bindNew(name string, v types.Value) {
	if s.birth.Tracks() {
		s.journalBinding(name)
	}
	s.add(name, v)
}

// layOutLocals gives the variables the body of a call assigns (the
// callable's Locals) their slots after those of its nparams parameters,
// which are bound in this scope. When binding the parameters made other
// slots than the parser saw (a name repeated), the locals are left to be
// bound by name.
func (s *Scope) layOutLocals(nparams int, locals []string) {
	if len(locals) > 0 && len(s.names) == nparams && s.index == nil {
		s.addSlots(locals)
	}
}

// addSlots appends the slots of locals, none bound yet.
func (s *Scope) addSlots(locals []string) {
	nparams := len(s.names)
	n := nparams + len(locals)
	if n > cap(s.names) || n > cap(s.values) {
		s.names = append(s.names, locals...)
		s.values = append(s.values, make([]types.Value, len(locals))...)
		return
	}
	// Within the room of a call's scope the slots are filled one by
	// one, which costs less than the runtime's copy and clear for the
	// few a body has.
	names, values := s.names[:n], s.values[:n]
	for i, name := range locals {
		names[nparams+i] = name
		values[nparams+i] = nil
	}
	s.names, s.values = names, values
}

// add appends the binding of name, which is not bound in this scope.
func (s *Scope) add(name string, v types.Value) {
	if s.index != nil {
		s.index[name] = len(s.names)
	} else if len(s.names) >= smallScope {
		s.index = make(map[string]int, 2*smallScope)
		for i, n := range s.names {
			s.index[n] = i
		}
		s.index[name] = len(s.names)
	}
	s.names = append(s.names, name)
	s.values = append(s.values, v)
}

// remove unbinds name from this scope.
func (s *Scope) remove(name string) {
	i := s.find(name)
	if i < 0 {
		return
	}
	if s.birth.Tracks() {
		s.journalBinding(name)
	}
	s.names = append(s.names[:i:i], s.names[i+1:]...)
	s.values = append(s.values[:i:i], s.values[i+1:]...)
	if s.index != nil {
		s.index = make(map[string]int, len(s.names))
		for j, n := range s.names {
			s.index[n] = j
		}
	}
}

// each calls f for every variable bound in this scope, in binding order.
func (s *Scope) each(f func(name string, v types.Value)) {
	if s.pending != nil {
		s.runPending()
	}
	for i, n := range s.names {
		if v := s.values[i]; v != nil {
			f(n, v)
		}
	}
}

// matchData returns the match variables visible from s: those of the
// nearest scope with a match, looking through enclosing scopes (a lambda
// sees its creator's matches; a class, define or node body sees the
// current matches of its parent scope) but not beyond a function's scope.
func (s *Scope) matchData() matchData {
	for sc := s; sc != nil; sc = sc.parent {
		if sc.match.made() {
			return sc.match
		}
		if sc.kind == functionScope {
			return matchData{}
		}
	}
	return matchData{}
}

// matchData is a successful match: the string matched and the byte
// offsets of the match and its groups. The values of $0..$n are made
// when they are read, as most matches are only tested.
type matchData struct {
	str     string
	offsets []int
}

// made reports whether there is a match.
func (m matchData) made() bool { return m.offsets != nil }

// groups is the number of match variables, $0 included.
func (m matchData) groups() int { return len(m.offsets) / 2 }

// group returns $i: the text of group i, or undef for a group that did
// not take part.
func (m matchData) group(i int) types.Value {
	if m.offsets[2*i] < 0 {
		return types.Undef
	}
	return types.String(m.str[m.offsets[2*i]:m.offsets[2*i+1]])
}
