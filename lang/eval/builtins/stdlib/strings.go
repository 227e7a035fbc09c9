package stdlib

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"hash/crc32"
	"strconv"
	"strings"
	"unicode/utf8"

	"prepl/internal/ruby/rubystr"
	"prepl/lang/eval"
	"prepl/lang/eval/builtins"
	"prepl/types"
)

// Functions on strings and paths.
func init() {
	escape := func(name, doc string, f func(string) string) *eval.Function {
		return &eval.Function{Name: name, Doc: doc, Signatures: []*eval.Signature{{
			Params: []eval.Param{{Name: "string"}},
			Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
				return types.String(f(builtins.RubyToS(args[0]))), nil
			},
		}}}
	}
	register(
		fn3("dirname", "Returns the directory part of a path, as Ruby's File.dirname.", dirnameFn),
		fn3("basename", "Returns the last part of a path, without the given suffix ('.*' removes any extension), as Ruby's File.basename.", basenameFn),
		&eval.Function{Name: "stdlib::extname", Doc: "Returns the extension of a file name ('.rb'), or '' when it has none.", Signatures: []*eval.Signature{{
			Params: []eval.Param{{Name: "filename", Type: "String"}}, Returns: "String",
			Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
				return types.String(extname(string(args[0].(types.String)))), nil
			},
		}}},
		escape("stdlib::shell_escape", "Escapes a value's text for a Bourne shell (backslashes before special characters).", shellEscape),
		escape("stdlib::batch_escape", "Quotes a value's text for a Windows batch file.", batchEscape),
		escape("stdlib::powershell_escape", "Escapes a value's text for PowerShell (backticks before special characters).", powershellEscape),
		fn3("shell_join", "Escapes each element of an array for a Bourne shell and joins them with spaces.", shellJoin),
		fn3("shell_split", "Splits a string into words as a Bourne shell would (quotes and backslashes).", shellSplit),
		fn3("uriescape", "Escapes a string (or each string of an array) for use in a URI, as Ruby's URI::DEFAULT_PARSER.escape does.", func(c *eval.Call, args []types.Value) (types.Value, error) {
			return mapStrings(c, "uriescape", args, uriEscape)
		}),
		fn3("regexpescape", "Escapes a string (or each string of an array) for use in a regular expression.", func(c *eval.Call, args []types.Value) (types.Value, error) {
			return mapStrings(c, "regexpescape", args, rubystr.RegexpEscape)
		}),
		fn3("swapcase", "Swaps the case of the letters of a string (or each string of an array).", func(c *eval.Call, args []types.Value) (types.Value, error) {
			return mapStrings(c, "swapcase", args, rubystr.Swapcase)
		}),
		fn3("squeeze", "Replaces runs of the same character in a string (or each string of an array) by one; a second argument names the characters to squeeze.", squeeze),
		builtins.Function3x("dos2unix", "Turns CRLF line endings into LF.", 1, func(c *eval.Call, args []types.Value) (types.Value, error) {
			s, ok := firstString(args)
			if !ok {
				return nil, c.ErrorAt("dos2unix(): Requires string as argument")
			}
			return types.String(strings.ReplaceAll(s, "\r\n", "\n")), nil
		}),
		builtins.Function3x("unix2dos", "Turns LF line endings (and any CRs before them) into CRLF.", 1, func(c *eval.Call, args []types.Value) (types.Value, error) {
			s, ok := firstString(args)
			if !ok {
				return nil, c.ErrorAt("unix2dos(): Requires string as argument")
			}
			return types.String(unix2dos(s)), nil
		}),
		fn3("base64", "Encodes a string to Base64 or decodes it ('encode' or 'decode'), in the default (line-wrapped), 'strict' or 'urlsafe' variant.", base64Fn),
		&eval.Function{Name: "stdlib::start_with", Doc: "Tells whether a string starts with a prefix, or any of an array of prefixes.", Signatures: []*eval.Signature{{
			Params: []eval.Param{{Name: "test_string", Type: "String"}, {Name: "prefixes", Type: "Variant[String[1],Array[String[1], 1]]"}}, Returns: "Boolean",
			Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
				return affixTest(args, strings.HasPrefix), nil
			},
		}}},
		&eval.Function{Name: "stdlib::end_with", Doc: "Tells whether a string ends with a suffix, or any of an array of suffixes.", Signatures: []*eval.Signature{{
			Params: []eval.Param{{Name: "test_string", Type: "String"}, {Name: "suffixes", Type: "Variant[String[1],Array[String[1], 1]]"}}, Returns: "Boolean",
			Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
				return affixTest(args, strings.HasSuffix), nil
			},
		}}},
		&eval.Function{Name: "stdlib::xml_encode", Doc: "Encodes a string for XML text ('text', the default: & < >) or a quoted attribute value ('attr': also \", in quotes).", Signatures: []*eval.Signature{{
			Params: []eval.Param{{Name: "str", Type: "String"}, {Name: "type", Type: "Enum['text','attr']", Optional: true}}, Returns: "String",
			Call: xmlEncode,
		}}},
		&eval.Function{Name: "stdlib::crc32", Doc: "Returns the CRC32 checksum of a value's text, as lower-case hexadecimal.", Signatures: []*eval.Signature{{
			Params: []eval.Param{{Name: "my_data", Type: "Variant[ScalarData, Sensitive[ScalarData], Binary, Sensitive[Binary]]"}}, Returns: "String",
			Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
				return types.String(strconv.FormatUint(uint64(crc32.ChecksumIEEE([]byte(digestText(args[0])))), 16)), nil
			},
		}}},
		&eval.Function{Name: "stdlib::sha256", Doc: "Returns the SHA256 digest of a value's text, as hexadecimal.", Signatures: []*eval.Signature{{
			Params: []eval.Param{{Name: "my_data", Type: "Variant[ScalarData, Sensitive[ScalarData], Binary, Sensitive[Binary]]"}}, Returns: "String",
			Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
				sum := sha256.Sum256([]byte(digestText(args[0])))
				return types.String(hex.EncodeToString(sum[:])), nil
			},
		}}},
		fn3("to_bytes", "Converts a size with a unit prefix ('4 kB', '1.5M', '2G') to a number of bytes; numbers are returned as they are.", toBytes),
	)
}

