package types

import (
	"errors"
	"fmt"
	"prepl/internal/lazyre"
	"prepl/types/quote"
	"strings"

	"prepl/types/semver"
)

// TypeSetType is TypeSet[{...}]: a named, versioned set of types (Pcore).
// Two type sets are equal when their name authority, name and version
// are; the unparameterized TypeSet (Puppet's DefaultTypeSet) accepts
// every type set, and every type set is an instance of every type set
// type.
type TypeSetType struct {
	annotations   *Hash
	pcoreURI      optString
	pcoreVersion  string
	nameAuthority optString
	name          optString
	version       optString
	members       []typeSetMember
	references    *Hash
}

// typeSetMember is one entry of a type set's types.
type typeSetMember struct {
	name string
	typ  Type
}

// The Pcore constants of Puppet 7.
const (
	// RuntimeNameAuthority is the name authority of types defined in
	// Puppet code.
	RuntimeNameAuthority = "http://puppet.com/2016.1/runtime"
	pcoreURI             = "http://puppet.com/2016.1/pcore"
)

// TTypeSet is the unparameterized TypeSet (Puppet's DefaultTypeSet).
var TTypeSet Type = typeSetType

var typeSetType = &TypeSetType{
	pcoreURI: some(pcoreURI), pcoreVersion: "1.0.0", nameAuthority: some(RuntimeNameAuthority),
	name: some("DefaultTypeSet"), version: some("0.0.0"),
}

var (
	typeSetKeys = map[string]bool{
		"pcore_uri": true, "pcore_version": true, "name_authority": true, "name": true,
		"version": true, "types": true, "references": true, "annotations": true,
	}
	qualifiedReferencePattern = lazyre.New(`\A[A-Z][\w]*(?:::[A-Z][\w]*)*\z`)
	simpleTypeNamePattern     = lazyre.New(`\A[A-Z]\w*\z`)
)

// parameterizeTypeSet is TypeSet[{...}] (an empty hash or undef is the
// default type set) or TypeSet['Name'] (a type set with only a name).
func parameterizeTypeSet(keys []Value) (Value, error) {
	if len(keys) != 1 {
		return nil, accessErr(-1, "TypeSet-Type[] accepts 1 argument. Got %d", len(keys))
	}
	switch x := keys[0].(type) {
	case nil, UndefValue:
		return typeSetType, nil
	case String:
		if !qualifiedReferencePattern().MatchString(string(x)) {
			return nil, evalErr(0, "TypeSet name has wrong type, expects a match for Pattern[/\\A[A-Z][\\w]*(?:::[A-Z][\\w]*)*\\z/], got %s", quote.Single(string(x)))
		}
		return &TypeSetType{name: some(string(x))}, nil
	case *Hash:
		if x.Len() == 0 {
			return typeSetType, nil
		}
		t, err := NewTypeSetType(x)
		if err != nil {
			return nil, evalErr(0, "%s", err.Error())
		}
		return t, nil
	}
	return nil, accessErr(0, "TypeSet-Type[] arguments must be types. Got %s", RubyClassName(keys[0]))
}

// NewTypeSetType creates a type set from its initialization hash, checked
// as Puppet checks it: pcore_version (required, 1.x), pcore_uri,
// name_authority, name (a qualified reference), version, types (type
// names to types or Object definitions), references and annotations.
func NewTypeSetType(init *Hash) (*TypeSetType, error) {
	t := &TypeSetType{}
	for _, e := range init.Entries() {
		k, ok := e.Key.(String)
		if !ok || !typeSetKeys[string(k)] {
			return nil, fmt.Errorf("TypeSet initializer has wrong type, unrecognized key %s", quote.Single(keyText(e.Key)))
		}
	}
	get := func(key string) (Value, bool) {
		v, ok := init.GetString(key)
		return v, ok && !IsUndef(v)
	}
	v, ok := get("pcore_version")
	if !ok {
		return nil, errors.New("TypeSet initializer has wrong type, expects a value for key 'pcore_version'")
	}
	pv, err := typeSetVersion("pcore_version", v)
	if err != nil {
		return nil, err
	}
	if v, ok := get("name"); ok {
		s, isStr := v.(String)
		if !isStr || !qualifiedReferencePattern().MatchString(string(s)) {
			return nil, fmt.Errorf("TypeSet initializer has wrong type, entry 'name' expects a match for Pattern[/\\A[A-Z][\\w]*(?:::[A-Z][\\w]*)*\\z/], got %s", describeValue(v))
		}
		t.name = some(string(s))
	}
	if !strings.HasPrefix(pv, "1.") {
		return nil, fmt.Errorf("The pcore version for TypeSet '%s' is not understood by this runtime. Expected range 1.x, got %s", t.name.s, pv)
	}
	t.pcoreVersion = pv
	for _, key := range []string{"pcore_uri", "name_authority"} {
		if v, ok := get(key); ok {
			s, isStr := v.(String)
			if !isStr || !uriStringPattern().MatchString(string(s)) {
				return nil, fmt.Errorf("TypeSet initializer has wrong type, entry '%s' expects a match for Pcore::URI, got %s", key, describeValue(v))
			}
			if key == "pcore_uri" {
				t.pcoreURI = some(string(s))
			} else {
				t.nameAuthority = some(string(s))
			}
		}
	}
	if v, ok := get("version"); ok {
		ver, err := typeSetVersion("version", v)
		if err != nil {
			return nil, err
		}
		t.version = some(ver)
	}
	if v, ok := get("types"); ok {
		if t.members, err = typeSetMembers(v); err != nil {
			return nil, err
		}
	}
	if v, ok := get("references"); ok {
		h, isHash := v.(*Hash)
		if !isHash || h.Len() == 0 {
			return nil, fmt.Errorf("TypeSet initializer has wrong type, entry 'references' expects size to be at least 1, got %d", collectionLen(v))
		}
		t.references = h
	}
	if v, ok := get("annotations"); ok {
		h, isHash := v.(*Hash)
		if !isHash {
			return nil, fmt.Errorf("TypeSet initializer has wrong type, entry 'annotations' expects a Hash value, got %s", describeValue(v))
		}
		t.annotations = h
	}
	return t, nil
}

