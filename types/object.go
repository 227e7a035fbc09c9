package types

import (
	"fmt"
	"prepl/internal/lazyre"
	"prepl/types/quote"
	"slices"
	"strings"
)

// The attribute kinds of Object types.
const (
	attrConstant       = "constant"
	attrDerived        = "derived"
	attrGivenOrDerived = "given_or_derived"
	attrReference      = "reference"
)

// ObjectType is Object[{...}]: a named type with attributes (typed, with
// optional default values), a parent Object type, declared functions and
// an equality specification. `type Point = Object[{attributes => {x =>
// Integer}}]` names the type Point.
type ObjectType struct {
	name                string
	parent              Type // nil, or an Object type (possibly by alias)
	attrs               []*ObjectAttribute
	funcs               []*ObjectFunction
	equality            []string
	hasEquality         bool
	equalityIncludeType bool
	// typeParams are the type parameters (Object[...][params]).
	typeParams []*objectTypeParam
	// The init hash entries kept only to be printed back.
	checks, annotations Value
}

// ObjectAttribute is one attribute of an Object type.
type ObjectAttribute struct {
	name            string
	typ             Type
	kind            string
	value           Value
	hasValue        bool
	final, override bool
	container       *ObjectType
}

// ObjectFunction is a function an Object type declares.
type ObjectFunction struct {
	name            string
	typ             Type
	final, override bool
	container       *ObjectType
}

// Object is an instance of an Object type: the values of its attributes.
type Object struct {
	typ    *ObjectType
	values map[string]Value
}

// TObject is the unparameterized Object type, Object[{}].
var TObject Type = objectType

var objectType = &ObjectType{equalityIncludeType: true}

var (
	objectNamePattern = lazyre.New(`\A[A-Z][\w]*(?:::[A-Z][\w]*)*\z`)
	memberNamePattern = lazyre.New(`\A[a-z_]\w*\z`)
	// objectInitType is the type of the hash given to Object[...].
	objectInitType Type
	attributeInit  Type
	functionInit   Type
)

func init() {
	objectName := &PatternType{patterns: []*RegexpType{{pattern: objectNamePattern().String(), hasPattern: true}}}
	memberName := &PatternType{patterns: []*RegexpType{{pattern: memberNamePattern().String(), hasPattern: true}}}
	must := func(ms []StructMember) *StructType {
		st, err := NewStructType(ms)
		if err != nil {
			panic(err)
		}
		return st
	}
	opt := func(name string) Value { return NewOptionalType(stringValueType(name)) }
	attributeInit = must([]StructMember{
		{String("type"), typeType},
		{opt("final"), booleanType},
		{opt("override"), booleanType},
		{opt("kind"), NewEnumType([]string{attrConstant, attrDerived, attrGivenOrDerived, attrReference}, false)},
		{String("value"), anyType},
		{opt("annotations"), hashType},
	})
	functionInit = must([]StructMember{
		{String("type"), NewTypeType(callableType)},
		{opt("final"), booleanType},
		{opt("override"), booleanType},
		{opt("annotations"), hashType},
	})
	objectInitType = must([]StructMember{
		{opt("name"), objectName},
		{opt("parent"), typeType},
		{opt("type_parameters"), NewHashType(memberName, notUndefType, nil)},
		{opt("attributes"), NewHashType(memberName, notUndefType, nil)},
		{opt("constants"), NewHashType(memberName, anyType, nil)},
		{opt("functions"), NewHashType(NewVariantType(memberName, stringValueType("[]")), notUndefType, nil)},
		{opt("equality"), NewVariantType(memberName, NewArrayType(memberName, nil))},
		{opt("equality_include_type"), booleanType},
		{opt("checks"), anyType},
		{opt("annotations"), hashType},
	})
}

// NewObjectType makes the Object type Object[init] from its init hash
// (name, parent, attributes, constants, functions, equality,
// equality_include_type, type_parameters, checks, annotations), with
// Puppet's checks and messages.
// namedObjectType is Object['Name']: an Object type with a name only.
func namedObjectType(name string) (*ObjectType, error) {
	if !qualifiedReferencePattern().MatchString(name) {
		return nil, evalErr(0, "object name has wrong type, expects a match for Pattern[/\\A[A-Z][\\w]*(?:::[A-Z][\\w]*)*\\z/], got %s", quote.Single(name))
	}
	return NewObjectType(HashOf(String("name"), String(name)))
}

