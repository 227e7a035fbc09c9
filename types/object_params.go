package types

import "fmt"

// objectTypeParam is a type parameter of an Object type: Error has kind
// and issue_code, so Error['SLICE_ERROR'] is the Error objects of that
// kind. A parameter is always optional.
type objectTypeParam struct {
	name     string
	typ      Type // as declared, without the Optional every parameter gets
	value    Value
	hasValue bool
}

// newTypeParams reads the type_parameters entry of an Object type's init
// hash: names to types, or to hashes with a type and a value.
func (t *ObjectType) newTypeParams(h *Hash) ([]*objectTypeParam, error) {
	out := make([]*objectTypeParam, 0, h.Len())
	for _, e := range h.Entries() {
		name := string(e.Key.(String))
		p := &objectTypeParam{name: name}
		spec := e.Value
		if sh, ok := spec.(*Hash); ok {
			spec, _ = sh.GetString("type")
			if v, ok := sh.GetString("value"); ok && !IsUndef(v) {
				p.value, p.hasValue = v, true
			}
		}
		typ, ok := spec.(Type)
		if !ok {
			return nil, fmt.Errorf("%s", DescribeMismatch("type_parameter "+t.label()+"["+name+"] has wrong type,", typeType, spec))
		}
		if o, ok := typ.(*OptionalType); ok && o.typ != nil {
			typ = o.typ
		}
		p.typ = typ
		out = append(out, p)
	}
	return out, nil
}

// format writes the parameter as the type's string form shows it.
func (p *objectTypeParam) format(f *formatter) {
	if !p.hasValue {
		f.typ(p.typ)
		return
	}
	f.str("{'type' => ")
	f.typ(p.typ)
	f.str(", 'value' => ")
	f.value(p.value)
	f.str("}")
}

// accepts reports whether v is a valid value for the parameter: undef,
// or an instance of its type.
func (p *objectTypeParam) accepts(v Value) bool {
	return IsUndef(v) || IsInstance(p.typ, v)
}

// allTypeParams returns the type parameters, the parent's first.
func (t *ObjectType) allTypeParams() []*objectTypeParam {
	var out []*objectTypeParam
	if p, ok := t.resolvedParent().(*ObjectType); ok {
		out = p.allTypeParams()
	}
	return overridden(out, t.typeParams, func(p *objectTypeParam) string { return p.name })
}

// ObjectTypeExtension is an Object type narrowed by values of its type
// parameters, Error['SLICE_ERROR']: instances of the base type whose
// attributes of the same names match the values as case options do.
type ObjectTypeExtension struct {
	base   *ObjectType
	names  []string // the given parameters, in declaration order
	values map[string]Value
}

// parameterizeObject is Name[values] for a named Object type: values by
// position, or one hash of values by name.
func parameterizeObject(t *ObjectType, keys []Value) (Value, error) {
	params := t.allTypeParams()
	if len(params) == 0 {
		return nil, accessErr(-1, "The %s-Type cannot be parameterized using []", t.label())
	}
	given := map[string]Value{}
	named := false
	if h, ok := keys[0].(*Hash); ok && len(keys) == 1 {
		named = !params[0].accepts(h)
	}
	if named {
		for _, e := range keys[0].(*Hash).Entries() {
			name, _ := e.Key.(String)
			if !hasParam(params, string(name)) {
				return nil, evalErr(0, "'%s' is not a known type parameter for %s-Type", keyText(e.Key), t.label())
			}
			if e.Value.Kind() != KDefault {
				given[string(name)] = e.Value
			}
		}
	} else {
		for i, v := range keys {
			if i < len(params) && v.Kind() != KDefault {
				given[params[i].name] = v
			}
		}
	}
	if len(given) == 0 {
		return nil, evalErr(-1, "The %s-Type cannot be parameterized using an empty parameter list", t.label())
	}
	return newObjectTypeExtension(t, params, given)
}

func hasParam(params []*objectTypeParam, name string) bool {
	for _, p := range params {
		if p.name == name {
			return true
		}
	}
	return false
}

// newObjectTypeExtension checks the given values against their
// parameters' types.
func newObjectTypeExtension(t *ObjectType, params []*objectTypeParam, given map[string]Value) (*ObjectTypeExtension, error) {
	x := &ObjectTypeExtension{base: t, values: given}
	for _, p := range params {
		v, ok := given[p.name]
		if !ok {
			continue
		}
		if !p.accepts(v) {
			return nil, evalErr(-1, "%s", DescribeMismatch("type_parameter "+t.label()+"["+p.name+"] has wrong type,", NewOptionalType(p.typ), v))
		}
		x.names = append(x.names, p.name)
	}
	return x, nil
}