func firstString(args []types.Value) (string, bool) {
	if len(args) == 0 {
		return "", false
	}
	s, ok := args[0].(types.String)
	return string(s), ok
}

// digestText is the text crc32 and sha256 digest: a Sensitive's content,
// a Binary's bytes, a value's Ruby text.
func digestText(v types.Value) string {
	if s, ok := v.(*types.Sensitive); ok {
		v = s.Unwrap()
	}
	if b, ok := v.(*types.Binary); ok {
		return string(b.Bytes())
	}
	return builtins.RubyToS(v)
}

func dirnameFn(c *eval.Call, args []types.Value) (types.Value, error) {
	switch {
	case len(args) == 0:
		return nil, c.ErrorAt("dirname(): No arguments given")
	case len(args) > 1:
		return nil, c.ErrorAt("dirname(): Too many arguments given (%d)", len(args))
	}
	s, ok := args[0].(types.String)
	if !ok {
		return nil, c.ErrorAt("dirname(): Requires string as argument")
	}
	if s == "" {
		return nil, c.ErrorAt("dirname(): Requires a non-empty string as argument")
	}
	return types.String(dirname(string(s))), nil
}

// dirname is Ruby's File.dirname.
func dirname(p string) string {
	rooted := strings.HasPrefix(p, "/")
	p = strings.TrimRight(p, "/")
	i := strings.LastIndexByte(p, '/')
	if i < 0 {
		if rooted {
			return "/"
		}
		return "."
	}
	d := strings.TrimRight(p[:i], "/")
	if rooted {
		d = "/" + strings.TrimLeft(d, "/")
	}
	if d == "" {
		return "/"
	}
	return d
}

