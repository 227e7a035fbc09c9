package puptime

import (
	"math/big"
	"strings"
)

// Field is one number read by Strptime. Big holds numbers that do not fit
// in 64 bits (Ruby reads unlimited digits for some directives).
type Field struct {
	Set bool
	V   int64
	Big *big.Int
}

func (f *Field) set(n *big.Int) {
	f.Set = true
	if n.IsInt64() {
		f.V, f.Big = n.Int64(), nil
	} else {
		f.V, f.Big = 0, n
	}
}

// BigValue returns the field's value.
func (f Field) BigValue() *big.Int {
	if f.Big != nil {
		return f.Big
	}
	return big.NewInt(f.V)
}

// Parsed is what Strptime read, named as Ruby's Date._strptime names the
// entries of its result.
type Parsed struct {
	Year, Mon, MDay, Hour, Min, Sec  Field
	WDay, YDay, CWYear, CWeek, CWDay Field
	WNum0, WNum1                     Field
	SecFraction                      *big.Rat // %L, %N
	Seconds                          *big.Rat // %s, %Q
	Zone                             string
	HasZone                          bool
	Offset                           *big.Rat // nil when the zone is unknown
	Leftover                         string   // input after the end of the format
	HasLeftover                      bool
	cent, merid                      Field
}

// Strptime reads s according to format the way Ruby's Date._strptime
// does: each directive reads its field (numbers of limited width, names
// case-insensitively, zones by Ruby's rules), whitespace in the format
// matches any run of whitespace, and other characters match themselves.
// ok is false when s does not match; text after the end of the format is
// returned as Leftover.
func Strptime(s, format string) (p *Parsed, ok bool) {
	p = &Parsed{}
	si, ok := p.scan(s, 0, format)
	if !ok {
		return nil, false
	}
	if si < len(s) {
		p.Leftover, p.HasLeftover = s[si:], true
	}
	if p.cent.Set {
		c := new(big.Int).Mul(p.cent.BigValue(), big.NewInt(100))
		if p.CWYear.Set {
			p.CWYear.set(new(big.Int).Add(p.CWYear.BigValue(), c))
		}
		if p.Year.Set {
			p.Year.set(new(big.Int).Add(p.Year.BigValue(), c))
		}
	}
	if p.merid.Set && p.Hour.Set {
		p.Hour.set(big.NewInt(p.Hour.V%12 + p.merid.V))
	}
	return p, true
}

