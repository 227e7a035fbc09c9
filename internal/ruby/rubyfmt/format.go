package rubyfmt

import (
	"math/big"
	"strconv"
	"unicode/utf8"
)

// Integer is an integer argument; Big is set when the value does not fit
// in Small.
type Integer struct {
	Small int64
	Big   *big.Int
}

// BigInt returns the value as a big.Int.
func (i Integer) BigInt() *big.Int {
	if i.Big != nil {
		return i.Big
	}
	return big.NewInt(i.Small)
}

// Args supplies the arguments of Format and converts them the way Ruby's
// Kernel#format does. Conversion errors are returned as they are.
type Args[V any] interface {
	// Len returns the number of arguments.
	Len() int
	// At returns argument i (0 <= i < Len()).
	At(i int) V
	// Named looks name up in the argument list's single hash argument.
	// isHash is false when there is no such argument.
	Named(name string) (v V, found, isHash bool)
	// String is Ruby's to_s, used by %s and %{name}.
	String(v V) (string, error)
	// Inspect is Ruby's inspect, used by %p.
	Inspect(v V) (string, error)
	// Integer is Ruby's Integer() conversion used by d i u o x X b B.
	Integer(v V) (Integer, error)
	// Implicit is Ruby's implicit integer conversion used by '*' widths
	// and precisions and by a numeric %c.
	Implicit(v V) (int64, error)
	// Float is Ruby's Float() conversion used by e E f g G a A.
	Float(v V) (float64, error)
	// ExactInteger reports whether v is an Integer, which %f prints
	// exactly instead of converting it to a float.
	ExactInteger(v V) (Integer, bool)
	// Char returns the single character of a string argument for %c;
	// isString is false when v is not a string.
	Char(v V) (c rune, isString bool, err error)
}

// Error is an ArgumentError or KeyError raised by Kernel#format, with
// Ruby's message.
type Error struct {
	Msg string
}

func (e *Error) Error() string { return e.Msg }

func errorf(msg string, parts ...any) error {
	b := []byte(nil)
	i := 0
	for j := 0; j < len(msg); j++ {
		if msg[j] == '@' && i < len(parts) {
			switch p := parts[i].(type) {
			case int:
				b = strconv.AppendInt(b, int64(p), 10)
			case string:
				b = append(b, p...)
			case byte:
				b = append(b, p)
			}
			i++
			continue
		}
		b = append(b, msg[j])
	}
	return &Error{Msg: string(b)}
}

// argument positions, as Ruby tracks them to forbid mixing styles.
const (
	posNumbered = -1
	posNamed    = -2
)

// formatter holds the state of one Format call.
type formatter[V any, A Args[V]] struct {
	args    A
	fmt     string
	p       int
	nextArg int // index of the next unnumbered argument
	posArg  int // last unnumbered index used (>0), posNumbered or posNamed
}

// Format is Ruby's Kernel#format: it interprets the format string and
// formats the arguments. Errors carry Ruby's messages ("too few
// arguments", "malformed format string - %y", ...). Extra arguments are
// ignored, as in Ruby without $DEBUG.
func Format[V any, A Args[V]](format string, args A) (string, error) {
	f := &formatter[V, A]{args: args, fmt: format}
	// A short result is built on the stack: the string returned is then
	// the one allocation.
	var stack [64]byte
	buf := stack[:0]
	var err error
	for f.p < len(format) {
		start := f.p
		for f.p < len(format) && format[f.p] != '%' {
			f.p++
		}
		if f.p+1 == len(format) {
			return "", errorf("incomplete format specifier; use %% (double %) instead")
		}
		buf = append(buf, format[start:f.p]...)
		if f.p >= len(format) {
			break
		}
		f.p++ // skip '%'
		if buf, err = f.directive(buf); err != nil {
			return "", err
		}
		f.p++
	}
	return string(buf), nil
}

// flag bits beyond those in Spec.
const (
	fWidth = 1 << iota
	fPrec
	fPrec0
)