func basenameFn(c *eval.Call, args []types.Value) (types.Value, error) {
	switch {
	case len(args) == 0:
		return nil, c.ErrorAt("basename(): No arguments given")
	case len(args) > 2:
		return nil, c.ErrorAt("basename(): Too many arguments given (%d)", len(args))
	}
	s, ok := args[0].(types.String)
	if !ok {
		return nil, c.ErrorAt("basename(): Requires string as first argument")
	}
	suffix := ""
	if len(args) == 2 {
		x, ok := args[1].(types.String)
		if !ok {
			return nil, c.ErrorAt("basename(): Requires string as second argument")
		}
		suffix = string(x)
	}
	return types.String(basename(string(s), suffix)), nil
}

// basename is Ruby's File.basename.
func basename(p, suffix string) string {
	if p == "" {
		return ""
	}
	t := strings.TrimRight(p, "/")
	if t == "" {
		return "/"
	}
	name := t[strings.LastIndexByte(t, '/')+1:]
	switch {
	case suffix == ".*":
		if i := strings.LastIndexByte(name, '.'); i > 0 {
			return name[:i]
		}
	case suffix != "" && name != suffix && strings.HasSuffix(name, suffix):
		return strings.TrimSuffix(name, suffix)
	}
	return name
}

// extname is Ruby's File.extname.
func extname(p string) string {
	name := basename(p, "")
	rest := strings.TrimLeft(name, ".")
	i := strings.LastIndexByte(rest, '.')
	if i < 0 || name == "/" {
		return ""
	}
	return rest[i:]
}

// shellEscape is Ruby's Shellwords.shellescape.
func shellEscape(s string) string {
	if s == "" {
		return "''"
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\n':
			b.WriteString("'\n'")
		case r < utf8.RuneSelf && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("_-.,:+/@", r)):
			b.WriteRune(r)
		default:
			b.WriteByte('\\')
			b.WriteRune(r)
		}
	}
	return b.String()
}

func batchEscape(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"':
			b.WriteString(`""`)
		case '$', '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

func powershellEscape(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case ' ', '\'', '`', '|', '\n', '$':
			b.WriteByte('`')
			b.WriteRune(r)
		case '"':
			b.WriteString("\\`\"")
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func shellJoin(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) != 1 {
		return nil, c.ErrorAt("shell_join(): Wrong number of arguments given (%d for 1)", len(args))
	}
	a, ok := args[0].(*types.Array)
	if !ok {
		return nil, c.ErrorAt("First argument is not an Array: %s", builtins.RubyInspect(args[0]))
	}
	parts := make([]string, a.Len())
	for i, e := range a.Elements() {
		parts[i] = shellEscape(builtins.RubyToS(e))
	}
	return types.String(strings.Join(parts, " ")), nil
}

func shellSplit(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) != 1 {
		return nil, c.ErrorAt("shell_split(): Wrong number of arguments given (%d for 1)", len(args))
	}
	line := builtins.RubyToS(args[0])
	words, ok := shellWords(line)
	if !ok {
		return nil, c.ErrorAt("Unmatched quote: %s", builtins.RubyInspect(types.String(line)))
	}
	out := make([]types.Value, len(words))
	for i, w := range words {
		out[i] = types.String(w)
	}
	return types.NewArray(out), nil
}

func isShellSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

// shellWords is Ruby's Shellwords.split: words separated by blanks,
// single quotes literal, double quotes with backslash escapes of $ ` " \
// and newline, a backslash elsewhere escaping any character. ok is false
// for an unmatched quote.
func shellWords(line string) ([]string, bool) {
	var words []string
	var field strings.Builder
	inField := false
	i := 0
	for i < len(line) {
		c := line[i]
		switch {
		case isShellSpace(c):
			if inField {
				words = append(words, field.String())
				field.Reset()
				inField = false
			}
			i++
		case c == '\'':
			j := strings.IndexByte(line[i+1:], '\'')
			if j < 0 {
				return nil, false
			}
			field.WriteString(line[i+1 : i+1+j])
			i += j + 2
			inField = true
		case c == '"':
			j := i + 1
			for ; j < len(line) && line[j] != '"'; j++ {
				if line[j] == '\\' && j+1 < len(line) {
					if strings.IndexByte("$`\"\\\n", line[j+1]) >= 0 {
						j++
						field.WriteByte(line[j])
						continue
					}
				}
				field.WriteByte(line[j])
			}
			if j >= len(line) {
				return nil, false
			}
			i = j + 1
			inField = true
		case c == '\\':
			if i+1 < len(line) {
				_, n := utf8.DecodeRuneInString(line[i+1:])
				field.WriteString(line[i+1 : i+1+n])
				i += 1 + n
			} else {
				i++
			}
			inField = true
		default:
			field.WriteByte(c)
			i++
			inField = true
		}
	}
	if inField {
		words = append(words, field.String())
	}
	return words, true
}

