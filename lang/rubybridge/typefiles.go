package rubybridge

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"prepl/internal/lazyre"
	"prepl/lang/eval/resourcetypes"
)

// ResourceType finds a resource type a module defines in Ruby, by its
// attributes alone (a catalog only declares resources): from the
// environment's .resource_types/NAME.pp, which `puppet generate types`
// writes, when present, else from a module's lib/puppet/type/NAME.rb, read
// as text for its newparam, newproperty, ensurable and namevars. No Ruby
// runs.
func (b *Bridge) ResourceType(name string) (*resourcetypes.Type, bool) {
	if b.env == nil || !functionName(name) || strings.Contains(name, "::") {
		return nil, false
	}
	b.mu.Lock()
	t, ok := b.rtypes[name]
	b.mu.Unlock()
	if ok {
		return t, t != nil
	}
	t = b.readType(name)
	b.mu.Lock()
	b.rtypes[name] = t
	b.mu.Unlock()
	return t, t != nil
}

func (b *Bridge) readType(name string) *resourcetypes.Type {
	if b.env.Dir != "" {
		p := filepath.Join(b.env.Dir, ".resource_types", name+".pp")
		if src, err := os.ReadFile(p); err == nil {
			if t, err := parseGeneratedType(name, string(src)); err == nil {
				return t
			}
		}
	}
	for _, m := range b.env.Modules() {
		p := filepath.Join(m.Dir, "lib", "puppet", "type", name+".rb")
		if src, err := os.ReadFile(p); err == nil {
			if t, err := parseRubyType(name, p, string(src), b.hasProviders(name)); err == nil {
				return t
			}
		}
	}
	return nil
}

// hasProviders reports whether a module has providers for the type
// (lib/puppet/provider/NAME/*.rb): Puppet then gives the type its
// provider parameter.
func (b *Bridge) hasProviders(name string) bool {
	for _, m := range b.env.Modules() {
		if ps, _ := filepath.Glob(filepath.Join(m.Dir, "lib", "puppet", "provider", name, "*.rb")); len(ps) > 0 {
			return true
		}
	}
	return false
}

var (
	genParam   = lazyre.New(`^\s*Puppet::Resource::Param\(.*, '([a-z][a-z0-9_]*)'(, true)?\),?\s*$`)
	genPattern = lazyre.New(`^\s*/(.*)/ => \[(.*)\],?\s*$`)
	quoted     = lazyre.New(`'([a-z][a-z0-9_]*)'`)
	rubyFlags  = lazyre.New(`^\(\?([mix]*)(?:-([mix]*))?:(.*)\)$`)
)

// parseGeneratedType reads what `puppet generate types` writes for a type:
// a call of Puppet::Resource::ResourceType3.new with the name, the list of
// properties, the list of parameters (namevars marked true), the title
// patterns and whether the type is isomorphic. The file is generated, one
// item a line, and read as such.
func parseGeneratedType(name, src string) (*resourcetypes.Type, error) {
	if !strings.Contains(src, "Puppet::Resource::ResourceType3.new(") || !strings.Contains(src, "'"+name+"'") {
		return nil, fmt.Errorf("not a generated resource type")
	}
	var props, params, keys []string
	var patterns []resourcetypes.TitlePattern
	lists, isomorphic, sawFlag := 0, true, false
	sc := bufio.NewScanner(strings.NewReader(src))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "[":
			lists++
		case genParam().MatchString(line):
			m := genParam().FindStringSubmatch(line)
			if lists == 1 {
				props = append(props, m[1])
			} else {
				params = append(params, m[1])
				if m[2] != "" {
					keys = append(keys, m[1])
				}
			}
		case genPattern().MatchString(line):
			m := genPattern().FindStringSubmatch(line)
			var attrs []string
			for _, q := range quoted().FindAllStringSubmatch(m[2], -1) {
				attrs = append(attrs, q[1])
			}
			re, multi := m[1], false
			if f := rubyFlags().FindStringSubmatch(re); f != nil {
				re, multi = f[3], strings.Contains(f[1], "m")
				if strings.Contains(f[1], "i") {
					re = "(?i)" + re
				}
			}
			patterns = append(patterns, resourcetypes.TitlePattern{Regexp: re, Multiline: multi, Attributes: attrs})
		case (line == "true," || line == "false,") && !sawFlag:
			// The first flag after the lists is isomorphic?, the second
			// capability?.
			sawFlag, isomorphic = true, line == "true,"
		}
	}
	return newType(name, "", props, params, keyAttributes(params, keys), isomorphic, patterns)
}