// directive formats one directive; f.p is just after the '%' and is left
// on the directive's last character.
func (f *formatter[V, A]) directive(buf []byte) ([]byte, error) {
	s := NewSpec(0)
	flags := 0
	var value V
	haveValue := false
	name := ""
	checkFlags := func() error {
		if flags&fWidth != 0 {
			return errorf("flag after width")
		}
		if flags&fPrec0 != 0 {
			return errorf("flag after precision")
		}
		return nil
	}
	checkWidth := func() error {
		if flags&fWidth != 0 {
			return errorf("width given twice")
		}
		if flags&fPrec0 != 0 {
			return errorf("width after precision")
		}
		return nil
	}
	next := func() (V, error) {
		if haveValue {
			return value, nil
		}
		return f.nextValue()
	}
	for {
		c := byte(0) // the end of the format reads as Ruby's terminating NUL
		if f.p < len(f.fmt) {
			c = f.fmt[f.p]
		}
		switch c {
		case ' ', '#', '+', '-', '0':
			if err := checkFlags(); err != nil {
				return nil, err
			}
			s.SetFlag(c)
			f.p++
			continue
		case '1', '2', '3', '4', '5', '6', '7', '8', '9':
			n, err := f.number("width")
			if err != nil {
				return nil, err
			}
			if f.fmt[f.p] == '$' {
				if haveValue {
					return nil, errorf("value given twice - @$", n)
				}
				if value, err = f.positional(n); err != nil {
					return nil, err
				}
				haveValue = true
				f.p++
				continue
			}
			if err := checkWidth(); err != nil {
				return nil, err
			}
			s.Width = n
			flags |= fWidth
			continue
		case '<', '{':
			term := byte('>')
			if c == '{' {
				term = '}'
			}
			end := f.p + 1
			for end < len(f.fmt) && f.fmt[end] != term {
				end++
			}
			if end >= len(f.fmt) {
				return nil, errorf("malformed name - unmatched parenthesis")
			}
			text := f.fmt[f.p : end+1]
			if name != "" {
				return nil, errorf("named@ after <@>", text, name)
			}
			v, err := f.named(text)
			if err != nil {
				return nil, err
			}
			name = text[1 : len(text)-1]
			value, haveValue = v, true
			f.p = end
			if term == '}' {
				s.Verb = 's'
				return f.formatString(buf, s, value, false)
			}
			f.p++
			continue
		case '*':
			if err := checkWidth(); err != nil {
				return nil, err
			}
			flags |= fWidth
			w, err := f.aster("width")
			if err != nil {
				return nil, err
			}
			if w < 0 {
				s.Minus = true
				w = -w
			}
			s.Width = w
			f.p++
			continue
		case '.':
			if flags&fPrec0 != 0 {
				return nil, errorf("precision given twice")
			}
			flags |= fPrec | fPrec0
			f.p++
			if f.p < len(f.fmt) && f.fmt[f.p] == '*' {
				p, err := f.aster("precision")
				if err != nil {
					return nil, err
				}
				s.Prec = p
				if p < 0 {
					s.Prec = -1
				}
				f.p++
				continue
			}
			n, err := f.numberFrom(0, "precision")
			if err != nil {
				return nil, err
			}
			s.Prec = n
			continue
		case '\n', 0:
			f.p--
			fallthrough
		case '%':
			if s.hasFlags() || flags != 0 {
				return nil, errorf("invalid format character - %")
			}
			return append(buf, '%'), nil
		case 'c':
			v, err := next()
			if err != nil {
				return nil, err
			}
			s.Verb = c
			return f.formatChar(buf, s, v)
		case 's', 'p':
			v, err := next()
			if err != nil {
				return nil, err
			}
			s.Verb = c
			return f.formatString(buf, s, v, c == 'p')
		case 'd', 'i', 'u', 'o', 'x', 'X', 'b', 'B':
			v, err := next()
			if err != nil {
				return nil, err
			}
			n, err := f.args.Integer(v)
			if err != nil {
				return nil, err
			}
			s.Verb = c
			if n.Big != nil {
				return AppendBigInt(buf, s, n.Big), nil
			}
			return AppendInt(buf, s, n.Small), nil
		case 'f', 'e', 'E', 'g', 'G', 'a', 'A':
			v, err := next()
			if err != nil {
				return nil, err
			}
			s.Verb = c
			if c == 'f' {
				if n, ok := f.args.ExactInteger(v); ok {
					return AppendIntegerFixed(buf, s, n.BigInt()), nil
				}
			}
			x, err := f.args.Float(v)
			if err != nil {
				return nil, err
			}
			return AppendFloat(buf, s, x), nil
		default:
			if c >= 0x20 && c < 0x7f {
				return nil, errorf("malformed format string - %@", c)
			}
			return nil, errorf("malformed format string")
		}
	}
}

// number reads a decimal number starting at f.p (a digit).
func (f *formatter[V, A]) number(what string) (int, error) {
	return f.numberFrom(0, what)
}

