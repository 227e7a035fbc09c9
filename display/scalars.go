package display

import (
	"prepl/types/quote"
	"prepl/types/regexptext"
	"strconv"
	"unicode/utf8"

	"prepl/internal/ruby/rubyfmt"
	"prepl/internal/ruby/rubystr"
	"prepl/types"
)

// appendScalar formats a non-container value under f, following the
// per-type rules of Puppet's StringConverter.
func appendScalar(out []byte, v types.Value, f *Format) ([]byte, error) {
	switch x := v.(type) {
	case types.Int:
		return appendInteger(out, f, int64(x))
	case types.Float:
		return appendFloat(out, f, float64(x))
	case types.String:
		return appendStringValue(out, f, string(x))
	case types.Bool:
		return appendBoolean(out, f, bool(x))
	case nil, types.UndefValue:
		return appendUndef(out, f)
	case types.DefaultValue:
		return appendDefault(out, f)
	case *types.Regexp:
		return appendRegexp(out, f, x)
	case types.Type:
		return appendType(out, f, x)
	case *types.Binary:
		return appendBinary(out, f, x)
	case *types.Sensitive:
		return appendObject(out, f, rubySensitive, sensitiveText, "#<"+sensitiveText+">")
	case types.Timespan:
		return appendTimespan(out, f, x)
	case types.Timestamp:
		return appendTimestamp(out, f, x)
	case *types.SemVer:
		s := x.String()
		return appendObject(out, f, rubySemVer, s, s)
	case *types.SemVerRange:
		return appendObject(out, f, rubySemVerRange, x.String(), x.Range().Canonical())
	case *types.Object:
		return appendObjectValue(out, f, x, topIndentation)
	case types.RuntimeValue:
		return appendRuntime(out, f, x)
	case *types.URI:
		return appendURI(out, f, x)
	}
	s := types.Infer(v).String()
	return appendObject(out, f, "Object", s, s)
}

// sensitiveText is what a Sensitive value shows instead of its contents.
const sensitiveText = "Sensitive [value redacted]"

func appendInteger(out []byte, f *Format, v int64) ([]byte, error) {
	switch f.verb {
	case 'd', 'x', 'X', 'o', 'b', 'B':
		return f.kernelInt(out, f.verb, v)
	case 'p':
		if f.plain() {
			return strconv.AppendInt(out, v, 10), nil
		}
		return f.kernelText(out, 'p', decimal(v))
	case 'e', 'E', 'f', 'g', 'G', 'a', 'A':
		return f.kernelFloat(out, f.verb, float64(v))
	case 'c':
		if v < 0 || v > utf8.MaxRune {
			return nil, errorf("pack(U): value out of range")
		}
		char := string(rune(v))
		if f.alt {
			char = `"` + char + `"`
		}
		return f.kernelText(out, 's', char)
	case 's':
		if f.alt {
			return f.kernelString(out, 'p', decimal(v))
		}
		return f.kernelString(out, 's', decimal(v))
	}
	return nil, illegalFormat("Integer", f.verb, "dxXobBeEfgGaAspc")
}

func decimal(v int64) string { return string(rubyfmt.AppendInt(nil, rubyfmt.NewSpec('d'), v)) }

func appendFloat(out []byte, f *Format, v float64) ([]byte, error) {
	switch f.verb {
	case 'd', 'x', 'X', 'o', 'b', 'B':
		return f.kernelFloatToInt(out, f.verb, v)
	case 'e', 'E', 'f', 'g', 'G', 'a', 'A':
		return f.kernelFloat(out, f.verb, v)
	case 'p':
		if f.plain() {
			return rubyfmt.AppendFloatToS(out, v), nil
		}
		return f.kernelText(out, 'p', rubyfmt.FloatToS(v))
	case 's':
		s := rubyfmt.FloatToS(v)
		if f.alt {
			s = `"` + s + `"`
		}
		return f.kernelString(out, 's', s)
	}
	return nil, illegalFormat("Float", f.verb, "dxXobBeEfgGaAsp")
}

func appendStringValue(out []byte, f *Format, s string) ([]byte, error) {
	var c string
	switch f.verb {
	case 's':
		return f.kernelString(out, 's', s)
	case 'p':
		if f.alt {
			return f.applyStringFlags(out, quote.Double(s)), nil
		}
		if f.plain() {
			return appendQuoted(out, s), nil
		}
		return f.appendSingle(out, s), nil
	case 'c':
		c = rubystr.Capitalize(s)
	case 'C':
		c = rubystr.CapitalizeEach(s, "::", "::")
	case 'u':
		c = rubystr.Upcase(s)
	case 'd':
		c = rubystr.Downcase(s)
	case 't':
		c = rubystr.Strip(s)
	default:
		return nil, illegalFormat("String", f.verb, "cCudspt")
	}
	if f.alt {
		return f.appendSingle(out, c), nil
	}
	return f.kernelString(out, 's', c)
}

func appendBoolean(out []byte, f *Format, v bool) ([]byte, error) {
	var s string
	switch f.verb {
	case 't':
		s = pick(v, "true", "false")
	case 'T':
		s = pick(v, "True", "False")
	case 'y':
		s = pick(v, "yes", "no")
	case 'Y':
		s = pick(v, "Yes", "No")
	case 'd', 'x', 'X', 'o', 'b', 'B':
		return appendInteger(out, f, int64(pick(v, 1, 0)))
	case 'e', 'E', 'f', 'g', 'G', 'a', 'A':
		return appendFloat(out, f, pick(v, 1.0, 0.0))
	case 's', 'p':
		return f.applyStringFlags(out, pick(v, "true", "false")), nil
	default:
		return nil, illegalFormat("Boolean", f.verb, "tTyYdxXobBeEfgGaAsp")
	}
	if f.alt {
		s = s[:1]
	}
	return f.applyStringFlags(out, s), nil
}

