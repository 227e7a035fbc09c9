package hiera

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"prepl/internal/psych"
	"prepl/types"
)

// Config is one hiera.yaml: the hierarchy of a layer.
type Config struct {
	// Path is the file; Root its directory, which relative datadirs are
	// resolved against.
	Path, Root string
	Version    int
	Levels     []*Level
	// Warnings are Puppet's deprecation warnings for the file.
	Warnings []string
}

// Level is one hierarchy level.
type Level struct {
	Name string
	// Kind is "data_hash", "lookup_key" or "data_dig"; Function the
	// function's name.
	Kind, Function string
	// Datadir is the absolute data directory.
	Datadir string
	// Exactly one of the location specifications is set (or none).
	Paths, Globs, URIs []string
	Mapped             []string
	Options            *types.Hash
}

// ConfigError is a hiera.yaml Puppet refuses.
type ConfigError struct {
	Path, Msg string
	// Line is the line the problem is on (0 when unknown).
	Line int
}

func (e *ConfigError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s (file: %s, line: %d)", e.Msg, e.Path, e.Line)
	}
	return fmt.Sprintf("%s (file: %s)", e.Msg, e.Path)
}

// typeError is the wording of a configuration that fails Puppet's schema.
func typeError(path, problem string) error {
	return &ConfigError{Path: path, Msg: fmt.Sprintf("The Lookup Configuration at '%s' has wrong type, %s", path, problem)}
}

var (
	functionKeys = []string{"data_hash", "lookup_key", "data_dig", "hiera3_backend"}
	locationKeys = []string{"path", "paths", "glob", "globs", "uri", "uris", "mapped_paths"}
	levelKeys    = append(append([]string{"name", "datadir", "options"}, functionKeys...), locationKeys...)
	defaultsKeys = []string{"datadir", "data_hash", "lookup_key", "data_dig", "options"}
)

// LoadConfig reads a hiera.yaml. module says whether it is a module's
// (where default_hierarchy is allowed); global whether it is the global
// layer's. A version 3 file outside the global layer gives (nil, nil)
// with its warnings in the returned Config's Warnings: Puppet ignores it.
func LoadConfig(path string, data []byte, global, module bool) (*Config, error) {
	c := &Config{Path: path, Root: filepath.Dir(path)}
	v, err := ParseYAML(data)
	if err != nil {
		return nil, yamlConfigError(path, err)
	}
	h, ok := v.(*types.Hash)
	if !ok {
		c.Warnings = append(c.Warnings, path+": File exists but does not contain a valid YAML hash. Falling back to Hiera version 3 default config")
		h = types.EmptyHash
	}
	c.Version = 3
	if ver, ok := h.GetString("version"); ok && !types.IsUndef(ver) {
		c.Version = rubyToIValue(ver)
	}
	switch c.Version {
	case 5:
		return c, c.v5(h, data, module)
	case 4:
		if global {
			return nil, &ConfigError{Path: path, Msg: "hiera.yaml version 4 cannot be used in the global layer"}
		}
		c.Warnings = append(c.Warnings, path+": Use of 'hiera.yaml' version 4 is deprecated. It should be converted to version 5")
		return c, c.v4(h)
	case 3:
		c.Warnings = append(c.Warnings, path+": Use of 'hiera.yaml' version 3 is deprecated. It should be converted to version 5")
		if !global {
			where := "environment root"
			if module {
				where = "module root"
			}
			c.Warnings = append(c.Warnings, "hiera.yaml version 3 found at the "+where+" was ignored")
			c.Levels = nil
			return c, nil
		}
		return nil, &ConfigError{Path: path, Msg: "hiera.yaml version 3 (Hiera 3 backends) is not supported; convert it to version 5"}
	}
	return nil, &ConfigError{Path: path, Msg: fmt.Sprintf("This runtime does not support hiera.yaml version %d", c.Version)}
}

