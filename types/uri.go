package types

import (
	"errors"
	"strconv"
	"strings"
)

// URI is a URI value, what URI.new creates: the components Ruby's URI
// library parses a URI string into (RFC 3986), with the default port of
// the scheme filled in. Components that are absent differ from empty ones
// ("http://x?" has an empty query, "http://x" none).
type URI struct {
	scheme, userinfo, host, path, query, fragment, opaque optString
	port                                                  int64
	hasPort                                               bool
}

// optString is a component that may be absent (Ruby's nil).
type optString struct {
	s  string
	ok bool
}

func some(s string) optString { return optString{s, true} }

// uriDefaultPorts are the default ports of the schemes Ruby's URI
// library has classes for.
var uriDefaultPorts = map[string]int64{
	"http": 80, "https": 443, "ftp": 21, "ldap": 389, "ldaps": 636, "ws": 80, "wss": 443,
}

// Kind implements Value.
func (*URI) Kind() Kind { return KURI }

// ParseURI parses s as Ruby's URI.parse does (its RFC 3986 parser): an
// absolute URI (scheme:...), else a relative reference. The scheme is
// lower-cased, the host kept as written; a missing or empty port becomes
// the scheme's default port.
func ParseURI(s string) (*URI, error) {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return nil, errors.New("URI must be ascii only " + strconv.Quote(s))
		}
	}
	u, ok := parseAbsoluteURI(s)
	if !ok {
		u, ok = parseRelativeURI(s)
	}
	if !ok {
		return nil, errors.New("bad URI(is not URI?): " + strconv.Quote(s))
	}
	u.finish()
	return u, nil
}

// BuildURI creates a URI from its components as Puppet's URI.new(hash)
// does: keys scheme, userinfo, host, port, path, query, fragment and
// opaque, absent or undef keys left out.
func BuildURI(h *Hash) (*URI, error) {
	u := &URI{}
	for _, e := range h.Entries() {
		k, _ := e.Key.(String)
		if IsUndef(e.Value) {
			continue
		}
		if k == "port" {
			p, ok := e.Value.(Int)
			if !ok {
				return nil, errors.New("bad component(expected port component): " + rubyClassName(e.Value))
			}
			u.port, u.hasPort = int64(p), true
			continue
		}
		s, ok := e.Value.(String)
		if !ok {
			return nil, errors.New("bad component(expected " + string(k) + " component): " + rubyClassName(e.Value))
		}
		c := u.component(string(k))
		if c == nil {
			return nil, errors.New("unknown URI component " + string(k))
		}
		*c = some(string(s))
	}
	if u.scheme.ok {
		u.scheme.s = asciiLower(u.scheme.s)
	}
	if u.host.ok && !u.path.ok && !u.opaque.ok {
		u.path = some("")
	}
	if u.path.ok && u.host.ok && u.path.s != "" && !strings.HasPrefix(u.path.s, "/") {
		return nil, errors.New("bad component(expected absolute path component): " + u.path.s)
	}
	u.finish()
	return u, nil
}

// component returns the string component called name.
func (u *URI) component(name string) *optString {
	switch name {
	case "scheme":
		return &u.scheme
	case "userinfo":
		return &u.userinfo
	case "host":
		return &u.host
	case "path":
		return &u.path
	case "query":
		return &u.query
	case "fragment":
		return &u.fragment
	case "opaque":
		return &u.opaque
	}
	return nil
}

// finish applies what Ruby's URI classes do after parsing: the path is
// "" when there is neither path nor opaque part, a file URI's host is ""
// when absent or localhost, the port is the scheme's default when none
// is given, and an FTP path is kept relative to the root.
func (u *URI) finish() {
	if !u.path.ok && !u.opaque.ok {
		u.path = some("")
	}
	if u.scheme.ok && u.scheme.s == "file" && (!u.host.ok || u.host.s == "localhost") {
		u.host = some("")
	}
	if !u.hasPort {
		if p, ok := uriDefaultPorts[u.scheme.s]; ok && u.scheme.ok {
			u.port, u.hasPort = p, true
		}
	}
	if u.scheme.ok && u.scheme.s == "ftp" && u.path.ok {
		p := strings.TrimPrefix(u.path.s, "/")
		if strings.HasPrefix(p, "/") {
			p = "%2F" + p[1:]
		}
		u.path = some("/" + p)
	}
}

// Member returns the component called name as Puppet's URI values
// answer $uri.scheme and the like: a String, the port an Integer, undef
// when absent. ok is false for other names.
func (u *URI) Member(name string) (Value, bool) {
	if name == "port" {
		if !u.hasPort {
			return Undef, true
		}
		return Int(u.port), true
	}
	if name == "path" {
		p := u.pathText()
		if !p.ok {
			return Undef, true
		}
		return String(p.s), true
	}
	c := u.component(name)
	if c == nil {
		return nil, false
	}
	if !c.ok {
		return Undef, true
	}
	return String(c.s), true
}

