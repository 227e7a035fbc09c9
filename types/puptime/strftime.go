package puptime

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

var (
	dayNames   = [7]string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}
	monthNames = [12]string{"January", "February", "March", "April", "May", "June", "July",
		"August", "September", "October", "November", "December"}
)

// Case and padding flags of a strftime directive.
const (
	flagLeft   = 1 << iota // '-': no padding
	flagChCase             // '#': change case
	flagLower
	flagUpper // '^'
)

// Strftime formats t as Ruby's Time#strftime does: directives
// %[flags][width]conversion with the flags - _ 0 ^ # and the colons of
// %:z, %::z and %:::z, the E and O modifiers ignored, and any unknown
// directive copied as written. A format that ends inside a directive is an
// error ("invalid format: ...").
func Strftime(format string, t *Civil) (string, error) {
	var b strings.Builder
	if err := strftime(&b, format, t); err != nil {
		return "", err
	}
	return b.String(), nil
}

// directive holds the flags, width and padding read so far.
type directive struct {
	precision int // the width; -1 when not given
	flags     int
	padding   byte // 0, ' ' or '0'
	colons    int
}

func strftime(b *strings.Builder, format string, t *Civil) error {
	for f := 0; f < len(format); f++ {
		pct := strings.IndexByte(format[f:], '%')
		if pct < 0 {
			b.WriteString(format[f:])
			break
		}
		b.WriteString(format[f : f+pct])
		f += pct
		sp := f
		d := directive{precision: -1}
		text := ""
	again:
		f++
		if f >= len(format) {
			return errors.New("invalid format: " + format)
		}
		switch c := format[f]; c {
		case '%':
			d.fill(b, 1)
			b.WriteByte('%')
			continue
		case 'n':
			d.fill(b, 1)
			b.WriteByte('\n')
			continue
		case 't':
			d.fill(b, 1)
			b.WriteByte('\t')
			continue
		case 'a', 'A':
			d.upperOnChCase()
			text = "?"
			if t.Weekday >= 0 && t.Weekday < 7 {
				text = dayNames[t.Weekday]
				if c == 'a' {
					text = text[:3]
				}
			}
		case 'b', 'h', 'B':
			d.upperOnChCase()
			text = "?"
			if t.Month >= 1 && t.Month <= 12 {
				text = monthNames[t.Month-1]
				if c != 'B' {
					text = text[:3]
				}
			}
		case 'p', 'P':
			if (c == 'p' && d.flags&flagChCase != 0) || (c == 'P' && d.flags&(flagChCase|flagUpper) == 0) {
				d.flags &^= flagUpper | flagChCase
				d.flags |= flagLower
			}
			text = "AM"
			if t.Hour >= 12 {
				text = "PM"
			}
		case 'Z':
			if d.flags&flagChCase != 0 {
				d.flags &^= flagUpper | flagChCase
				d.flags |= flagLower
			}
			text = ""
			if t.UTC {
				text = "UTC"
			}
		case 'c':
			d.sub(b, "%a %b %e %H:%M:%S %Y", t)
			continue
		case 'x', 'D':
			d.sub(b, "%m/%d/%y", t)
			continue
		case 'X', 'T':
			d.sub(b, "%H:%M:%S", t)
			continue
		case 'r':
			d.sub(b, "%I:%M:%S %p", t)
			continue
		case 'R':
			d.sub(b, "%H:%M", t)
			continue
		case 'v':
			d.sub(b, "%e-%^b-%4Y", t)
			continue
		case 'F':
			d.sub(b, "%Y-%m-%d", t)
			continue
		case 'd':
			d.num(b, '0', 2, int64(t.Day))
			continue
		case 'e':
			d.num(b, ' ', 2, int64(t.Day))
			continue
		case 'H':
			d.num(b, '0', 2, int64(t.Hour))
			continue
		case 'k':
			d.num(b, ' ', 2, int64(t.Hour))
			continue
		case 'I', 'l':
			h := t.Hour % 12
			if h == 0 {
				h = 12
			}
			pad := byte('0')
			if c == 'l' {
				pad = ' '
			}
			d.num(b, pad, 2, int64(h))
			continue
		case 'j':
			d.num(b, '0', 3, int64(t.YearDay))
			continue
		case 'm':
			d.num(b, '0', 2, int64(t.Month))
			continue
		case 'M':
			d.num(b, '0', 2, int64(t.Minute))
			continue
		case 'S':
			d.num(b, '0', 2, int64(t.Second))
			continue
		case 's':
			d.num(b, '0', 1, t.Unix)
			continue
		case 'U':
			d.num(b, '0', 2, int64(weekNumber(t, 0)))
			continue
		case 'W':
			d.num(b, '0', 2, int64(weekNumber(t, 1)))
			continue
		case 'V':
			d.num(b, '0', 2, int64(isoWeek(t)))
			continue
		case 'u':
			w := t.Weekday
			if w == 0 {
				w = 7
			}
			d.num(b, '0', 1, int64(w))
			continue
		case 'w':
			d.num(b, '0', 1, int64(t.Weekday))
			continue
		case 'y':
			d.num(b, '0', 2, floorMod(t.Year, 100))
			continue
		case 'Y':
			d.year(b, t.Year)
			continue
		case 'C':
			d.num(b, '0', 2, floorDiv(t.Year, 100))
			continue
		case 'G', 'g':
			y := t.Year
			w := isoWeek(t)
			if t.Month == 12 && w == 1 {
				y++
			} else if t.Month == 1 && w >= 52 {
				y--
			}
			if c == 'G' {
				d.year(b, y)
			} else {
				d.num(b, '0', 2, floorMod(y, 100))
			}
			continue
		case 'L', 'N':
			d.subsec(b, c, t.Nanosecond)
			continue
		case 'z':
			if !d.zone(b, t) {
				f--
				text = d.unknown(format, sp, f)
				break
			}
			continue
		case '-':
			if d.precision > 0 {
				text = d.unknown(format, sp, f)
				break
			}
			d.flags |= flagLeft
			d.padding, d.precision = 0, 0
			goto again
		case '^':
			if d.precision > 0 {
				text = d.unknown(format, sp, f)
				break
			}
			d.flags |= flagUpper
			goto again
		case '#':
			if d.precision > 0 {
				text = d.unknown(format, sp, f)
				break
			}
			d.flags |= flagChCase
			goto again
		case '_':
			if d.precision > 0 {
				text = d.unknown(format, sp, f)
				break
			}
			d.padding = ' '
			goto again
		case ':':
			n, bad := 1, false
			for ; n <= 3; n++ {
				if f+n >= len(format) || (format[f+n] != 'z' && format[f+n] != ':') {
					bad = true
					break
				}
				if format[f+n] == 'z' {
					break
				}
			}
			if bad {
				text = d.unknown(format, sp, f)
				break
			}
			d.colons = n
			f += n - 1
			goto again
		case 'E', 'O':
			allowed := "cCxXyY"
			if c == 'O' {
				allowed = "deHkIlmMSuUVwWy"
			}
			if f+1 >= len(format) || !strings.ContainsRune(allowed, rune(format[f+1])) {
				text = d.unknown(format, sp, f)
				break
			}
			goto again
		case '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
			if c == '0' {
				d.padding = '0'
			}
			end := f
			for end < len(format) && format[end] >= '0' && format[end] <= '9' {
				end++
			}
			w, err := strconv.Atoi(format[f:end])
			if err != nil || w > 1<<20 {
				return fmt.Errorf("invalid format: %s", format)
			}
			d.precision = w
			f = end - 1
			goto again
		default:
			text = d.unknown(format, sp, f)
		}
		if text != "" {
			d.fill(b, len(text))
			b.WriteString(caseConv(text, d.flags))
		}
	}
	return nil
}

