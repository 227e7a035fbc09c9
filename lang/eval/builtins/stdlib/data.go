package stdlib

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"prepl/internal/jsonvalue"
	"prepl/internal/lazyre"
	"prepl/lang/eval"
	"prepl/lang/eval/builtins"
	"prepl/types"
)

// Serializing and parsing data, facts and types.
func init() {
	register(
		&eval.Function{
			Name: "stdlib::to_json",
			Doc:  "Converts a value to JSON text, as Ruby's JSON.generate writes it; Sensitive parts make the result Sensitive.",
			Signatures: []*eval.Signature{{Params: []eval.Param{{Name: "data"}}, Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
				return serialize(c, args[0], func(v types.Value, p *types.Poll) (string, error) { return generateJSON(v, &jsonStyle{}, p) })
			}}},
		},
		&eval.Function{
			Name: "stdlib::to_json_pretty",
			Doc:  "Converts an array or hash to indented JSON text with a final newline; a true second argument leaves out its undef values, a hash of options changes the layout (indent, space, space_before, object_nl, array_nl, allow_nan, max_nesting).",
			Signatures: []*eval.Signature{{
				Params: []eval.Param{
					{Name: "data", Type: "Variant[Hash, Array]"},
					{Name: "skip_undef", Type: "Optional[Boolean]", Optional: true},
					{Name: "opts", Type: "Struct[{indent => Optional[String], space => Optional[String], space_before => Optional[String], object_nl => Optional[String], array_nl => Optional[String], allow_nan => Optional[Boolean], max_nesting => Optional[Integer[-1,default]]}]", Optional: true},
				},
				Call: toJSONPretty,
			}},
		},
		&eval.Function{
			Name: "stdlib::to_yaml",
			Doc:  "Converts a value to a YAML document, as Ruby's to_yaml writes it; options: indentation, line_width.",
			Signatures: []*eval.Signature{{Params: []eval.Param{{Name: "data"}, {Name: "options", Type: "Hash", Optional: true}}, Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
				indent, width, foldLong := 2, 80, false
				if len(args) > 1 {
					for _, en := range args[1].(*types.Hash).Entries() {
						switch builtins.RubyToS(en.Key) {
						case "indentation":
							if n, ok := en.Value.(types.Int); ok && n > 1 && n < 10 {
								indent = int(n)
							}
						case "line_width":
							if n, ok := en.Value.(types.Int); ok {
								width, foldLong = int(n), true
								if width >= 0 && width <= 2*indent {
									width = 80
								}
							}
						}
					}
				}
				return serialize(c, args[0], func(v types.Value, p *types.Poll) (string, error) {
					return toYAML(v, indent, width, foldLong, p), nil
				})
			}}},
		},
		&eval.Function{
			Name: "stdlib::rewrap_sensitive_data",
			Doc:  "Unwraps the Sensitive values inside a value and gives the result to the block; the block's result (or the unwrapped value) comes back Sensitive when anything was.",
			Signatures: []*eval.Signature{{
				Params: []eval.Param{{Name: "data"}},
				Block:  &eval.BlockParam{Name: "block", Type: "Callable[Any]", Optional: true},
				Call: func(c *eval.Call, args []types.Value, block *eval.Lambda) (types.Value, error) {
					p := c.Poll()
					un, sensitive := unwrapSensitive(args[0], &p)
					if p.Err() != nil {
						return nil, c.InterruptedError()
					}
					result := un
					if block != nil {
						r, err := c.CallLambda(block, un)
						if err != nil {
							return nil, err
						}
						result = r
					}
					if sensitive {
						return types.NewSensitive(result), nil
					}
					return result, nil
				},
			}},
		},
		&eval.Function{
			Name: "stdlib::to_python",
			Doc:  "Writes a value as a Python literal (True, False, None, lists, dicts, quoted strings).",
			Signatures: []*eval.Signature{{Params: []eval.Param{{Name: "object"}}, Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
				return literalOf(c, args[0], true)
			}}},
		},
		&eval.Function{
			Name: "stdlib::to_ruby",
			Doc:  "Writes a value as a Ruby literal (nil, arrays, hashes with =>, quoted strings).",
			Signatures: []*eval.Signature{{Params: []eval.Param{{Name: "object"}}, Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
				return literalOf(c, args[0], false)
			}}},
		},
		fn3("parsejson", "Parses JSON text into a value; on a parse error (or a null or false result) the second argument is returned instead, when given.", func(c *eval.Call, args []types.Value) (types.Value, error) {
			return parseWith(c, args, parseJSONText)
		}),
		fn3("parseyaml", "Parses YAML text into a value as Ruby's YAML.load reads it; on a parse error (or a null or false result) the second argument is returned instead, when given.", func(c *eval.Call, args []types.Value) (types.Value, error) {
			return parseWith(c, args, parseYAMLText)
		}),
		builtins.Function3x("loadjson", "Reads a JSON file into a value; the second argument is returned when the file does not exist (with a warning) or does not parse.", -2, func(c *eval.Call, args []types.Value) (types.Value, error) {
			return loadFile(c, args, parseJSONText)
		}),
		builtins.Function3x("loadyaml", "Reads a YAML file into a value; the second argument is returned when the file does not exist (with a warning) or does not parse.", -2, func(c *eval.Call, args []types.Value) (types.Value, error) {
			return loadFile(c, args, loadYAMLText)
		}),
		&eval.Function{
			Name:       "fact",
			Doc:        "Returns a fact by its dotted path ('os.release.major', 'mounts.0', '\"dotted.key\".x'), or undef when it is not there.",
			Signatures: []*eval.Signature{{Params: []eval.Param{{Name: "fact_name", Type: "String"}}, Call: fact}},
		},
		&eval.Function{
			Name:       "is_a",
			Doc:        "Tells whether a value is an instance of a type.",
			Signatures: []*eval.Signature{{Params: []eval.Param{{Name: "value"}, {Name: "type", Type: "Type"}}, Call: isA}},
		},
		&eval.Function{
			Name: "stdlib::type_of",
			Doc:  "Returns the type of a value, as the type function's detailed inference gives it.",
			Signatures: []*eval.Signature{{Params: []eval.Param{{Name: "value"}}, Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
				return c.CallFunction("type", args[:1], nil)
			}}},
		},
	)
}

