package syntax

// Binding is what the source tells of where a variable read or assigned
// in the body of a lambda or a function is bound, so that the evaluator
// can go to that scope and slot instead of searching by name every local
// scope around it. The local scopes of a variable are those of the calls
// of the lambdas it is written in, innermost first, and of the function
// whose body holds them; each binds its parameters, in their order, and
// the variables assigned in its own body (not in the lambdas within it),
// which take the slots after the parameters' in the order of the
// callable's Locals. The zero Binding tells nothing.
type Binding struct {
	// Skip is how many of the local scopes around the variable do not
	// bind the name.
	Skip int32
	// Slot is 1 + the index of the slot of the next scope that holds
	// the name: a parameter's, or a local's after the parameters; 0 when
	// the name has none there (the search by name goes on from that
	// scope).
	Slot int32
}

// ResourceBodyVariables are the variables the scope of the body of a
// class or a defined type instance binds first, in this order, before
// the parameters: their slots and the parameters' follow from that
// order. The parser gives a variable read in such a body the slot of
// one of these or of a parameter, and finds the others by name.
var ResourceBodyVariables = [...]string{"title", "name", "module_name", "caller_module_name"}

// bindingLevel is one local scope while bindings are worked out.
type bindingLevel struct {
	// fixed are the names bound before the parameters (those of
	// ResourceBodyVariables for the body of a class or a defined type,
	// none for a lambda or a function); the search by name goes no
	// further out than such a body.
	fixed  []string
	params []*Parameter
	// assigned maps the names assigned in the scope, parameters aside,
	// to 1 + their slot: 0 for a name only the parameters' defaults
	// assign, which has no slot.
	assigned map[string]int32
}

// binder works out the bindings of the variables of a program.
type binder struct {
	levels []bindingLevel
	// names holds one copy of each variable name of the program.
	names map[string]string
}

// bindVariables sets the Binding of every variable read in the bodies of
// the program's lambdas and functions, and makes every variable and
// parameter of one name share one copy of it: scopes find variables by
// comparing names, and two strings at the same address compare without
// reading their bytes.
func bindVariables(prog *Program) {
	b := &binder{names: map[string]string{}}
	b.walk(prog)
}

// intern returns the program's copy of name.
func (b *binder) intern(name string) string {
	if c, ok := b.names[name]; ok {
		return c
	}
	b.names[name] = name
	return name
}

func (b *binder) walk(n Node) {
	switch x := n.(type) {
	case *VariableExpr:
		x.Name = b.intern(x.Name)
		x.Binding = b.bind(x.Name)
		return
	case *Parameter:
		x.Name = b.intern(x.Name)
	case *LambdaExpr:
		// The types of a lambda are evaluated where it is written.
		x.Locals = b.walkCallable(x.Params, x.ReturnType, x.Body)
		b.levels = b.levels[:len(b.levels)-1]
		return
	case *FunctionDefinition:
		// A function's types are evaluated in a scope its caller decides,
		// and its body in a scope of its own under the top scope.
		saved := b.levels
		b.levels = nil
		x.Locals = b.walkCallable(x.Params, x.ReturnType, x.Body)
		b.levels = saved
		return
	case *HostClassDefinition:
		b.walkResourceBody(n, x.Params, x.Body)
		return
	case *ResourceTypeDefinition:
		b.walkResourceBody(n, x.Params, x.Body)
		return
	case *NodeDefinition, *EppExpr, *TypeDefinition:
		// These bodies run in scopes that bind more than their
		// parameters: what is read there is found by name.
		saved := b.levels
		b.levels = nil
		eachChild(n, b.walk)
		b.levels = saved
		return
	}
	eachChild(n, b.walk)
}

// walkResourceBody binds what the definition n of a class or a defined
// type holds in a level of its own: its body's scope binds
// ResourceBodyVariables and then its parameters in slots, and the
// variables the body assigns and the metaparameters it is given by name.
func (b *binder) walkResourceBody(n Node, params []*Parameter, body *BlockExpr) {
	saved := b.levels
	b.levels = nil
	b.enter(ResourceBodyVariables[:], params, body)
	eachChild(n, b.walk)
	b.levels = saved
}