// unknown resets the directive and returns its text as written, which is
// then copied to the output.
func (d *directive) unknown(format string, sp, f int) string {
	*d = directive{precision: -1}
	return format[sp : f+1]
}

func (d *directive) upperOnChCase() {
	if d.flags&flagChCase != 0 {
		d.flags &^= flagLower | flagChCase
		d.flags |= flagUpper
	}
}

// fill pads a text of length n on the left to the width.
func (d *directive) fill(b *strings.Builder, n int) {
	if d.flags&flagLeft == 0 && d.precision > n {
		pad := d.padding
		if pad == 0 {
			pad = ' '
		}
		b.WriteString(strings.Repeat(string(pad), d.precision-n))
	}
}

// num prints a number like C's printf("%0*ld") or printf("%*ld"): the
// width defaults to defPrec, the padding to defPad, and '-' turns both
// off.
func (d *directive) num(b *strings.Builder, defPad byte, defPrec int, v int64) {
	prec := d.precision
	if d.flags&flagLeft != 0 {
		prec = 1
	} else if prec <= 0 {
		prec = defPrec
	}
	zero := d.padding == '0' || (d.padding == 0 && defPad == '0')
	b.WriteString(padNumber(strconv.FormatInt(v, 10), prec, zero))
}

// padNumber right-justifies the decimal digits s to width, with zeroes
// after the sign or with spaces before it.
func padNumber(s string, width int, zero bool) string {
	if len(s) >= width {
		return s
	}
	if !zero {
		return strings.Repeat(" ", width-len(s)) + s
	}
	if s[0] == '-' || s[0] == '+' {
		return s[:1] + strings.Repeat("0", width-len(s)) + s[1:]
	}
	return strings.Repeat("0", width-len(s)) + s
}

// year prints a year with at least four digits (five with a minus sign).
func (d *directive) year(b *strings.Builder, y int64) {
	if y >= 0 {
		d.num(b, '0', 4, y)
	} else {
		d.num(b, '0', 5, y)
	}
}

