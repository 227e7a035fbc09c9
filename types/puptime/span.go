package puptime

import (
	"errors"
	"fmt"
	"math/big"
	"regexp"
	"strings"
	"sync"

	"prepl/internal/lazyre"
)

// Nanoseconds per unit of the Timespan directives.
var spanUnit = map[rune]*big.Int{
	'D': big.NewInt(86400e9),
	'H': big.NewInt(3600e9),
	'M': big.NewInt(60e9),
	'S': big.NewInt(1e9),
	'L': big.NewInt(1e6),
	'N': big.NewInt(1),
}

// spanOrder ranks the directives by magnitude; the highest one in a format
// holds the total instead of the part below the next unit ("%H:%M" may
// show 30:00).
var spanOrder = map[rune]int{'N': 0, 'L': 1, 'S': 2, 'M': 3, 'H': 4, 'D': 5}

var spanDefaultWidth = map[rune]int{'D': 1, 'H': 2, 'M': 2, 'S': 2, 'L': 3, 'N': 9}

// spanSeg is one piece of a Timespan format: literal text or a directive.
type spanSeg struct {
	conv     rune // 0 for literal text
	lit      string
	pad      byte // 0 (no padding), ' ' or '0'
	width    int  // -1 when not given
	useTotal bool
}

// SpanFormat is a compiled Timespan format: %[flags][width]conversion with
// the conversions D (days), H (hours), M (minutes), S (seconds), L
// (milliseconds) and N (fractional digits), the flags - (no padding), _
// (spaces) and 0 (zeroes), and %% for a percent sign.
type SpanFormat struct {
	text string
	segs []spanSeg

	reOnce sync.Once
	re     *regexp.Regexp // what a string must match to be parsed
	reErr  error
}

// SpanDefaults are the formats Timespan.new tries when none is given; the
// first is the default string form of a Timespan.
var SpanDefaults = mustSpanFormats("%D-%H:%M:%S.%-N", "%H:%M:%S.%-N", "%M:%S.%-N", "%S.%-N",
	"%D-%H:%M:%S", "%H:%M:%S", "%D-%H:%M", "%S")

func mustSpanFormats(texts ...string) []*SpanFormat {
	fs := make([]*SpanFormat, len(texts))
	for i, t := range texts {
		f, err := CompileSpanFormat(t)
		if err != nil {
			panic(err)
		}
		fs[i] = f
	}
	return fs
}

// CompileSpanFormat reads a Timespan format; an unknown directive is an
// error naming it and its position.
func CompileSpanFormat(text string) (*SpanFormat, error) {
	const (
		stLiteral = iota
		stPad
		stWidth
	)
	f := &SpanFormat{text: text}
	runes := []rune(text)
	state, pad, width, start, highest := stLiteral, byte('0'), -1, 0, -1
	bad := func(pos int) error {
		return fmt.Errorf("Bad format specifier '%s' in '%s', at position %d", string(runes[start:max(start, pos)]), text, pos)
	}
	literal := func(r rune) {
		if n := len(f.segs); n > 0 && f.segs[n-1].conv == 0 {
			f.segs[n-1].lit += string(r)
		} else {
			f.segs = append(f.segs, spanSeg{lit: string(r)})
		}
	}
	for pos, r := range runes {
		if state == stLiteral {
			if r == '%' {
				state, start, pad, width = stPad, pos, '0', -1
			} else {
				literal(r)
			}
			continue
		}
		switch {
		case r == '%':
			literal(r)
			state = stLiteral
		case r == '-' || r == '_':
			if state != stPad {
				return nil, bad(pos)
			}
			pad = 0
			if r == '_' {
				pad = ' '
			}
			state = stWidth
		case strings.ContainsRune("DHMSLN", r):
			if r == 'D' || spanOrder[r] > highest {
				highest = spanOrder[r]
			}
			f.segs = append(f.segs, spanSeg{conv: r, pad: pad, width: width})
			state = stLiteral
		case r >= '0' && r <= '9':
			if state == stPad && r == '0' {
				pad = '0'
			} else {
				width = max(width, 0)*10 + int(r-'0')
				if width > 1000 {
					return nil, bad(pos)
				}
			}
			state = stWidth
		default:
			return nil, bad(pos)
		}
	}
	if state != stLiteral {
		return nil, bad(len(runes) - 1)
	}
	for i := range f.segs {
		if f.segs[i].conv != 0 && spanOrder[f.segs[i].conv] == highest {
			f.segs[i].useTotal = true
			break
		}
	}
	return f, nil
}

// Format renders a span of abs nanoseconds (negative when neg).
func (f *SpanFormat) Format(neg bool, abs *big.Int) string {
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	for _, s := range f.segs {
		if s.conv == 0 {
			b.WriteString(s.lit)
			continue
		}
		b.WriteString(s.format(abs))
	}
	return b.String()
}

