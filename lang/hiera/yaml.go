package hiera

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"prepl/internal/lazyre"
	"prepl/internal/psych"
	"prepl/types"
)

// Puppet reads Hiera's YAML with Ruby's Psych (safe_load, aliases
// allowed, Symbol permitted), which resolves plain scalars by YAML 1.1's
// rules as Psych's ScalarScanner applies them: yes/no/on/off are
// booleans, 0755 is octal, 1:30 is sexagesimal, an exponent needs a sign,
// and a date or time is a class safe_load refuses. The YAML library parses
// the text into nodes; the scalars are resolved here by those rules.

// YAMLError is a YAML text that Psych would refuse to load: a syntax
// error, a class safe_load does not permit, or an unparseable number.
type YAMLError struct {
	// Msg is Psych's message without the file name.
	Msg string
	// Line is the line of a syntax error (0 when unknown).
	Line int
	// Syntax marks a syntax error (Psych::SyntaxError), whose message
	// names the file.
	Syntax bool
}

func (e *YAMLError) Error() string { return e.Msg }

// Message is the error as Puppet's YAML loader words it for file path.
func (e *YAMLError) Message(path string) string {
	if e.Syntax {
		if e.Line > 0 {
			return fmt.Sprintf("(%s): %s at line %d", path, e.Msg, e.Line)
		}
		return fmt.Sprintf("(%s): %s", path, e.Msg)
	}
	if strings.HasPrefix(e.Msg, "Tried to load") {
		return fmt.Sprintf("(%s): %s", path, e.Msg)
	}
	return e.Msg
}

// SymbolValueError reports a Ruby Symbol (a plain scalar starting with
// ':') used as a value: Psych loads it, but it is no Puppet value.
type SymbolValueError struct {
	// Key is the top-level key whose value holds the symbol.
	Key string
}

func (e *SymbolValueError) Error() string {
	return "value for key '" + e.Key + "' is a Ruby Symbol"
}

// maxYAMLNodes bounds the values made from one text, so that aliases of
// aliases cannot expand exponentially.
const maxYAMLNodes = 1 << 20

// ParseYAML reads the first document of a YAML text as Psych's safe_load
// does. An empty document is undef. A symbol key becomes a string, as
// Hiera converts them; a symbol anywhere in a value is a
// *SymbolValueError naming the top-level key.
func ParseYAML(data []byte) (types.Value, error) {
	v, bad, err := parseYAML(data)
	if err == nil && len(bad) > 0 {
		return nil, &SymbolValueError{Key: bad[0]}
	}
	return v, err
}

// parseYAML is ParseYAML that leaves a top-level hash's entries holding
// symbols as undef and names their keys in bad, so that only a lookup of
// one of those keys fails, as in Puppet.
func parseYAML(data []byte) (v types.Value, bad []string, err error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	var doc yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(data))
	if err := decodeNode(dec, &doc); err != nil {
		return nil, nil, err
	}
	if doc.Kind == 0 || len(doc.Content) == 0 {
		return types.Undef, nil, nil
	}
	r := &yamlReader{}
	v, err = r.value(doc.Content[0], 0)
	if err != nil || !r.symbol {
		return v, nil, err
	}
	h, ok := v.(*types.Hash)
	if !ok {
		if containsSymbol(v) {
			return nil, []string{""}, nil
		}
		return v, nil, nil
	}
	b := types.NewHashBuilder(h.Len())
	for _, e := range h.Entries() {
		if containsSymbol(e.Value) {
			bad = append(bad, keyText(e.Key))
			b.Set(e.Key, types.Undef)
			continue
		}
		b.Set(e.Key, e.Value)
	}
	return b.Build(), bad, nil
}

// decodeNode decodes one document, turning the library's error (and any
// panic it raises on hostile input) into a YAMLError.
func decodeNode(dec *yaml.Decoder, doc *yaml.Node) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = &YAMLError{Msg: fmt.Sprint(p), Syntax: true}
		}
	}()
	if err := dec.Decode(doc); err != nil {
		if err.Error() == "EOF" {
			return nil
		}
		return syntaxError(err)
	}
	return nil
}

var yamlLine = lazyre.New(`^yaml: line (\d+): (.*)$`)

var unknownAnchor = lazyre.New(`unknown anchor '(.*)' referenced`)

func syntaxError(err error) error {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	if m := unknownAnchor().FindStringSubmatch(msg); m != nil {
		// Psych's BadAlias, which is no syntax error.
		return &YAMLError{Msg: "Unknown alias: " + m[1]}
	}
	if m := yamlLine().FindStringSubmatch(err.Error()); m != nil {
		n, _ := strconv.Atoi(m[1])
		return &YAMLError{Msg: m[2], Line: n, Syntax: true}
	}
	return &YAMLError{Msg: msg, Syntax: true}
}

// symbol is a Ruby Symbol while a document is read: a key becomes its
// name, a value is an error.
type symbol string

func (symbol) Kind() types.Kind { return types.KString }

func containsSymbol(v types.Value) bool {
	switch x := v.(type) {
	case symbol:
		return true
	case *types.Array:
		for _, e := range x.Elements() {
			if containsSymbol(e) {
				return true
			}
		}
	case *types.Hash:
		for _, e := range x.Entries() {
			if containsSymbol(e.Value) {
				return true
			}
		}
	}
	return false
}

func keyText(v types.Value) string {
	if s, ok := v.(types.String); ok {
		return string(s)
	}
	s, _ := rubyInspect(v)
	return s
}

type yamlReader struct {
	nodes  int
	symbol bool
}

const (
	tagStr    = "!!str"
	tagInt    = "!!int"
	tagFloat  = "!!float"
	tagNull   = "!!null"
	tagBool   = "!!bool"
	tagBinary = "!!binary"
	tagMerge  = "!!merge"
)