// sub formats a combination directive (%c, %F, ...) on its own and then
// applies the case flags and the width.
func (d *directive) sub(b *strings.Builder, format string, t *Civil) {
	var inner strings.Builder
	// The combination formats are valid, so strftime cannot fail here.
	_ = strftime(&inner, format, t)
	s := caseConv(inner.String(), d.flags)
	if d.precision > len(s) {
		pad := d.padding
		if pad == 0 {
			pad = ' '
		}
		b.WriteString(strings.Repeat(string(pad), d.precision-len(s)))
	}
	b.WriteString(s)
}

// subsec prints the fraction of the second: %L has 3 digits and %N 9 by
// default; a width truncates or extends with zeroes.
func (d *directive) subsec(b *strings.Builder, c byte, nsec int) {
	prec := d.precision
	if prec <= 0 {
		prec = 9
		if c == 'L' {
			prec = 3
		}
	}
	digits := fmt.Sprintf("%09d", nsec)
	if prec > 9 {
		b.WriteString(digits)
		b.WriteString(strings.Repeat("0", prec-9))
	} else {
		b.WriteString(digits[:prec])
	}
}

// zone prints the UTC offset for %z, %:z, %::z and %:::z; false means the
// directive is not valid.
func (d *directive) zone(b *strings.Builder, t *Civil) bool {
	off := t.Offset
	if t.UTC {
		off = 0
	}
	sign := int64(1)
	if off < 0 || (t.UTC && d.flags&flagLeft != 0) {
		off, sign = -off, -1
	}
	prec := d.precision
	switch d.colons {
	case 0:
		prec = widthOr(prec, 5, 3)
	case 1:
		prec = widthOr(prec, 6, 4)
	case 2:
		prec = widthOr(prec, 9, 7)
	case 3:
		switch {
		case off%3600 == 0:
			prec = widthOr(prec, 3, 1)
		case off%60 == 0:
			prec = widthOr(prec, 6, 4)
		default:
			prec = widthOr(prec, 9, 7)
		}
	default:
		return false
	}
	hours := strconv.FormatInt(off/3600, 10)
	var h string
	if d.padding == ' ' {
		h = strings.Repeat(" ", max(0, prec-len(hours))) + "+" + hours
	} else {
		h = "+" + strings.Repeat("0", max(0, prec-len(hours))) + hours
	}
	if sign < 0 {
		h = strings.Replace(h, "+", "-", 1)
	}
	b.WriteString(h)
	off %= 3600
	if d.colons == 3 && off == 0 {
		return true
	}
	if d.colons >= 1 {
		b.WriteByte(':')
	}
	fmt.Fprintf(b, "%02d", off/60)
	off %= 60
	if d.colons == 3 && off == 0 {
		return true
	}
	if d.colons >= 2 {
		fmt.Fprintf(b, ":%02d", off)
	}
	return true
}

// widthOr returns the digits of the hours of %z: 2, or more when the width
// exceeds what the rest of the offset takes.
func widthOr(prec, limit, rest int) int {
	if prec <= limit {
		return 2
	}
	return prec - rest
}

// caseConv applies the ^ (upper) and lower-casing flags to ASCII letters.
func caseConv(s string, flags int) string {
	switch flags & (flagUpper | flagLower) {
	case flagUpper:
		return asciiMap(s, 'a', 'z', 'A'-'a')
	case flagLower:
		return asciiMap(s, 'A', 'Z', 'a'-'A')
	}
	return s
}

func asciiMap(s string, lo, hi byte, delta int) string {
	b := []byte(s)
	for i, c := range b {
		if c >= lo && c <= hi {
			b[i] = byte(int(c) + delta)
		}
	}
	return string(b)
}

// weekNumber is the week of the year (%U with firstWeekday 0, %W with 1):
// days before the first such weekday are in week 0.
func weekNumber(t *Civil, firstWeekday int) int {
	wday := t.Weekday
	if firstWeekday == 1 {
		wday = (wday + 6) % 7
	}
	n := (t.YearDay - 1 + 7 - wday) / 7
	return max(n, 0)
}

// isoWeek is the ISO 8601 week number (%V).
func isoWeek(t *Civil) int {
	return isoWeekOf(t.YearDay-1, t.Weekday, t.Year, t.Month, t.Day)
}

func isoWeekOf(yday0, wday int, year int64, month, mday int) int {
	weeknum := (yday0 + 7 - (wday+6)%7) / 7
	jan1 := (wday - yday0%7 + 7) % 7
	switch jan1 {
	case 1:
	case 2, 3, 4:
		weeknum++
	default:
		if weeknum == 0 {
			prevDays := 364
			if isLeap(year - 1) {
				prevDays = 365
			}
			dec31wday := jan1 - 1
			if jan1 == 0 {
				dec31wday = 6
			}
			weeknum = isoWeekOf(prevDays, dec31wday, year-1, 12, 31)
		}
	}
	if month == 12 {
		if (wday == 1 && mday >= 29 && mday <= 31) || (wday == 2 && (mday == 30 || mday == 31)) || (wday == 3 && mday == 31) {
			weeknum = 1
		}
	}
	return weeknum
}