func pick[T any](cond bool, yes, no T) T {
	if cond {
		return yes
	}
	return no
}

func appendUndef(out []byte, f *Format) ([]byte, error) {
	var s string
	switch f.verb {
	case 'n':
		s = pick(f.alt, "null", "nil")
	case 'u':
		s = pick(f.alt, "undefined", "undef")
	case 'd', 'x', 'X', 'o', 'b', 'B', 'e', 'E', 'f', 'g', 'G', 'a', 'A':
		s = "NaN"
	case 'v':
		s = "n/a"
	case 'V':
		s = "N/A"
	case 's':
		s = pick(f.alt, `""`, "")
	case 'p':
		s = pick(f.alt, `"undef"`, "undef")
	default:
		return nil, illegalFormat("Undef", f.verb, "nudxXobBeEfgGaAvVsp")
	}
	return f.applyStringFlags(out, s), nil
}

func appendDefault(out []byte, f *Format) ([]byte, error) {
	switch f.verb {
	case 'd', 's', 'p':
		return f.applyStringFlags(out, pick(f.alt, `"default"`, "default")), nil
	case 'D':
		return f.applyStringFlags(out, pick(f.alt, `"Default"`, "Default")), nil
	}
	return nil, illegalFormat("Default", f.verb, "dDsp")
}

func appendRegexp(out []byte, f *Format, r *types.Regexp) ([]byte, error) {
	switch f.verb {
	case 'p':
		s := regexptext.String(r.Source())
		if f.is("%p") {
			return append(out, s...), nil
		}
		return f.kernelString(out, 's', s)
	case 's':
		s := regexptext.SourceText(r.Source())
		if f.alt {
			s = quote.Single(s)
		}
		if f.is("%s") {
			return append(out, s...), nil
		}
		return f.kernelString(out, 's', s)
	}
	return nil, illegalFormat("Regexp", f.verb, "sp")
}

func appendType(out []byte, f *Format, t types.Type) ([]byte, error) {
	if f.plain() && (f.verb == 's' || f.verb == 'p') {
		return append(out, t.String()...), nil
	}
	switch f.verb {
	case 's':
		s := t.String()
		if f.alt {
			s = `"` + s + `"`
		}
		return f.kernelString(out, 's', s)
	case 'p':
		return f.kernelString(out, 's', t.String())
	}
	return nil, illegalFormat("Type", f.verb, "sp")
}

// appendURI formats a URI value as Puppet's string_PURIType does: %p is
// URI('text'), %s the text (quoted under '#'), with width and precision.
func appendURI(out []byte, f *Format, u *types.URI) ([]byte, error) {
	switch f.verb {
	case 'p':
		return append(out, "URI("+quote.Single(u.String())+")"...), nil
	case 's':
		s := u.String()
		if f.alt {
			s = quote.Single(s)
		}
		return f.kernelString(out, 's', s)
	}
	return nil, illegalFormat("URI", f.verb, "sp")
}

// The Ruby classes Puppet uses for values it formats as plain objects;
// Ruby's conversion errors name them.
const (
	rubySensitive   = "Puppet::Pops::Types::PSensitiveType::Sensitive"
	rubySemVer      = "SemanticPuppet::Version"
	rubySemVerRange = "SemanticPuppet::VersionRange"
)

// appendObjectValue formats an instance of an Object type as Puppet's
// string_PObjectType does: %p and %s show the type name and init hash
// (width and precision do not apply); %p indents it when the format is
// alternate or an enclosing array indents.
func appendObjectValue(out []byte, f *Format, o *types.Object, in indentation) ([]byte, error) {
	switch f.verb {
	case 'p':
		if f.alt || in.indenting {
			return append(out, o.IndentedString(in.level)...), nil
		}
		return append(out, o.String()...), nil
	case 's', 'q':
		// %q is Ruby's inspect of the instance; its Puppet form stands in.
		return append(out, o.String()...), nil
	}
	return nil, illegalFormat("Object", f.verb, "spq")
}

// appendRuntime formats a runtime value as Puppet's string_PRuntimeType
// does: %s is its text, %p its text quoted (width and precision do not
// apply); other letters are errors.
func appendRuntime(out []byte, f *Format, r types.RuntimeValue) ([]byte, error) {
	switch f.verb {
	case 's':
		return append(out, r.String()...), nil
	case 'p':
		return append(out, quote.Single(r.String())...), nil
	}
	return nil, illegalFormat("Runtime", f.verb, "spq")
}

// appendObject formats a value Puppet hands to Kernel#format as an object
// with no numeric conversion: %s shows its to_s and %p its inspect; the
// other letters fail as they fail in Ruby.
func appendObject(out []byte, f *Format, class, toS, inspect string) ([]byte, error) {
	if f.rubyErr != nil {
		return nil, f.rubyErr
	}
	switch f.verb {
	case 's':
		return f.kernelText(out, 's', toS)
	case 'p':
		return f.kernelText(out, 'p', inspect)
	case 'd', 'i', 'u', 'x', 'X', 'o', 'b', 'B':
		return nil, errorf("can't convert %s into Integer", class)
	case 'e', 'E', 'f', 'g', 'G', 'a', 'A':
		return nil, errorf("can't convert %s into Float", class)
	case 'c':
		return nil, errorf("no implicit conversion of %s into Integer", class)
	}
	return nil, errorf("malformed format string - %%%c", f.verb)
}
