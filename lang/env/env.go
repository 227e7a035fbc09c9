// Package env is a Puppet environment as `puppet apply` sees one: its
// directory, its module path and the modules on it (first of a name wins,
// as in Puppet), and its main manifest. Modules are discovered when the
// environment is opened, but nothing in them is read until it is needed:
// loaders and data layers (autoloading, Hiera, templates, Ruby code) ask
// the environment for a module's directory by name.
package env

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"sync"

	"prepl/internal/lazyre"
)

// Environment is a loaded Puppet environment.
type Environment struct {
	// Name is the environment's name ("production" unless set).
	Name string
	// Dir is the environment directory ("" when only a module path was
	// given).
	Dir string
	// ModulePath holds the directories modules are searched in, in order.
	ModulePath []string
	// Manifest is the main manifest: a file, a directory of .pp files, or
	// "" for none.
	Manifest string

	modules []*Module
	byName  map[string]*Module
	cache   parseCache
}

// Module is one module on the module path.
type Module struct {
	// Name is the module's short name (the directory name: "ntp").
	Name string
	// Dir is the module's directory.
	Dir string

	// metadata.json is read on first need: an environment of many
	// modules opens without reading a file of each.
	metaOnce          sync.Once
	fullName, version string
}

// FullName is metadata.json's "name" ("puppetlabs-ntp"), "" without one.
func (m *Module) FullName() string {
	m.metaOnce.Do(m.readMetadata)
	return m.fullName
}

// Version is metadata.json's "version", "" without one.
func (m *Module) Version() string {
	m.metaOnce.Do(m.readMetadata)
	return m.version
}

// moduleName is what Puppet accepts as a module directory's name.
var moduleName = lazyre.New(`^[a-z][a-z0-9_]*$`)

// New opens an environment from its directory (may be "") and module
// path. Module directories that do not exist are skipped, as Puppet skips
// them; a module path entry that exists but is not a directory is an error.
func New(name, dir string, modulePath []string, manifest string) (*Environment, error) {
	if name == "" {
		name = "production"
	}
	e := &Environment{Name: name, Dir: dir, ModulePath: modulePath, Manifest: manifest, byName: map[string]*Module{}}
	for _, mp := range modulePath {
		entries, err := os.ReadDir(mp)
		if err != nil {
			if os.IsNotExist(err) {
				continue
			}
			return nil, fmt.Errorf("module path %s: %w", mp, err)
		}
		// ReadDir gives the entries sorted by name.
		for _, ent := range entries {
			n := ent.Name()
			if !moduleName().MatchString(n) || e.byName[n] != nil {
				continue
			}
			mdir := filepath.Join(mp, n)
			if !ent.IsDir() {
				// A link (or a file system that gives no type) is
				// followed to see what it names.
				if st, err := os.Stat(mdir); err != nil || !st.IsDir() {
					continue
				}
			}
			m := &Module{Name: n, Dir: mdir}
			e.byName[n] = m
			e.modules = append(e.modules, m)
		}
	}
	return e, nil
}

// readMetadata fills FullName and Version from metadata.json, when the
// module has a readable one.
func (m *Module) readMetadata() {
	data, err := os.ReadFile(filepath.Join(m.Dir, "metadata.json"))
	if err != nil {
		return
	}
	var md struct {
		Name    string `json:"name"`
		Version string `json:"version"`
	}
	if json.Unmarshal(data, &md) == nil {
		m.fullName, m.version = md.Name, md.Version
	}
}

// Modules returns the environment's modules, sorted by name.
func (e *Environment) Modules() []*Module {
	out := append([]*Module(nil), e.modules...)
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Module returns the module of that short name.
func (e *Environment) Module(name string) (*Module, bool) {
	m, ok := e.byName[name]
	return m, ok
}