func NewObjectType(init *Hash) (*ObjectType, error) {
	if init.Len() == 0 {
		return objectType, nil
	}
	if !IsInstance(objectInitType, init) {
		return nil, fmt.Errorf("%s", DescribeMismatch("object initializer has wrong type,", objectInitType, init))
	}
	get := func(k string) (Value, bool) {
		v, ok := init.GetString(k)
		return v, ok && !IsUndef(v)
	}
	t := &ObjectType{equalityIncludeType: true}
	if v, ok := get("name"); ok {
		t.name = string(v.(String))
	}
	if v, ok := get("parent"); ok {
		if r, ok := v.(*TypeReferenceType); ok {
			// A parent named in a type alias but defined nowhere.
			return nil, fmt.Errorf("reference to unresolved type '%s'", r.text)
		}
		t.parent = v.(Type)
	}
	if v, ok := get("type_parameters"); ok {
		params, err := t.newTypeParams(v.(*Hash))
		if err != nil {
			return nil, err
		}
		t.typeParams = params
	}
	t.checks, _ = get("checks")
	t.annotations, _ = get("annotations")
	if v, ok := get("attributes"); ok {
		for _, e := range v.(*Hash).Entries() {
			a, err := t.newAttribute(string(e.Key.(String)), e.Value)
			if err != nil {
				return nil, err
			}
			t.attrs = append(t.attrs, a)
		}
	}
	if v, ok := get("constants"); ok {
		for _, e := range v.(*Hash).Entries() {
			name := string(e.Key.(String))
			if _, dup := t.ownAttribute(name); dup {
				return nil, fmt.Errorf("attribute %s[%s] is defined as both a constant and an attribute", t.label(), name)
			}
			t.attrs = append(t.attrs, &ObjectAttribute{name: name, typ: InferGeneralized(e.Value), kind: attrConstant,
				value: e.Value, hasValue: true, final: true, container: t})
		}
	}
	if v, ok := get("functions"); ok {
		for _, e := range v.(*Hash).Entries() {
			f, err := t.newFunction(string(e.Key.(String)), e.Value)
			if err != nil {
				return nil, err
			}
			t.funcs = append(t.funcs, f)
		}
	}
	if v, ok := get("equality_include_type"); ok {
		t.equalityIncludeType = bool(v.(Bool))
	}
	if v, ok := get("equality"); ok {
		t.hasEquality = true
		switch x := v.(type) {
		case String:
			t.equality = []string{string(x)}
		case *Array:
			for _, e := range x.Elements() {
				t.equality = append(t.equality, string(e.(String)))
			}
		}
	}
	if err := t.validate(); err != nil {
		return nil, err
	}
	return t, nil
}

func (t *ObjectType) newAttribute(name string, spec Value) (*ObjectAttribute, error) {
	a := &ObjectAttribute{name: name, container: t}
	h, isHash := spec.(*Hash)
	if !isHash {
		at, ok := spec.(Type)
		if !ok {
			return nil, fmt.Errorf("%s", DescribeMismatch("attribute "+t.label()+"["+name+"] has wrong type,", typeType, spec))
		}
		a.typ = at
		if _, opt := at.(*OptionalType); opt {
			a.value, a.hasValue = Undef, true
		}
		return a, nil
	}
	if !IsInstance(attributeInit, h) {
		return nil, fmt.Errorf("%s", DescribeMismatch("initializer for attribute "+t.label()+"["+name+"] has wrong type,", attributeInit, h))
	}
	a.typ, _ = mustGet(h, "type").(Type)
	a.final = IsTruthy(mustGet(h, "final"))
	a.override = IsTruthy(mustGet(h, "override"))
	if k, ok := mustGet(h, "kind").(String); ok {
		a.kind = string(k)
	}
	label := "attribute " + t.label() + "[" + name + "]"
	if a.kind == attrConstant {
		if f, ok := h.GetString("final"); ok && !IsTruthy(f) {
			return nil, fmt.Errorf("%s of kind 'constant' cannot be combined with final => false", label)
		}
		a.final = true
	}
	if v, ok := h.GetString("value"); ok {
		if a.kind == attrDerived || a.kind == attrGivenOrDerived {
			return nil, fmt.Errorf("%s of kind '%s' cannot be combined with an attribute value", label, a.kind)
		}
		if v.Kind() != KDefault && !IsInstance(a.typ, v) {
			return nil, fmt.Errorf("%s", DescribeMismatch(label+" value has wrong type,", a.typ, v))
		}
		a.value, a.hasValue = v, true
	} else if a.kind == attrConstant {
		return nil, fmt.Errorf("%s of kind 'constant' requires a value", label)
	}
	return a, nil
}

