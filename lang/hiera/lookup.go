package hiera

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"prepl/internal/confine"
	"regexp"
	"sort"
	"strings"
	"sync"

	"prepl/internal/jsonvalue"
	"prepl/lang/env"
	"prepl/lang/eval/datalookup"
	"prepl/types"
)

// Hiera is the data of one environment: the global layer (a hiera.yaml
// given on the command line), the environment's and its modules'. It
// implements datalookup.Provider. Files are read when first needed and
// read again when they change, so data edited between inputs is seen.
type Hiera struct {
	// GlobalConfig is the global layer's hiera.yaml ("" for none).
	GlobalConfig string
	// Env is the environment (nil: no environment or module layers).
	Env *env.Environment
	// Confined keeps every data file within its hierarchy level's
	// datadir (safe mode), so a path interpolated from variables the
	// code sets cannot reach other files.
	Confined bool

	mu      sync.Mutex
	files   map[string]*dataFile
	configs map[string]*configFile
	// warned records in which compilation each warning was last given,
	// so that each is given once per compilation, as Puppet does.
	warned map[string]int
}

// New returns the data of an environment with an optional global
// hiera.yaml.
func New(globalConfig string, e *env.Environment) *Hiera {
	return &Hiera{GlobalConfig: globalConfig, Env: e, files: map[string]*dataFile{}, configs: map[string]*configFile{}, warned: map[string]int{}}
}

type dataFile struct {
	sig  string
	data *types.Hash
	// bad names keys whose values Puppet refuses (Ruby symbols).
	bad  map[string]bool
	warn string
	err  error
}

type configFile struct {
	sig    string
	config *Config
	err    error
	warned bool
}

// invocation is one lookup from the code, with the keys being looked up
// (to detect recursion) and the explanation being recorded.
type invocation struct {
	h       *Hiera
	scope   datalookup.Scope
	stack   []string
	explain *Explanation
	// node is the explanation node new records go under.
	node *Node
	// memo is what one lookup has found out about files and levels, so
	// that searching for lookup_options and then for the key stats each
	// file and resolves each level's paths once; nil when explaining.
	memo *lookupMemo
}

// lookupMemo is shared by the invocations of one Lookup: files do not
// change for it, nor do the variables its paths interpolate.
type lookupMemo struct {
	stats map[string]fileStat
	locs  map[*Level][]location
}

type fileStat struct {
	sig string
	ok  bool
}

// stat is statFile, once per path in a lookup.
func (inv *invocation) stat(path string) (string, bool) {
	if inv.memo == nil {
		return statFile(path)
	}
	if st, ok := inv.memo.stats[path]; ok {
		return st.sig, st.ok
	}
	sig, ok := statFile(path)
	if inv.memo.stats == nil {
		inv.memo.stats = map[string]fileStat{}
	}
	inv.memo.stats[path] = fileStat{sig, ok}
	return sig, ok
}

// Lookup implements datalookup.Provider.
func (h *Hiera) Lookup(scope datalookup.Scope, key string, merge types.Value, legacy bool) (types.Value, bool, error) {
	inv := &invocation{h: h, scope: scope, memo: &lookupMemo{}}
	return h.lookup(inv, key, merge, legacy)
}

// Explain looks a key up as lookup() would, recording every layer,
// level and location searched.
func (h *Hiera) Explain(scope datalookup.Scope, key string, merge types.Value) *Explanation {
	x := &Explanation{Key: key}
	x.Root = &Node{Kind: "lookup", Label: key}
	inv := &invocation{h: h, scope: scope, explain: x, node: x.Root}
	x.Value, x.Found, x.Err = h.lookup(inv, key, merge, false)
	return x
}

// guard runs f for key unless key is already being looked up.
func (inv *invocation) guard(key string, f func() (types.Value, error)) (types.Value, error) {
	for _, k := range inv.stack {
		if k == key {
			return nil, fmt.Errorf("Lookup of key '%s' failed: Recursive lookup detected in [%s]", inv.stack[0], strings.Join(inv.stack, ", "))
		}
	}
	inv.stack = append(inv.stack, key)
	defer func() { inv.stack = inv.stack[:len(inv.stack)-1] }()
	return f()
}