// mapStrings applies f to a string, or to the strings of an array (other
// elements stay as they are).
func mapStrings(c *eval.Call, name string, args []types.Value, f func(string) string) (types.Value, error) {
	if len(args) == 0 {
		return nil, c.ErrorAt("%s(): Wrong number of arguments given (0 for 1)", name)
	}
	switch x := args[0].(type) {
	case types.String:
		return types.String(f(string(x))), nil
	case *types.Array:
		out := make([]types.Value, x.Len())
		for i, e := range x.Elements() {
			if s, ok := e.(types.String); ok {
				out[i] = types.String(f(string(s)))
			} else {
				out[i] = e
			}
		}
		return types.NewArray(out), nil
	}
	return nil, c.ErrorAt("%s(): Requires either array or string to work with", name)
}

// uriEscape is RFC 2396 escaping as Ruby's URI::DEFAULT_PARSER.escape
// does it: every byte but letters, digits and -_.!~*'();/?:@&=+$,[] as
// %XX.
func uriEscape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < utf8.RuneSelf && (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("-_.!~*'();/?:@&=+$,[]", c) >= 0) {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

func squeeze(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) != 1 && len(args) != 2 {
		return nil, c.ErrorAt("squeeze(): Wrong number of arguments given %d for 2 or 1", len(args))
	}
	in := func(rune) bool { return true }
	if len(args) == 2 && types.IsTruthy(args[1]) {
		set, ok := args[1].(types.String)
		if !ok {
			return nil, c.ErrorAt("no implicit conversion of %s into String", types.RubyClassName(args[1]))
		}
		in = charSet([]rune(string(set)))
	}
	sq := func(v types.Value) (types.Value, error) {
		s, ok := v.(types.String)
		if !ok {
			return nil, c.ErrorAt("undefined method `squeeze' for %s:%s", builtins.RubyInspect(v), types.RubyClassName(v))
		}
		var b strings.Builder
		prev := rune(-1)
		for _, r := range string(s) {
			if r == prev && in(r) {
				continue
			}
			b.WriteRune(r)
			prev = r
		}
		return types.String(b.String()), nil
	}
	if a, ok := args[0].(*types.Array); ok {
		out := make([]types.Value, a.Len())
		for i, e := range a.Elements() {
			v, err := sq(e)
			if err != nil {
				return nil, err
			}
			out[i] = v
		}
		return types.NewArray(out), nil
	}
	return sq(args[0])
}

// unix2dos turns each run of CRs followed by LF into CRLF.
func unix2dos(s string) string {
	var b strings.Builder
	crs := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\r':
			crs++
			continue
		case '\n':
			b.WriteString("\r\n")
		default:
			b.WriteString(strings.Repeat("\r", crs))
			b.WriteByte(s[i])
		}
		crs = 0
	}
	b.WriteString(strings.Repeat("\r", crs))
	return b.String()
}

