package env

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"prepl/lang/syntax"
)

// ManifestFile is a module manifest that may define a class or define.
type ManifestFile struct {
	// Module is the module the file belongs to.
	Module *Module
	// Path is the file's path.
	Path string
	// Namespace is the name the file's path gives: names defined in it
	// must start with it ("ntp" for init.pp, "ntp::config" for
	// manifests/config.pp).
	Namespace string
}

// ManifestFiles returns the existing files Puppet's type loader imports,
// in order, when it looks for the class or define name: for a::b::c,
// a/manifests/b/c.pp, then a/manifests/b.pp, then a/manifests/init.pp
// (the loader stops at the first that defines the name).
func (e *Environment) ManifestFiles(name string) []ManifestFile {
	segs := strings.Split(strings.ToLower(strings.TrimPrefix(name, "::")), "::")
	m, ok := e.byName[segs[0]]
	if !ok {
		return nil
	}
	var out []ManifestFile
	for n := len(segs); n >= 1; n-- {
		p := filepath.Join(m.Dir, "manifests", "init.pp")
		if n > 1 {
			p = filepath.Join(append([]string{m.Dir, "manifests"}, segs[1:n]...)...) + ".pp"
		}
		if isFile(p) {
			out = append(out, ManifestFile{Module: m, Path: p, Namespace: strings.Join(segs[:n], "::")})
		}
	}
	return out
}

// FunctionFile returns the file of a Puppet-language function: mod::a::b
// is <mod>/functions/a/b.pp. (Puppet 7's apply finds no environment::
// functions in <env>/functions, and neither does this.)
func (e *Environment) FunctionFile(name string) (ManifestFile, bool) {
	return e.entityFile("functions", strings.ToLower(strings.TrimPrefix(name, "::")))
}

// TypeFile returns the file of a type alias: Mod::A::B is
// <mod>/types/a/b.pp.
func (e *Environment) TypeFile(name string) (ManifestFile, bool) {
	return e.entityFile("types", strings.ToLower(strings.TrimPrefix(name, "::")))
}

func (e *Environment) entityFile(dir, name string) (ManifestFile, bool) {
	segs := strings.Split(name, "::")
	if len(segs) < 2 {
		return ManifestFile{}, false
	}
	m := e.byName[segs[0]]
	if m == nil {
		return ManifestFile{}, false
	}
	p := filepath.Join(append([]string{m.Dir, dir}, segs[1:]...)...) + ".pp"
	if !isFile(p) {
		return ManifestFile{}, false
	}
	return ManifestFile{Module: m, Path: p, Namespace: name}, true
}

// ModuleFile resolves a module file reference as file(), epp() and
// find_file() take one: "mod/x/y" is <mod>/<dir>/x/y, where dir is
// "files" or "templates". ok is false when the reference names no module
// of the environment or the file does not exist.
func (e *Environment) ModuleFile(dir, ref string) (string, bool) {
	mod, rest, found := strings.Cut(ref, "/")
	if !found || rest == "" {
		return "", false
	}
	m, ok := e.byName[mod]
	if !ok {
		return "", false
	}
	p := filepath.Join(m.Dir, dir, rest)
	if _, err := os.Stat(p); err != nil {
		return "", false
	}
	return p, true
}

// ModuleOfPath returns the module a file lies in, if any.
func (e *Environment) ModuleOfPath(path string) (*Module, bool) {
	for _, m := range e.modules {
		if strings.HasPrefix(path, m.Dir+string(filepath.Separator)) {
			return m, true
		}
	}
	return nil, false
}

func isFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}

// parsed is a cached parse of one file.
type parsed struct {
	mtime time.Time
	size  int64
	prog  *syntax.Program
	err   error
}

// parseCache holds parsed files by path; an entry is used while the
// file's modification time and size are unchanged.
type parseCache struct {
	mu    sync.Mutex
	files map[string]*parsed
}

// Parse returns the parsed manifest (or, when epp is true, EPP template)
// at path. Parses are cached by path, modification time and size, so a
// file is parsed once however often it is loaded, and again after it
// changes.
func (e *Environment) Parse(path string, epp bool) (*syntax.Program, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	key := path
	if epp {
		key = "epp\x00" + path
	}
	c := &e.cache
	c.mu.Lock()
	if p, ok := c.files[key]; ok && p.mtime.Equal(st.ModTime()) && p.size == st.Size() {
		c.mu.Unlock()
		return p.prog, p.err
	}
	c.mu.Unlock()
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	src := syntax.NewSource(path, string(data))
	var prog *syntax.Program
	if epp {
		prog, err = syntax.ParseEPP(src)
	} else {
		prog, err = syntax.Parse(src)
	}
	c.mu.Lock()
	if c.files == nil {
		c.files = map[string]*parsed{}
	}
	c.files[key] = &parsed{mtime: st.ModTime(), size: st.Size(), prog: prog, err: err}
	c.mu.Unlock()
	return prog, err
}

// Completions lists the names of the environment's modules that a word
// being typed may complete to, read from file names alone (nothing is
// parsed): for a lower-case word, module names (and the main class of
// one with an init.pp) and, once the word names
// a module ("ntp::"), the classes and defines its manifests/ files name
// and the functions of its functions/; for a capitalized word, the type
// aliases of a module's types/. Only the module the word names is
// listed, so completion costs the same however many modules there are.
func (e *Environment) Completions(word string) []string {
	word = strings.TrimPrefix(word, "::")
	capital := word != "" && word[0] >= 'A' && word[0] <= 'Z'
	mod, _, qualified := strings.Cut(strings.ToLower(word), "::")
	if mod == "" {
		return nil
	}
	var out []string
	if !qualified {
		for _, m := range e.modules {
			if !strings.HasPrefix(m.Name, mod) {
				continue
			}
			switch {
			case capital:
				if st, err := os.Stat(filepath.Join(m.Dir, "types")); err == nil && st.IsDir() {
					out = append(out, strings.ToUpper(m.Name[:1])+m.Name[1:]+"::")
				}
				continue
			case isFile(filepath.Join(m.Dir, "manifests", "init.pp")):
				out = append(out, m.Name)
			}
			out = append(out, m.Name+"::")
		}
		return out
	}
	m, ok := e.byName[mod]
	if !ok {
		return nil
	}
	if capital {
		return namesUnder(filepath.Join(m.Dir, "types"), m.Name, true)
	}
	out = namesUnder(filepath.Join(m.Dir, "manifests"), m.Name, false)
	return append(out, namesUnder(filepath.Join(m.Dir, "functions"), m.Name, false)...)
}

// namesUnder lists the names the .pp files under dir give in module mod:
// init.pp is mod itself, a/b.pp is mod::a::b (Mod::A::B when capital).
func namesUnder(dir, mod string, capital bool) []string {
	files, err := ManifestFiles(dir)
	if err != nil {
		return nil
	}
	out := make([]string, 0, len(files))
	for _, f := range files {
		rel, err := filepath.Rel(dir, strings.TrimSuffix(f, ".pp"))
		if err != nil {
			continue
		}
		segs := append([]string{mod}, strings.Split(filepath.ToSlash(rel), "/")...)
		if len(segs) == 2 && segs[1] == "init" && !capital {
			out = append(out, mod)
			continue
		}
		if capital {
			for i, s := range segs {
				if s != "" {
					segs[i] = strings.ToUpper(s[:1]) + s[1:]
				}
			}
		}
		out = append(out, strings.Join(segs, "::"))
	}
	return out
}
