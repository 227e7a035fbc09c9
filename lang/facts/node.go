package facts

import (
	_ "embed"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"prepl/types"
)

// puppetVersion is the version of Puppet prepl behaves as.
const puppetVersion = "7.23.0"

// Certname is the name of the node, which node definitions match and
// the catalog, $trusted and the settings are named after: given (lower
// case) when it is not empty, else the fqdn fact of raw, else the host
// name of this machine.
func Certname(given string, raw *types.Hash) string {
	if given != "" {
		return strings.ToLower(given)
	}
	if raw != nil {
		if v, ok := raw.GetString("fqdn"); ok {
			if s, ok := v.(types.String); ok && s != "" {
				return strings.ToLower(string(s))
			}
		}
	}
	if h, err := os.Hostname(); err == nil && h != "" {
		return strings.ToLower(h)
	}
	return "localhost"
}

// ReservedTopName reports whether Puppet reserves a top-scope variable's
// name for what the runtime binds ($facts, $trusted, $name, ...), so no
// fact of that name becomes a top-scope variable.
func ReservedTopName(name string) bool {
	switch name {
	case "facts", "trusted", "server_facts", "name", "title", "module_name", "caller_module_name", "environment":
		return true
	}
	return false
}

// WithPuppetFacts adds the facts Puppet itself adds to Facter's
// (puppetversion, clientcert, clientversion, clientnoop), after them as
// Puppet does, where the facts lack them.
func WithPuppetFacts(h *types.Hash, certname string) *types.Hash {
	b := types.NewHashBuilder(h.Len() + 4)
	b.AddHash(h)
	for _, kv := range []struct {
		k string
		v types.Value
	}{
		{"puppetversion", types.String(puppetVersion)},
		{"clientcert", types.String(certname)},
		{"clientversion", types.String(puppetVersion)},
		{"clientnoop", types.False},
	} {
		if _, ok := h.GetString(kv.k); !ok {
			b.Set(types.String(kv.k), kv.v)
		}
	}
	return b.Build()
}

// Trusted is $trusted as `puppet apply` sets it: the certificate name and
// its host and domain parts, authenticated locally, with no extensions.
func Trusted(certname string) *types.Hash {
	hostname, domain, _ := strings.Cut(certname, ".")
	return types.HashOf(
		types.String("authenticated"), types.String("local"),
		types.String("certname"), types.String(certname),
		types.String("extensions"), types.EmptyHash,
		types.String("hostname"), types.String(hostname),
		types.String("domain"), types.String(domain),
		types.String("external"), types.EmptyHash,
	)
}

// ServerFacts is $server_facts as `puppet apply` sets it: the
// environment's name alone (there is no server).
func ServerFacts(environment string) *types.Hash {
	return types.HashOf(types.String("environment"), types.String(environment))
}

//go:embed settings.yaml
var settingsYAML []byte

var settingsTemplate struct {
	once sync.Once
	h    *types.Hash
}

// certnameMark stands for the node's certname in settings.yaml.
const certnameMark = "${certname}"

// Environment is what the settings say of the environment code is
// compiled in; empty fields keep puppet apply's defaults.
type Environment struct {
	Name string
	// Dir is the environment's directory; its parent is the
	// environmentpath.
	Dir string
	// ModulePath is where modules are found, in order.
	ModulePath []string
	// Manifest is the main manifest.
	Manifest string
}

// Settings returns `puppet apply`'s settings, the $settings:: variables,
// in Puppet's order: those Puppet 7.23 has running as root, with the
// node's certname, the strict_variables mode and the environment (its
// name, module path, main manifest and environmentpath) put in.
func Settings(certname string, strictVariables bool, environment Environment) *types.Hash {
	settingsTemplate.once.Do(func() {
		h, err := Parse(settingsYAML)
		if err != nil {
			// settings.yaml is part of the program; the tests read it.
			h = types.EmptyHash
		}
		settingsTemplate.h = h
	})
	given := map[string]string{"environment": environment.Name, "manifest": environment.Manifest}
	if len(environment.ModulePath) > 0 {
		given["modulepath"] = strings.Join(environment.ModulePath, ":")
	}
	if environment.Dir != "" {
		given["environmentpath"] = filepath.Dir(environment.Dir)
	}
	tmpl := settingsTemplate.h
	b := types.NewHashBuilder(tmpl.Len())
	for _, e := range tmpl.Entries() {
		v := e.Value
		name := string(e.Key.(types.String))
		switch {
		case name == "strict_variables":
			v = types.BoolOf(strictVariables)
		case given[name] != "":
			v = types.String(given[name])
		default:
			if s, ok := v.(types.String); ok && strings.Contains(string(s), certnameMark) {
				v = types.String(strings.ReplaceAll(string(s), certnameMark, certname))
			}
		}
		b.Set(e.Key, v)
	}
	return b.Build()
}
