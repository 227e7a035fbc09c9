// Package facts is what a node brings to a compilation besides its code:
// its facts (this machine's, a built-in set for another system, or a
// file's), and the $trusted, $server_facts and $settings:: values
// `puppet apply` gives compiled code. Facts are in Facter 4's shape:
// structured facts and Puppet 7's legacy flat facts side by side, every
// hash sorted by key as Facter prints it.
package facts

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"sort"

	"go.yaml.in/yaml/v3"

	"prepl/internal/jsonvalue"
	"prepl/types"
)

// ReadFile reads a node's facts from a JSON or YAML file: a hash of
// facts, or the wrapper Puppet writes (`puppet facts` output, with the
// facts under "values").
func ReadFile(path string) (*types.Hash, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	h, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return h, nil
}

// Parse decodes facts from JSON (text starting with '{') or else YAML.
func Parse(data []byte) (*types.Hash, error) {
	v, err := parseDocument(data)
	if err != nil {
		return nil, err
	}
	h, ok := v.(*types.Hash)
	if !ok {
		return nil, fmt.Errorf("the facts must be a hash, got %s", typeLabel(v))
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

// typeLabel names the kind of a value that is not a hash of facts.
func typeLabel(v types.Value) string {
	switch v.(type) {
	case *types.Array:
		return "an Array"
	case types.String:
		return "a String"
	case types.Int:
		return "an Integer"
	case types.Float:
		return "a Float"
	case types.Bool:
		return "a Boolean"
	}
	if types.IsUndef(v) {
		return "undef"
	}
	return "a " + types.Infer(v).String()
}

func parseDocument(data []byte) (types.Value, error) {
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) > 0 && trimmed[0] == '{' {
		return jsonvalue.Decode(trimmed)
	}
	v, err := decodeYAML(data)
	if err == nil && types.IsUndef(v) {
		return types.EmptyHash, nil
	}
	return v, err
}

// decodeYAML parses the first document of a YAML text into Puppet values
// (undef for an empty text).
func decodeYAML(data []byte) (types.Value, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, err
	}
	if len(doc.Content) == 0 {
		return types.Undef, nil
	}
	return yamlValue(doc.Content[0])
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

// fromGo converts Go data (maps with string keys, slices, strings,
// numbers, booleans, nil) to a Puppet value, sorting hash keys as Facter
// does.
func fromGo(v any) types.Value {
	switch x := v.(type) {
	case nil:
		return types.Undef
	case types.Value:
		return x
	case string:
		return types.String(x)
	case bool:
		return types.BoolOf(x)
	case int:
		return types.Int(x)
	case int64:
		return types.Int(x)
	case uint64:
		if x > math.MaxInt64 {
			return types.Float(float64(x))
		}
		return types.Int(int64(x))
	case float64:
		return types.Float(x)
	case []string:
		out := make([]types.Value, len(x))
		for i, s := range x {
			out[i] = types.String(s)
		}
		return types.NewArray(out)
	case []any:
		out := make([]types.Value, len(x))
		for i, e := range x {
			out[i] = fromGo(e)
		}
		return types.NewArray(out)
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		b := types.NewHashBuilder(len(keys))
		for _, k := range keys {
			b.Set(types.String(k), fromGo(x[k]))
		}
		return b.Build()
	}
	return types.String(fmt.Sprint(v))
}