// serialize unwraps Sensitive values, writes the result and wraps the
// text in Sensitive when anything was.
func serialize(c *eval.Call, v types.Value, write func(types.Value, *types.Poll) (string, error)) (types.Value, error) {
	p := c.Poll()
	un, sensitive := unwrapSensitive(v, &p)
	s, err := "", p.Err()
	if err == nil {
		s, err = write(un, &p)
	}
	if p.Err() != nil {
		return nil, c.InterruptedError()
	}
	if err != nil {
		return nil, c.ErrorAt("%s", err.Error())
	}
	if sensitive {
		return types.NewSensitive(types.String(s)), nil
	}
	return types.String(s), nil
}

// unwrapSensitive replaces Sensitive values (keys too) with what they
// hold, deeply, and tells whether there were any, in a walk p can stop
// (the value is then incomplete and p.Err says so).
func unwrapSensitive(v types.Value, p *types.Poll) (types.Value, bool) {
	switch x := v.(type) {
	case *types.Sensitive:
		inner, _ := unwrapSensitive(x.Unwrap(), p)
		return inner, true
	case *types.Array:
		any := false
		out := make([]types.Value, x.Len())
		for i, e := range x.Elements() {
			if p.Stop() {
				break
			}
			var s bool
			out[i], s = unwrapSensitive(e, p)
			any = any || s
		}
		if !any {
			return x, false
		}
		return types.NewArray(out), true
	case *types.Hash:
		any := false
		b := types.NewHashBuilder(x.Len())
		for _, en := range x.Entries() {
			if p.Stop() {
				break
			}
			k := en.Key
			if ks, ok := k.(*types.Sensitive); ok {
				k, any = ks.Unwrap(), true
			}
			val, s := unwrapSensitive(en.Value, p)
			any = any || s
			b.Set(k, val)
		}
		if !any {
			return x, false
		}
		return b.Build(), true
	}
	return v, false
}