func (t *ObjectType) newFunction(name string, spec Value) (*ObjectFunction, error) {
	f := &ObjectFunction{name: name, container: t}
	h, isHash := spec.(*Hash)
	if !isHash {
		ft, ok := spec.(*CallableType)
		if !ok {
			return nil, fmt.Errorf("%s", DescribeMismatch("function "+t.label()+"["+name+"] has wrong type,", NewTypeType(callableType), spec))
		}
		f.typ = ft
		return f, nil
	}
	if !IsInstance(functionInit, h) {
		return nil, fmt.Errorf("%s", DescribeMismatch("initializer for function "+t.label()+"["+name+"] has wrong type,", functionInit, h))
	}
	f.typ, _ = mustGet(h, "type").(Type)
	f.final = IsTruthy(mustGet(h, "final"))
	f.override = IsTruthy(mustGet(h, "override"))
	return f, nil
}

// mustGet returns the value of key in h, undef when absent.
func mustGet(h *Hash, key string) Value {
	if v, ok := h.GetString(key); ok {
		return v
	}
	return Undef
}

// validate checks overrides against the parent's members, and the
// equality specification.
func (t *ObjectType) validate() error {
	parent, _ := t.resolvedParent().(*ObjectType)
	for p := parent; p != nil; {
		if p == t {
			return fmt.Errorf("The Object type '%s' inherits from itself", t.label())
		}
		p, _ = p.resolvedParent().(*ObjectType)
	}
	inherited := func(name string) (label string, final, isAttr, ok bool) {
		for p := parent; p != nil; p, _ = p.resolvedParent().(*ObjectType) {
			if a, found := p.ownAttribute(name); found {
				return "attribute " + p.label() + "[" + name + "]", a.final, true, true
			}
			for _, f := range p.funcs {
				if f.name == name {
					return "function " + p.label() + "[" + name + "]", f.final, false, true
				}
			}
		}
		return "", false, false, false
	}
	check := func(label, name string, override, isAttr bool) error {
		pl, final, pIsAttr, ok := inherited(name)
		switch {
		case !ok && override:
			feature := "function"
			if isAttr {
				feature = "attribute"
			}
			return fmt.Errorf("expected %s to override an inherited %s, but no such %s was found", label, feature, feature)
		case !ok:
			return nil
		case pIsAttr != isAttr:
			return fmt.Errorf("%s attempts to override %s", label, pl)
		case final:
			return fmt.Errorf("%s attempts to override final %s", label, pl)
		case !override:
			return fmt.Errorf("%s attempts to override %s without having override => true", label, pl)
		}
		return nil
	}
	for _, a := range t.attrs {
		if a.kind == attrConstant {
			if _, _, _, ok := inherited(a.name); ok {
				a.override = true
			}
		}
		if err := check("attribute "+t.label()+"["+a.name+"]", a.name, a.override, true); err != nil {
			return err
		}
	}
	for _, f := range t.funcs {
		if _, dup := t.ownAttribute(f.name); dup {
			return fmt.Errorf("function %s[%s] conflicts with attribute with the same name", t.label(), f.name)
		}
		if err := check("function "+t.label()+"["+f.name+"]", f.name, f.override, false); err != nil {
			return err
		}
	}
	if len(t.equality) > 0 && !t.equalityIncludeType {
		return fmt.Errorf("equality_include_type = false cannot be combined with non empty equality specification")
	}
	for _, name := range t.equality {
		a, ok := t.attribute(name)
		if !ok {
			if t.function(name) {
				return fmt.Errorf("%s equality is referencing function %s[%s]. Only attribute references are allowed", t.label(), t.label(), name)
			}
			return fmt.Errorf("%s equality is referencing non existent attribute '%s'", t.label(), name)
		}
		if a.kind == attrConstant {
			return fmt.Errorf("%s equality is referencing constant attribute %s[%s]. Reference to constant is not allowed in equality", t.label(), a.container.label(), name)
		}
	}
	return nil
}

