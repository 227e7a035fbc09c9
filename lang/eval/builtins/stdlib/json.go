package stdlib

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"prepl/internal/ruby/rubyfmt"
	"prepl/lang/eval/builtins"
	"prepl/types"
)

// jsonStyle is the layout of Ruby's JSON generator (JSON.generate with
// no options, JSON.pretty_generate with its defaults or options).
type jsonStyle struct {
	indent, space, spaceBefore, objectNL, arrayNL string
	allowNaN                                      bool
	// maxNesting is the deepest nesting allowed (0: no limit).
	maxNesting int
}

var prettyJSON = jsonStyle{indent: "  ", space: " ", objectNL: "\n", arrayNL: "\n", maxNesting: 100}

// jsonError is an error of the generator, worded as Ruby's.
type jsonError string

func (e jsonError) Error() string { return string(e) }

// generateJSON writes v as Ruby's JSON generator does for the Ruby
// values Puppet passes: undef as null, keys as strings, values without
// a JSON form (types, regexps, time values, ...) as their text. p can
// stop the walk (the text is then cut short and p.Err says so).
func generateJSON(v types.Value, st *jsonStyle, p *types.Poll) (string, error) {
	var b strings.Builder
	if err := st.write(&b, v, 0, p); err != nil {
		return "", err
	}
	return b.String(), nil
}

func (st *jsonStyle) write(b *strings.Builder, v types.Value, depth int, p *types.Poll) error {
	switch x := v.(type) {
	case nil, types.UndefValue:
		b.WriteString("null")
	case types.Bool:
		b.WriteString(strconv.FormatBool(bool(x)))
	case types.Int:
		b.WriteString(strconv.FormatInt(int64(x), 10))
	case types.Float:
		f := float64(x)
		if !st.allowNaN && (math.IsNaN(f) || math.IsInf(f, 0)) {
			return jsonError(rubyfmt.FloatToS(f) + " not allowed in JSON")
		}
		b.WriteString(rubyfmt.FloatToS(f))
	case types.String:
		return writeJSONString(b, string(x))
	case *types.Array:
		if st.maxNesting > 0 && depth+1 > st.maxNesting {
			return jsonError("nesting of " + strconv.Itoa(depth+1) + " is too deep")
		}
		b.WriteString("[" + st.arrayNL)
		for i, e := range x.Elements() {
			if p.Stop() {
				return nil
			}
			if i > 0 {
				b.WriteString("," + st.arrayNL)
			}
			b.WriteString(strings.Repeat(st.indent, depth+1))
			if err := st.write(b, e, depth+1, p); err != nil {
				return err
			}
		}
		b.WriteString(st.arrayNL + strings.Repeat(st.indent, depth) + "]")
	case *types.Hash:
		if st.maxNesting > 0 && depth+1 > st.maxNesting {
			return jsonError("nesting of " + strconv.Itoa(depth+1) + " is too deep")
		}
		b.WriteString("{")
		for i, en := range x.Entries() {
			if p.Stop() {
				return nil
			}
			if i > 0 {
				b.WriteString(",")
			}
			b.WriteString(st.objectNL + strings.Repeat(st.indent, depth+1))
			if err := writeJSONString(b, builtins.RubyToSPolled(en.Key, p)); err != nil {
				return err
			}
			b.WriteString(st.spaceBefore + ":" + st.space)
			if err := st.write(b, en.Value, depth+1, p); err != nil {
				return err
			}
		}
		b.WriteString(st.objectNL + strings.Repeat(st.indent, depth) + "}")
	default:
		return writeJSONString(b, builtins.RubyToSPolled(v, p))
	}
	return nil
}

// writeJSONString quotes a string as Ruby's generator does: quotes,
// backslashes and control characters escaped, everything else as is.
func writeJSONString(b *strings.Builder, s string) error {
	if !utf8.ValidString(s) {
		return jsonError("source sequence is illegal/malformed utf-8")
	}
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		case '\b':
			b.WriteString(`\b`)
		case '\f':
			b.WriteString(`\f`)
		default:
			if c < 0x20 {
				b.WriteString(`\u00`)
				b.WriteByte("0123456789abcdef"[c>>4])
				b.WriteByte("0123456789abcdef"[c&15])
			} else {
				b.WriteByte(c)
			}
		}
	}
	b.WriteByte('"')
	return nil
}
