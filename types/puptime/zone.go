package puptime

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"time"
	_ "time/tzdata" // IANA zone names work on machines without a zoneinfo database

	"prepl/internal/lazyre"
)

// zoneRx is what Ruby's strptime accepts for %z and %Z: a numeric offset
// (optionally after GMT or UTC), a "... standard time" / "... daylight
// time" name, or a word optionally followed by "dst".
var zoneRx = lazyre.New(`\A(?i)((?:gmt|utc?)?[-+][0-9]+(?:[,.:][0-9]+(?::[0-9]+)?)?` +
	`|[A-Za-z.\t\n\v\f\r ]+(?:standard|daylight)[\t\n\v\f\r ]+time\b` +
	`|[A-Za-z]+(?:[\t\n\v\f\r ]+dst)?\b)`)

// matchZone reads a time zone designation at the start of s as Ruby's
// strptime does. It returns the text matched and its offset in seconds
// east of UTC, nil when the text is a zone Ruby does not know.
func matchZone(s string) (zone string, offset *big.Rat, ok bool) {
	m := zoneRx().FindStringSubmatch(s)
	if m == nil {
		return "", nil, false
	}
	return m[1], zoneDiff(m[1]), true
}

func isSpace(c byte) bool {
	return c == ' ' || (c >= '\t' && c <= '\r')
}

// endsWithWord returns the length of a trailing word w (case-insensitive)
// together with the whitespace before it, or 0 when s[:l] does not end
// with whitespace and w.
func endsWithWord(s string, l int, w string) int {
	n := len(w)
	if l <= n || !isSpace(s[l-n-1]) || !asciiEqualFold(s[l-n:l], w) {
		return 0
	}
	for n++; l > n && isSpace(s[l-n-1]); n++ {
	}
	return n
}

// asciiEqualFold compares two strings ignoring the case of ASCII letters
// only (C's strncasecmp in the C locale).
func asciiEqualFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}

// shrinkSpace collapses each run of whitespace to one space and drops
// trailing whitespace.
func shrinkSpace(s string) string {
	var b strings.Builder
	sp := false
	for i := 0; i < len(s); i++ {
		if isSpace(s[i]) {
			sp = true
			continue
		}
		if sp {
			b.WriteByte(' ')
		}
		sp = false
		b.WriteByte(s[i])
	}
	return b.String()
}

// zoneDiff converts a zone designation to seconds east of UTC like Ruby's
// date_zone_to_diff: a known name (with " standard time", " daylight
// time" or " dst"), or [GMT|UTC]±H[H][:MM[:SS]], ±HHMM[SS] or ±H.fraction.
// It returns nil for anything else.
func zoneDiff(s string) *big.Rat {
	l := len(s)
	dst := false
	if w := endsWithWord(s, l, "time"); w > 0 {
		if w2 := endsWithWord(s, l-w, "standard"); w2 > 0 {
			l -= w + w2
		} else if w2 := endsWithWord(s, l-w, "daylight"); w2 > 0 {
			l -= w + w2
			dst = true
		}
	} else if w := endsWithWord(s, l, "dst"); w > 0 {
		l -= w
		dst = true
	}
	s = s[:l]
	if sh := shrinkSpace(s); len(sh) < len(s) && len(sh) > 0 && len(sh) <= 17 {
		s = sh
	}
	if off, ok := zoneTable[asciiMap(s, 'A', 'Z', 'a'-'A')]; ok {
		if dst {
			off += 3600
		}
		return new(big.Rat).SetInt64(off)
	}
	if len(s) > 3 && (asciiEqualFold(s[:3], "gmt") || asciiEqualFold(s[:3], "utc")) {
		s = s[3:]
	}
	if s == "" || (s[0] != '+' && s[0] != '-') {
		return nil
	}
	neg := s[0] == '-'
	s = s[1:]
	hour, rest := leadingNumber(s)
	var h, m, sec int64
	switch {
	case strings.HasPrefix(rest, ":"):
		h = hour
		m, rest = leadingNumber(rest[1:])
		if strings.HasPrefix(rest, ":") {
			sec, _ = leadingNumber(rest[1:])
		}
	case strings.HasPrefix(rest, ",") || strings.HasPrefix(rest, "."):
		frac := rest[1:]
		digits := 0
		for digits < len(frac) && frac[digits] >= '0' && frac[digits] <= '9' {
			digits++
		}
		num, ok := new(big.Int).SetString("0"+frac[:digits], 10)
		if !ok {
			return nil
		}
		off := new(big.Rat).SetFrac(num.Mul(num, big.NewInt(3600)), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(digits)), nil))
		off.Add(off, new(big.Rat).SetInt64(hour*3600))
		if neg {
			off.Neg(off)
		}
		return off
	case len(s) > 2:
		// ±HMM, ±HHMM, ±HMMSS, ±HHMMSS: two-digit groups from the right.
		k := 2 - len(s)%2
		h = scanDigits(s, 0, k)
		if len(s) >= 3 {
			m = scanDigits(s, k, 2)
		}
		if len(s) >= 5 {
			sec = scanDigits(s, k+2, 2)
		}
	default:
		h = hour
	}
	total := sec + m*60 + h*3600
	if neg {
		total = -total
	}
	return new(big.Rat).SetInt64(total)
}