func (s spanSeg) format(abs *big.Int) string {
	n := new(big.Int)
	switch s.conv {
	case 'D':
		n.Quo(abs, spanUnit['D'])
	case 'H', 'M', 'S', 'L':
		n.Quo(abs, spanUnit[s.conv])
		if !s.useTotal {
			n.Rem(n, big.NewInt(map[rune]int64{'H': 24, 'M': 60, 'S': 60, 'L': 1000}[s.conv]))
		}
	case 'N':
		w := s.width
		if w < 0 {
			w = 9
		}
		n.Set(abs)
		if w < 9 {
			n.Quo(n, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(9-w)), nil))
			if !s.useTotal {
				n.Rem(n, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(w)), nil))
			}
		} else if !s.useTotal {
			n.Rem(n, big.NewInt(1e9))
		}
	}
	digits := n.String()
	width := s.width
	if width < 0 {
		width = spanDefaultWidth[s.conv]
	}
	if s.conv == 'L' || s.conv == 'N' {
		// Fractions drop trailing zeroes unless zero-padded, and pad on
		// the right.
		if !s.useTotal && s.pad != '0' {
			if t := strings.TrimRight(digits, "0"); t != "" {
				digits = t
			} else {
				digits = "0"
			}
		}
		if s.pad == 0 || len(digits) >= width {
			return digits
		}
		return digits + strings.Repeat(" ", width-len(digits))
	}
	switch {
	case s.pad == 0 || len(digits) >= width:
		return digits
	case s.pad == ' ':
		return strings.Repeat(" ", width-len(digits)) + digits
	}
	return strings.Repeat("0", width-len(digits)) + digits
}

// regexp returns the pattern a string must match to be parsed, built on
// first use.
func (f *SpanFormat) regexp() (*regexp.Regexp, error) {
	f.reOnce.Do(func() { f.re, f.reErr = f.buildRegexp() })
	return f.re, f.reErr
}

func (f *SpanFormat) buildRegexp() (*regexp.Regexp, error) {
	var b strings.Builder
	b.WriteString(`\A-?`)
	const digitOrSpace = `[0-9\t\n\v\f\r ]`
	for _, s := range f.segs {
		if s.conv == 0 {
			b.WriteString("(" + regexp.QuoteMeta(s.lit) + ")")
			continue
		}
		dw := spanDefaultWidth[s.conv]
		switch {
		case s.width < 0 && s.pad != ' ' && s.useTotal:
			b.WriteString(`([0-9]+)`)
		case s.width < 0 && s.pad != ' ':
			fmt.Fprintf(&b, `([0-9]{1,%d})`, dw)
		case s.width < 0 && s.useTotal:
			b.WriteString(`[\t\n\v\f\r ]*([0-9]+)`)
		case s.width < 0:
			fmt.Fprintf(&b, `(%s{1,%d})`, digitOrSpace, dw)
		case s.pad == 0:
			fmt.Fprintf(&b, `([0-9]{1,%d})`, s.width)
		case s.pad == '0':
			fmt.Fprintf(&b, `([0-9]{%d})`, s.width)
		default:
			fmt.Fprintf(&b, `(%s{%d})`, digitOrSpace, s.width)
		}
	}
	b.WriteString(`\z`)
	re, err := regexp.Compile(b.String())
	if err != nil {
		return nil, fmt.Errorf("The format '%s' cannot be used for parsing: a width of 0 reads nothing", f.text)
	}
	return re, nil
}

// ErrFraction is returned when %L or %N is the highest unit of a format
// used for parsing: a fraction alone is ambiguous.
var ErrFraction = errors.New("Format specifiers %L and %N denotes fractions and must be used together with a specifier of higher magnitude")

var allDigits = lazyre.New(`\A[0-9]+\z`)

// Parse reads a span in this format and returns its nanoseconds. A leading
// '-' makes it negative; the highest unit may exceed its usual range.
func (f *SpanFormat) Parse(s string) (*big.Int, error) {
	re, err := f.regexp()
	if err != nil {
		return nil, err
	}
	m := re.FindStringSubmatch(s)
	fail := fmt.Errorf("Unable to parse '%s' using format '%s'", s, f.text)
	if m == nil {
		return nil, fail
	}
	total := new(big.Int)
	for i, seg := range f.segs {
		if seg.conv == 0 {
			continue
		}
		g := strings.TrimLeft(m[i+1], "\t\n\v\f\r ")
		if !allDigits().MatchString(g) {
			return nil, fail
		}
		n, _ := new(big.Int).SetString(g, 10)
		if seg.conv == 'L' || seg.conv == 'N' {
			if seg.useTotal {
				return nil, ErrFraction
			}
			if p := 9 - len(g); p > 0 {
				n.Mul(n, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(p)), nil))
			}
		} else {
			n.Mul(n, spanUnit[seg.conv])
		}
		total.Add(total, n)
	}
	if strings.HasPrefix(s, "-") {
		total.Neg(total)
	}
	return total, nil
}

// ParseSpan reads s with the first of formats that accepts it. A format
// that is not valid is an error; when none accepts s the error lists
// them all.
func ParseSpan(s string, formats []string) (*big.Int, error) {
	compiled := make([]*SpanFormat, len(formats))
	for i, t := range formats {
		f, err := CompileSpanFormat(t)
		if err != nil {
			return nil, err
		}
		compiled[i] = f
	}
	return parseSpanWith(s, compiled)
}

// ParseSpanDefault reads s with SpanDefaults.
func ParseSpanDefault(s string) (*big.Int, error) { return parseSpanWith(s, SpanDefaults) }

func parseSpanWith(s string, formats []*SpanFormat) (*big.Int, error) {
	names := make([]string, len(formats))
	for i, f := range formats {
		if _, err := f.regexp(); err != nil {
			return nil, err
		}
		if n, err := f.Parse(s); err == nil {
			return n, nil
		}
		names[i] = f.text
	}
	return nil, fmt.Errorf("Unable to parse '%s' using any of the formats %s", s, strings.Join(names, ", "))
}
