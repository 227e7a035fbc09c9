package eval

import (
	"strings"

	"prepl/lang/env"
	"prepl/lang/eval/undo"
	"prepl/lang/syntax"
	"prepl/types"
)

// Autoloading: what code names but the session has not defined is looked
// for in the modules of the environment, as Puppet's loaders do, when it
// is first referred to. Classes and defines come from a module's
// manifests/ (a::b::c from manifests/b/c.pp, then manifests/b.pp, then
// init.pp), functions from functions/ and type aliases from types/.
// Functions and resource types written in Ruby come through the
// evaluator's Extension instead. Loaded definitions join the session's
// definitions through the running evaluation's journal, so an input that
// fails leaves nothing of what it loaded; a later input loads the files
// again. A file that changes on disk is unloaded (forgetChangedFiles).

// Environment returns the environment the evaluator loads modules from
// (nil for none).
func (e *Evaluator) Environment() *env.Environment { return e.opts.Environment }

// loader is the autoloading state of an evaluator.
type loader struct {
	// loaded holds the module files imported into the session, by path.
	loaded undo.Map[string, *loadedFile]
	// modules maps the source of each imported file to its module's name.
	modules undo.Map[*syntax.Source, string]
}

// loadedFile is a module file imported into the session: the parse its
// definitions came from, and the type aliases it made.
type loadedFile struct {
	prog    *syntax.Program
	aliases map[string]*types.TypeAlias
}

func (e *Evaluator) initLoader() {
	e.load = loader{
		loaded:  undo.NewMap[string, *loadedFile](&e.run.changes),
		modules: undo.NewMap[*syntax.Source, string](&e.run.changes),
	}
}

// forgetChangedFiles unloads the module files that changed on disk (or
// went) since they were imported: the definitions they made and that
// the session still holds are removed, so that the next reference loads
// the file afresh. It runs at the start of each evaluation, within its
// journal.
func (e *Evaluator) forgetChangedFiles() {
	if e.load.loaded.Len() == 0 {
		return
	}
	for path, lf := range e.load.loaded.All() {
		if prog, err := e.opts.Environment.Parse(path, false); err == nil && prog == lf.prog {
			continue
		}
		e.unload(path, lf)
	}
}

// unload removes what a module file defined, unless redefined since.
func (e *Evaluator) unload(path string, lf *loadedFile) {
	e.load.loaded.Delete(path)
	c := e.catalog
	var walk func(b *syntax.BlockExpr)
	walk = func(b *syntax.BlockExpr) {
		if b == nil {
			return
		}
		for _, st := range b.Statements {
			switch d := st.(type) {
			case *syntax.HostClassDefinition:
				c.ForgetClass(d)
				walk(d.Body)
			case *syntax.ResourceTypeDefinition:
				c.ForgetDefine(d)
			case *syntax.FunctionDefinition:
				key := classKey(d.Name)
				if fn := e.functions.At(key); fn != nil && fn.def == d {
					unset(&e.functions, key, fn)
					e.functionsChanged()
				}
			}
		}
	}
	walk(lf.prog.Body)
	for key, a := range lf.aliases {
		unset(&e.aliases, key, a)
	}
	if len(lf.aliases) > 0 {
		// Types resolved from the names these aliases had are stale.
		e.typesEpoch.Bump()
	}
}

// unset deletes key from m if it still is v.
func unset[V comparable](m *undo.Map[string, V], key string, v V) {
	if old, ok := m.Get(key); ok && old == v {
		m.Delete(key)
	}
}

// importFile imports a module manifest: all its definitions join the
// session. A file is imported once (until it changes). check, when not
// nil, is what the kind of file requires beyond Puppet's rules for module
// manifests (one definition in a file of functions/ or types/).
func (e *Evaluator) importFile(mf env.ManifestFile, check func(*syntax.Program) error) error {
	if e.load.loaded.At(mf.Path) != nil {
		return nil
	}
	prog, err := e.opts.Environment.Parse(mf.Path, false)
	if err != nil {
		return err
	}
	if err := syntax.CheckModuleFile(prog, mf.Namespace); err != nil {
		return err
	}
	if check != nil {
		if err := check(prog); err != nil {
			return err
		}
	}
	lf := &loadedFile{prog: prog, aliases: map[string]*types.TypeAlias{}}
	e.load.loaded.Set(mf.Path, lf)
	if mf.Module != nil {
		e.load.modules.Set(prog.Loc.Src, mf.Module.Name)
	}
	for _, w := range prog.Warnings {
		e.log(LogWarning, w.Error())
	}
	if err := e.definePass(prog.Body); err != nil {
		return err
	}
	for _, st := range prog.Body.Statements { // Parse always makes a Body
		if a, ok := st.(*syntax.TypeAlias); ok {
			key := classKey(a.Name)
			lf.aliases[key] = e.aliases.At(key)
		}
	}
	return nil
}