// maxField bounds widths and precisions. Ruby accepts any int and then
// tries to allocate the padding; a bound keeps a mistyped format from
// exhausting memory.
const maxField = 1 << 20

// numberFrom reads digits at f.p onto n; numbers above maxField and digits
// that run to the end of the format are errors.
func (f *formatter[V, A]) numberFrom(n int, what string) (int, error) {
	for f.p < len(f.fmt) && f.fmt[f.p] >= '0' && f.fmt[f.p] <= '9' {
		d := int(f.fmt[f.p] - '0')
		if n > (maxField-d)/10 {
			return 0, errorf("@ too big", what)
		}
		n = n*10 + d
		f.p++
	}
	if f.p >= len(f.fmt) {
		return 0, errorf("malformed format string - %*[0-9]")
	}
	return n, nil
}

// aster reads the argument of a '*' width or precision: either "*n$" or
// the next argument. f.p is on the '*' and is left on the last character
// of the form.
func (f *formatter[V, A]) aster(what string) (int, error) {
	star := f.p
	f.p++
	n, err := f.number(what)
	if err != nil {
		return 0, err
	}
	var v V
	if f.fmt[f.p] == '$' {
		v, err = f.positional(n)
	} else {
		v, err = f.nextValue()
		f.p = star
	}
	if err != nil {
		return 0, err
	}
	w, err := f.args.Implicit(v)
	if err != nil {
		return 0, err
	}
	if w > maxField || w < -maxField {
		return 0, errorf("@ too big", what)
	}
	return int(w), nil
}

// nextValue takes the next unnumbered argument.
func (f *formatter[V, A]) nextValue() (V, error) {
	var zero V
	switch f.posArg {
	case posNumbered:
		return zero, errorf("unnumbered(@) mixed with numbered", f.nextArg+1)
	case posNamed:
		return zero, errorf("unnumbered(@) mixed with named", f.nextArg+1)
	}
	f.nextArg++
	f.posArg = f.nextArg
	return f.nth(f.nextArg)
}

// positional takes argument n (1-based) of a "n$" reference.
func (f *formatter[V, A]) positional(n int) (V, error) {
	var zero V
	if f.posArg > 0 {
		return zero, errorf("numbered(@) after unnumbered(@)", n, f.posArg)
	}
	if f.posArg == posNamed {
		return zero, errorf("numbered(@) after named", n)
	}
	if n < 1 {
		return zero, errorf("invalid index - @$", n)
	}
	f.posArg = posNumbered
	return f.nth(n)
}

// nth returns argument n (1-based).
func (f *formatter[V, A]) nth(n int) (V, error) {
	if n > f.args.Len() {
		var zero V
		return zero, errorf("too few arguments")
	}
	return f.args.At(n - 1), nil
}

// named resolves a "<name>" or "{name}" reference (text includes the
// brackets) in the single hash argument.
func (f *formatter[V, A]) named(text string) (V, error) {
	var zero V
	if f.posArg > 0 {
		return zero, errorf("named@ after unnumbered(@)", text, f.posArg)
	}
	if f.posArg == posNumbered {
		return zero, errorf("named@ after numbered", text)
	}
	f.posArg = posNamed
	if f.args.Len() != 1 {
		return zero, errorf("one hash required")
	}
	v, found, isHash := f.args.Named(text[1 : len(text)-1])
	if !isHash {
		return zero, errorf("one hash required")
	}
	if !found {
		return zero, errorf("key@ not found", text)
	}
	return v, nil
}

// formatString formats v's to_s (or inspect) under a %s spec.
func (f *formatter[V, A]) formatString(buf []byte, s Spec, v V, inspect bool) ([]byte, error) {
	var str string
	var err error
	if inspect {
		str, err = f.args.Inspect(v)
	} else {
		str, err = f.args.String(v)
	}
	if err != nil {
		return nil, err
	}
	return AppendString(buf, s, str), nil
}

// formatChar formats v under %c: a one-character string or a code point.
func (f *formatter[V, A]) formatChar(buf []byte, s Spec, v V) ([]byte, error) {
	c, isString, err := f.args.Char(v)
	if err != nil {
		return nil, err
	}
	if !isString {
		n, err := f.args.Implicit(v)
		if err != nil {
			return nil, err
		}
		if n < 0 || n > utf8.MaxRune || (n >= 0xd800 && n <= 0xdfff) {
			return nil, errorf("invalid character")
		}
		c = rune(n)
	}
	return AppendChar(buf, s, c), nil
}
