package display

import (
	"encoding/base64"
	"prepl/types/regexptext"
	"strconv"

	"prepl/internal/ruby/rubyfmt"
	"prepl/types"
)

// ToString converts v the way notice() and string interpolation do:
// strings verbatim, undef as the empty string, floats as Ruby's
// Float#to_s, regexps as /source/, types in their source form, arrays as
// [a, b] and hashes as {k => v} with their elements converted by the same
// rule (strings are not quoted), Sensitive values redacted.
func ToString(v types.Value) string {
	switch x := v.(type) {
	case types.String:
		return string(x)
	case types.Int:
		return strconv.FormatInt(int64(x), 10)
	case nil, types.UndefValue:
		return ""
	case types.Bool:
		if x {
			return "true"
		}
		return "false"
	case types.Float:
		var tmp [32]byte
		return string(rubyfmt.AppendFloatToS(tmp[:0], float64(x)))
	case *types.Array:
		return string(AppendToString(make([]byte, 0, 8*x.Len()+2), x))
	}
	return string(AppendToString(nil, v))
}

// AppendToString appends ToString(v) to buf.
func AppendToString(buf []byte, v types.Value) []byte { return appendToString(buf, v, nil) }

// ToStringPolled is ToString as a walk that p can stop (the text is then
// incomplete and p.Err says so), for values that may be too large to
// print before an interrupt or the memory limit stops the evaluation.
func ToStringPolled(v types.Value, p *types.Poll) string {
	if !isContainer(v) {
		return ToString(v)
	}
	return string(appendToString(nil, v, p))
}

func appendToString(buf []byte, v types.Value, p *types.Poll) []byte {
	switch x := v.(type) {
	case types.String:
		return append(buf, x...)
	case types.Int:
		return strconv.AppendInt(buf, int64(x), 10)
	case types.Float:
		return rubyfmt.AppendFloatToS(buf, float64(x))
	case types.Bool:
		return strconv.AppendBool(buf, bool(x))
	case nil, types.UndefValue:
		return buf
	case types.DefaultValue:
		return append(buf, "default"...)
	case *types.Regexp:
		return append(buf, regexptext.String(x.Source())...)
	case types.Type:
		return append(buf, x.String()...)
	case *types.Array:
		buf = append(buf, '[')
		for i, e := range x.Elements() {
			if p.Stop() {
				return buf
			}
			if i > 0 {
				buf = append(buf, ", "...)
			}
			buf = appendToString(buf, e, p)
		}
		return append(buf, ']')
	case *types.Hash:
		buf = append(buf, '{')
		for i, e := range x.Entries() {
			if p.Stop() {
				return buf
			}
			if i > 0 {
				buf = append(buf, ", "...)
			}
			buf = appendToString(buf, e.Key, p)
			buf = append(buf, " => "...)
			buf = appendToString(buf, e.Value, p)
		}
		return append(buf, '}')
	case *types.Sensitive:
		return append(buf, sensitiveText...)
	case types.Timespan:
		return append(buf, x.String()...)
	case types.Timestamp:
		return append(buf, x.String()...)
	case *types.SemVer:
		return append(buf, x.String()...)
	case *types.SemVerRange:
		return append(buf, x.String()...)
	case *types.Binary:
		return base64.StdEncoding.AppendEncode(buf, x.Bytes())
	case *types.Iterator:
		buf = append(buf, types.Generalize(types.Infer(x)).String()...)
		return append(buf, "-Value"...)
	case *types.Object:
		return append(buf, x.String()...)
	case types.RuntimeValue:
		return append(buf, x.String()...)
	case *types.URI:
		return append(buf, x.String()...)
	}
	return append(buf, types.Infer(v).String()...)
}
