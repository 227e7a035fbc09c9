package display

import (
	"encoding/base64"
	"fmt"
	"strconv"
	"strings"

	"prepl/types"
)

// parseLiteral reads the small subset of Puppet expressions the test
// tables use to write values: numbers, strings, arrays, hashes, undef,
// default, booleans, regexps, barewords, types (with parameters) and the
// constructors Sensitive, Binary, SemVer, SemVerRange, Timespan and
// Timestamp with literal arguments.
func parseLiteral(src string) (types.Value, error) {
	p := &litParser{s: src}
	v, err := p.value()
	if err != nil {
		return nil, err
	}
	if v, err = p.postfix(v); err != nil {
		return nil, err
	}
	p.space()
	if p.i != len(p.s) {
		return nil, fmt.Errorf("trailing text at %d in %q", p.i, src)
	}
	return v, nil
}

type litParser struct {
	s string
	i int
}

func (p *litParser) space() {
	for p.i < len(p.s) && strings.ContainsRune(" \t\n", rune(p.s[p.i])) {
		p.i++
	}
}

func (p *litParser) peek() byte {
	p.space()
	if p.i < len(p.s) {
		return p.s[p.i]
	}
	return 0
}

func (p *litParser) value() (types.Value, error) {
	switch c := p.peek(); {
	case c == '[':
		p.i++
		vs, err := p.list(']')
		return types.NewArray(vs), err
	case c == '{':
		p.i++
		return p.hash()
	case c == '\'' || c == '"':
		s, err := p.str()
		return types.String(s), err
	case c == '/':
		end := p.i + 1
		for end < len(p.s) && p.s[end] != '/' {
			if p.s[end] == '\\' {
				end++
			}
			end++
		}
		// The lexer drops the backslash of an escaped delimiter.
		src := strings.ReplaceAll(p.s[p.i+1:end], `\/`, "/")
		p.i = end + 1
		return types.NewRegexp(src)
	case c == '-' || c >= '0' && c <= '9':
		return p.number()
	case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == ':':
		return p.word()
	}
	return nil, fmt.Errorf("unexpected text at %d in %q", p.i, p.s)
}

func (p *litParser) list(end byte) ([]types.Value, error) {
	var vs []types.Value
	for p.peek() != end {
		v, err := p.value()
		if err != nil {
			return nil, err
		}
		vs = append(vs, v)
		if p.peek() == ',' {
			p.i++
		}
	}
	p.i++
	return vs, nil
}

func (p *litParser) hash() (types.Value, error) {
	b := types.NewHashBuilder(4)
	for p.peek() != '}' {
		k, err := p.value()
		if err != nil {
			return nil, err
		}
		p.space()
		if !strings.HasPrefix(p.s[p.i:], "=>") {
			return nil, fmt.Errorf("expected => at %d in %q", p.i, p.s)
		}
		p.i += 2
		v, err := p.value()
		if err != nil {
			return nil, err
		}
		b.Set(k, v)
		if p.peek() == ',' {
			p.i++
		}
	}
	p.i++
	return b.Build(), nil
}

func (p *litParser) str() (string, error) {
	q := p.s[p.i]
	p.i++
	var b strings.Builder
	for p.i < len(p.s) && p.s[p.i] != q {
		c := p.s[p.i]
		if c == '\\' && p.i+1 < len(p.s) {
			n := p.s[p.i+1]
			switch {
			case q == '\'' && (n == '\'' || n == '\\'):
				b.WriteByte(n)
				p.i += 2
				continue
			case q == '"':
				p.i += 2
				switch n {
				case 'n':
					b.WriteByte('\n')
				case 't':
					b.WriteByte('\t')
				case 'r':
					b.WriteByte('\r')
				case 'u':
					end := strings.IndexByte(p.s[p.i:], '}')
					r, _ := strconv.ParseInt(p.s[p.i+1:p.i+end], 16, 32)
					b.WriteRune(rune(r))
					p.i += end + 1
				default:
					b.WriteByte(n)
				}
				continue
			}
		}
		b.WriteByte(c)
		p.i++
	}
	if p.i >= len(p.s) {
		return "", fmt.Errorf("unterminated string in %q", p.s)
	}
	p.i++
	return b.String(), nil
}