// leadingNumber reads the decimal digits at the start of s (clamped so
// that no offset arithmetic overflows) and returns the rest.
func leadingNumber(s string) (int64, string) {
	i := 0
	var n int64
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		n = min(n*10+int64(s[i]-'0'), 1<<31)
		i++
	}
	return n, s[i:]
}

func scanDigits(s string, from, n int) int64 {
	var v int64
	for i := from; i < from+n && i < len(s) && s[i] >= '0' && s[i] <= '9'; i++ {
		v = v*10 + int64(s[i]-'0')
	}
	return v
}

// Zone is a time zone given to Puppet's strftime or Timestamp.new: a fixed
// offset, or the machine's current offset.
type Zone struct {
	name   string
	offset *big.Rat // seconds east of UTC
}

// LookupZone resolves a timezone argument as Puppet does: "current" is the
// machine's offset now, and anything Ruby's strptime reads with %z (zone
// abbreviations such as UTC, PST, CET, Z, military letters, "Eastern
// Standard Time", and offsets such as +09:00, -0530, GMT+5) is a fixed
// offset. Region names such as Europe/Stockholm are not: Puppet answers
// "Illegal timezone" for them.
func LookupZone(name string) (Zone, error) {
	if asciiEqualFold(name, "current") {
		_, off := time.Now().Zone()
		return Zone{name: name, offset: new(big.Rat).SetInt64(int64(off))}, nil
	}
	if _, off, ok := matchZone(name); ok && off != nil {
		return Zone{name: name, offset: off}, nil
	}
	return Zone{}, fmt.Errorf("Illegal timezone '%s'", name)
}

// Offset returns the offset (seconds east of UTC) that turns a parsed
// wall-clock time of the zone into an instant.
func (z Zone) Offset() *big.Rat {
	return z.offset
}

var hhmmRx = lazyre.New(`\A[+-][0-9][0-9]:[0-9][0-9]\z`)

// FormatOffset returns the offset (seconds east of UTC) times are shown
// in, and whether that is UTC itself (only for "-00:00", which Ruby reads
// as UTC). The offset is first reduced to whole minutes the way Puppet
// does (toward negative infinity for whole seconds) and must stay under
// 24 hours.
func (z Zone) FormatOffset() (offset int64, utc bool, err error) {
	if z.name == "-00:00" {
		return 0, true, nil
	}
	var neg bool
	var hh, mm int64
	if hhmmRx().MatchString(z.name) {
		neg = z.name[0] == '-'
		hh, _ = strconv.ParseInt(z.name[1:3], 10, 64)
		mm, _ = strconv.ParseInt(z.name[4:6], 10, 64)
		if mm >= 60 {
			return 0, false, fmt.Errorf(`"+HH:MM", "-HH:MM", "UTC" or "A".."I","K".."Z" expected for utc_offset: %s`, z.name)
		}
	} else {
		var minutes *big.Rat
		if z.offset.IsInt() {
			q := new(big.Int).Div(z.offset.Num(), big.NewInt(60)) // Euclidean: floor for a positive divisor
			minutes = new(big.Rat).SetInt(q)
		} else {
			minutes = new(big.Rat).Quo(z.offset, big.NewRat(60, 1))
		}
		neg = minutes.Sign() < 0
		minutes.Abs(minutes)
		h := new(big.Rat).Quo(minutes, big.NewRat(60, 1))
		hi := new(big.Int).Quo(h.Num(), h.Denom())
		if !hi.IsInt64() || hi.Int64() >= 24 {
			return 0, false, fmt.Errorf("utc_offset out of range")
		}
		hh = hi.Int64()
		rest := new(big.Rat).Sub(minutes, new(big.Rat).SetInt64(hh*60))
		mm = new(big.Int).Quo(rest.Num(), rest.Denom()).Int64()
	}
	if hh >= 24 {
		return 0, false, fmt.Errorf("utc_offset out of range")
	}
	off := hh*3600 + mm*60
	if neg {
		off = -off
	}
	return off, false, nil
}