// walkCallable binds a lambda's or function's parameter and return types
// where the current levels say, then enters a level for its parameters and
// binds its body there; the caller leaves that level. It returns the
// locals of the body (see LambdaExpr.Locals).
func (b *binder) walkCallable(params []*Parameter, ret Expr, body *BlockExpr) []string {
	for _, p := range params {
		p.Name = b.intern(p.Name)
		if p.Type != nil {
			b.walk(p.Type)
		}
	}
	if ret != nil {
		b.walk(ret)
	}
	locals := b.enter(nil, params, body)
	b.walkBody(params, body)
	return locals
}

// walkBody walks the defaults and the body of a lambda or a function,
// which are evaluated in its own scope.
func (b *binder) walkBody(params []*Parameter, body *BlockExpr) {
	for _, p := range params {
		if p.Value != nil {
			b.walk(p.Value)
		}
	}
	if body != nil {
		b.walk(body)
	}
}

// enter starts the scope of a lambda, a function or, with the names it
// binds first as fixed, the body of a class or a defined type: its
// parameters and the names its own body (defaults included) assigns. It
// returns the names the body of a lambda or a function assigns that are
// not parameters, which get slots in that order (the body of a class or
// a defined type binds them by name).
func (b *binder) enter(fixed []string, params []*Parameter, body *BlockExpr) []string {
	lv := bindingLevel{fixed: fixed, params: params}
	var locals []string
	inBody := false
	note := func(name string) {
		if lv.assigned == nil {
			lv.assigned = map[string]int32{}
		}
		slot, seen := lv.assigned[name]
		if !inBody || slot > 0 || !plainVariable(name) || fixed != nil {
			if !seen {
				lv.assigned[name] = 0
			}
			return
		}
		for _, p := range params {
			if p.Name == name {
				return
			}
		}
		locals = append(locals, b.intern(name))
		lv.assigned[name] = int32(len(params) + len(locals))
	}
	var collect func(n Node)
	collect = func(n Node) {
		switch x := n.(type) {
		case *LambdaExpr, *FunctionDefinition, *HostClassDefinition, *ResourceTypeDefinition,
			*NodeDefinition, *EppExpr, *TypeDefinition:
			// Scopes of their own; a lambda's defaults and types cannot
			// assign in this scope either (assignments there are errors
			// at run time, found by name).
			if l, ok := x.(*LambdaExpr); ok {
				for _, p := range l.Params {
					if p.Type != nil {
						collect(p.Type)
					}
				}
				if l.ReturnType != nil {
					collect(l.ReturnType)
				}
			}
			return
		case *AssignmentExpr:
			assignedNames(x.Left, note)
		}
		eachChild(n, collect)
	}
	for _, p := range params {
		if p.Value != nil {
			collect(p.Value)
		}
	}
	inBody = true
	if body != nil {
		collect(body)
	}
	b.levels = append(b.levels, lv)
	return locals
}

// assignedNames calls f with each variable an assignment's target names.
func assignedNames(target Expr, f func(string)) {
	switch t := target.(type) {
	case *VariableExpr:
		f(t.Name)
	case *LiteralList:
		for _, v := range t.Values {
			assignedNames(v, f)
		}
	case *ParenExpr:
		assignedNames(t.Expr, f)
	}
}

// bind works out the binding of a read of name in the current scopes.
func (b *binder) bind(name string) Binding {
	if !plainVariable(name) {
		return Binding{}
	}
	var skip int32
	for i := len(b.levels) - 1; i >= 0; i-- {
		lv := &b.levels[i]
		for k, f := range lv.fixed {
			if f == name {
				return Binding{Skip: skip, Slot: int32(k) + 1}
			}
		}
		for k, p := range lv.params {
			if p.Name == name {
				return Binding{Skip: skip, Slot: int32(len(lv.fixed)+k) + 1}
			}
		}
		if slot, ok := lv.assigned[name]; ok || lv.fixed != nil {
			return Binding{Skip: skip, Slot: slot}
		}
		skip++
	}
	return Binding{Skip: skip}
}

// plainVariable reports whether name is a local name: not qualified and
// not a match variable.
func plainVariable(name string) bool {
	if name == "" || name[0] >= '0' && name[0] <= '9' {
		return false
	}
	for i := 0; i < len(name); i++ {
		if name[i] == ':' {
			return false
		}
	}
	return true
}