func toJSONPretty(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
	data := args[0]
	if len(args) > 1 && args[1] == types.True {
		data = compact(data)
	}
	st := prettyJSON
	if len(args) > 2 {
		for _, en := range args[2].(*types.Hash).Entries() {
			s, _ := en.Value.(types.String)
			switch builtins.RubyToS(en.Key) {
			case "indent":
				st.indent = string(s)
			case "space":
				st.space = string(s)
			case "space_before":
				st.spaceBefore = string(s)
			case "object_nl":
				st.objectNL = string(s)
			case "array_nl":
				st.arrayNL = string(s)
			case "allow_nan":
				st.allowNaN = en.Value == types.True
			case "max_nesting":
				if n, ok := en.Value.(types.Int); ok {
					st.maxNesting = int(n)
					if n == -1 {
						st.maxNesting = 0
					}
				}
			}
		}
	}
	return serialize(c, data, func(v types.Value, p *types.Poll) (string, error) {
		s, err := generateJSON(v, &st, p)
		return s + "\n", err
	})
}

// compact is Ruby's compact of an array or hash: its undef values (at the
// top level) left out.
func compact(v types.Value) types.Value {
	switch x := v.(type) {
	case *types.Array:
		var out []types.Value
		for _, e := range x.Elements() {
			if !isNil(e) {
				out = append(out, e)
			}
		}
		return types.NewArray(out)
	case *types.Hash:
		b := types.NewHashBuilder(x.Len())
		for _, en := range x.Entries() {
			if !isNil(en.Value) {
				b.Set(en.Key, en.Value)
			}
		}
		return b.Build()
	}
	return v
}

// literalOf is literal as a function's result: an interruption of its
// walk fails the call.
func literalOf(c *eval.Call, v types.Value, python bool) (types.Value, error) {
	p := c.Poll()
	s := literal(v, python, &p)
	if p.Err() != nil {
		return nil, c.InterruptedError()
	}
	return types.String(s), nil
}

// literal writes a value as a Python (python) or Ruby literal after
// Puppet's conversion to rich data, in a walk p can stop (the text is
// then cut short and p.Err says so).
func literal(v types.Value, python bool, p *types.Poll) string {
	switch x := v.(type) {
	case nil, types.UndefValue:
		if python {
			return "None"
		}
		return "nil"
	case types.Bool:
		if python {
			if x {
				return "True"
			}
			return "False"
		}
		return strconv.FormatBool(bool(x))
	case *types.Array:
		parts := make([]string, x.Len())
		for i, e := range x.Elements() {
			if p.Stop() {
				break
			}
			parts[i] = literal(e, python, p)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case *types.Hash:
		parts := make([]string, 0, x.Len())
		sep := " => "
		if python {
			sep = ": "
		}
		for _, en := range x.Entries() {
			if p.Stop() {
				break
			}
			parts = append(parts, literal(en.Key, python, p)+sep+literal(en.Value, python, p))
		}
		return "{" + strings.Join(parts, ", ") + "}"
	}
	return builtins.RubyInspect(v)
}

// parseJSONText parses JSON; an error says, as Ruby's parser does,
// where the text stopped making sense.
func parseJSONText(s string) (types.Value, error) {
	v, err := jsonvalue.Decode([]byte(s))
	if err == nil {
		return v, nil
	}
	rest := s
	var se *json.SyntaxError
	if errors.As(err, &se) && se.Offset > 0 && int(se.Offset) <= len(s) {
		rest = s[se.Offset-1:]
	}
	return nil, fmt.Errorf("unexpected token at '%s'", rest)
}

// parseYAMLText parses the first YAML document of a text as Ruby's
// YAML.load reads it: unquoted scalars resolved by Psych's rules (yes and
// no are Booleans, 0o17 text, 1:30 a number of seconds), merge keys
// applied, aliases refused (YAML.load does not allow them).
func parseYAMLText(s string) (types.Value, error) { return parseYAML(s, false) }

// loadYAMLText is parseYAMLText with aliases allowed, as YAML.safe_load
// with aliases: true reads files for loadyaml.
func loadYAMLText(s string) (types.Value, error) { return parseYAML(s, true) }

var yamlErrorLine = lazyre.New(`^yaml: line (\d+): (.*)$`)

func parseYAML(s string, aliases bool) (types.Value, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(s), &doc); err != nil {
		msg := err.Error()
		if m := yamlErrorLine().FindStringSubmatch(msg); m != nil {
			msg = m[2] + " at line " + m[1]
		}
		return nil, fmt.Errorf("(<unknown>): %s", strings.TrimPrefix(msg, "yaml: "))
	}
	if len(doc.Content) == 0 {
		return types.Undef, nil
	}
	return psychNode(doc.Content[0], aliases)
}