func (p *litParser) number() (types.Value, error) {
	start := p.i
	if p.s[p.i] == '-' {
		p.i++
	}
	for p.i < len(p.s) && strings.ContainsRune("0123456789abcdefABCDEFxX.+-", rune(p.s[p.i])) {
		if (p.s[p.i] == '+' || p.s[p.i] == '-') && !strings.ContainsRune("eE", rune(p.s[p.i-1])) {
			break
		}
		p.i++
	}
	text := p.s[start:p.i]
	if n, err := strconv.ParseInt(text, 0, 64); err == nil {
		return types.Int(n), nil
	}
	f, err := strconv.ParseFloat(text, 64)
	return types.Float(f), err
}

func (p *litParser) word() (types.Value, error) {
	start := p.i
	for p.i < len(p.s) && (isLetter(p.s[p.i]) || p.s[p.i] >= '0' && p.s[p.i] <= '9' || p.s[p.i] == '_' || p.s[p.i] == ':') {
		p.i++
	}
	w := p.s[start:p.i]
	switch w {
	case "undef":
		return types.Undef, nil
	case "default":
		return types.Default, nil
	case "true":
		return types.True, nil
	case "false":
		return types.False, nil
	}
	if w[0] >= 'a' && w[0] <= 'z' {
		return types.String(w), nil
	}
	if p.peek() == '(' {
		p.i++
		args, err := p.list(')')
		if err != nil {
			return nil, err
		}
		return construct(w, args)
	}
	t, ok := types.TypeByName(w)
	if !ok {
		t = types.NewResourceType(w, "")
	}
	if p.peek() != '[' {
		return t, nil
	}
	p.i++
	args, err := p.list(']')
	if err != nil {
		return nil, err
	}
	return types.Parameterize(t, args)
}

// construct makes the value of a constructor call in a table.
func construct(name string, args []types.Value) (types.Value, error) {
	if len(args) != 1 {
		return nil, fmt.Errorf("%s takes one argument", name)
	}
	switch name {
	case "Sensitive":
		return types.NewSensitive(args[0]), nil
	case "Binary":
		b, err := base64.StdEncoding.DecodeString(string(args[0].(types.String)))
		return types.NewBinary(b), err
	case "SemVer":
		return types.ParseSemVer(string(args[0].(types.String)))
	case "SemVerRange":
		return types.ParseSemVerRange(string(args[0].(types.String)))
	case "Timespan":
		return types.NewTimespan(secondsToNanos(args[0])), nil
	case "Timestamp":
		n := secondsToNanos(args[0])
		return types.NewTimestamp(0, n), nil
	}
	return nil, fmt.Errorf("unknown constructor %s", name)
}

func secondsToNanos(v types.Value) int64 {
	switch x := v.(type) {
	case types.Int:
		return int64(x) * 1e9
	case types.Float:
		return int64(float64(x) * 1e9)
	}
	return 0
}

// postfix handles "a - b" between integers and the iterator calls
// .reverse_each and .each.
func (p *litParser) postfix(v types.Value) (types.Value, error) {
	p.space()
	rest := p.s[p.i:]
	switch {
	case strings.HasPrefix(rest, "- "):
		p.i += 2
		w, err := p.number()
		if err != nil {
			return nil, err
		}
		return types.Int(int64(v.(types.Int)) - int64(w.(types.Int))), nil
	case strings.HasPrefix(rest, ".reverse_each"):
		p.i += len(".reverse_each")
		elems := v.(*types.Array).Elements()
		var elemType types.Type
		if at, ok := types.Generalize(types.InferReduced(v)).(*types.ArrayType); ok {
			elemType = at.ElementType()
		}
		return types.NewIterator(func(yield func(types.Value) bool) error {
			for i := len(elems) - 1; i >= 0 && yield(elems[i]); i-- {
			}
			return nil
		}, elemType), nil
	case strings.HasPrefix(rest, ".each"):
		p.i += len(".each")
		entries := v.(*types.Hash).Entries()
		return types.NewIterator(func(yield func(types.Value) bool) error {
			for _, e := range entries {
				if !yield(types.ArrayOf(e.Key, e.Value)) {
					break
				}
			}
			return nil
		}, nil), nil
	}
	return v, nil
}