// record adds an explanation node under the current one and makes it
// current while f runs.
func (inv *invocation) record(n *Node, f func() error) error {
	if inv.explain == nil {
		return f()
	}
	parent := inv.node
	parent.Children = append(parent.Children, n)
	inv.node = n
	defer func() { inv.node = parent }()
	return f()
}

func (inv *invocation) current() *Node {
	if inv.explain == nil {
		return &Node{}
	}
	return inv.node
}

func (h *Hiera) lookup(inv *invocation, key string, mergeArg types.Value, legacy bool) (types.Value, bool, error) {
	segs, err := SplitKey(key)
	if err != nil {
		return nil, false, fmt.Errorf("%s in key: %s", err, key)
	}
	root := segmentText(segs[0])
	if root == "lookup_options" {
		// lookup_options is read by the lookups it configures, never
		// looked up itself.
		return nil, false, nil
	}
	merge := Merge{Strategy: "first"}
	source := "the default"
	var convertTo types.Value
	if mergeArg != nil {
		if merge, err = ParseMerge(mergeArg); err != nil {
			return nil, false, err
		}
		source = "given"
	} else if !legacy {
		opts, err := h.optionsFor(inv, root)
		if err != nil {
			return nil, false, err
		}
		if opts != nil {
			if m, ok := opts.GetString("merge"); ok {
				if merge, err = ParseMerge(m); err != nil {
					return nil, false, err
				}
				source = "from lookup_options"
			}
			convertTo, _ = opts.GetString("convert_to")
		}
	}
	inv.current().Merge, inv.current().MergeSource = merge.String(), source
	var v types.Value
	found := false
	_, err = inv.guard(root, func() (types.Value, error) {
		var err error
		v, found, err = h.searchLayers(inv, root, merge)
		return nil, err
	})
	if err != nil {
		return nil, false, err
	}
	if found && len(segs) > 1 {
		v, found, err = dig(key, v, segs[1:])
		if err != nil {
			return nil, false, err
		}
	}
	if found && convertTo != nil {
		conv, ok := inv.scope.(Converter)
		if !ok {
			return nil, false, fmt.Errorf("convert_to is not available here")
		}
		v, err = conv.Convert(convertTo, v)
		if err != nil {
			return nil, false, err
		}
	}
	return v, found, nil
}

// Converter converts a value as lookup_options' convert_to asks
// (a type name, or an array of a type name and arguments to new).
type Converter interface {
	Convert(spec, v types.Value) (types.Value, error)
}

// lookupNested is lookup('k') inside interpolation().
func (h *Hiera) lookupNested(inv *invocation, key string) (types.Value, bool, error) {
	n := &Node{Kind: "interpolation", Label: key}
	var v types.Value
	var found bool
	err := inv.record(n, func() error {
		var err error
		v, found, err = h.lookup(inv, key, nil, false)
		return err
	})
	return v, found, err
}

// layer is one of the three data layers.
type layer struct {
	name   string
	config string
	// module is the module whose namespace the layer's keys must be in.
	module string
}

// layers returns the layers a root key is searched in.
func (h *Hiera) layers(inv *invocation, root string) []layer {
	var out []layer
	if h.GlobalConfig != "" {
		out = append(out, layer{name: "Global Data Provider", config: h.GlobalConfig})
	}
	if h.Env != nil && h.Env.Dir != "" {
		p := filepath.Join(h.Env.Dir, "hiera.yaml")
		if _, ok := inv.stat(p); ok {
			out = append(out, layer{name: "Environment Data Provider", config: p})
		}
	}
	if mod, _, ok := strings.Cut(root, "::"); ok && h.Env != nil {
		if m, found := h.Env.Module(mod); found {
			p := filepath.Join(m.Dir, "hiera.yaml")
			if _, ok := inv.stat(p); ok {
				out = append(out, layer{name: fmt.Sprintf("Module %q Data Provider", mod), config: p, module: mod})
			}
		}
	}
	return out
}