func psychNode(n *yaml.Node, aliases bool) (types.Value, error) {
	switch n.Kind {
	case yaml.DocumentNode:
		if len(n.Content) == 0 {
			return types.Undef, nil
		}
		return psychNode(n.Content[0], aliases)
	case yaml.AliasNode:
		if !aliases {
			return nil, fmt.Errorf("Unknown alias: %s", n.Value)
		}
		return psychNode(n.Alias, aliases)
	case yaml.SequenceNode:
		out := make([]types.Value, len(n.Content))
		for i, e := range n.Content {
			v, err := psychNode(e, aliases)
			if err != nil {
				return nil, err
			}
			out[i] = v
		}
		return types.NewArray(out), nil
	case yaml.MappingNode:
		b := types.NewHashBuilder(len(n.Content) / 2)
		for i := 0; i+1 < len(n.Content); i += 2 {
			kn, vn := n.Content[i], n.Content[i+1]
			v, err := psychNode(vn, aliases)
			if err != nil {
				return nil, err
			}
			if kn.Kind == yaml.ScalarNode && kn.Value == "<<" && kn.Style == 0 {
				if merged, ok := mergeSources(v); ok {
					for _, en := range merged.Entries() {
						b.Set(en.Key, en.Value)
					}
					continue
				}
			}
			k, err := psychNode(kn, aliases)
			if err != nil {
				return nil, err
			}
			b.Set(k, v)
		}
		return b.Build(), nil
	}
	if n.Style&(yaml.SingleQuotedStyle|yaml.DoubleQuotedStyle|yaml.LiteralStyle|yaml.FoldedStyle|yaml.TaggedStyle) != 0 {
		// Quoted, block and explicitly tagged scalars are taken as text.
		return types.String(n.Value), nil
	}
	if kind, v := psychResolve(n.Value); kind == psychValue {
		return v, nil
	}
	return types.String(n.Value), nil
}

// mergeSources is the hash a merge key ("<<") brings in: a hash, or the
// hashes of an array, earlier ones winning.
func mergeSources(v types.Value) (*types.Hash, bool) {
	switch x := v.(type) {
	case *types.Hash:
		return x, true
	case *types.Array:
		out := types.EmptyHash
		for i := x.Len() - 1; i >= 0; i-- {
			h, ok := x.At(i).(*types.Hash)
			if !ok {
				return nil, false
			}
			out = out.Merge(h)
		}
		return out, true
	}
	return nil, false
}

// parseWith implements parsejson and parseyaml.
func parseWith(c *eval.Call, args []types.Value, parse func(string) (types.Value, error)) (types.Value, error) {
	if len(args) < 1 {
		return nil, c.ErrorAt("Wrong number of arguments. 1 or 2 arguments should be provided.")
	}
	s, ok := args[0].(types.String)
	if !ok {
		if len(args) > 1 && types.IsTruthy(args[1]) {
			return args[1], nil
		}
		return nil, c.ErrorAt("no implicit conversion of %s into String", types.RubyClassName(args[0]))
	}
	v, err := parse(string(s))
	return orDefault(c, args, v, err)
}