func yamlConfigError(path string, err error) error {
	if e, ok := err.(*YAMLError); ok {
		return &ConfigError{Path: path, Msg: "Unable to parse " + e.Message(path)}
	}
	return &ConfigError{Path: path, Msg: err.Error()}
}

// rubyToIValue is a value's to_i as Puppet reads the version.
func rubyToIValue(v types.Value) int {
	switch x := v.(type) {
	case types.Int:
		return int(x)
	case types.Float:
		return int(x)
	case types.String:
		return int(psych.ToI(string(x)))
	}
	return 0
}

func (c *Config) v5(h *types.Hash, text []byte, module bool) error {
	allowed := []string{"version", "defaults", "hierarchy"}
	if module {
		allowed = append(allowed, "default_hierarchy")
	}
	if err := c.checkKeys(h, allowed, ""); err != nil {
		return err
	}
	var defaults *types.Hash
	if d, ok := h.GetString("defaults"); ok {
		dh, ok := d.(*types.Hash)
		if !ok {
			return typeError(c.Path, "entry 'defaults' expects a Hash value, got "+typeName(d))
		}
		if err := c.checkKeys(dh, defaultsKeys, "entry 'defaults' "); err != nil {
			return err
		}
		n := 0
		for _, k := range defaultsKeys[1:4] {
			if dh.Has(types.String(k)) {
				n++
			}
		}
		if n > 1 {
			return &ConfigError{Path: c.Path, Msg: "Only one of data_hash, lookup_key, data_dig, or hiera3_backend can be defined in defaults"}
		}
		defaults = dh
	}
	hier, ok := h.GetString("hierarchy")
	if !ok {
		// A configuration without a hierarchy has the default one.
		c.Levels = []*Level{{Name: "Common", Paths: []string{"common.yaml"}}}
		return c.finishLevels(defaults)
	}
	arr, ok := hier.(*types.Array)
	if !ok {
		return typeError(c.Path, "entry 'hierarchy' expects an Array value, got "+typeName(hier))
	}
	names := map[string]int{}
	for i, e := range arr.Elements() {
		lh, ok := e.(*types.Hash)
		if !ok {
			return typeError(c.Path, fmt.Sprintf("entry 'hierarchy' index %d expects a Struct value, got %s", i, typeName(e)))
		}
		where := fmt.Sprintf("entry 'hierarchy' index %d ", i)
		if err := c.checkKeys(lh, levelKeys, where); err != nil {
			return err
		}
		nv, ok := lh.GetString("name")
		name, isStr := nv.(types.String)
		if !ok {
			return typeError(c.Path, where+"expects a value for key 'name'")
		}
		if !isStr || name == "" {
			return typeError(c.Path, where+"entry 'name' expects a String[1] value, got "+typeName(nv))
		}
		line := findLine(text, regexp.MustCompile(`name:\s*['"]?`+regexp.QuoteMeta(string(name))+`['"]?\s*$`), names[string(name)])
		if first, dup := names[string(name)]; dup {
			return &ConfigError{Path: c.Path, Line: line, Msg: fmt.Sprintf("Hierarchy name '%s' defined more than once. First defined at (line: %d)", name, first)}
		}
		names[string(name)] = line
		l := &Level{Name: string(name)}
		if err := c.level(l, lh, where); err != nil {
			return err
		}
		c.Levels = append(c.Levels, l)
	}
	return c.finishLevels(defaults)
}

// findLine is the line of the first match of re in text after line
// after (0 when none).
func findLine(text []byte, re *regexp.Regexp, after int) int {
	for i, line := range strings.Split(string(text), "\n") {
		if i+1 > after && re.MatchString(line) {
			return i + 1
		}
	}
	return 0
}

func (c *Config) checkKeys(h *types.Hash, allowed []string, where string) error {
	for _, k := range h.Keys() {
		ks, ok := k.(types.String)
		known := false
		for _, a := range allowed {
			known = known || (ok && string(ks) == a)
		}
		if !known {
			kt, _ := rubyInspect(k)
			if ok {
				kt = string(ks)
			}
			return typeError(c.Path, fmt.Sprintf("%sunrecognized key '%s'", where, kt))
		}
	}
	return nil
}