// mergeLookup applies a strategy across sources as Puppet's
// MergeStrategy#lookup: the first found for first, else each found value
// merged into those of higher priority.
func mergeLookup(m Merge, n int, source func(i int) (types.Value, bool, error)) (types.Value, bool, error) {
	if m.Strategy == "first" || n == 1 {
		for i := 0; i < n; i++ {
			v, found, err := source(i)
			if err != nil || found {
				return m.single(v), found, err
			}
		}
		return nil, false, nil
	}
	var memo types.Value
	found := false
	for i := 0; i < n; i++ {
		v, ok, err := source(i)
		if err != nil {
			return nil, false, err
		}
		if !ok {
			continue
		}
		if !found {
			memo, found = m.convert(v), true
			continue
		}
		if memo, err = m.merge(memo, v); err != nil {
			return nil, false, err
		}
	}
	return memo, found, nil
}

func (h *Hiera) searchLayers(inv *invocation, root string, m Merge) (types.Value, bool, error) {
	layers := h.layers(inv, root)
	v, found, err := mergeLookup(m, len(layers), func(i int) (types.Value, bool, error) {
		l := layers[i]
		n := &Node{Kind: "layer", Label: l.name, Path: l.config, Merge: m.Strategy}
		var v types.Value
		var found bool
		err := inv.record(n, func() error {
			var err error
			v, found, err = h.searchLayer(inv, l, root, m)
			return err
		})
		n.Found, n.Value = found, v
		return v, found, err
	})
	if inv.explain != nil && len(layers) == 0 {
		inv.current().Children = append(inv.current().Children, &Node{Kind: "note", Label: "no hiera.yaml in the global, environment or module layer"})
	}
	return v, found, err
}

func (h *Hiera) searchLayer(inv *invocation, l layer, root string, m Merge) (types.Value, bool, error) {
	c, err := h.config(inv, l)
	if err != nil {
		return nil, false, err
	}
	if c == nil {
		return nil, false, nil
	}
	inv.current().Version = c.Version
	return mergeLookup(m, len(c.Levels), func(i int) (types.Value, bool, error) {
		lv := c.Levels[i]
		n := &Node{Kind: "level", Label: lv.Name, Merge: m.Strategy}
		var v types.Value
		var found bool
		err := inv.record(n, func() error {
			var err error
			v, found, err = h.searchLevel(inv, l, lv, root, m)
			return err
		})
		n.Found, n.Value = found, v
		return v, found, err
	})
}

// config loads a layer's hiera.yaml (cached while unchanged), logging
// its warnings once.
func (h *Hiera) config(inv *invocation, l layer) (*Config, error) {
	sig, ok := inv.stat(l.config)
	if !ok {
		if l.name == "Global Data Provider" {
			return nil, &ConfigError{Path: l.config, Msg: "The global hiera.yaml does not exist"}
		}
		return nil, nil
	}
	h.mu.Lock()
	cf := h.configs[l.config]
	h.mu.Unlock()
	if cf == nil || cf.sig != sig {
		cf = &configFile{sig: sig}
		data, err := os.ReadFile(l.config)
		if err != nil {
			cf.err = &ConfigError{Path: l.config, Msg: err.Error()}
		} else {
			cf.config, cf.err = LoadConfig(l.config, data, l.module == "" && l.name == "Global Data Provider", l.module != "")
		}
		h.mu.Lock()
		h.configs[l.config] = cf
		h.mu.Unlock()
	}
	if !cf.warned && cf.config != nil {
		cf.warned = true
		for _, w := range cf.config.Warnings {
			inv.scope.Warning(w + "\n   (file: " + l.config + ")")
		}
	}
	return cf.config, cf.err
}

// location is one data file a level names: original is the path as
// the level declares it, or, for a glob, the absolute pattern the file
// matched (as Puppet explains it).
type location struct {
	original, path string
	glob           bool
}