func (t *ObjectType) label() string {
	if t.name == "" {
		return "Object"
	}
	return t.name
}

func (t *ObjectType) resolvedParent() Type {
	p := t.parent
	for {
		a, ok := p.(*TypeAlias)
		if !ok {
			return p
		}
		p = a.resolved()
	}
}

func (t *ObjectType) ownAttribute(name string) (*ObjectAttribute, bool) {
	for _, a := range t.attrs {
		if a.name == name {
			return a, true
		}
	}
	return nil, false
}

// attribute finds an attribute of the type or of its parents.
func (t *ObjectType) attribute(name string) (*ObjectAttribute, bool) {
	for p := t; p != nil; p, _ = p.resolvedParent().(*ObjectType) {
		if a, ok := p.ownAttribute(name); ok {
			return a, true
		}
	}
	return nil, false
}

func (t *ObjectType) function(name string) bool {
	for p := t; p != nil; p, _ = p.resolvedParent().(*ObjectType) {
		for _, f := range p.funcs {
			if f.name == name {
				return true
			}
		}
	}
	return false
}

// allAttributes lists the attributes of the parents, then the type's
// own; an overriding attribute takes the place of the one it overrides.
func (t *ObjectType) allAttributes() []*ObjectAttribute {
	var out []*ObjectAttribute
	if p, ok := t.resolvedParent().(*ObjectType); ok {
		out = p.allAttributes()
	}
	return overridden(out, t.attrs, func(a *ObjectAttribute) string { return a.name })
}

// overridden returns inherited with own added, each in the place of the
// inherited member of its name if there is one.
func overridden[T any](inherited, own []T, name func(T) string) []T {
	for _, a := range own {
		if i := slices.IndexFunc(inherited, func(b T) bool { return name(b) == name(a) }); i >= 0 {
			inherited[i] = a
		} else {
			inherited = append(inherited, a)
		}
	}
	return inherited
}

// initParams lists the attributes a constructor takes: required ones
// first, then those with a default value.
func (t *ObjectType) initParams() []*ObjectAttribute {
	var req, opt []*ObjectAttribute
	for _, a := range t.allAttributes() {
		switch {
		case a.kind == attrConstant || a.kind == attrDerived:
		case a.hasValue:
			opt = append(opt, a)
		default:
			req = append(req, a)
		}
	}
	return append(req, opt...)
}

// ContainedAttributes names the attributes that hold an object's own
// contents, in the order of its init hash: those the constructor takes,
// but not those of kind reference, which point at values outside the
// object. tree_each walks these.
func (t *ObjectType) ContainedAttributes() []string {
	var names []string
	for _, a := range t.allAttributes() {
		switch a.kind {
		case attrConstant, attrDerived, attrReference:
			continue
		}
		names = append(names, a.name)
	}
	return names
}

// InitHashType is the Struct the constructor accepts as a hash.
func (t *ObjectType) InitHashType() *StructType {
	var ms []StructMember
	for _, a := range t.allAttributes() {
		if a.kind == attrConstant || a.kind == attrDerived {
			continue
		}
		var key Value = String(a.name)
		if a.hasValue {
			key = NewOptionalType(stringValueType(a.name))
		}
		ms = append(ms, StructMember{Key: key, Value: a.typ})
	}
	st, err := NewStructType(ms)
	if err != nil {
		return structType
	}
	return st
}

// Signatures returns the constructor's signatures, as Puppet's
// new_<Name> function has them: from an init hash, and from positional
// arguments (required attributes first).
func (t *ObjectType) Signatures() []Signature {
	ps := t.initParams()
	types := make([]Type, len(ps))
	names := make([]string, len(ps))
	required := int64(0)
	for i, a := range ps {
		types[i], names[i] = a.typ, a.name
		if !a.hasValue {
			required++
		}
	}
	return []Signature{
		{Type: NewCallableType([]Type{t.InitHashType()}, 1, 1, nil, nil), ParamNames: []string{"hash"}},
		{Type: NewCallableType(types, required, int64(len(ps)), nil, nil), ParamNames: names},
	}
}