var (
	rbNewtype   = lazyre.New(`Puppet::Type\.newtype\(\s*:"?([a-z][a-z0-9_]*)`)
	rbEnsurable = lazyre.New(`^\s*ensurable\b`)
	rbProperty  = lazyre.New(`^\s*newproperty[(\s]\s*:"?([a-z][a-z0-9_]*)`)
	rbParam     = lazyre.New(`^\s*newparam[(\s]\s*:"?([a-z][a-z0-9_]*)(.*)`)
	rbNamevarOp = lazyre.New(`:namevar\s*=>\s*true|namevar:\s*true`)
	rbIsNamevar = lazyre.New(`^\s*isnamevar\b`)
	rbDoc       = lazyre.New(`^\s*@doc\s*=\s*(?:"([^"]*)"|'([^']*)')`)
	// rbTitlePattern is one [regexp, [[:attr], ...]] pair of a
	// title_patterns method, the regexp written /.../ or %r{...}.
	rbTitlePattern = lazyre.New(`\[\s*(?:/((?:\\.|[^/\\\n])*)/|%r\{((?:\\.|[^}\\\n])*)\})([mix]*)\s*,\s*\[((?:\s*\[\s*:\w+[^\]]*\]\s*,?)+)\s*\]\s*\]`)
	rbSymbol       = lazyre.New(`\[\s*:(\w+)`)
)

// rubyTitlePatterns reads the pairs of a `def self.title_patterns` body
// that are written as literals; none when the method is absent or builds
// its patterns otherwise.
func rubyTitlePatterns(src string) []resourcetypes.TitlePattern {
	i := strings.Index(src, "def self.title_patterns")
	if i < 0 {
		return nil
	}
	body := src[i:]
	if j := strings.Index(body, "\n  end"); j >= 0 {
		body = body[:j]
	}
	var out []resourcetypes.TitlePattern
	for _, m := range rbTitlePattern().FindAllStringSubmatch(body, -1) {
		re := m[1] + m[2]
		if strings.Contains(m[3], "i") {
			re = "(?i)" + re
		}
		var attrs []string
		for _, a := range rbSymbol().FindAllStringSubmatch(m[4], -1) {
			attrs = append(attrs, a[1])
		}
		out = append(out, resourcetypes.TitlePattern{Regexp: re, Multiline: strings.Contains(m[3], "m"), Attributes: attrs})
	}
	return out
}

// parseRubyType reads a type's Ruby file as text: the attributes its
// newproperty, newparam and ensurable statements declare, and its
// namevars (`:namevar => true`, or isnamevar in the parameter's block),
// and title patterns written as literals; a type with providers has the
// provider parameter last. Attributes made in loops or by other files are
// not seen.
func parseRubyType(name, file, src string, providers bool) (*resourcetypes.Type, error) {
	if strings.Contains(src, "Puppet::ResourceApi.register_type") {
		return parseResourceAPIType(name, file, src)
	}
	m := rbNewtype().FindStringSubmatch(src)
	if m == nil || m[1] != name {
		return nil, fmt.Errorf("%s does not define the type %s", file, name)
	}
	var props, params, keys []string
	doc, last := "", ""
	seen := map[string]bool{}
	sc := bufio.NewScanner(strings.NewReader(src))
	for sc.Scan() {
		line := sc.Text()
		if i := strings.Index(line, "#"); i >= 0 && strings.TrimSpace(line[:i]) == "" {
			continue
		}
		switch {
		case rbEnsurable().MatchString(line) && !seen["ensure"]:
			seen["ensure"] = true
			props = append([]string{"ensure"}, props...)
		case rbProperty().MatchString(line):
			p := rbProperty().FindStringSubmatch(line)[1]
			if !seen[p] {
				seen[p] = true
				if p == "ensure" {
					props = append([]string{p}, props...)
				} else {
					props = append(props, p)
				}
			}
			last = ""
		case rbParam().MatchString(line):
			pm := rbParam().FindStringSubmatch(line)
			if !seen[pm[1]] {
				seen[pm[1]] = true
				params = append(params, pm[1])
			}
			last = pm[1]
			if rbNamevarOp().MatchString(pm[2]) {
				keys = append(keys, pm[1])
			}
		case rbIsNamevar().MatchString(line) && last != "":
			keys = append(keys, last)
		case doc == "" && rbDoc().MatchString(line):
			dm := rbDoc().FindStringSubmatch(line)
			doc = dm[1] + dm[2]
		}
	}
	if providers && !seen["provider"] {
		params = append(params, "provider")
	}
	return newType(name, doc, props, params, keyAttributes(params, keys), true, rubyTitlePatterns(src))
}