var (
	stpDayNames = []string{"sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
		"sun", "mon", "tue", "wed", "thu", "fri", "sat"}
	stpMonthNames = []string{"january", "february", "march", "april", "may", "june", "july", "august",
		"september", "october", "november", "december",
		"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}
	meridNames = []string{"am", "pm", "a.m.", "p.m."}
)

// at returns the byte at i, or 0 past the end (the C string terminator
// Ruby's implementation relies on).
func at(s string, i int) byte {
	if i < len(s) {
		return s[i]
	}
	return 0
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// numPattern reports whether the format at s starts with something that
// reads digits; a number before it then reads a limited width.
func numPattern(s string) bool {
	c := at(s, 0)
	if isDigit(c) {
		return true
	}
	if c != '%' {
		return false
	}
	i := 1
	if c := at(s, i); c == 'E' || c == 'O' {
		i++
	}
	c = at(s, i)
	return c != 0 && (strings.IndexByte("CDdeFGgHIjkLlMmNQRrSsTUuVvWwXxYy", c) >= 0 || isDigit(c))
}

// readDigits reads up to width digits at s[si:]; width < 0 means no limit.
func readDigits(s string, si, width int) (*big.Int, int) {
	l := 0
	for si+l < len(s) && isDigit(s[si+l]) {
		l++
		if l == width {
			break
		}
	}
	if l == 0 {
		return nil, 0
	}
	n, _ := new(big.Int).SetString(s[si:si+l], 10)
	return n, l
}

func inRange(n *big.Int, lo, hi int64) bool {
	return n.IsInt64() && n.Int64() >= lo && n.Int64() <= hi
}

// hasPrefixFold reports whether s[si:] starts with name, ignoring ASCII case.
func hasPrefixFold(s string, si int, name string) bool {
	return len(s)-si >= len(name) && asciiEqualFold(s[si:si+len(name)], name)
}

// scan matches s from si against format and returns where it stopped.
func (p *Parsed) scan(s string, si int, format string) (int, bool) {
	for fi := 0; fi < len(format); {
		c := format[fi]
		if isSpace(c) {
			for si < len(s) && isSpace(s[si]) {
				si++
			}
			fi++
			continue
		}
		if c != '%' {
			if at(s, si) != c {
				return si, false
			}
			si++
			fi++
			continue
		}
		var ok bool
		si, fi, ok = p.directive(s, si, format, fi)
		if !ok {
			return si, false
		}
	}
	return si, true
}

// directive reads one %-directive starting at format[fi] == '%' and
// returns the new positions.
func (p *Parsed) directive(s string, si int, format string, fi int) (int, int, bool) {
	pct := fi
again:
	fi++
	c := at(format, fi)
	next := format[min(fi+1, len(format)):]
	num := func(width int, limited bool) (*big.Int, bool) {
		if !limited {
			width = -1
		}
		n, l := readDigits(s, si, width)
		if l == 0 {
			return nil, false
		}
		si += l
		return n, true
	}
	sub := func(f string) bool {
		n, ok := p.scan(s, si, f)
		si = n
		return ok
	}
	switch c {
	case 'E', 'O':
		allowed := "cCxXyY"
		if c == 'O' {
			allowed = "deHImMSuUVwWy"
		}
		if n := at(format, fi+1); n != 0 && strings.IndexByte(allowed, n) >= 0 {
			goto again
		}
		// Not a modifier: the '%' must match itself.
		if at(s, si) != '%' {
			return si, fi, false
		}
		return si + 1, pct + 1, true
	case ':':
		switch {
		case strings.HasPrefix(format[fi:], ":z"):
			goto again
		case strings.HasPrefix(format[fi:], "::z"):
			fi++
			goto again
		case strings.HasPrefix(format[fi:], ":::z"):
			fi += 2
			goto again
		}
		return si, fi, false
	case 'A', 'a':
		for i, name := range stpDayNames {
			if hasPrefixFold(s, si, name) {
				si += len(name)
				p.WDay.set(big.NewInt(int64(i % 7)))
				return si, fi + 1, true
			}
		}
		return si, fi, false
	case 'B', 'b', 'h':
		for i, name := range stpMonthNames {
			if hasPrefixFold(s, si, name) {
				si += len(name)
				p.Mon.set(big.NewInt(int64(i%12 + 1)))
				return si, fi + 1, true
			}
		}
		return si, fi, false
	case 'C':
		n, ok := num(2, numPattern(next))
		if !ok {
			return si, fi, false
		}
		p.cent.set(n)
	case 'c':
		if !sub("%a %b %e %H:%M:%S %Y") {
			return si, fi, false
		}
	case 'D', 'x':
		if !sub("%m/%d/%y") {
			return si, fi, false
		}
	case 'd', 'e', 'H', 'k', 'I', 'l':
		width := 2
		if at(s, si) == ' ' {
			si++
			width = 1
		}
		n, ok := num(width, true)
		lo, hi := int64(1), int64(31)
		field := &p.MDay
		switch c {
		case 'H', 'k':
			lo, hi, field = 0, 24, &p.Hour
		case 'I', 'l':
			lo, hi, field = 1, 12, &p.Hour
		}
		if !ok || !inRange(n, lo, hi) {
			return si, fi, false
		}
		field.set(n)
	case 'F':
		if !sub("%Y-%m-%d") {
			return si, fi, false
		}
	case 'G':
		n, ok := num(4, numPattern(next))
		if !ok {
			return si, fi, false
		}
		p.CWYear.set(n)
	case 'g', 'y':
		n, ok := num(2, true)
		if !ok || !inRange(n, 0, 99) {
			return si, fi, false
		}
		if c == 'g' {
			p.CWYear.set(n)
		} else {
			p.Year.set(n)
		}
		if !p.cent.Set {
			if n.Int64() >= 69 {
				p.cent.set(big.NewInt(19))
			} else {
				p.cent.set(big.NewInt(20))
			}
		}
	case 'j':
		n, ok := num(3, true)
		if !ok || !inRange(n, 1, 366) {
			return si, fi, false
		}
		p.YDay.set(n)
	case 'L', 'N':
		neg := false
		if b := at(s, si); b == '-' || b == '+' {
			neg = b == '-'
			si++
		}
		osi := si
		width := 9
		if c == 'L' {
			width = 3
		}
		n, ok := num(width, numPattern(next))
		if !ok {
			return si, fi, false
		}
		if neg {
			n.Neg(n)
		}
		p.SecFraction = new(big.Rat).SetFrac(n, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(si-osi)), nil))
	case 'M', 'm', 'S', 'U', 'W', 'V':
		n, ok := num(2, true)
		lo, hi, field := int64(0), int64(59), &p.Min
		switch c {
		case 'm':
			lo, hi, field = 1, 12, &p.Mon
		case 'S':
			hi, field = 60, &p.Sec
		case 'U':
			hi, field = 53, &p.WNum0
		case 'W':
			hi, field = 53, &p.WNum1
		case 'V':
			lo, hi, field = 1, 53, &p.CWeek
		}
		if !ok || !inRange(n, lo, hi) {
			return si, fi, false
		}
		field.set(n)
	case 'n', 't':
		if !sub(" ") {
			return si, fi, false
		}
	case 'P', 'p':
		for i, name := range meridNames {
			if hasPrefixFold(s, si, name) {
				si += len(name)
				p.merid.set(big.NewInt(int64(i % 2 * 12)))
				return si, fi + 1, true
			}
		}
		return si, fi, false
	case 'Q', 's':
		neg := at(s, si) == '-'
		if neg {
			si++
		}
		n, ok := num(0, false)
		if !ok {
			return si, fi, false
		}
		if neg {
			n.Neg(n)
		}
		if c == 'Q' {
			p.Seconds = new(big.Rat).SetFrac(n, big.NewInt(1000))
		} else {
			p.Seconds = new(big.Rat).SetInt(n)
		}
	case 'R':
		if !sub("%H:%M") {
			return si, fi, false
		}
	case 'r':
		if !sub("%I:%M:%S %p") {
			return si, fi, false
		}
	case 'T', 'X':
		if !sub("%H:%M:%S") {
			return si, fi, false
		}
	case 'u', 'w':
		n, ok := num(1, true)
		lo, hi, field := int64(1), int64(7), &p.CWDay
		if c == 'w' {
			lo, hi, field = 0, 6, &p.WDay
		}
		if !ok || !inRange(n, lo, hi) {
			return si, fi, false
		}
		field.set(n)
	case 'v':
		if !sub("%e-%b-%Y") {
			return si, fi, false
		}
	case 'Y':
		neg := false
		if b := at(s, si); b == '-' || b == '+' {
			neg = b == '-'
			si++
		}
		n, ok := num(4, numPattern(next))
		if !ok {
			return si, fi, false
		}
		if neg {
			n.Neg(n)
		}
		p.Year.set(n)
	case 'Z', 'z':
		zone, off, ok := matchZone(s[min(si, len(s)):])
		if !ok {
			return si, fi, false
		}
		si += len(zone)
		p.Zone, p.HasZone, p.Offset = zone, true, off
	case '%':
		if at(s, si) != '%' {
			return si, fi, false
		}
		si++
	case '+':
		if !sub("%a %b %e %H:%M:%S %Z %Y") {
			return si, fi, false
		}
	default:
		// An unknown directive matches '%' and the character itself.
		if at(s, si) != '%' {
			return si, fi, false
		}
		si++
		if fi < len(format) {
			if at(s, si) != format[fi] {
				return si, fi, false
			}
		}
		si++
	}
	return si, fi + 1, true
}
