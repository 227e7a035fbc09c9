package eval

import (
	"prepl/lang/facts"
	"prepl/types"
)

// initTopScope binds the variables Puppet provides in Class[main]. The
// node's facts (as $facts and as top-scope variables), $trusted and the
// $settings:: variables wait until something needs them, since this
// machine's facts take Facter a second to gather: the top scope and the
// settings scope bind them on their first miss.
func (e *Evaluator) initTopScope() {
	e.top.set("name", types.String("main"))
	e.top.set("title", types.String("main"))
	e.top.set("module_name", types.String(""))
	// Puppet answers $caller_module_name with undef wherever it is not set.
	e.top.set("caller_module_name", types.Undef)
	e.top.set("environment", types.String(e.environmentName()))
	e.top.set("server_facts", facts.ServerFacts(e.environmentName()))
	e.top.pending = e.ensureFacts
	e.catalog.ClassScope("settings").(*Scope).pending = e.ensureFacts
}

// ensureFacts binds the node's facts unless they are bound already.
func (e *Evaluator) ensureFacts() {
	if e.facts != nil {
		return
	}
	raw := e.opts.Facts
	if raw == nil && e.opts.FactsFunc != nil {
		raw = e.opts.FactsFunc()
	}
	if raw == nil {
		raw = types.EmptyHash
	}
	e.bindFacts(raw)
}

// bindFacts makes raw the node's facts: $facts (with the facts Puppet
// adds), a top-scope variable for each fact that code has not bound
// itself, $trusted and the $settings:: variables, which depend on the
// node's name. Variables of the previous facts that code has not rebound
// go. The facts belong to no input: bound while one runs, they stay
// when it fails.
func (e *Evaluator) bindFacts(raw *types.Hash) {
	e.run.changes.Outside(func() { e.bindFactsNow(raw) })
}

// bindFactsNow is bindFacts, outside any input's journaling.
func (e *Evaluator) bindFactsNow(raw *types.Hash) {
	e.top.pending = nil
	settings := e.catalog.ClassScope("settings").(*Scope)
	settings.pending = nil
	if e.facts != nil {
		for _, en := range e.facts.Entries() {
			if k, ok := en.Key.(types.String); ok {
				if gen, bound := e.topGen.Get(string(k)); bound && gen == 0 {
					e.top.remove(string(k))
					e.topGen.Delete(string(k))
				}
			}
		}
	}
	e.rawFacts = raw
	certname := e.certname()
	all := facts.WithPuppetFacts(raw, certname)
	e.facts = all
	e.bindFactVariables()
	e.top.set("facts", all)
	e.top.set("trusted", facts.Trusted(certname))
	values := facts.Settings(certname, !e.opts.LenientVariables, e.settingsEnvironment())
	for _, en := range values.Entries() {
		settings.set(string(en.Key.(types.String)), en.Value)
	}
	settings.set("all_local", values)
}

// bindFactVariables binds a top-scope variable for each fact that no
// variable of the program hides.
func (e *Evaluator) bindFactVariables() {
	if e.facts == nil {
		return
	}
	for _, en := range e.facts.Entries() {
		if k, ok := en.Key.(types.String); ok && isVariableName(string(k)) && !facts.ReservedTopName(string(k)) {
			if _, exists := e.top.peek(string(k)); !exists {
				e.top.set(string(k), en.Value)
				// A fact variable counts as bound before the first input,
				// so a program may assign a variable that happens to share
				// a fact's name ($facts keeps the fact).
				e.topGen.Set(string(k), 0)
			}
		}
	}
}

// settingsEnvironment describes the environment to the settings.
func (e *Evaluator) settingsEnvironment() facts.Environment {
	fe := facts.Environment{Name: e.environmentName()}
	if env := e.opts.Environment; env != nil {
		fe.Dir, fe.ModulePath, fe.Manifest = env.Dir, env.ModulePath, env.Manifest
	}
	return fe
}

// nodeName is the name node definitions match and the catalog is named
// after: the NodeName option, else the node's fqdn fact, else the host
// name of this machine.
func (e *Evaluator) nodeName() string {
	if e.opts.NodeName == "" {
		e.ensureFacts()
	}
	return e.certname()
}

// certname is nodeName for facts already bound.
func (e *Evaluator) certname() string { return facts.Certname(e.opts.NodeName, e.rawFacts) }

// SetFacts makes facts the node's facts for later evaluations, in place
// of the Facts option.
func (e *Evaluator) SetFacts(h *types.Hash) {
	e.opts.Facts, e.opts.FactsFunc = h, nil
	e.bindFacts(h)
}

// Facts returns the node's facts as $facts holds them.
func (e *Evaluator) Facts() *types.Hash {
	e.ensureFacts()
	return e.facts
}

// ProvidedVariable reports whether a top-scope variable is the runtime's
// rather than the program's: $facts, $trusted, a fact no input has
// rebound, ...
func (e *Evaluator) ProvidedVariable(name string) bool {
	if gen, bound := e.topGen.Get(name); bound {
		return gen == 0
	}
	_, ok := e.top.peek(name)
	return ok
}

// SetNodeName changes the node name: later inputs match node definitions
// against it, and $trusted, the clientcert fact and $settings::certname
// name it from now on.
func (e *Evaluator) SetNodeName(name string) {
	e.opts.NodeName = name
	if e.facts != nil {
		e.bindFacts(e.rawFacts)
	}
}

// NodeName returns the node name in effect: the one given, else the
// node's fqdn fact, else this machine's host name.
func (e *Evaluator) NodeName() string { return e.nodeName() }

// environmentName is the name of the environment the session compiles
// in: the environment's, or Puppet's default "production".
func (e *Evaluator) environmentName() string {
	if e.opts.Environment != nil {
		return e.opts.Environment.Name
	}
	return "production"
}
