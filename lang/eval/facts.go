package eval

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"go.yaml.in/yaml/v3"

	"prepl/types"
)

// initTopScope binds the variables Puppet provides in Class[main]: the
// node's facts (as $facts and as top-scope variables), $trusted,
// $server_facts and the compilation's own names.
func (e *Evaluator) initTopScope() {
	e.top.set("name", types.String("main"))
	e.top.set("title", types.String("main"))
	e.top.set("module_name", types.String(""))
	// Puppet answers $caller_module_name with undef wherever it is not set.
	e.top.set("caller_module_name", types.Undef)
	e.top.set("environment", types.String(environmentName))
	facts := e.opts.Facts
	if facts == nil {
		facts = types.EmptyHash
	}
	for _, en := range facts.Entries() {
		if k, ok := en.Key.(types.String); ok && isVariableName(string(k)) && !reservedTopName(string(k)) {
			if _, exists := e.top.getLocal(string(k)); !exists {
				e.top.set(string(k), en.Value)
				// A fact variable counts as bound before the first input,
				// so a program may assign a variable that happens to share
				// a fact's name ($facts keeps the fact).
				e.topGen[string(k)] = 0
			}
		}
	}
	e.top.set("facts", facts)
	e.setNodeVariables()
}

// setNodeVariables binds the top-scope variables derived from the node
// name: $trusted (the certificate name and its host and domain parts) and
// $server_facts.
func (e *Evaluator) setNodeVariables() {
	certname := e.nodeName()
	hostname, domain, _ := strings.Cut(certname, ".")
	e.top.set("trusted", types.HashOf(
		types.String("authenticated"), types.String("local"),
		types.String("certname"), types.String(certname),
		types.String("extensions"), types.EmptyHash,
		types.String("hostname"), types.String(hostname),
		types.String("domain"), types.String(domain),
		types.String("external"), types.EmptyHash,
	))
	serverFacts := []types.Value{
		types.String("serverversion"), types.String(puppetVersion),
		types.String("servername"), types.String(certname),
	}
	if ip, ok := e.Facts().GetString("ipaddress"); ok {
		serverFacts = append(serverFacts, types.String("serverip"), ip)
	}
	serverFacts = append(serverFacts, types.String("environment"), types.String(environmentName))
	e.top.set("server_facts", types.HashOf(serverFacts...))
}

// puppetVersion is the version of Puppet the session behaves as.
const puppetVersion = "7.23.0"

// reservedTopName reports whether a fact may not become a top-scope
// variable because Puppet reserves the name.
func reservedTopName(name string) bool {
	switch name {
	case "facts", "trusted", "server_facts", "name", "title", "module_name", "caller_module_name", "environment":
		return true
	}
	return false
}

// nodeName is the name node definitions match and the catalog is named
// after: the NodeName option, else the host name of this machine.
func (e *Evaluator) nodeName() string {
	if e.opts.NodeName != "" {
		return strings.ToLower(e.opts.NodeName)
	}
	if e.opts.Facts != nil {
		if v, ok := e.opts.Facts.GetString("fqdn"); ok {
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

// LoadFacts reads a node's facts from a JSON or YAML file: a hash of
// facts, or the wrapper Puppet writes (`puppet facts` output, with the
// facts under "values").
func LoadFacts(path string) (*types.Hash, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	v, err := parseFacts(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	h, ok := v.(*types.Hash)
	if !ok {
		return nil, fmt.Errorf("%s: the facts must be a hash, got %s", path, articled(valueTypeLabel(v)))
	}
	if vals, ok := h.GetString("values"); ok {
		if inner, ok := vals.(*types.Hash); ok {
			if _, named := h.GetString("name"); named {
				h = inner
			}
		}
	}
	return h, nil
}

// parseFacts decodes JSON, or else YAML.
func parseFacts(data []byte) (types.Value, error) {
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) > 0 && trimmed[0] == '{' {
		return DecodeJSON(trimmed)
	}
	v, err := DecodeYAML(data)
	if types.IsUndef(v) {
		return types.EmptyHash, err
	}
	return v, err
}

// jsonValue reads one JSON value keeping the order of object keys.
func jsonValue(dec *json.Decoder) (types.Value, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			b := types.NewHashBuilder(8)
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, err
				}
				v, err := jsonValue(dec)
				if err != nil {
					return nil, err
				}
				b.Set(types.String(kt.(string)), v)
			}
			_, err := dec.Token()
			return b.Build(), err
		case '[':
			var out []types.Value
			for dec.More() {
				v, err := jsonValue(dec)
				if err != nil {
					return nil, err
				}
				out = append(out, v)
			}
			_, err := dec.Token()
			return types.NewArray(out), err
		}
	case json.Number:
		if i, err := t.Int64(); err == nil {
			return types.Int(i), nil
		}
		f, err := t.Float64()
		if err != nil {
			return nil, err
		}
		return types.Float(f), nil
	case string:
		return types.String(t), nil
	case bool:
		return types.BoolOf(t), nil
	case nil:
		return types.Undef, nil
	}
	return nil, fmt.Errorf("unexpected JSON token %v", tok)
}

// yamlValue converts a YAML node; Ruby object tags (as in `puppet facts`
// YAML output) are ignored.
func yamlValue(n *yaml.Node) (types.Value, error) {
	switch n.Kind {
	case yaml.DocumentNode:
		if len(n.Content) == 0 {
			return types.Undef, nil
		}
		return yamlValue(n.Content[0])
	case yaml.AliasNode:
		return yamlValue(n.Alias)
	case yaml.MappingNode:
		b := types.NewHashBuilder(len(n.Content) / 2)
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, err := yamlValue(n.Content[i])
			if err != nil {
				return nil, err
			}
			v, err := yamlValue(n.Content[i+1])
			if err != nil {
				return nil, err
			}
			b.Set(k, v)
		}
		return b.Build(), nil
	case yaml.SequenceNode:
		out := make([]types.Value, 0, len(n.Content))
		for _, c := range n.Content {
			v, err := yamlValue(c)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		}
		return types.NewArray(out), nil
	}
	var v any
	if err := n.Decode(&v); err != nil {
		return types.String(n.Value), nil
	}
	switch x := v.(type) {
	case nil:
		return types.Undef, nil
	case bool:
		return types.BoolOf(x), nil
	case int:
		return types.Int(x), nil
	case int64:
		return types.Int(x), nil
	case uint64:
		return types.Float(float64(x)), nil
	case float64:
		return types.Float(x), nil
	case string:
		return types.String(x), nil
	}
	return types.String(n.Value), nil
}
