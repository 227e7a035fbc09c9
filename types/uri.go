package types

import (
	"errors"
	"strconv"

	"prepl/internal/ruby/rubystr"
	"prepl/internal/ruby/rubyuri"
)

// URI is a URI value, what URI.new creates: the components Ruby's URI
// library parses a URI string into (RFC 3986), with the default port of
// the scheme filled in.
type URI struct {
	rubyuri.URI
}

// Kind implements Value.
func (*URI) Kind() Kind { return KURI }

// ParseURI parses s as Ruby's URI.parse does (rubyuri.Parse).
func ParseURI(s string) (*URI, error) {
	u, err := rubyuri.Parse(s)
	if err != nil {
		return nil, err
	}
	return &URI{*u}, nil
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
				return nil, errors.New("bad component(expected port component): " + RubyClassName(e.Value))
			}
			u.Port, u.HasPort = int64(p), true
			continue
		}
		s, ok := e.Value.(String)
		if !ok {
			return nil, errors.New("bad component(expected " + string(k) + " component): " + RubyClassName(e.Value))
		}
		c := u.Component(string(k))
		if c == nil {
			return nil, errors.New("unknown URI component " + string(k))
		}
		*c = rubyuri.Some(string(s))
	}
	if err := u.Check(); err != nil {
		return nil, err
	}
	return u, nil
}

// Member returns the component called name as Puppet's URI values
// answer $uri.scheme and the like: a String, the port an Integer, undef
// when absent. ok is false for other names.
func (u *URI) Member(name string) (Value, bool) {
	if name == "port" {
		if !u.HasPort {
			return Undef, true
		}
		return Int(u.Port), true
	}
	if name == "path" {
		p := u.PathText()
		if !p.OK {
			return Undef, true
		}
		return String(p.S), true
	}
	c := u.Component(name)
	if c == nil {
		return nil, false
	}
	if !c.OK {
		return Undef, true
	}
	return String(c.S), true
}

// Equal is Ruby's URI#==.
func (u *URI) Equal(o *URI) bool { return u.URI.Equal(&o.URI) }

// parameters returns the URI's components as the parameters of its URI
// type (Puppet's uri_to_hash): absent and empty components left out, the
// host lower-cased, the port as a String unless it is the default port
// of http or https; nil when nothing is left.
func (u *URI) parameters() *Hash {
	b := NewHashBuilder(8)
	if u.Scheme.OK {
		b.Set(String("scheme"), String(u.Scheme.S))
	}
	if u.Userinfo.OK {
		b.Set(String("userinfo"), String(u.Userinfo.S))
	}
	if u.Host.OK && u.Host.S != "" {
		b.Set(String("host"), String(rubystr.DowncaseASCII(u.Host.S)))
	}
	if u.HasPort && !(u.Port == 80 && u.Scheme.S == "http" || u.Port == 443 && u.Scheme.S == "https") {
		b.Set(String("port"), String(strconv.FormatInt(u.Port, 10)))
	}
	if p := u.PathText(); p.OK && p.S != "" {
		b.Set(String("path"), String(p.S))
	}
	if u.Query.OK {
		b.Set(String("query"), String(u.Query.S))
	}
	if u.Fragment.OK {
		b.Set(String("fragment"), String(u.Fragment.S))
	}
	if u.Opaque.OK {
		b.Set(String("opaque"), String(u.Opaque.S))
	}
	if b.Len() == 0 {
		return nil
	}
	return b.Build()
}