// moduleOf returns the name of the module a definition was loaded from
// ("" for one made outside modules).
func (e *Evaluator) moduleOf(loc syntax.Loc) string {
	return e.load.modules.At(loc.Src)
}

// autoloadDefinition imports the module manifests that may define the
// class or define key until found reports it defined.
func (e *Evaluator) autoloadDefinition(key string, found func() bool) error {
	if e.opts.Environment == nil || key == "" {
		return nil
	}
	for _, mf := range e.opts.Environment.ManifestFiles(key) {
		if err := e.importFile(mf, nil); err != nil {
			return err
		}
		if found() {
			return nil
		}
	}
	return nil
}

// autoloadFunction loads a Puppet-language function from the
// environment; it returns nil when the environment has none of the name.
func (e *Evaluator) autoloadFunction(name string) (*Function, error) {
	key := lowerName(strings.TrimPrefix(name, "::"))
	env := e.opts.Environment
	if env == nil {
		return nil, nil
	}
	mf, ok := env.FunctionFile(key)
	if !ok {
		return nil, nil
	}
	err := e.importFile(mf, func(prog *syntax.Program) error {
		return onlyDefinition(prog, mf.Path, "function", key)
	})
	if err != nil {
		return nil, err
	}
	return e.functions.At(key), nil
}

// findFunction returns the function a call names, loading it when
// needed; an unknown function is Puppet's error at loc.
func (e *Evaluator) findFunction(name string, loc syntax.Loc) (*Function, error) {
	if fn, ok := e.lookupFunction(name); ok {
		return fn, nil
	}
	fn, err := e.autoloadFunction(name)
	if err != nil {
		return nil, located(err, loc)
	}
	if fn == nil {
		return nil, errorf(loc, "Unknown function: '%s'.", name)
	}
	return fn, nil
}

// autoloadAlias loads the type alias of that name (lower case) from the
// environment's types/ directories.
func (e *Evaluator) autoloadAlias(key string) error {
	env := e.opts.Environment
	if env == nil {
		return nil
	}
	mf, ok := env.TypeFile(key)
	if !ok {
		return nil
	}
	return e.importFile(mf, func(prog *syntax.Program) error {
		if err := onlyDefinition(prog, mf.Path, "type", key); err != nil {
			return err
		}
		if a, ok := prog.Body.Statements[0].(*syntax.TypeAlias); ok && lowerName(strings.TrimPrefix(a.Name, "::")) != key {
			return errorf(syntax.Loc{}, "The code loaded from %s produced type with the wrong name, expected '%s', actual '%s'", mf.Path, key, a.Name)
		}
		return nil
	})
}

// onlyDefinition checks that a file of functions/ or types/ defines the
// one entity its path names and nothing else.
func onlyDefinition(prog *syntax.Program, path, kind, key string) error {
	if prog.Body == nil || len(prog.Body.Statements) == 0 {
		return errorf(syntax.Loc{}, "The code loaded from %s does not define the %s '%s' - it is empty.", path, kind, key)
	}
	if len(prog.Body.Statements) > 1 {
		return errorf(syntax.Loc{}, "The code loaded from %s must contain only the %s '%s' - it has additional definitions.", path, kind, key)
	}
	return nil
}

// ModuleName returns the module of the code that makes the call ($module_name
// of the calling scope: "" outside modules).
func (c *Call) ModuleName() string { return moduleVar(c.e, c.scope, "module_name") }

// CallerModule returns the module that declared the class or defined type
// whose code makes the call ($caller_module_name of the calling scope),
// which stdlib's assert_private compares with ModuleName.
func (c *Call) CallerModule() string { return moduleVar(c.e, c.scope, "caller_module_name") }

func moduleVar(e *Evaluator, s *Scope, name string) string {
	v, ok := e.lookupVariable(name, s)
	if !ok {
		return ""
	}
	str, _ := v.(types.String)
	return string(str)
}