// level reads a level's function, locations, datadir and options.
func (c *Config) level(l *Level, h *types.Hash, where string) error {
	n := 0
	for _, k := range functionKeys {
		if v, ok := h.GetString(k); ok {
			n++
			s, isStr := v.(types.String)
			if !isStr {
				return typeError(c.Path, where+"entry '"+k+"' expects a String value, got "+typeName(v))
			}
			l.Kind, l.Function = k, string(s)
		}
	}
	if n > 1 {
		return &ConfigError{Path: c.Path, Msg: fmt.Sprintf("Only one of data_hash, lookup_key, data_dig, or hiera3_backend can be defined in hierarchy '%s'", l.Name)}
	}
	if l.Kind == "hiera3_backend" {
		return &ConfigError{Path: c.Path, Msg: "'hiera3_backend' is only allowed in the global layer"}
	}
	n = 0
	for _, k := range locationKeys {
		v, ok := h.GetString(k)
		if !ok {
			continue
		}
		n++
		strs, err := c.stringList(v, k, where, k == "path" || k == "glob" || k == "uri")
		if err != nil {
			return err
		}
		switch k {
		case "path", "paths":
			l.Paths = strs
		case "glob", "globs":
			l.Globs = strs
		case "uri", "uris":
			l.URIs = strs
		case "mapped_paths":
			if len(strs) != 3 {
				return typeError(c.Path, where+"entry 'mapped_paths' expects size to be 3, got "+fmt.Sprint(len(strs)))
			}
			l.Mapped = strs
		}
	}
	if n > 1 {
		return &ConfigError{Path: c.Path, Msg: fmt.Sprintf("Only one of path, paths, glob, globs, uri, uris, or mapped_paths can be defined in hierarchy '%s'", l.Name)}
	}
	if v, ok := h.GetString("datadir"); ok {
		s, isStr := v.(types.String)
		if !isStr {
			return typeError(c.Path, where+"entry 'datadir' expects a String value, got "+typeName(v))
		}
		l.Datadir = string(s)
	}
	if v, ok := h.GetString("options"); ok {
		oh, isHash := v.(*types.Hash)
		if !isHash {
			return typeError(c.Path, where+"entry 'options' expects a Hash value, got "+typeName(v))
		}
		for _, k := range append(append([]string{}, locationKeys...), "datadir") {
			if oh.Has(types.String(k)) {
				return &ConfigError{Path: c.Path, Msg: fmt.Sprintf("Option key '%s' used in hierarchy '%s' is reserved by Puppet", k, l.Name)}
			}
		}
		l.Options = oh
	}
	return nil
}

func (c *Config) stringList(v types.Value, key, where string, single bool) ([]string, error) {
	if s, ok := v.(types.String); ok && single {
		return []string{string(s)}, nil
	}
	a, ok := v.(*types.Array)
	if single || !ok {
		want := "an Array value"
		if single {
			want = "a String value"
		}
		return nil, typeError(c.Path, fmt.Sprintf("%sentry '%s' expects %s, got %s", where, key, want, typeName(v)))
	}
	var out []string
	for i, e := range a.Elements() {
		s, ok := e.(types.String)
		if !ok {
			return nil, typeError(c.Path, fmt.Sprintf("%sentry '%s' index %d expects a String value, got %s", where, key, i, typeName(e)))
		}
		out = append(out, string(s))
	}
	return out, nil
}