// pathText is the path as Ruby's URI#path returns it (an FTP path
// without its leading slash).
func (u *URI) pathText() optString {
	if u.scheme.ok && u.scheme.s == "ftp" && u.path.ok {
		p := strings.TrimPrefix(u.path.s, "/")
		if strings.HasPrefix(p, "%2F") {
			p = "/" + p[3:]
		}
		return some(p)
	}
	return u.path
}

// String returns the URI as Ruby's URI#to_s writes it; the default port
// of the scheme is left out.
func (u *URI) String() string {
	var b strings.Builder
	if u.scheme.ok {
		b.WriteString(u.scheme.s)
		b.WriteByte(':')
	}
	if u.opaque.ok {
		b.WriteString(u.opaque.s)
	} else {
		if u.host.ok || u.scheme.ok && (u.scheme.s == "file" || u.scheme.s == "postgres") {
			b.WriteString("//")
		}
		if u.userinfo.ok {
			b.WriteString(u.userinfo.s)
			b.WriteByte('@')
		}
		if u.host.ok {
			b.WriteString(u.host.s)
		}
		if dp, ok := uriDefaultPorts[u.scheme.s]; u.hasPort && !(ok && u.scheme.ok && dp == u.port) {
			b.WriteByte(':')
			b.WriteString(strconv.FormatInt(u.port, 10))
		}
		b.WriteString(u.path.s)
		if u.query.ok {
			b.WriteByte('?')
			b.WriteString(u.query.s)
		}
	}
	if u.fragment.ok {
		b.WriteByte('#')
		b.WriteString(u.fragment.s)
	}
	return b.String()
}

// Equal is Ruby's URI#==: the same scheme class and the same components
// once normalized (scheme and host lower-cased, an empty path "/").
func (u *URI) Equal(o *URI) bool {
	a, b := u.normalized(), o.normalized()
	return uriClass(u) == uriClass(o) && a.key() == b.key()
}

func (u *URI) normalized() *URI {
	n := *u
	if n.path.ok && n.path.s == "" {
		n.path = some("/")
	}
	if n.host.ok {
		n.host.s = asciiLower(n.host.s)
	}
	return &n
}

// key identifies the URI's class and components (Ruby's eql?).
func (u *URI) key() string {
	var b strings.Builder
	b.WriteString(uriClass(u))
	for _, c := range []optString{u.scheme, u.userinfo, u.host, u.path, u.query, u.fragment, u.opaque} {
		if c.ok {
			b.WriteString("\x00+" + c.s)
		} else {
			b.WriteString("\x00-")
		}
	}
	if u.hasPort {
		b.WriteString("\x00" + strconv.FormatInt(u.port, 10))
	}
	return b.String()
}

// uriClass is the Ruby URI class the scheme selects.
func uriClass(u *URI) string {
	switch s := u.scheme.s; {
	case !u.scheme.ok:
		return "generic"
	case s == "mailto" || s == "file":
		return s
	default:
		if _, ok := uriDefaultPorts[s]; ok {
			return s
		}
	}
	return "generic"
}

// parameters returns the URI's components as the parameters of its URI
// type (Puppet's uri_to_hash): absent and empty components left out, the
// host lower-cased, the port as a String unless it is the default port
// of http or https; nil when nothing is left.
func (u *URI) parameters() *Hash {
	b := NewHashBuilder(8)
	if u.scheme.ok {
		b.Set(String("scheme"), String(u.scheme.s))
	}
	if u.userinfo.ok {
		b.Set(String("userinfo"), String(u.userinfo.s))
	}
	if u.host.ok && u.host.s != "" {
		b.Set(String("host"), String(asciiLower(u.host.s)))
	}
	if u.hasPort && !(u.port == 80 && u.scheme.s == "http" || u.port == 443 && u.scheme.s == "https") {
		b.Set(String("port"), String(strconv.FormatInt(u.port, 10)))
	}
	if p := u.pathText(); p.ok && p.s != "" {
		b.Set(String("path"), String(p.s))
	}
	if u.query.ok {
		b.Set(String("query"), String(u.query.s))
	}
	if u.fragment.ok {
		b.Set(String("fragment"), String(u.fragment.s))
	}
	if u.opaque.ok {
		b.Set(String("opaque"), String(u.opaque.s))
	}
	if b.Len() == 0 {
		return nil
	}
	return b.Build()
}