// keyAttributes are Puppet's key attributes of a type: its namevars and
// its `name` parameter, in the order the parameters are declared.
func keyAttributes(params, namevars []string) []string {
	var keys []string
	for _, p := range params {
		if p == "name" || slices.Contains(namevars, p) {
			keys = append(keys, p)
		}
	}
	return keys
}

var (
	apiName      = lazyre.New(`(?m)^\s*name:\s*['"]([a-z][a-z0-9_]*)['"]`)
	apiAttrs     = lazyre.New(`(?m)^(\s*)attributes:\s*\{`)
	apiKey       = lazyre.New(`^(\s*)([a-z][a-z0-9_]*):\s*\{`)
	apiBehaviour = lazyre.New(`behaviour:\s*:(\w+)`)
	apiPattern   = lazyre.New(`(?m)^\s*pattern:\s*(?:%r\{(.*)\}|/(.*)/)([mix]*),?\s*$`)
	namedGroup   = lazyre.New(`\(\?<([a-z][a-z0-9_]*)>`)
)

// parseResourceAPIType reads a type written against the Resource API
// (Puppet::ResourceApi.register_type): its attributes, each a property
// unless its behaviour makes it a namevar, a parameter or read-only (those
// are parameters), and its title patterns, whose named groups set the
// attributes of their names.
func parseResourceAPIType(name, file, src string) (*resourcetypes.Type, error) {
	if m := apiName().FindStringSubmatch(src); m == nil || m[1] != name {
		return nil, fmt.Errorf("%s does not define the type %s", file, name)
	}
	loc := apiAttrs().FindStringIndex(src)
	if loc == nil {
		return nil, fmt.Errorf("%s: no attributes", file)
	}
	var props, params, keys []string
	indent, attr, behaviour := -1, "", ""
	flush := func() {
		switch {
		case attr == "":
		case behaviour == "namevar":
			params, keys = append(params, attr), append(keys, attr)
		case behaviour == "parameter" || behaviour == "read_only":
			params = append(params, attr)
		default:
			props = append(props, attr)
		}
		attr, behaviour = "", ""
	}
	for _, line := range strings.Split(src[loc[1]:], "\n") {
		if m := apiKey().FindStringSubmatch(line); m != nil && (indent < 0 || len(m[1]) == indent) {
			flush()
			indent, attr = len(m[1]), m[2]
			continue
		}
		if indent >= 0 && strings.TrimSpace(line) != "" && len(line)-len(strings.TrimLeft(line, " \t")) < indent {
			break
		}
		if b := apiBehaviour().FindStringSubmatch(line); b != nil && attr != "" {
			behaviour = b[1]
		}
	}
	flush()
	var patterns []resourcetypes.TitlePattern
	for _, m := range apiPattern().FindAllStringSubmatch(src, -1) {
		re := m[1] + m[2]
		var attrs []string
		for _, g := range namedGroup().FindAllStringSubmatch(re, -1) {
			attrs = append(attrs, g[1])
		}
		patterns = append(patterns, resourcetypes.TitlePattern{Regexp: re, Multiline: strings.Contains(m[3], "m"), Attributes: attrs})
	}
	return newType(name, "", props, params, keyAttributes(params, keys), true, patterns)
}

// newType describes a type; title patterns Go's regexp engine cannot run
// (Ruby-only syntax) are left out rather than losing the type, whose
// titles then set its first key attribute.
func newType(name, doc string, props, params, keys []string, isomorphic bool, patterns []resourcetypes.TitlePattern) (*resourcetypes.Type, error) {
	t, err := resourcetypes.New(name, doc, props, params, keys, isomorphic, patterns)
	if err != nil && len(patterns) > 0 {
		return resourcetypes.New(name, doc, props, params, keys, isomorphic, nil)
	}
	return t, err
}
