// Package rubyuri is Ruby's URI library as Puppet's URI values use it:
// parsing with its RFC 3986 grammar, the components it fills in (default
// ports, file and FTP paths), URI#to_s and URI#==.
package rubyuri

import (
	"errors"
	"strconv"
	"strings"

	"prepl/internal/ruby/rubystr"
)

// URI is what Ruby's URI library parses a URI string into (RFC 3986),
// with the default port of the scheme filled in. Components that are
// absent differ from empty ones ("http://x?" has an empty query,
// "http://x" none).
type URI struct {
	Scheme, Userinfo, Host, Path, Query, Fragment, Opaque Opt
	Port                                                  int64
	HasPort                                               bool
}

// Opt is a component that may be absent (Ruby's nil).
type Opt struct {
	S  string
	OK bool
}

// Some is the component s, present.
func Some(s string) Opt { return Opt{s, true} }

// defaultPorts are the default ports of the schemes Ruby's URI
// library has classes for.
var defaultPorts = map[string]int64{
	"http": 80, "https": 443, "ftp": 21, "ldap": 389, "ldaps": 636, "ws": 80, "wss": 443,
}

// Parse parses s as Ruby's URI.parse does (its RFC 3986 parser): an
// absolute URI (scheme:...), else a relative reference. The scheme is
// lower-cased, the host kept as written; a missing or empty port becomes
// the scheme's default port.
func Parse(s string) (*URI, error) {
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

// Check completes a URI made from components, as Puppet's URI.new(hash)
// does through Ruby's URI::Generic.build (URI::FTP.build for ftp): the
// scheme is lower-cased; an FTP path is made absolute, a leading slash
// escaped; a path must be absolute beside a scheme other than ftp, and
// otherwise a relative path's first segment has no colon; an opaque part
// excludes a host, port, userinfo and path; a URI with neither path nor
// opaque part gets an empty path.
func (u *URI) Check() error {
	if u.Scheme.OK {
		u.Scheme.S = rubystr.DowncaseASCII(u.Scheme.S)
	}
	ftp := u.Scheme.OK && u.Scheme.S == "ftp"
	if ftp && u.Path.OK {
		if strings.HasPrefix(u.Path.S, "/") {
			u.Path.S = "%2F" + u.Path.S[1:]
		}
		u.Path.S = "/" + u.Path.S
	}
	if p := u.Path.S; u.Path.OK && p != "" && !strings.HasPrefix(p, "/") {
		if u.Scheme.OK && !ftp {
			return errors.New("bad component(expected absolute path component): " + p)
		}
		if first, _, _ := strings.Cut(p, "/"); strings.Contains(first, ":") {
			return errors.New("bad component(expected relative path component): " + p)
		}
	}
	if u.Opaque.OK && (u.Host.OK || u.HasPort || u.Userinfo.OK || u.Path.OK) {
		return errors.New("can not set opaque with host, port, userinfo or path")
	}
	u.finish()
	return nil
}

// Component returns the string component called name, nil when
// there is none of that name (the port is a number).
func (u *URI) Component(name string) *Opt {
	switch name {
	case "scheme":
		return &u.Scheme
	case "userinfo":
		return &u.Userinfo
	case "host":
		return &u.Host
	case "path":
		return &u.Path
	case "query":
		return &u.Query
	case "fragment":
		return &u.Fragment
	case "opaque":
		return &u.Opaque
	}
	return nil
}

// finish applies what Ruby's URI classes do after parsing: the path is
// "" when there is neither path nor opaque part, a file URI's host is ""
// when absent or localhost, the port is the scheme's default when none
// is given, and an FTP path is kept relative to the root.
func (u *URI) finish() {
	if !u.Path.OK && !u.Opaque.OK {
		u.Path = Some("")
	}
	if u.Scheme.OK && u.Scheme.S == "file" && (!u.Host.OK || u.Host.S == "localhost") {
		u.Host = Some("")
	}
	if !u.HasPort {
		if p, ok := defaultPorts[u.Scheme.S]; ok && u.Scheme.OK {
			u.Port, u.HasPort = p, true
		}
	}
	if u.Scheme.OK && u.Scheme.S == "ftp" && u.Path.OK {
		p := strings.TrimPrefix(u.Path.S, "/")
		if strings.HasPrefix(p, "/") {
			p = "%2F" + p[1:]
		}
		u.Path = Some("/" + p)
	}
}

// PathText is the path as Ruby's URI#path returns it (an FTP path
// without its leading slash).
func (u *URI) PathText() Opt {
	if u.Scheme.OK && u.Scheme.S == "ftp" && u.Path.OK {
		p := strings.TrimPrefix(u.Path.S, "/")
		if strings.HasPrefix(p, "%2F") {
			p = "/" + p[3:]
		}
		return Some(p)
	}
	return u.Path
}

// String returns the URI as Ruby's URI#to_s writes it; the default port
// of the scheme is left out.
func (u *URI) String() string {
	var b strings.Builder
	if u.Scheme.OK {
		b.WriteString(u.Scheme.S)
		b.WriteByte(':')
	}
	if u.Opaque.OK {
		b.WriteString(u.Opaque.S)
	} else {
		if u.Host.OK || u.Scheme.OK && (u.Scheme.S == "file" || u.Scheme.S == "postgres") {
			b.WriteString("//")
		}
		if u.Userinfo.OK {
			b.WriteString(u.Userinfo.S)
			b.WriteByte('@')
		}
		if u.Host.OK {
			b.WriteString(u.Host.S)
		}
		if dp, ok := defaultPorts[u.Scheme.S]; u.HasPort && !(ok && u.Scheme.OK && dp == u.Port) {
			b.WriteByte(':')
			b.WriteString(strconv.FormatInt(u.Port, 10))
		}
		b.WriteString(u.Path.S)
		if u.Query.OK {
			b.WriteByte('?')
			b.WriteString(u.Query.S)
		}
	}
	if u.Fragment.OK {
		b.WriteByte('#')
		b.WriteString(u.Fragment.S)
	}
	return b.String()
}

// Equal is Ruby's URI#==: the same scheme class and the same components
// once normalized (scheme and host lower-cased, an empty path "/").
func (u *URI) Equal(o *URI) bool {
	a, b := u.normalized(), o.normalized()
	return uriClass(u) == uriClass(o) && a.Key() == b.Key()
}

func (u *URI) normalized() *URI {
	n := *u
	if n.Path.OK && n.Path.S == "" {
		n.Path = Some("/")
	}
	if n.Host.OK {
		n.Host.S = rubystr.DowncaseASCII(n.Host.S)
	}
	return &n
}

// Key identifies the URI's class and components (Ruby's eql?).
func (u *URI) Key() string {
	var b strings.Builder
	b.WriteString(uriClass(u))
	for _, c := range []Opt{u.Scheme, u.Userinfo, u.Host, u.Path, u.Query, u.Fragment, u.Opaque} {
		if c.OK {
			b.WriteString("\x00+" + c.S)
		} else {
			b.WriteString("\x00-")
		}
	}
	if u.HasPort {
		b.WriteString("\x00" + strconv.FormatInt(u.Port, 10))
	}
	return b.String()
}

// uriClass is the Ruby URI class the scheme selects.
func uriClass(u *URI) string {
	switch s := u.Scheme.S; {
	case !u.Scheme.OK:
		return "generic"
	case s == "mailto" || s == "file":
		return s
	default:
		if _, ok := defaultPorts[s]; ok {
			return s
		}
	}
	return "generic"
}
