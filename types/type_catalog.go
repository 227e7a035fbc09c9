package types

import (
	"strings"
)

// ResourceType is Resource[type_name, title]: a resource type (File) or a
// reference to one resource (File['/tmp/x']). Type names compare without
// case; titles with case.
type ResourceType struct {
	typeName string // as Puppet prints it ("File", "Foo::Bar"); "" for Resource
	lower    string
	title    string
	hasTitle bool
	// ref marks a reference held by a resource parameter (see Reference).
	ref bool
}

// ClassType is Class[name]: a host class reference, or all classes.
type ClassType struct {
	name string // lower case, no leading "::"; "" for Class
	// ref marks a reference held by a resource parameter (see Reference).
	ref bool
}

// TResource and TClass are the unparameterized Resource and Class.
var (
	TResource Type = resourceType
	TClass    Type = classType
)

var (
	resourceType = &ResourceType{}
	classType    = &ClassType{}
)

// NewResourceType returns the resource type typeName ("" for Resource),
// or with a title the reference typeName[title] (title "" for none).
// Each "::" segment of the name is capitalized as Puppet does (file ->
// File, foo::bar -> Foo::Bar) unless the name starts with a capital.
func NewResourceType(typeName, title string) *ResourceType {
	if typeName == "" {
		return resourceType
	}
	return newResourceType(CapitalizeSegments(typeName), title, title != "")
}

func newResourceType(name, title string, hasTitle bool) *ResourceType {
	return &ResourceType{typeName: name, lower: strings.ToLower(name), title: title, hasTitle: hasTitle}
}

// NewClassType returns Class[name] ("" for Class); the name is
// lower-cased and a leading "::" removed.
func NewClassType(name string) *ClassType {
	name = strings.TrimPrefix(name, "::")
	if name == "" {
		return classType
	}
	return &ClassType{name: strings.ToLower(name)}
}

// CapitalizeSegments capitalizes each "::" separated segment of a name
// (first letter upper case, the rest lower case), unless the name starts
// with an ASCII capital, which is kept as written.
func CapitalizeSegments(name string) string {
	if name == "" || isUpperByte(name[0]) {
		return name
	}
	var b strings.Builder // Ruby's String#capitalize of each segment
	b.Grow(len(name))
	for i, start := 0, true; i < len(name); i++ {
		c := name[i]
		switch {
		case c == ':' && strings.HasPrefix(name[i+1:], ":"):
			b.WriteString("::")
			i, start = i+1, true
			continue
		case start && isLowerByte(c):
			c -= 'a' - 'A'
		case !start && isUpperByte(c):
			c += 'a' - 'A'
		}
		b.WriteByte(c)
		start = false
	}
	return b.String()
}

// Kind implementations.
func (*ResourceType) Kind() Kind { return KType }
func (*ClassType) Kind() Kind    { return KType }

// Name returns the resource type name ("Resource" when there is none).
func (t *ResourceType) Name() string {
	if t.typeName == "" {
		return "Resource"
	}
	return t.typeName
}

// Name implements Type.
func (*ClassType) Name() string { return "Class" }

// String implementations.
func (t *ResourceType) String() string { return typeString(t) }
func (t *ClassType) String() string    { return typeString(t) }

// TypeName returns the resource type name as Puppet prints it ("" for
// Resource).
func (t *ResourceType) TypeName() string { return t.typeName }

// Title returns the title ("" when the type is not a reference to one
// resource).
func (t *ResourceType) Title() string { return t.title }

// HasTitle reports whether the type references one resource.
func (t *ResourceType) HasTitle() bool { return t.hasTitle }

// ClassName returns the class name ("" for Class).
func (t *ClassType) ClassName() string { return t.name }

// isInstance is false: resource and class references are type values.
func (t *ResourceType) isInstance(Value, *guard) bool { return false }

func (t *ResourceType) accepts(o Type, _ *guard) bool {
	ot, ok := o.(*ResourceType)
	return ok && (t.typeName == "" || t.lower == ot.lower && (!t.hasTitle || ot.hasTitle && t.title == ot.title))
}

func (t *ResourceType) eql(o Type) bool {
	ot, ok := o.(*ResourceType)
	return ok && t.lower == ot.lower && t.hasTitle == ot.hasTitle && t.title == ot.title && t.ref == ot.ref
}

func (t *ResourceType) format(f *formatter) {
	if t.ref {
		if f.key {
			f.str("Reference<" + t.lower + ", ")
			f.quote(t.title)
			f.str(">")
			return
		}
		f.str(t.typeName + "[" + t.title + "]")
		return
	}
	if f.key {
		f.str("Resource<" + t.lower)
		if t.hasTitle {
			f.sep()
			f.quote(t.title)
		}
		f.str(">")
		return
	}
	if t.typeName == "" {
		f.str("Resource")
		return
	}
	if !t.hasTitle {
		f.str(t.typeName)
		return
	}
	f.params(t.typeName, func() { f.quote(t.title) })
}

// isInstance is false: class references are type values.
func (t *ClassType) isInstance(Value, *guard) bool { return false }

func (t *ClassType) accepts(o Type, _ *guard) bool {
	ot, ok := o.(*ClassType)
	return ok && (t.name == "" || t.name == ot.name)
}

func (t *ClassType) eql(o Type) bool {
	ot, ok := o.(*ClassType)
	return ok && t.name == ot.name && t.ref == ot.ref
}

func (t *ClassType) format(f *formatter) {
	if t.ref {
		if f.key {
			f.str("ClassReference<" + t.name + ">")
			return
		}
		f.str("Class[" + CapitalizeSegments(t.name) + "]")
		return
	}
	if t.name == "" {
		f.str("Class")
		return
	}
	f.params("Class", func() { f.str(t.name) })
}