func (h *Hiera) searchLevel(inv *invocation, l layer, lv *Level, root string, m Merge) (types.Value, bool, error) {
	if lv.Kind != "data_hash" || (lv.Function != "yaml_data" && lv.Function != "json_data") {
		return nil, false, unsupportedFunction(inv, lv)
	}
	locs, err := h.locations(inv, lv)
	if err != nil {
		return nil, false, err
	}
	return mergeLookup(m, len(locs), func(i int) (types.Value, bool, error) {
		loc := locs[i]
		n := &Node{Kind: "location", Label: loc.original, Path: loc.path, Key: root, LabelIsPath: loc.glob}
		var v types.Value
		var found bool
		err := inv.record(n, func() error {
			var err error
			v, found, err = h.searchFile(inv, l, lv, loc, root, n)
			return err
		})
		n.Found, n.Value = found, v
		return v, found, err
	})
}

func unsupportedFunction(inv *invocation, lv *Level) error {
	switch {
	case lv.Function == "hocon_data":
		return fmt.Errorf("hierarchy '%s': HOCON data (data_hash hocon_data) is not supported", lv.Name)
	case lv.Function == "eyaml_lookup_key":
		// Puppet's own message when the hiera-eyaml gem is missing.
		return fmt.Errorf("Function Load Error for function 'eyaml_lookup_key': Lookup using eyaml lookup_key function is only supported when the hiera_eyaml library is present")
	case !inv.scope.FunctionExists(lv.Function):
		return fmt.Errorf("Unable to find '%s' function named '%s'", lv.Kind, lv.Function)
	}
	return fmt.Errorf("hierarchy '%s': %s functions other than yaml_data and json_data (here '%s') are not supported", lv.Name, lv.Kind, lv.Function)
}

// locations resolves a level's paths, globs or mapped paths into files.
func (h *Hiera) locations(inv *invocation, lv *Level) ([]location, error) {
	if inv.memo != nil {
		if locs, ok := inv.memo.locs[lv]; ok {
			return locs, nil
		}
	}
	locs, err := h.resolveLocations(inv, lv)
	if err == nil && inv.memo != nil {
		if inv.memo.locs == nil {
			inv.memo.locs = map[*Level][]location{}
		}
		inv.memo.locs[lv] = locs
	}
	return locs, err
}

// resolveLocations is locations without the memo.
func (h *Hiera) resolveLocations(inv *invocation, lv *Level) ([]location, error) {
	ip := interpolator{inv: inv}
	interp := func(s string) (string, error) {
		v, err := ip.str(s)
		if err != nil {
			return "", err
		}
		return interpolatedText(v), nil
	}
	abs := func(p string) string {
		if filepath.IsAbs(p) {
			return filepath.Clean(p)
		}
		return filepath.Join(lv.Datadir, p)
	}
	var out []location
	switch {
	case len(lv.URIs) > 0:
		return nil, fmt.Errorf("hierarchy '%s': uri and uris locations are for lookup_key functions, which are not supported", lv.Name)
	case len(lv.Globs) > 0:
		for _, g := range lv.Globs {
			p, err := interp(g)
			if err != nil {
				return nil, err
			}
			pattern := abs(p)
			matches, _ := filepath.Glob(pattern)
			sort.Strings(matches)
			for _, mm := range matches {
				out = append(out, location{original: pattern, path: mm, glob: true})
			}
			if len(matches) == 0 && inv.explain != nil {
				out = append(out, location{original: pattern, path: pattern, glob: true})
			}
		}
	case len(lv.Mapped) == 3:
		src, ok := inv.scope.Variable(lv.Mapped[0])
		segs, _ := SplitKey(lv.Mapped[0])
		if len(segs) > 1 {
			src, ok = inv.scope.Variable(segmentText(segs[0]))
			if ok {
				src, ok, _ = dig(lv.Mapped[0], src, segs[1:])
			}
		}
		if !ok {
			return nil, nil
		}
		var elems []types.Value
		switch x := src.(type) {
		case *types.Array:
			elems = x.Elements()
		default:
			elems = []types.Value{x}
		}
		for _, e := range elems {
			mapped := &mappedScope{Scope: inv.scope, name: lv.Mapped[1], value: e}
			sub := *inv
			sub.scope = mapped
			p, err := interpolator{inv: &sub}.str(lv.Mapped[2])
			if err != nil {
				return nil, err
			}
			out = append(out, location{original: lv.Mapped[2], path: abs(interpolatedText(p))})
		}
	default:
		for _, p := range lv.Paths {
			ip, err := interp(p)
			if err != nil {
				return nil, err
			}
			out = append(out, location{original: p, path: abs(ip)})
		}
	}
	return out, nil
}

