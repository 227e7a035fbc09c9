package types

import (
	"prepl/internal/lazyre"
	"prepl/types/quote"
)

// URIType is URI[parameters]: URI values whose components match the
// parameters (a hash keyed by scheme, userinfo, host, port, path, query,
// fragment and opaque), or all URI values. A parameter matches a
// component as Puppet's match operator does: a String by case-insensitive
// equality, a Regexp by matching, a type by instance-of, undef when the
// component is absent.
type URIType struct {
	params *Hash // nil for URI
}

// TURI is the unparameterized URI type.
var TURI Type = uriType

var uriType = &URIType{}

// uriParamNames are the parameter keys URI[] accepts.
var uriParamNames = map[string]bool{
	"scheme": true, "userinfo": true, "host": true, "port": true,
	"path": true, "query": true, "fragment": true, "opaque": true,
}

// uriStringPattern is what Puppet requires of URI['text'] (Ruby's
// URI.regexp): a scheme followed by ':' somewhere in the text.
var uriStringPattern = lazyre.New(`[a-zA-Z][-+.a-zA-Z\d]*:`)

// NewURIType returns URI[params] (URI for nil or an empty hash).
func NewURIType(params *Hash) *URIType {
	if params == nil || params.Len() == 0 {
		return uriType
	}
	return &URIType{params: params}
}

// parameterizeURI is URI[text] or URI[hash].
func parameterizeURI(keys []Value) (Value, error) {
	if len(keys) != 1 {
		return nil, accessErr(-1, "URI-Type[] accepts 1 argument. Got %d", len(keys))
	}
	switch x := keys[0].(type) {
	case String:
		if x == "" {
			break
		}
		if !uriStringPattern().MatchString(string(x)) {
			return nil, evalErr(0, "URI-Type parameter has wrong type, expects a match for Pcore::URI, got %s", quote.Single(string(x)))
		}
		u, err := ParseURI(string(x))
		if err != nil {
			return nil, evalErr(0, "%s", err.Error())
		}
		return NewURIType(u.parameters()), nil
	case *Hash:
		if validURIParams(x) {
			return NewURIType(x), nil
		}
	}
	return nil, accessErr(0, "URI-Type[] arguments must be types. Got %s", RubyClassName(keys[0]))
}

// validURIParams checks a parameter hash: known keys; each value undef,
// a non-empty String (an Integer from 0 for the port), a Regexp (not for
// the port), the Undef type or a type that excludes undef.
func validURIParams(h *Hash) bool {
	for _, e := range h.Entries() {
		k, ok := e.Key.(String)
		if !ok || !uriParamNames[string(k)] {
			return false
		}
		switch v := e.Value.(type) {
		case UndefValue:
		case *UndefType:
		case Type:
			if !assignable(notUndefType, v, nil) {
				return false
			}
		case String:
			if k == "port" || v == "" {
				return false
			}
		case *Regexp:
			if k == "port" {
				return false
			}
		case Int:
			if k != "port" || v < 0 {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// Kind implements Value.
func (*URIType) Kind() Kind { return KType }

// Name implements Type.
func (*URIType) Name() string { return "URI" }

// String implements Type.
func (t *URIType) String() string { return typeString(t) }

// Parameters returns the parameter hash (nil for URI).
func (t *URIType) Parameters() *Hash { return t.params }

func (t *URIType) isInstance(v Value, _ *guard) bool {
	u, ok := v.(*URI)
	if !ok {
		return false
	}
	if t.params == nil {
		return true
	}
	for _, e := range t.params.Entries() {
		c, _ := u.Member(string(e.Key.(String)))
		if !puppetMatch(c, e.Value) {
			return false
		}
	}
	return true
}

func (t *URIType) accepts(o Type, g *guard) bool {
	ot, ok := o.(*URIType)
	if !ok {
		return false
	}
	if t.params == nil {
		return true
	}
	if ot.params == nil {
		return false
	}
	for _, e := range t.params.Entries() {
		a, found := ot.params.Get(e.Key)
		if !found {
			return false
		}
		if puppetMatch(a, e.Value) {
			continue
		}
		at, aType := a.(Type)
		bt, bType := e.Value.(Type)
		if !aType || !bType || !assignable(bt, at, g) {
			return false
		}
	}
	return true
}

func (t *URIType) eql(o Type) bool {
	ot, ok := o.(*URIType)
	if !ok || (t.params == nil) != (ot.params == nil) {
		return false
	}
	if t.params == nil {
		return true
	}
	if t.params.Len() != ot.params.Len() {
		return false
	}
	for _, e := range t.params.Entries() {
		v, found := ot.params.Get(e.Key)
		if !found || !KeyEqual(v, e.Value) {
			return false
		}
	}
	return true
}

func (t *URIType) generalize() Type { return uriType }

func (t *URIType) format(f *formatter) {
	if t.params == nil {
		f.str("URI")
		return
	}
	f.params("URI", func() { f.value(t.params) })
}