func base64Fn(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) < 2 {
		return nil, c.ErrorAt("base64(): Wrong number of arguments (%d; must be >= 2)", len(args))
	}
	action := builtins.RubyToS(args[0])
	if _, ok := args[0].(types.String); !ok || action != "encode" && action != "decode" {
		return nil, c.ErrorAt("base64(): the first argument must be one of 'encode' or 'decode'")
	}
	s, ok := args[1].(types.String)
	if !ok {
		return nil, c.ErrorAt("base64(): the second argument must be a string to base64")
	}
	method := "default"
	if len(args) > 2 {
		m, ok := args[2].(types.String)
		if !ok || m != "default" && m != "strict" && m != "urlsafe" {
			return nil, c.ErrorAt("base64(): the third argument must be one of 'default', 'strict', or 'urlsafe'")
		}
		method = string(m)
	}
	if action == "encode" {
		switch method {
		case "strict":
			return types.String(base64.StdEncoding.EncodeToString([]byte(s))), nil
		case "urlsafe":
			return types.String(base64.URLEncoding.EncodeToString([]byte(s))), nil
		}
		enc := base64.StdEncoding.EncodeToString([]byte(s))
		var b strings.Builder
		for len(enc) > 60 {
			b.WriteString(enc[:60] + "\n")
			enc = enc[60:]
		}
		if enc != "" {
			b.WriteString(enc + "\n")
		}
		return types.String(b.String()), nil
	}
	switch method {
	case "strict":
		d, err := base64.StdEncoding.DecodeString(string(s))
		if err != nil {
			return nil, c.ErrorAt("invalid base64")
		}
		return types.String(d), nil
	case "urlsafe":
		t := string(s)
		if !strings.HasSuffix(t, "=") && len(t)%4 != 0 {
			t += strings.Repeat("=", 4-len(t)%4)
		}
		d, err := base64.URLEncoding.DecodeString(t)
		if err != nil {
			return nil, c.ErrorAt("invalid base64")
		}
		return types.String(d), nil
	}
	return types.String(lenientBase64(string(s))), nil
}

// lenientBase64 is Ruby's Base64.decode64: characters outside the
// alphabet are skipped and decoding stops at padding or the last whole
// group.
func lenientBase64(s string) []byte {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	var out []byte
	var acc uint32
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '=' {
			break
		}
		v := strings.IndexByte(alphabet, s[i])
		if v < 0 {
			continue
		}
		acc = acc<<6 | uint32(v)
		n++
		if n == 4 {
			out = append(out, byte(acc>>16), byte(acc>>8), byte(acc))
			acc, n = 0, 0
		}
	}
	switch n {
	case 2:
		out = append(out, byte(acc>>4))
	case 3:
		out = append(out, byte(acc>>10), byte(acc>>2))
	}
	return out
}

// affixTest is start_with and end_with.
func affixTest(args []types.Value, test func(s, affix string) bool) types.Value {
	s := string(args[0].(types.String))
	for _, a := range toArray(args[1]) {
		if test(s, string(a.(types.String))) {
			return types.True
		}
	}
	return types.False
}

func xmlEncode(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
	s := string(args[0].(types.String))
	attr := len(args) > 1 && args[1] == types.String("attr")
	r := strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;")
	if attr {
		r = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;")
		return types.String(`"` + r.Replace(s) + `"`), nil
	}
	return types.String(r.Replace(s)), nil
}

func toBytes(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) != 1 {
		return nil, c.ErrorAt("to_bytes(): Wrong number of arguments given (%d for 1)", len(args))
	}
	switch x := args[0].(type) {
	case types.Int, types.Float:
		return x, nil
	case types.String:
		s := string(x)
		i := 0
		for i < len(s) && strings.IndexByte("0123456789.e+-", s[i]) >= 0 {
			i++
		}
		num := s[:i]
		rest := strings.TrimLeft(s[i:], " \t\n\v\f\r")
		prefix := ""
		if rest != "" && rest[0] != 'b' && rest[0] != 'B' {
			_, n := utf8.DecodeRuneInString(rest)
			prefix = rest[:n]
		}
		f := leadingFloat(num)
		shift := map[string]uint{"": 0, "k": 10, "M": 20, "G": 30, "T": 40, "P": 50, "E": 60}
		sh, ok := shift[prefix]
		if !ok {
			return nil, c.ErrorAt("to_bytes(): Unknown prefix %s", prefix)
		}
		return types.Int(int64(f * float64(uint64(1)<<sh))), nil
	}
	return nil, c.ErrorAt("no implicit conversion of %s into String", types.RubyClassName(args[0]))
}

// leadingFloat is Ruby's String#to_f: the number the text starts with.
func leadingFloat(s string) float64 {
	for end := len(s); end > 0; end-- {
		if f, err := strconv.ParseFloat(s[:end], 64); err == nil {
			return f
		}
	}
	return 0
}
