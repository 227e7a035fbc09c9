package builtins

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"prepl/lang/eval"
	"prepl/types"
	"prepl/types/rubyregexp"
)

func init() {
	eval.Register(&eval.Function{
		Name: "scanf",
		Doc:  "Reads values out of a string as its format says, as Ruby's String#scanf does: %d, %i, %o, %x, %u integers, %f, %e, %g, %a floats, %s words, %c characters, %[...] character sets, optional widths and * to skip a value. Returns the values read before the first mismatch; with a block, returns what the block makes of them.",
		Signatures: []*eval.Signature{{
			Params: []eval.Param{{Name: "data", Type: "String"}, {Name: "format", Type: "String"}},
			Block:  &eval.BlockParam{Name: "block", Type: "Callable", Optional: true},
			Call: func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
				specs, err := parseScanf(string(args[1].(types.String)))
				if err != nil {
					return nil, c.Errorf("%s", err.Error())
				}
				r := types.NewArray(scan(string(args[0].(types.String)), specs))
				if b != nil {
					return c.CallLambda(b, r)
				}
				return r, nil
			},
		}},
	})
}

// scanSpec is one part of a scanf format: literal text, whitespace or a
// conversion, with the expression that matches it at the start of the
// rest of the input.
type scanSpec struct {
	re       *rubyregexp.Regexp
	conv     byte // 0 for literal text and whitespace
	suppress bool
}

// parseScanf compiles a format into its parts.
func parseScanf(format string) ([]scanSpec, error) {
	var specs []scanSpec
	for i := 0; i < len(format); {
		ch := format[i]
		switch {
		case ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\f' || ch == '\v':
			for i < len(format) && strings.IndexByte(" \t\n\r\f\v", format[i]) >= 0 {
				i++
			}
			specs = append(specs, scanSpec{re: mustCompile(`\A\s*`)})
		case ch == '%' && i+1 < len(format) && format[i+1] == '%':
			specs = append(specs, scanSpec{re: mustCompile(`\A\s*%`)})
			i += 2
		case ch == '%':
			spec, n, err := parseConversion(format[i:])
			if err != nil {
				return nil, err
			}
			specs = append(specs, spec)
			i += n
		default:
			j := i
			for j < len(format) && format[j] != '%' && strings.IndexByte(" \t\n\r\f\v", format[j]) < 0 {
				j++
			}
			specs = append(specs, scanSpec{re: mustCompile(`\A` + quoteMeta(format[i:j]))})
			i = j
		}
	}
	return specs, nil
}

// parseConversion reads one %-conversion and returns it with its length.
func parseConversion(f string) (scanSpec, int, error) {
	i := 1
	spec := scanSpec{}
	if i < len(f) && f[i] == '*' {
		spec.suppress = true
		i++
	}
	width := ""
	for i < len(f) && f[i] >= '0' && f[i] <= '9' {
		width += f[i : i+1]
		i++
	}
	for i < len(f) && strings.IndexByte("hlLq", f[i]) >= 0 {
		i++
	}
	if i >= len(f) {
		return spec, 0, fmt.Errorf("incomplete format specifier: %s", f)
	}
	spec.conv = f[i]
	rep := "+"
	if width != "" {
		rep = "{1," + width + "}"
	}
	var pattern string
	switch f[i] {
	case 'd', 'u':
		pattern = `\s*([-+]?\d` + rep + `)`
	case 'i':
		pattern = `\s*([-+]?(?:0[xX][\da-fA-F]+|0[0-7]*|[1-9]\d*))`
	case 'o':
		pattern = `\s*([-+]?[0-7]` + rep + `)`
	case 'x', 'X':
		pattern = `\s*([-+]?(?:0[xX])?[\da-fA-F]` + rep + `)`
	case 'f', 'g', 'e', 'E', 'G', 'a', 'A':
		pattern = `\s*([-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?)`
	case 's':
		pattern = `\s*(\S` + rep + `)`
	case 'c':
		n := "1"
		if width != "" {
			n = width
		}
		pattern = `((?m:.){` + n + `})`
	case '[':
		end := strings.IndexByte(f[i+1:], ']')
		if end == 0 {
			end = strings.IndexByte(f[i+2:], ']') + 1
		}
		if end < 0 {
			return spec, 0, fmt.Errorf("unterminated character set in format: %s", f)
		}
		pattern = `([` + f[i+1:i+1+end] + `]` + rep + `)`
		i += end + 1
	default:
		return spec, 0, fmt.Errorf("unknown conversion %%%c in format", f[i])
	}
	re, err := rubyregexp.Compile(`\A` + pattern)
	if err != nil {
		return spec, 0, err
	}
	spec.re = re
	return spec, i + 1, nil
}

// scan applies the parts in turn and collects the converted values.
func scan(data string, specs []scanSpec) []types.Value {
	out := []types.Value{}
	for _, s := range specs {
		m, err := s.re.FindStringSubmatchIndex(data)
		if err != nil || m == nil {
			break
		}
		if s.conv != 0 && !s.suppress {
			v, ok := scanValue(s.conv, data[m[2]:m[3]])
			if !ok {
				break
			}
			out = append(out, v)
		}
		data = data[m[1]:]
	}
	return out
}

// scanValue converts matched text for a conversion.
func scanValue(conv byte, text string) (types.Value, bool) {
	parseInt := func(s string, base int) (types.Value, bool) {
		n, ok := new(big.Int).SetString(s, base)
		if !ok || !n.IsInt64() {
			return nil, false
		}
		return types.Int(n.Int64()), true
	}
	switch conv {
	case 'd', 'u':
		return parseInt(strings.TrimPrefix(text, "+"), 10)
	case 'i':
		return parseInt(strings.TrimPrefix(text, "+"), 0)
	case 'o':
		return parseInt(strings.TrimPrefix(text, "+"), 8)
	case 'x', 'X':
		neg := strings.HasPrefix(text, "-")
		t := strings.TrimLeft(text, "+-")
		t = strings.TrimPrefix(strings.TrimPrefix(t, "0x"), "0X")
		if neg {
			t = "-" + t
		}
		return parseInt(t, 16)
	case 'f', 'g', 'e', 'E', 'G', 'a', 'A':
		f, err := strconv.ParseFloat(text, 64)
		if err != nil {
			return nil, false
		}
		return types.Float(f), true
	}
	return types.String(text), true
}

// quoteMeta escapes the characters that are special in a Ruby regexp.
func quoteMeta(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(`\.+*?()|[]{}^$#-/`, s[i]) >= 0 {
			b.WriteByte('\\')
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