// mappedScope is a scope with mapped_paths' key variable added.
type mappedScope struct {
	datalookup.Scope
	name  string
	value types.Value
}

func (s *mappedScope) Variable(name string) (types.Value, bool) {
	if name == s.name {
		return s.value, true
	}
	return s.Scope.Variable(name)
}

func (h *Hiera) searchFile(inv *invocation, l layer, lv *Level, loc location, root string, n *Node) (types.Value, bool, error) {
	if h.Confined && !confine.Within(lv.Datadir, loc.path) {
		return nil, false, fmt.Errorf("Reading %s is not allowed in safe mode: it is outside the datadir %s of hierarchy level '%s'", loc.path, lv.Datadir, lv.Name)
	}
	df := h.dataFile(inv, lv.Function, loc.path)
	n.Exists = df != nil
	if df == nil {
		return nil, false, nil
	}
	if df.err != nil {
		return nil, false, df.err
	}
	data := df.data
	if l.module != "" {
		data = h.moduleNamespace(inv, l.module, lv, loc, data)
	}
	v, ok := data.GetString(root)
	if !ok {
		return nil, false, nil
	}
	if df.bad[root] {
		return nil, false, fmt.Errorf("Value for key '%s', in hash returned from data_hash function '%s', when using location '%s', has wrong type, expects Puppet::LookupValue, got Runtime[ruby, 'Symbol']", root, lv.Function, loc.path)
	}
	n.HasKey, n.Value = true, v
	v, err := interpolator{inv: inv, methods: true}.value(v)
	if err != nil {
		return nil, false, err
	}
	return v, true, nil
}

// moduleNamespace drops the keys of a module's data that are not in its
// namespace, warning about each as Puppet does.
func (h *Hiera) moduleNamespace(inv *invocation, module string, lv *Level, loc location, data *types.Hash) *types.Hash {
	var drop []types.Value
	for _, k := range data.Keys() {
		ks, _ := k.(types.String)
		if ks == "lookup_options" || strings.HasPrefix(string(ks), module+"::") {
			continue
		}
		drop = append(drop, k)
		h.warnOnce(inv, fmt.Sprintf("Module '%s': Value returned from data_hash function '%s', when using location '%s', must use keys qualified with the name of the module", module, lv.Function, loc.path))
	}
	if len(drop) == 0 {
		return data
	}
	return data.Without(drop)
}

// warnOnce gives a warning once per compilation.
func (h *Hiera) warnOnce(inv *invocation, msg string) {
	h.mu.Lock()
	gen := inv.scope.Compilation()
	g, seen := h.warned[msg]
	h.warned[msg] = gen
	h.mu.Unlock()
	if !seen || g != gen {
		inv.scope.Warning(msg)
	}
}

// dataFile reads a data file (cached while unchanged); nil when it does
// not exist.
func (h *Hiera) dataFile(inv *invocation, function, path string) *dataFile {
	sig, ok := inv.stat(path)
	if !ok {
		return nil
	}
	h.mu.Lock()
	df := h.files[path]
	h.mu.Unlock()
	if df == nil || df.sig != sig {
		df = readDataFile(function, path)
		df.sig = sig
		h.mu.Lock()
		h.files[path] = df
		h.mu.Unlock()
	}
	if df.warn != "" {
		h.warnOnce(inv, df.warn)
	}
	return df
}