// typeSetVersion reads a version entry: a SemVer or a String holding one.
func typeSetVersion(key string, v Value) (string, error) {
	switch x := v.(type) {
	case *SemVer:
		return x.String(), nil
	case String:
		if x == "" {
			break
		}
		ver, err := semver.Parse(string(x))
		if err != nil {
			return "", fmt.Errorf("Unable to parse '%s' as a semantic version identifier", string(x))
		}
		return ver.String(), nil
	}
	return "", fmt.Errorf("TypeSet initializer has wrong type, entry '%s' expects a value of type String or SemVer, got %s", key, describeValue(v))
}

// typeSetMembers reads the types entry: simple type names to types or
// Object definitions (hashes), at least one.
func typeSetMembers(v Value) ([]typeSetMember, error) {
	h, ok := v.(*Hash)
	if !ok || h.Len() == 0 {
		return nil, fmt.Errorf("TypeSet initializer has wrong type, entry 'types' expects size to be at least 1, got %d", collectionLen(v))
	}
	out := make([]typeSetMember, 0, h.Len())
	for _, e := range h.Entries() {
		name, isStr := e.Key.(String)
		if ref, isRef := e.Key.(*TypeReferenceType); isRef {
			// Inside a type alias a member name reads as a reference.
			name, isStr = String(ref.text), true
		}
		if !isStr || !simpleTypeNamePattern().MatchString(string(name)) {
			return nil, fmt.Errorf("TypeSet initializer has wrong type, entry 'types' key of entry %s expects a match for Pattern[/\\A[A-Z]\\w*\\z/], got %s",
				quote.Single(keyText(e.Key)), describeValue(e.Key))
		}
		var typ Type
		switch x := e.Value.(type) {
		case Type:
			typ = x
		case *Hash:
			ot, err := NewObjectType(x)
			if err != nil {
				return nil, err
			}
			typ = ot
		default:
			return nil, fmt.Errorf("TypeSet initializer has wrong type, entry 'types' entry %s expects a value of type Type or Struct, got %s",
				quote.Single(string(name)), badKeyTypeName(e.Value))
		}
		out = append(out, typeSetMember{name: string(name), typ: typ})
	}
	return out, nil
}

// describeValue is how an assertion message shows a wrong value: a
// string quoted, anything else by its generalized type.
func describeValue(v Value) string {
	if s, ok := v.(String); ok {
		return quote.Single(string(s))
	}
	return badKeyTypeName(v)
}

func collectionLen(v Value) int {
	switch x := v.(type) {
	case *Hash:
		return x.Len()
	case *Array:
		return x.Len()
	}
	return 0
}

// Named returns the type set as a type alias declaration defines it
// (type Name = TypeSet[{...}]): the alias's name and name authority
// replace those given in the hash, and each member becomes the type
// Name::Member (an alias, or for an Object type an Object of that name)
// in which the names of other members refer to them.
func (t *TypeSetType) Named(name, nameAuthority string) *TypeSetType {
	n := *t
	n.name, n.nameAuthority = some(name), some(nameAuthority)
	n.members = make([]typeSetMember, len(t.members))
	member := n.Member
	for i, m := range t.members {
		full := name + "::" + m.name
		typ := m.typ
		if ot, ok := typ.(*ObjectType); ok && ot.name == "" {
			typ = withMemberRefs(ot, full, name, member)
		} else {
			resolved := typ
			typ = NewTypeAlias(full, func() (Type, error) { return resolveMemberRefs(resolved, name, member), nil })
		}
		n.members[i] = typeSetMember{name: m.name, typ: typ}
	}
	return &n
}