// New creates an instance from a single init hash or from positional
// arguments, as `Name(...)` and `Name.new(...)` do. The error is Puppet's
// (the signatures of new_<Name> and why they rejected the arguments).
func (t *ObjectType) New(args []Value) (*Object, error) {
	ps := t.initParams()
	values := map[string]Value{}
	if len(args) == 1 {
		if h, ok := args[0].(*Hash); ok && IsInstance(t.InitHashType(), h) {
			for _, a := range ps {
				v, ok := h.GetString(a.name)
				if !ok {
					v = a.value
				}
				values[a.name] = v
			}
			return &Object{typ: t, values: values}, nil
		}
	}
	sigs := t.Signatures()
	if ct := sigs[1].Type; len(args) <= len(ps) && IsInstance(ct.params, NewArray(args)) {
		for i, a := range ps {
			if i < len(args) {
				values[a.name] = args[i]
			} else {
				values[a.name] = a.value
			}
		}
		return &Object{typ: t, values: values}, nil
	}
	return nil, fmt.Errorf("%s", DescribeSignatures("new_"+t.label(), sigs, args, nil))
}

// Kind implements Value.
func (*ObjectType) Kind() Kind { return KType }

// SetName names a type just made from an Object[{...}] expression: a type
// alias written that way defines an Object type of the alias's name.
func (t *ObjectType) SetName(name string) { t.name = name }

// Name returns the type's name ("Object" when it has none).
func (t *ObjectType) Name() string { return t.label() }

// String returns the type with its whole definition:
// "Object[{name => 'Point', attributes => {'x' => Integer}}]".
func (t *ObjectType) String() string { return expandedString(t) }

func (t *ObjectType) isInstance(v Value, g *guard) bool {
	if _, isType := v.(Type); isType {
		// Puppet's types are themselves objects (of Pcore's meta types),
		// so every type is an instance of the unparameterized Object.
		return t == objectType
	}
	o, ok := v.(*Object)
	return ok && assignable(t, o.typ, g)
}

func (t *ObjectType) accepts(o Type, g *guard) bool {
	if x, ok := o.(*ObjectTypeExtension); ok {
		// Error['KIND'] is a subset of Error.
		o = x.base
	}
	ot, ok := o.(*ObjectType)
	if !ok {
		return false
	}
	if t.eql(objectType) || t.eql(ot) {
		return true
	}
	return ot.parent != nil && assignable(t, ot.parent, g)
}

func (t *ObjectType) eql(o Type) bool {
	ot, ok := o.(*ObjectType)
	if !ok {
		return false
	}
	if t == ot {
		return true
	}
	if t.name != ot.name || !typeEql(t.parent, ot.parent) || len(t.attrs) != len(ot.attrs) || len(t.funcs) != len(ot.funcs) ||
		t.hasEquality != ot.hasEquality || strings.Join(t.equality, ",") != strings.Join(ot.equality, ",") {
		return false
	}
	for i, a := range t.attrs {
		b := ot.attrs[i]
		if a.name != b.name || !typeEql(a.typ, b.typ) || a.kind != b.kind || a.hasValue != b.hasValue ||
			a.hasValue && !KeyEqual(a.value, b.value) || a.final != b.final || a.override != b.override {
			return false
		}
	}
	for i, f := range t.funcs {
		g := ot.funcs[i]
		if f.name != g.name || !typeEql(f.typ, g.typ) || f.final != g.final || f.override != g.override {
			return false
		}
	}
	return true
}