func readDataFile(function, path string) *dataFile {
	df := &dataFile{data: types.EmptyHash}
	text, err := os.ReadFile(path)
	if err != nil {
		df.err = fmt.Errorf("Unable to read %s: %v", path, err)
		return df
	}
	var v types.Value
	var bad []string
	if function == "json_data" {
		v, err = jsonvalue.Decode(text)
		if err != nil {
			df.err = fmt.Errorf("Unable to parse (%s): %v", path, err)
			return df
		}
	} else {
		v, bad, err = parseYAML(text)
		if err != nil {
			var ye *YAMLError
			if errors.As(err, &ye) {
				df.err = fmt.Errorf("Unable to parse %s", ye.Message(path))
			} else {
				df.err = fmt.Errorf("Unable to parse (%s): %v", path, err)
			}
			return df
		}
	}
	hv, ok := v.(*types.Hash)
	if !ok {
		kind := "yaml"
		if function == "json_data" {
			kind = "json"
		}
		df.warn = fmt.Sprintf("%s: file does not contain a valid %s hash", path, kind)
		return df
	}
	df.data = hv
	if len(bad) > 0 {
		df.bad = map[string]bool{}
		for _, k := range bad {
			df.bad[k] = true
		}
	}
	return df
}

// optionsFor returns the lookup_options that apply to a root key: the
// global and environment layers' merged (a hash merge), then for a key in
// a module's namespace the module's under them; an exact key wins over
// the first pattern ("^...") that matches.
func (h *Hiera) optionsFor(inv *invocation, root string) (*types.Hash, error) {
	sub := &invocation{h: h, scope: inv.scope, stack: inv.stack, memo: inv.memo}
	merge := Merge{Strategy: "hash"}
	layers := h.layers(inv, root)
	v, found, err := mergeLookup(merge, len(layers), func(i int) (types.Value, bool, error) {
		return h.searchLayer(sub, layers[i], "lookup_options", merge)
	})
	if err != nil || !found {
		return nil, err
	}
	all, ok := v.(*types.Hash)
	if !ok {
		return nil, nil
	}
	if o, ok := all.GetString(root); ok {
		oh, _ := o.(*types.Hash)
		return oh, nil
	}
	for _, e := range all.Entries() {
		k, ok := e.Key.(types.String)
		if !ok || !strings.HasPrefix(string(k), "^") {
			continue
		}
		re, err := regexp.Compile(string(k))
		if err != nil {
			continue
		}
		if re.MatchString(root) {
			oh, _ := e.Value.(*types.Hash)
			return oh, nil
		}
	}
	return nil, nil
}

// Keys returns the keys found in the data files the hierarchies name
// for the scope (lookup_options left out), sorted, for completion.
func (h *Hiera) Keys(scope datalookup.Scope) []string {
	inv := &invocation{h: h, scope: quietScope{scope}}
	seen := map[string]bool{}
	for _, l := range h.layers(inv, "") {
		h.collectKeys(inv, l, seen)
	}
	if h.Env != nil {
		for _, m := range h.Env.Modules() {
			p := filepath.Join(m.Dir, "hiera.yaml")
			if _, ok := statFile(p); ok {
				h.collectKeys(inv, layer{name: "module", config: p, module: m.Name}, seen)
			}
		}
	}
	out := make([]string, 0, len(seen))
	for k := range seen {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func (h *Hiera) collectKeys(inv *invocation, l layer, seen map[string]bool) {
	c, err := h.config(inv, l)
	if err != nil || c == nil {
		return
	}
	for _, lv := range c.Levels {
		if lv.Kind != "data_hash" {
			continue
		}
		locs, err := h.locations(inv, lv)
		if err != nil {
			continue
		}
		for _, loc := range locs {
			df := h.dataFile(inv, lv.Function, loc.path)
			if df == nil || df.err != nil {
				continue
			}
			for _, k := range df.data.Keys() {
				if ks, ok := k.(types.String); ok && ks != "lookup_options" && (l.module == "" || strings.HasPrefix(string(ks), l.module+"::")) {
					seen[string(ks)] = true
				}
			}
		}
	}
}

// quietScope drops warnings (completion reads files without reporting).
type quietScope struct{ datalookup.Scope }

func (quietScope) Warning(string) {}