// explicitTag is the tag written in the text ("" for none).
func explicitTag(n *yaml.Node) string {
	if n.Style&yaml.TaggedStyle == 0 {
		return ""
	}
	return n.ShortTag()
}

func (r *yamlReader) value(n *yaml.Node, depth int) (types.Value, error) {
	r.nodes++
	if r.nodes > maxYAMLNodes || depth > 10000 {
		return nil, &YAMLError{Msg: "the document is too large once its aliases are expanded"}
	}
	switch n.Kind {
	case yaml.AliasNode:
		if n.Alias == nil {
			return nil, &YAMLError{Msg: "unknown alias", Syntax: true, Line: n.Line}
		}
		return r.value(n.Alias, depth+1)
	case yaml.SequenceNode:
		if t := explicitTag(n); t == "!!set" || t == "!!omap" || t == "!!pairs" {
			return nil, disallowed(t)
		}
		elems := make([]types.Value, 0, len(n.Content))
		for _, c := range n.Content {
			v, err := r.value(c, depth+1)
			if err != nil {
				return nil, err
			}
			elems = append(elems, v)
		}
		return types.NewArray(elems), nil
	case yaml.MappingNode:
		if t := explicitTag(n); t == "!!set" || t == "!!omap" || t == "!!pairs" {
			return nil, disallowed(t)
		}
		return r.mapping(n, depth)
	case yaml.ScalarNode:
		return r.scalar(n)
	}
	return types.Undef, nil
}

func disallowed(tag string) error {
	class := map[string]string{"!!set": "Psych::Set", "!!omap": "Psych::Omap", "!!pairs": "Psych::Omap"}[tag]
	return &YAMLError{Msg: "Tried to load unspecified class: " + class}
}

// mapping reads a mapping as Psych revives a hash: later keys replace
// earlier ones, and a "<<" key merges the mapping (or the mappings, the
// first winning) it refers to.
func (r *yamlReader) mapping(n *yaml.Node, depth int) (types.Value, error) {
	b := types.NewHashBuilder(len(n.Content) / 2)
	for i := 0; i+1 < len(n.Content); i += 2 {
		kn, vn := n.Content[i], n.Content[i+1]
		k, err := r.value(kn, depth+1)
		if err != nil {
			return nil, err
		}
		v, err := r.value(vn, depth+1)
		if err != nil {
			return nil, err
		}
		if s, ok := k.(symbol); ok {
			k = types.String(s)
		}
		if ks, ok := k.(types.String); ok && ks == "<<" && explicitTag(kn) != tagStr {
			if merged, ok := mergeKeyValue(vn, v); ok {
				for _, e := range merged.Entries() {
					b.Set(e.Key, e.Value)
				}
				continue
			}
		}
		b.Set(k, v)
	}
	return b.Build(), nil
}

// mergeKeyValue is the hash a "<<" key merges: its mapping, or its
// sequence of mappings merged so the first wins; false when the value is
// neither (then "<<" is an ordinary key).
func mergeKeyValue(n *yaml.Node, v types.Value) (*types.Hash, bool) {
	for n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	switch x := v.(type) {
	case *types.Hash:
		return x, n.Kind == yaml.MappingNode
	case *types.Array:
		if n.Kind != yaml.SequenceNode {
			return nil, false
		}
		b := types.NewHashBuilder(0)
		elems := x.Elements()
		for i := len(elems) - 1; i >= 0; i-- {
			h, ok := elems[i].(*types.Hash)
			if !ok {
				return nil, false
			}
			for _, e := range h.Entries() {
				b.Set(e.Key, e.Value)
			}
		}
		return b.Build(), true
	}
	return nil, false
}

func (r *yamlReader) scalar(n *yaml.Node) (types.Value, error) {
	tag := explicitTag(n)
	plain := n.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle|yaml.LiteralStyle|yaml.FoldedStyle) == 0
	switch tag {
	case tagStr:
		return types.String(n.Value), nil
	case tagBinary:
		b, err := base64.StdEncoding.DecodeString(strings.Join(strings.Fields(n.Value), ""))
		if err != nil {
			return types.String(n.Value), nil
		}
		return types.String(b), nil
	case tagNull:
		return types.Undef, nil
	case tagInt, tagBool:
		return r.tokenize(n.Value)
	case tagFloat:
		v, err := r.tokenize(n.Value)
		if err != nil {
			return nil, err
		}
		switch x := v.(type) {
		case types.Int:
			return types.Float(x), nil
		case types.Float:
			return x, nil
		}
		sc := psych.Float(n.Value)
		if sc.Kind != psych.Value {
			return nil, &YAMLError{Msg: sc.Text}
		}
		return sc.Value, nil
	}
	if !plain {
		return types.String(n.Value), nil
	}
	return r.tokenize(n.Value)
}

// tokenize resolves a plain scalar as Psych does; the classes and
// numbers safe_load cannot make are errors.
func (r *yamlReader) tokenize(s string) (types.Value, error) {
	sc := psych.Resolve(s)
	switch sc.Kind {
	case psych.Value:
		return sc.Value, nil
	case psych.Time:
		return nil, &YAMLError{Msg: "Tried to load unspecified class: Time"}
	case psych.Date:
		return nil, &YAMLError{Msg: "Tried to load unspecified class: Date"}
	case psych.Symbol:
		r.symbol = true
		return symbol(sc.Text), nil
	case psych.BigInt:
		return nil, &YAMLError{Msg: "integer " + sc.Big.String() + " is out of Puppet's 64-bit Integer range"}
	case psych.Invalid:
		return nil, &YAMLError{Msg: sc.Text}
	}
	return types.String(s), nil
}