func (t *ObjectType) format(f *formatter) {
	if f.key {
		if t.name != "" {
			f.str("Object<" + t.name + ">")
			return
		}
	} else if !f.expanded {
		if name, ok := f.typeSet.memberName(t); ok {
			f.str(name)
			return
		}
		f.str(t.label())
		return
	}
	saved := f.expanded
	f.expanded = false
	defer func() { f.expanded = saved }()
	f.str("Object[{")
	first := true
	entry := func(key string) { f.entryKey(&first, key) }
	if t.annotations != nil {
		entry("annotations")
		f.value(t.annotations)
	}
	if t.name != "" {
		entry("name")
		f.quote(t.name)
	}
	if t.parent != nil {
		entry("parent")
		f.typ(t.parent)
	}
	if len(t.typeParams) > 0 {
		entry("type_parameters")
		f.hash(len(t.typeParams), func(i int) {
			p := t.typeParams[i]
			f.quote(p.name)
			f.str(" => ")
			p.format(f)
		})
	}
	var attrs, constants []*ObjectAttribute
	for _, a := range t.attrs {
		if a.kind == attrConstant && typeEql(a.typ, InferGeneralized(a.value)) {
			constants = append(constants, a)
		} else {
			attrs = append(attrs, a)
		}
	}
	if len(attrs) > 0 {
		entry("attributes")
		f.str("{")
		for i, a := range attrs {
			if i > 0 {
				f.sep()
			}
			f.quote(a.name)
			f.str(" => ")
			a.format(f)
		}
		f.str("}")
	}
	if len(constants) > 0 {
		entry("constants")
		f.str("{")
		for i, a := range constants {
			if i > 0 {
				f.sep()
			}
			f.quote(a.name)
			f.str(" => ")
			f.value(a.value)
		}
		f.str("}")
	}
	if len(t.funcs) > 0 {
		entry("functions")
		f.str("{")
		for i, fn := range t.funcs {
			if i > 0 {
				f.sep()
			}
			f.quote(fn.name)
			f.str(" => ")
			if !fn.final && !fn.override {
				f.typ(fn.typ)
				continue
			}
			f.str("{type => ")
			f.typ(fn.typ)
			writeFlags(f, fn.final, fn.override)
			f.str("}")
		}
		f.str("}")
	}
	if t.hasEquality {
		entry("equality")
		f.str("[")
		for i, e := range t.equality {
			if i > 0 {
				f.sep()
			}
			f.quote(e)
		}
		f.str("]")
	}
	if t.checks != nil {
		entry("checks")
		f.value(t.checks)
	}
	f.str("}]")
}

func writeFlags(f *formatter, final, override bool) {
	if final {
		f.str(", final => true")
	}
	if override {
		f.str(", override => true")
	}
}

// format writes an attribute as an Object type prints it: its type alone,
// or a hash of type, flags, kind and value.
func (a *ObjectAttribute) format(f *formatter) {
	final := a.final && a.kind != attrConstant
	if !final && !a.override && a.kind == "" && !a.hasValue {
		f.typ(a.typ)
		return
	}
	f.str("{type => ")
	f.typ(a.typ)
	writeFlags(f, final, a.override)
	if a.kind != "" {
		f.str(", kind => " + a.kind)
	}
	if a.hasValue {
		f.str(", value => ")
		f.value(a.value)
	}
	f.str("}")
}

// Kind implements Value.
func (*Object) Kind() Kind { return KObject }

// Type returns the object's type.
func (o *Object) Type() *ObjectType { return o.typ }

// Get returns the value of an attribute (constants included).
func (o *Object) Get(name string) (Value, bool) {
	if v, ok := o.values[name]; ok {
		return v, true
	}
	if a, ok := o.typ.attribute(name); ok && a.kind == attrConstant {
		return a.value, true
	}
	if a, ok := o.typ.attribute(name); ok && a.kind == attrDerived {
		return Undef, true
	}
	return nil, false
}

// InitHash returns the attributes that differ from their defaults, in
// declaration order (parents first): what the object prints as.
func (o *Object) InitHash() *Hash {
	b := NewHashBuilder(len(o.values))
	for _, a := range o.typ.allAttributes() {
		v, ok := o.values[a.name]
		if !ok || a.hasValue && KeyEqual(v, a.value) {
			continue
		}
		b.Set(String(a.name), v)
	}
	return b.Build()
}

// String returns the object as Puppet prints it: "Point({'x' => 1})".
func (o *Object) String() string {
	var f formatter
	f.object(o)
	return string(f.b)
}

// equals is the objects' ==: the same type (unless the type says
// otherwise) and equal equality attributes.
func (o *Object) equals(p *Object) bool {
	if o == p {
		return true
	}
	if o.typ.equalityIncludeType && !o.typ.eql(p.typ) {
		return false
	}
	for _, name := range o.typ.equalityAttributes() {
		x, _ := o.Get(name)
		y, _ := p.Get(name)
		if !KeyEqual(x, y) {
			return false
		}
	}
	return true
}

// equalityAttributes lists the attributes equality compares: the
// equality specification, or every attribute that is not a constant.
func (t *ObjectType) equalityAttributes() []string {
	var out []string
	if p, ok := t.resolvedParent().(*ObjectType); ok {
		out = p.equalityAttributes()
	}
	if t.hasEquality {
		return append(out, t.equality...)
	}
	for _, a := range t.attrs {
		if a.kind != attrConstant {
			out = append(out, a.name)
		}
	}
	return out
}
