package eval

import (
	"strconv"
	"strings"
	"unsafe"

	"prepl/display"
	"prepl/lang/syntax"
	"prepl/types"
)

// isVariableName reports whether name can be written as $name.
func isVariableName(name string) bool {
	if name == "" || !(name[0] == '_' || name[0] >= 'a' && name[0] <= 'z') {
		return false
	}
	for i := 1; i < len(name); i++ {
		c := name[i]
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// slotValue returns the value of the variable n in the slot the parser
// gave it in s, the scope it is read in, or nil when s has no such slot
// for it, the slot is not assigned yet or holds a parameter not bound
// yet. It is the most frequent read, a parameter or a local of the scope
// itself, and small enough to be inlined where expressions are
// evaluated, which try it before evalVariable.
func (s *Scope) slotValue(n *syntax.VariableExpr) types.Value {
	k := int(n.Binding.Slot) - 1
	if n.Binding.Skip != 0 || uint(k) >= uint(len(s.names)) || !sameName(s.names[k], n.Name) {
		return nil
	}
	v := s.values[k]
	if _, pending := v.(pendingParam); pending {
		return nil
	}
	return v
}

// evalVariable evaluates `$name`.
func (e *Evaluator) evalVariable(n *syntax.VariableExpr, s *Scope) (types.Value, error) {
	var v types.Value
	ok := false
	if b := n.Binding; b != (syntax.Binding{}) {
		v, ok = boundVariable(n.Name, b, s)
	}
	if !ok {
		v, ok = e.lookupVariable(n.Name, s)
	}
	if !ok {
		return e.unknownVariable(n)
	}
	if _, pending := v.(pendingParam); pending {
		return nil, e.pendingError(n.Name, n.Loc)
	}
	return v, nil
}

// sameName reports whether a and b are one copy of a name: the parser
// gives the variables and parameters of a program one copy of each name
// (see syntax.Binding), and comparing the copies costs less than
// comparing the bytes. Names that are not one copy may still be equal.
func sameName(a, b string) bool {
	return len(a) == len(b) && unsafe.StringData(a) == unsafe.StringData(b)
}

// unknownVariable is the value of `$name` when no scope binds name: an
// error, or undef with a warning when unknown variables are allowed.
func (e *Evaluator) unknownVariable(n *syntax.VariableExpr) (types.Value, error) {
	if e.opts.LenientVariables {
		e.warn(n.Loc, "Unknown variable: '"+n.Name+"'.")
		return types.Undef, nil
	}
	return nil, errorf(n.Loc, "Unknown variable: '%s'.", n.Name)
}

// boundVariable reads a variable where the parser found it bound (see
// syntax.Binding), from the local scope s it is read in. The scopes are
// checked to be what the parser saw: a slot must hold that name; when
// they are not, the variable is not found here and the caller searches
// by name. A local not assigned yet is looked for in the scopes around
// its own, as Puppet reads a variable before it is assigned.
func boundVariable(name string, b syntax.Binding, s *Scope) (types.Value, bool) {
	sc := s
	for i := b.Skip; i > 0; i-- {
		if !sc.local() {
			return nil, false
		}
		sc = sc.parent
		if sc == nil {
			return nil, false
		}
	}
	if k := int(b.Slot) - 1; k >= 0 {
		if k >= len(sc.names) || sc.names[k] != name {
			return nil, false
		}
		if v := sc.values[k]; v != nil {
			return v, true
		}
		if sc.parent == nil {
			return nil, false
		}
		return sc.parent.lookup(name)
	}
	return sc.lookup(name)
}

// pendingError is Puppet's error for reading a parameter while the
// default of an earlier one is evaluated.
func (e *Evaluator) pendingError(name string, loc syntax.Loc) error {
	return errorf(loc, "%s: default expression for $%s tries to illegally access not yet evaluated $%s", e.run.defaultingOwner, e.run.defaulting, name)
}

// lookupVariable resolves a variable name from scope s: match variables,
// top-scope (`::x`), class-qualified (`cls::x`) and plain names.
func (e *Evaluator) lookupVariable(name string, s *Scope) (types.Value, bool) {
	if c := name[0]; c >= '0' && c <= '9' {
		idx := int(c - '0')
		if len(name) > 1 {
			var err error
			if idx, err = strconv.Atoi(name); err != nil {
				return nil, false
			}
		}
		if m := s.matchData(); idx < m.groups() {
			return m.group(idx), true
		}
		return types.Undef, true
	}
	if strings.IndexByte(name, ':') < 0 || lastColons(name) < 0 {
		return s.lookup(name)
	}
	name = strings.TrimPrefix(name, "::")
	i := lastColons(name)
	if i < 0 {
		return e.top.getLocal(name)
	}
	return e.catalog.ClassVariable(strings.ToLower(name[:i]), name[i+2:])
}

// lastColons is strings.LastIndex(name, "::"), found from the last colon
// of name: in a qualified variable name that colon ends the "::" before
// the variable's own name.
func lastColons(name string) int {
	if j := strings.LastIndexByte(name, ':'); j > 0 && name[j-1] == ':' {
		return j - 1
	}
	return strings.LastIndex(name, "::")
}

// evalAssignment evaluates `$x = value` and `[$a, $b] = value`.
func (e *Evaluator) evalAssignment(n *syntax.AssignmentExpr, s *Scope) (types.Value, error) {
	if n.Op != syntax.OpAssign {
		return nil, errorf(n.Loc, "The operator '%s' is no longer supported. See http://links.puppet.com/remove-plus-equals", n.Op)
	}
	v, err := e.eval(n.Right, s)
	if err != nil {
		return nil, err
	}
	if t, ok := n.Left.(*syntax.VariableExpr); ok && v != nil && s.assignSlot(t, v) {
		return v, nil
	}
	if err := e.assign(n.Left, v, s, n.Loc); err != nil {
		return nil, err
	}
	return v, nil
}

// assign binds the target (a variable or a list of targets) to v.
func (e *Evaluator) assign(target syntax.Expr, v types.Value, s *Scope, loc syntax.Loc) error {
	switch t := target.(type) {
	case *syntax.VariableExpr:
		return e.setVariable(t, v, s)
	case *syntax.LiteralList:
		return e.multiAssign(t, v, s, loc)
	}
	return errorf(target.Location(), "Illegal attempt to assign to '%s'. Not an assignable reference", target.Location().Text())
}

// assignSlot binds the variable t to v, which is not nil, in the slot
// the parser gave it in s, and reports whether it did. It does not when
// s has no such slot for t, the slot is bound already (which setVariable
// reports) or t is reserved. A slot that holds nil is one of the locals
// of a call's scope (see layOutLocals), which journals nothing. It is the
// most frequent assignment, small enough to be inlined where assignments
// are evaluated.
func (s *Scope) assignSlot(t *syntax.VariableExpr, v types.Value) bool {
	k := int(t.Binding.Slot) - 1
	if t.Binding.Skip != 0 || uint(k) >= uint(len(s.names)) || !sameName(s.names[k], t.Name) ||
		s.values[k] != nil || reservedVariable(t.Name) {
		return false
	}
	s.values[k] = v
	return true
}

// setVariable binds the variable t to v in scope s, refusing to rebind a
// variable within one evaluation: in the slot the parser gave it when s is
// the scope of a call that has that slot for it, else by name. Top-scope
// variables bound by an earlier evaluation may be rebound, which is what
// makes REPL inputs and notebook cells re-runnable.
func (e *Evaluator) setVariable(t *syntax.VariableExpr, v types.Value, s *Scope) error {
	if v == nil {
		v = types.Undef
	}
	if s.assignSlot(t, v) {
		return nil
	}
	name, loc := t.Name, t.Loc
	if c := name[0]; c >= '0' && c <= '9' {
		return errorf(loc, "Illegal attempt to assign to 'a Numeric variable'. Not an assignable reference")
	}
	if strings.Contains(name, "::") {
		return errorf(loc, "Cannot assign to variables in other namespaces")
	}
	if reservedVariable(name) {
		quoted := name
		if s == e.top {
			quoted = "$" + name
		}
		return reservedError(quoted, loc)
	}
	// A program's own variable needs no facts: facts bound later leave
	// it alone.
	if s != e.top {
		i := s.find(name)
		switch {
		case i < 0:
			s.bindNew(name, v)
		case s.values[i] != nil:
			return reassignError(name, loc)
		default:
			// A local's slot not assigned yet (there are slots only in
			// the scopes of calls, which journal nothing).
			s.values[i] = v
		}
		return nil
	}
	_, exists := s.peek(name)
	gen, bound := e.topGen.Get(name)
	if exists && (!bound || gen == e.generation) {
		return reassignError(name, loc)
	}
	s.set(name, v)
	e.topGen.Set(name, e.generation)
	return nil
}

// reservedVariable reports whether name is one of the variables only the
// runtime may set, in any scope: $facts, $trusted and $server_facts.
func reservedVariable(name string) bool {
	return name == "facts" || name == "trusted" || name == "server_facts"
}

// reservedError is Puppet's error for binding a reserved variable.
func reservedError(name string, loc syntax.Loc) error {
	return errorf(loc, "Attempt to assign to a reserved variable name: '%s'", name)
}

// reassignError is Puppet's error for assigning a bound variable again;
// $title and $name are the runtime's own in the scopes that have them.
func reassignError(name string, loc syntax.Loc) error {
	if name == "title" || name == "name" {
		return errorf(loc, "Cannot reassign built in (or already assigned) variable '$%s'", name)
	}
	return errorf(loc, "Cannot reassign variable '$%s'", name)
}

// multiAssign implements `[$a, $b] = value` from an array, a hash or a
// class reference.
func (e *Evaluator) multiAssign(t *syntax.LiteralList, v types.Value, s *Scope, loc syntax.Loc) error {
	switch x := v.(type) {
	case *types.Array:
		if x.Len() != len(t.Values) {
			return errorf(loc, "Mismatched number of assignable entries and values, expected %d, got %d", len(t.Values), x.Len())
		}
		for i, target := range t.Values {
			if err := e.assign(target, x.At(i), s, loc); err != nil {
				return err
			}
		}
		return nil
	case *types.Hash:
		for _, target := range t.Values {
			key, err := hashAssignKey(target)
			if err != nil {
				return err
			}
			val, found := x.Get(key)
			if !found {
				shown := ""
				if str, ok := key.(types.String); ok {
					shown = string(str)
				}
				if _, nested := target.(*syntax.LiteralList); nested {
					shown, _ = display.RubyInspect(key)
				}
				return errorf(loc, "No value for required key '%s' in assignment to variables from hash", shown)
			}
			if err := e.assign(target, val, s, loc); err != nil {
				return err
			}
		}
		return nil
	case *types.ClassType:
		name := strings.ToLower(x.ClassName())
		cls := e.catalog.ClassScope(name)
		if cls == nil || name == "" {
			return errorf(loc, "Resource not found: Class['%s']", name)
		}
		for _, target := range t.Values {
			ve, ok := target.(*syntax.VariableExpr)
			if !ok {
				return errorf(target.Location(), "Only variables can be assigned from a class")
			}
			val, found := cls.Local(ve.Name)
			if !found {
				return errorf(ve.Loc, "No value for required variable '$%s::%s' in assignment to variables from class reference", name, ve.Name)
			}
			if err := e.setVariable(ve, val, s); err != nil {
				return err
			}
		}
		return nil
	}
	// Any other value counts as an array of that one value.
	return e.multiAssign(t, types.ArrayOf(v), s, loc)
}

// hashAssignKey is the key a target of `[...] = {hash}` takes its value
// from, as Puppet looks it up: a variable's name, or for a nested list of
// targets the array of their keys (`[[$b]] = {[b] => {b => 2}}`), whose
// value is then assigned to the nested list in turn.
func hashAssignKey(target syntax.Expr) (types.Value, error) {
	switch x := target.(type) {
	case *syntax.VariableExpr:
		return types.String(x.Name), nil
	case *syntax.LiteralList:
		keys := make([]types.Value, len(x.Values))
		for i, t := range x.Values {
			k, err := hashAssignKey(t)
			if err != nil {
				return nil, err
			}
			keys[i] = k
		}
		return types.NewArray(keys), nil
	}
	return nil, errorf(target.Location(), "Only variables can be assigned from a hash")
}
