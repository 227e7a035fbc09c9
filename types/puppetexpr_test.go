package types

import (
	"encoding/base64"
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// exprParser reads the literal subset of Puppet expressions the tests
// use to write values and types as Puppet code does: numbers, strings,
// bare words, regexps, default, undef, booleans, arrays, hashes, type
// names with [] parameters, and the constructors Sensitive(v),
// SemVer(s), SemVerRange(s), Timespan(seconds) and Timestamp(seconds).
type exprParser struct {
	src     string
	pos     int
	aliases map[string]*TypeAlias
}

// parseExpr evaluates src; aliases names the type aliases it may use.
func parseExpr(src string, aliases map[string]*TypeAlias) (Value, error) {
	p := &exprParser{src: src, aliases: aliases}
	v, err := p.expr()
	if err != nil {
		return nil, err
	}
	p.skip()
	if p.pos != len(p.src) {
		return nil, fmt.Errorf("trailing text at %d in %q", p.pos, src)
	}
	return v, nil
}

func (p *exprParser) skip() {
	for p.pos < len(p.src) && unicode.IsSpace(rune(p.src[p.pos])) {
		p.pos++
	}
}

func (p *exprParser) peek() byte {
	p.skip()
	if p.pos < len(p.src) {
		return p.src[p.pos]
	}
	return 0
}

func (p *exprParser) expect(s string) error {
	p.skip()
	if !strings.HasPrefix(p.src[p.pos:], s) {
		return fmt.Errorf("expected %q at %d in %q", s, p.pos, p.src)
	}
	p.pos += len(s)
	return nil
}

func (p *exprParser) expr() (Value, error) {
	v, err := p.primary()
	if err != nil {
		return nil, err
	}
	for p.peek() == '[' {
		p.pos++
		args, err := p.list(']')
		if err != nil {
			return nil, err
		}
		t, ok := v.(Type)
		if !ok {
			return nil, fmt.Errorf("[] on a non-type in %q", p.src)
		}
		if v, err = Parameterize(t, args); err != nil {
			return nil, err
		}
	}
	return v, nil
}

func (p *exprParser) list(end byte) ([]Value, error) {
	var out []Value
	for {
		if p.peek() == end {
			p.pos++
			return out, nil
		}
		v, err := p.expr()
		if err != nil {
			return nil, err
		}
		out = append(out, v)
		if p.peek() == ',' {
			p.pos++
		}
	}
}

func (p *exprParser) primary() (Value, error) {
	c := p.peek()
	switch {
	case c == '[':
		p.pos++
		vs, err := p.list(']')
		if err != nil {
			return nil, err
		}
		return NewArray(vs), nil
	case c == '{':
		p.pos++
		b := NewHashBuilder(0)
		for p.peek() != '}' {
			k, err := p.expr()
			if err != nil {
				return nil, err
			}
			if err := p.expect("=>"); err != nil {
				return nil, err
			}
			v, err := p.expr()
			if err != nil {
				return nil, err
			}
			b.Set(k, v)
			if p.peek() == ',' {
				p.pos++
			}
		}
		p.pos++
		return b.Build(), nil
	case c == '\'' || c == '"':
		return p.str(c)
	case c == '/':
		return p.regexp()
	case c == '-' || c >= '0' && c <= '9':
		return p.number()
	case c == '_' || unicode.IsLetter(rune(c)) || c == ':':
		return p.name()
	}
	return nil, fmt.Errorf("unexpected %q at %d in %q", c, p.pos, p.src)
}

func (p *exprParser) str(q byte) (Value, error) {
	p.pos++
	var b strings.Builder
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		p.pos++
		switch {
		case c == q:
			return String(b.String()), nil
		case c == '\\' && p.pos < len(p.src):
			n := p.src[p.pos]
			p.pos++
			switch {
			case q == '\'' && (n == '\'' || n == '\\'):
				b.WriteByte(n)
			case q == '\'':
				b.WriteByte('\\')
				b.WriteByte(n)
			case n == 'n':
				b.WriteByte('\n')
			case n == 't':
				b.WriteByte('\t')
			default:
				b.WriteByte(n)
			}
		default:
			b.WriteByte(c)
		}
	}
	return nil, fmt.Errorf("unterminated string in %q", p.src)
}

