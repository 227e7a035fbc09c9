package rubyuri

import (
	"strings"

	"prepl/internal/ruby/rubystr"
)

// The character classes of Ruby's RFC 3986 URI grammar.
const (
	uriUnreservedSub = "!$&'()*+,-.;=_~" // with letters and digits
)

func isAlnum(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// runOf returns the length of the longest prefix of s made of %HH escapes
// and the characters ok accepts.
func runOf(s string, ok func(c byte) bool) int {
	i := 0
	for i < len(s) {
		switch {
		case s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]):
			i += 3
		case ok(s[i]):
			i++
		default:
			return i
		}
	}
	return i
}

// userinfoChar: unreserved, sub-delims and ':'.
func userinfoChar(c byte) bool {
	return isAlnum(c) || strings.IndexByte(uriUnreservedSub, c) >= 0 || c == ':'
}

// regNameChar: unreserved and sub-delims.
func regNameChar(c byte) bool {
	return isAlnum(c) || strings.IndexByte(uriUnreservedSub, c) >= 0
}

// pcharNoColon: a path character other than ':' (path-noscheme).
func pcharNoColon(c byte) bool { return regNameChar(c) || c == '@' }

// pchar: a path character.
func pchar(c byte) bool { return pcharNoColon(c) || c == ':' }

// fragmentChar: pchar, '/' and '?'.
func fragmentChar(c byte) bool { return pchar(c) || c == '/' || c == '?' }

// parseAbsoluteURI matches Ruby's RFC3986_URI: scheme ":" hier-part
// ["?" query] ["#" fragment]. A rootless path makes the URI opaque.
func parseAbsoluteURI(s string) (*URI, bool) {
	n := 0
	if len(s) > 0 && ('a' <= s[0] && s[0] <= 'z' || 'A' <= s[0] && s[0] <= 'Z') {
		n = 1 + runOf(s[1:], func(c byte) bool { return isAlnum(c) || c == '+' || c == '-' || c == '.' })
	}
	if n == 0 || n >= len(s) || s[n] != ':' {
		return nil, false
	}
	u := &URI{Scheme: Some(rubystr.DowncaseASCII(s[:n]))}
	rest := s[n+1:]
	if strings.HasPrefix(rest, "//") {
		n := u.authorityAndPath(rest[2:])
		return u, u.queryAndFragment(rest[2+n:])
	}
	var path string
	switch {
	case strings.HasPrefix(rest, "/"):
		path = "/" + segments(rest[1:], true)
	case len(rest) > 0 && runOf(rest, pchar) > 0:
		// path-rootless: the opaque part, with the query.
		path = segments(rest, true)
		tail := rest[len(path):]
		q, f, ok := splitQueryFragment(tail)
		if !ok {
			return nil, false
		}
		if q.OK {
			path += "?" + q.S
		}
		u.Opaque, u.Fragment = Some(path), f
		return u, true
	}
	u.Path = Some(path)
	return u, u.queryAndFragment(rest[len(path):])
}

// parseRelativeURI matches Ruby's RFC3986_relative_ref: a network-path,
// absolute-path, or relative-path reference (whose first segment has no
// ':'), with query and fragment.
func parseRelativeURI(s string) (*URI, bool) {
	u := &URI{}
	if strings.HasPrefix(s, "//") {
		n := u.authorityAndPath(s[2:])
		return u, u.queryAndFragment(s[2+n:])
	}
	var path string
	switch {
	case strings.HasPrefix(s, "/"):
		path = "/" + segments(s[1:], true)
	default:
		first := runOf(s, pcharNoColon)
		if first > 0 {
			path = s[:first]
			if strings.HasPrefix(s[first:], "/") {
				path += "/" + segments(s[first+1:], false)
			}
		}
	}
	u.Path = Some(path)
	return u, u.queryAndFragment(s[len(path):])
}

// segments returns the longest prefix of s that is segment *("/"
// segment); with nonEmptyFirst the first segment must not be empty (else
// nothing is taken).
func segments(s string, nonEmptyFirst bool) string {
	first := runOf(s, pchar)
	if first == 0 && nonEmptyFirst {
		return ""
	}
	i := first
	for i < len(s) && s[i] == '/' {
		i++
		i += runOf(s[i:], pchar)
	}
	return s[:i]
}

// authorityAndPath parses [userinfo "@"] host [":" port] path-abempty
// into u and returns how much of s it took.
func (u *URI) authorityAndPath(s string) int {
	i := 0
	if n := runOf(s, userinfoChar); n < len(s) && s[n] == '@' {
		if n > 0 {
			// Ruby keeps no user for an empty userinfo.
			u.Userinfo = Some(s[:n])
		}
		i = n + 1
	}
	h := hostLength(s[i:])
	if h > 0 {
		u.Host = Some(s[i : i+h])
	}
	i += h
	if i < len(s) && s[i] == ':' {
		i++
		j := i
		for j < len(s) && '0' <= s[j] && s[j] <= '9' {
			j++
		}
		if j > i {
			p := int64(0)
			for _, c := range s[i:j] {
				p = min(p*10+int64(c-'0'), 1<<62)
			}
			u.Port, u.HasPort = p, true
		}
		i = j
	}
	start := i
	for i < len(s) && s[i] == '/' {
		i++
		i += runOf(s[i:], pchar)
	}
	u.Path = Some(s[start:i])
	return i
}

// hostLength is the length of the host at the start of s: an IP literal
// in brackets, or a registered name (possibly empty).
func hostLength(s string) int {
	if strings.HasPrefix(s, "[") {
		end := strings.IndexByte(s, ']')
		if end < 0 {
			return 0
		}
		inner := s[1:end]
		valid := inner != ""
		for i := 0; i < len(inner); i++ {
			c := inner[i]
			if !(isHex(c) || c == ':' || c == '.' || inner[0] == 'v' && (regNameChar(c) || c == ':')) {
				valid = false
			}
		}
		if !valid {
			return 0
		}
		return end + 1
	}
	return runOf(s, regNameChar)
}

// queryAndFragment parses ["?" query] ["#" fragment] to the end of s.
func (u *URI) queryAndFragment(s string) bool {
	q, f, ok := splitQueryFragment(s)
	u.Query, u.Fragment = q, f
	return ok
}

func splitQueryFragment(s string) (query, fragment Opt, ok bool) {
	if strings.HasPrefix(s, "?") {
		end := strings.IndexByte(s, '#')
		if end < 0 {
			end = len(s)
		}
		query = Some(s[1:end])
		s = s[end:]
	}
	if strings.HasPrefix(s, "#") {
		f := s[1:]
		if runOf(f, fragmentChar) != len(f) {
			return query, fragment, false
		}
		fragment = Some(f)
		s = ""
	}
	return query, fragment, s == ""
}