// inferObject is the type of an object: its type, narrowed to the values
// of its attributes named like its type parameters when it has any.
func inferObject(o *Object) Type {
	params := o.typ.allTypeParams()
	if len(params) == 0 {
		return o.typ
	}
	given := map[string]Value{}
	for _, p := range params {
		v := Undef
		if _, ok := o.typ.attribute(p.name); ok {
			v, _ = o.Get(p.name)
		}
		given[p.name] = v
	}
	x, err := newObjectTypeExtension(o.typ, params, given)
	if err != nil {
		return o.typ
	}
	return x
}

// Kind implements Value.
func (*ObjectTypeExtension) Kind() Kind { return KType }

// Name implements Type.
func (t *ObjectTypeExtension) Name() string { return t.base.label() }

// String implements Type.
func (t *ObjectTypeExtension) String() string { return typeString(t) }

// Base returns the Object type the extension narrows.
func (t *ObjectTypeExtension) Base() *ObjectType { return t.base }

func (t *ObjectTypeExtension) isInstance(v Value, g *guard) bool {
	o, ok := v.(*Object)
	if !ok || !t.base.isInstance(v, g) {
		return false
	}
	for _, name := range t.names {
		if _, ok := o.typ.attribute(name); !ok {
			return false
		}
		a, _ := o.Get(name)
		if !puppetMatch(a, t.values[name]) {
			return false
		}
	}
	return true
}

func (t *ObjectTypeExtension) accepts(o Type, g *guard) bool {
	ox, ok := o.(*ObjectTypeExtension)
	if !ok || !assignable(t.base, ox.base, g) {
		return false
	}
	for _, name := range t.names {
		a, found := ox.values[name]
		if !found {
			return false
		}
		b := t.values[name]
		if puppetMatch(a, b) {
			continue
		}
		at, aType := a.(Type)
		bt, bType := b.(Type)
		if !aType || !bType || !assignable(bt, at, g) {
			return false
		}
	}
	return true
}

func (t *ObjectTypeExtension) eql(o Type) bool {
	ox, ok := o.(*ObjectTypeExtension)
	if !ok || !t.base.eql(ox.base) || len(t.names) != len(ox.names) {
		return false
	}
	for _, name := range t.names {
		v, found := ox.values[name]
		if !found || !KeyEqual(v, t.values[name]) {
			return false
		}
	}
	return true
}

func (t *ObjectTypeExtension) generalize() Type { return t.base }

// format writes Name[values]: by position (trailing parameters not given
// left out, others not given as default) when the type has at most two
// parameters, else as a hash of the given ones.
func (t *ObjectTypeExtension) format(f *formatter) {
	name := t.base.label()
	if n, ok := f.typeSet.memberName(t.base); ok {
		name = n
	}
	params := t.base.allTypeParams()
	f.params(name, func() {
		if len(params) > 2 {
			f.hash(len(t.names), func(i int) {
				f.quote(t.names[i])
				f.str(" => ")
				f.value(t.values[t.names[i]])
			})
			return
		}
		last := 0
		for i, p := range params {
			if _, ok := t.values[p.name]; ok {
				last = i + 1
			}
		}
		for i, p := range params[:last] {
			if i > 0 {
				f.sep()
			}
			if v, ok := t.values[p.name]; ok {
				f.value(v)
			} else {
				f.str("default")
			}
		}
	})
}

// puppetMatch is Puppet's case match of a value against a pattern: a
// Regexp matches strings, a type its instances, a version equal versions
// (also as text), a version range the versions it includes, default
// anything, arrays and hashes element by element; anything else by ==.
func puppetMatch(v, pattern Value) bool {
	switch p := pattern.(type) {
	case *Regexp:
		s, ok := v.(String)
		if !ok {
			return false
		}
		m, err := p.Compiled().MatchString(string(s))
		return err == nil && m
	case Type:
		return IsInstance(p, v)
	case DefaultValue:
		return true
	case *SemVer:
		switch x := v.(type) {
		case *SemVer:
			return p.Equal(x)
		case String:
			sv, err := ParseSemVer(string(x))
			return err == nil && p.Equal(sv)
		}
		return false
	case *SemVerRange:
		switch x := v.(type) {
		case *SemVer:
			return p.Range().Includes(x.Version())
		case String:
			sv, err := ParseSemVer(string(x))
			return err == nil && p.Range().Includes(sv.Version())
		}
		return false
	case *Array:
		a, ok := v.(*Array)
		if !ok || a.Len() != p.Len() {
			return false
		}
		for i, e := range p.Elements() {
			if !puppetMatch(a.Elements()[i], e) {
				return false
			}
		}
		return true
	case *Hash:
		h, ok := v.(*Hash)
		if !ok {
			return false
		}
		for _, e := range p.Entries() {
			hv, found := h.Get(e.Key)
			if !found {
				hv = Undef
			}
			if !puppetMatch(hv, e.Value) {
				return false
			}
		}
		return true
	}
	return valueEquals(v, pattern, nil)
}