func (p *exprParser) regexp() (Value, error) {
	p.pos++
	start := p.pos
	for p.pos < len(p.src) && p.src[p.pos] != '/' {
		if p.src[p.pos] == '\\' {
			p.pos++
		}
		p.pos++
	}
	src := p.src[start:p.pos]
	p.pos++
	return NewRegexp(src)
}

func (p *exprParser) number() (Value, error) {
	start := p.pos
	if p.src[p.pos] == '-' {
		p.pos++
	}
	for p.pos < len(p.src) && strings.IndexByte("0123456789.eE+-x", p.src[p.pos]) >= 0 {
		if (p.src[p.pos] == '-' || p.src[p.pos] == '+') && !strings.ContainsAny(p.src[p.pos-1:p.pos], "eE") {
			break
		}
		p.pos++
	}
	text := p.src[start:p.pos]
	if strings.ContainsAny(text, ".eE") && !strings.Contains(text, "x") {
		f, err := strconv.ParseFloat(text, 64)
		return Float(f), err
	}
	n, err := strconv.ParseInt(text, 0, 64)
	return Int(n), err
}

func (p *exprParser) name() (Value, error) {
	start := p.pos
	for p.pos < len(p.src) {
		c := rune(p.src[p.pos])
		if c == '_' || c == ':' || unicode.IsLetter(c) || unicode.IsDigit(c) {
			p.pos++
			continue
		}
		break
	}
	name := p.src[start:p.pos]
	if p.peek() == '(' {
		p.pos++
		args, err := p.list(')')
		if err != nil {
			return nil, err
		}
		if a, ok := p.aliases[strings.ToLower(name)]; ok {
			if err := a.Resolve(); err != nil {
				return nil, err
			}
			if ot, ok := a.ResolvedType().(*ObjectType); ok {
				return ot.New(args)
			}
		}
		return construct(name, args)
	}
	switch name {
	case "default":
		return Default, nil
	case "undef":
		return Undef, nil
	case "true":
		return True, nil
	case "false":
		return False, nil
	}
	if c := strings.TrimPrefix(name, "::"); c == "" || !unicode.IsUpper(rune(c[0])) {
		return String(name), nil
	}
	if t, ok := TypeByName(name); ok {
		return t, nil
	}
	if a, ok := p.aliases[strings.ToLower(name)]; ok {
		// The evaluator resolves an alias when its name is evaluated.
		return a, a.Resolve()
	}
	return NewResourceType(name, ""), nil
}

// construct makes the values of the few constructor calls the tests use.
func construct(name string, args []Value) (Value, error) {
	if len(args) != 1 {
		return nil, fmt.Errorf("%s() takes one argument", name)
	}
	switch name {
	case "Sensitive":
		return NewSensitive(args[0]), nil
	case "SemVer":
		return ParseSemVer(string(args[0].(String)))
	case "SemVerRange":
		return ParseSemVerRange(string(args[0].(String)))
	case "Timespan":
		if f, ok := args[0].(Float); ok {
			return TimespanFromSeconds(float64(f))
		}
		return TimespanFromInt(int64(args[0].(Int))), nil
	case "Timestamp":
		if f, ok := args[0].(Float); ok {
			return TimestampFromSeconds(float64(f))
		}
		return TimestampFromInt(int64(args[0].(Int))), nil
	case "Binary":
		b, err := base64.StdEncoding.DecodeString(string(args[0].(String)))
		return NewBinary(b), err
	}
	return nil, fmt.Errorf("unknown constructor %s", name)
}