// orDefault is a parse result, or the default argument when the parse
// failed or gave null or false.
func orDefault(c *eval.Call, args []types.Value, v types.Value, err error) (types.Value, error) {
	var def types.Value = types.Undef
	if len(args) > 1 {
		def = args[1]
	}
	if err != nil {
		if types.IsTruthy(def) {
			return def, nil
		}
		return nil, c.ErrorAt("%s", err.Error())
	}
	if !types.IsTruthy(v) {
		return def, nil
	}
	return v, nil
}

// loadFile implements loadjson and loadyaml for files.
func loadFile(c *eval.Call, args []types.Value, parse func(string) (types.Value, error)) (types.Value, error) {
	if len(args) < 1 {
		return nil, c.ErrorAt("Wrong number of arguments. 1 or 2 arguments should be provided.")
	}
	var def types.Value = types.Undef
	if len(args) > 1 {
		def = args[1]
	}
	path, ok := args[0].(types.String)
	if !ok {
		if types.IsTruthy(def) {
			return def, nil
		}
		return nil, c.ErrorAt("undefined method `start_with?' for %s:%s", builtins.RubyInspect(args[0]), types.RubyClassName(args[0]))
	}
	p := string(path)
	if strings.HasPrefix(p, "http://") || strings.HasPrefix(p, "https://") {
		if types.IsTruthy(def) {
			return def, nil
		}
		return nil, c.Errorf("loading data from a URL (%s) is not supported", p)
	}
	full := p
	if !filepath.IsAbs(full) {
		full = filepath.Join(c.WorkDir(), full)
	}
	if err := c.CheckReadable(full); err != nil {
		return nil, err
	}
	data, err := os.ReadFile(full)
	if err != nil {
		if os.IsNotExist(err) {
			c.Warn("Can't load '" + p + "' File does not exist!")
			return def, nil
		}
		if types.IsTruthy(def) {
			return def, nil
		}
		return nil, c.ErrorAt("%s", err.Error())
	}
	v, err := parse(string(data))
	return orDefault(c, args, v, err)
}

var factSegment = lazyre.New(`([^."]+)|"([^"]+)"`)

func fact(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
	name := string(args[0].(types.String))
	var d types.Value = c.Evaluator().Facts()
	var walked []string
	for _, m := range factSegment().FindAllStringSubmatch(name, -1) {
		k := m[1]
		if k == "" {
			k = m[2]
		}
		if isNil(d) {
			return types.Undef, nil
		}
		switch x := d.(type) {
		case *types.Array:
			i, err := strconv.ParseInt(strings.TrimSpace(k), 0, 64)
			if err != nil {
				c.Warn("fact request for " + name + " returning nil: '" + dotted(walked) + "' is an array; cannot index to '" + k + "'")
				d = types.Undef
			} else {
				if i < 0 {
					i += int64(x.Len())
				}
				if i < 0 || i >= int64(x.Len()) {
					d = types.Undef
				} else {
					d = x.At(int(i))
				}
			}
		case *types.Hash:
			v, ok := x.Get(types.String(k))
			if !ok {
				v = types.Undef
			}
			d = v
		default:
			c.Warn("fact request for " + name + " returning nil: '" + dotted(walked) + "' is not a collection; cannot walk to '" + k + "'")
			d = types.Undef
		}
		walked = append(walked, k)
	}
	if d == nil {
		return types.Undef, nil
	}
	return d, nil
}

// dotted writes a fact path back in dotted form, quoting keys with dots.
func dotted(path []string) string {
	parts := make([]string, len(path))
	for i, p := range path {
		if strings.Contains(p, ".") {
			p = `"` + p + `"`
		}
		parts[i] = p
	}
	return strings.Join(parts, ".")
}

func isA(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
	ok, err := c.IsInstance(args[1].(types.Type), args[0])
	if err != nil {
		return nil, err
	}
	return types.BoolOf(ok), nil
}