// finishLevels applies the defaults: datadir "data", function yaml_data
// unless the level or the defaults say otherwise, options merged.
func (c *Config) finishLevels(defaults *types.Hash) error {
	ddir, dkind, dfn := "data", "data_hash", "yaml_data"
	var dopts *types.Hash
	if defaults != nil {
		if v, ok := defaults.GetString("datadir"); ok {
			s, _ := v.(types.String)
			ddir = string(s)
		}
		for _, k := range []string{"data_hash", "lookup_key", "data_dig"} {
			if v, ok := defaults.GetString(k); ok {
				s, _ := v.(types.String)
				dkind, dfn = k, string(s)
			}
		}
		if v, ok := defaults.GetString("options"); ok {
			dopts, _ = v.(*types.Hash)
			for _, k := range append(append([]string{}, locationKeys...), "datadir") {
				if dopts != nil && dopts.Has(types.String(k)) {
					return &ConfigError{Path: c.Path, Msg: fmt.Sprintf("Option key '%s' used in defaults is reserved by Puppet", k)}
				}
			}
		}
	}
	for _, l := range c.Levels {
		if l.Kind == "" {
			l.Kind, l.Function = dkind, dfn
		}
		if l.Datadir == "" {
			l.Datadir = ddir
		}
		if !filepath.IsAbs(l.Datadir) {
			l.Datadir = filepath.Join(c.Root, l.Datadir)
		}
		if l.Options == nil {
			l.Options = dopts
		}
	}
	return nil
}

// v4 reads a version 4 file: levels name a backend (yaml or json) and
// paths without the extension.
func (c *Config) v4(h *types.Hash) error {
	ddir := "data"
	if d, ok := h.GetString("datadir"); ok {
		if s, ok := d.(types.String); ok {
			ddir = string(s)
		}
	}
	hier, ok := h.GetString("hierarchy")
	arr, isArr := hier.(*types.Array)
	if !ok {
		arr, isArr = types.NewArray([]types.Value{types.NewHashBuilder(0).Build()}), true
	}
	if !isArr {
		return typeError(c.Path, "entry 'hierarchy' expects an Array value, got "+typeName(hier))
	}
	for i, e := range arr.Elements() {
		lh, _ := e.(*types.Hash)
		if lh == nil {
			return typeError(c.Path, fmt.Sprintf("entry 'hierarchy' index %d expects a Struct value, got %s", i, typeName(e)))
		}
		name := "common"
		if v, ok := lh.GetString("name"); ok {
			s, _ := v.(types.String)
			name = string(s)
		}
		backend := "yaml"
		if v, ok := lh.GetString("backend"); ok {
			s, _ := v.(types.String)
			backend = string(s)
		}
		if backend != "yaml" && backend != "json" {
			return &ConfigError{Path: c.Path, Msg: fmt.Sprintf("No data provider is registered for backend '%s'", backend)}
		}
		l := &Level{Name: name, Kind: "data_hash", Function: backend + "_data", Datadir: ddir}
		if v, ok := lh.GetString("datadir"); ok {
			s, _ := v.(types.String)
			l.Datadir = string(s)
		}
		var paths []string
		if v, ok := lh.GetString("path"); ok {
			s, _ := v.(types.String)
			paths = []string{string(s)}
		} else if v, ok := lh.GetString("paths"); ok {
			a, _ := v.(*types.Array)
			if a != nil {
				for _, p := range a.Elements() {
					s, _ := p.(types.String)
					paths = append(paths, string(s))
				}
			}
		} else {
			paths = []string{name}
		}
		for _, p := range paths {
			if filepath.Ext(p) != "."+backend {
				p += "." + backend
			}
			l.Paths = append(l.Paths, p)
		}
		if !filepath.IsAbs(l.Datadir) {
			l.Datadir = filepath.Join(c.Root, l.Datadir)
		}
		c.Levels = append(c.Levels, l)
	}
	return nil
}

// typeName is the Puppet type of a value as a mismatch message names it.
func typeName(v types.Value) string {
	return fmt.Sprint(types.InferGeneralized(v))
}

// statFile returns whether path is an existing regular file, and its
// modification signature for caching.
func statFile(path string) (string, bool) {
	st, err := os.Stat(path)
	if err != nil || st.IsDir() {
		return "", false
	}
	return fmt.Sprintf("%d/%d", st.ModTime().UnixNano(), st.Size()), true
}