// Member returns the member type called name (compared without case);
// a nil type set has none.
func (t *TypeSetType) Member(name string) (Type, bool) {
	if t == nil {
		return nil, false
	}
	for _, m := range t.members {
		if m.name == name {
			return m.typ, true
		}
	}
	for _, m := range t.members {
		if strings.EqualFold(m.name, name) {
			return m.typ, true
		}
	}
	return nil, false
}

// TypeSetName returns the type set's name ("" when it has none).
func (t *TypeSetType) TypeSetName() string { return t.name.s }

// Kind implements Value.
func (*TypeSetType) Kind() Kind { return KType }

// Name implements Type.
func (*TypeSetType) Name() string { return "TypeSet" }

// String returns the type set with its members' definitions.
func (t *TypeSetType) String() string { return expandedString(t) }

// isInstance holds for type sets.
func (t *TypeSetType) isInstance(v Value, _ *guard) bool {
	_, ok := v.(*TypeSetType)
	return ok
}

func (t *TypeSetType) accepts(o Type, _ *guard) bool {
	ot, ok := o.(*TypeSetType)
	return ok && (t.eql(typeSetType) || t.eql(ot))
}

func (t *TypeSetType) eql(o Type) bool {
	ot, ok := o.(*TypeSetType)
	return ok && t.nameAuthority == ot.nameAuthority && t.name == ot.name && t.version == ot.version
}

// memberName returns the name under which typ is a member of the set
// (none when t is nil).
func (t *TypeSetType) memberName(typ Type) (string, bool) {
	if t == nil {
		return "", false
	}
	for _, m := range t.members {
		if m.typ == typ {
			return m.name, true
		}
	}
	return "", false
}

func (t *TypeSetType) format(f *formatter) {
	if f.key {
		f.str("TypeSet<" + t.nameAuthority.s + "/" + t.name.s + "@" + t.version.s + ">")
		return
	}
	f.str("TypeSet[{")
	first := true
	entry := func(key string) { f.entryKey(&first, key) }
	if t.annotations != nil {
		entry("annotations")
		f.value(t.annotations)
	}
	if t.pcoreURI.ok {
		entry("pcore_uri")
		f.quote(t.pcoreURI.s)
	}
	entry("pcore_version")
	f.quote(t.pcoreVersion)
	if t.nameAuthority.ok {
		entry("name_authority")
		f.quote(t.nameAuthority.s)
	}
	entry("name")
	if t.name.ok {
		f.quote(t.name.s)
	} else {
		f.str("undef")
	}
	if t.version.ok {
		entry("version")
		f.quote(t.version.s)
	}
	if len(t.members) > 0 {
		entry("types")
		saved := f.typeSet
		f.typeSet = t
		f.str("{")
		for i, m := range t.members {
			if i > 0 {
				f.sep()
			}
			f.str(m.name + " => ")
			f.member(m.typ)
		}
		f.str("}")
		f.typeSet = saved
	}
	if t.references != nil {
		entry("references")
		f.value(t.references)
	}
	f.str("}]")
}

// member writes a type set member: its definition when the formatter
// expands (without the member's own name), else the name the type set
// knows it by.
func (f *formatter) member(typ Type) {
	switch x := typ.(type) {
	case *TypeAlias:
		if f.expanded {
			// The alias prints its definition (see TypeAlias.format).
			f.typ(x)
			return
		}
	case *ObjectType:
		if f.expanded && x.name != "" {
			anon := *x
			anon.name = ""
			f.typ(&anon)
			return
		}
	}
	if name, ok := f.typeSet.memberName(typ); ok && !f.expanded {
		f.str(name)
		return
	}
	f.typ(typ)
}

// definedTypeSet returns the type set an alias declaration defines (type
// S = TypeSet[...] is the type set S, not an alias), else t.
func definedTypeSet(t Type) Type {
	if a, ok := t.(*TypeAlias); ok && a.state == aliasResolved {
		if ts, ok := a.resolvedT.(*TypeSetType); ok && ts.name.s == a.name {
			return ts
		}
	}
	return t
}

// keyText is a hash key as an assertion message names it: a string as
// it is, anything else in its literal form.
func keyText(v Value) string {
	if s, ok := v.(String); ok {
		return string(s)
	}
	var f formatter
	f.value(v)
	return string(f.b)
}

// optString is a part of a type set's header that may be absent.
type optString struct {
	s  string
	ok bool
}

func some(s string) optString { return optString{s, true} }
