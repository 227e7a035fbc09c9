package types

import (
	"errors"
	"strings"
)

// Reference returns the reference as a resource parameter holds it (a
// Puppet::Resource in Puppet): what a class or defined type sees in a
// parameter given a reference, and what attribute access reads back. It
// prints as the catalog writes references, Notify[x] (no quotes), infers
// as Type[Notify['x']] (so Type[Notify] accepts it), and is equal (==,
// hash keys) only to references to the same resource, never to the type
// Notify['x']. A resource type without a title gives Notify[] (an empty
// title). ok is false for Resource, which names no type, and for a
// class type without a title.
func (t *ResourceType) Reference() (*ResourceType, bool) {
	if t.typeName == "" {
		return nil, false
	}
	if strings.EqualFold(t.typeName, "class") {
		// Resource['class', 'foo'] is the class reference Class[Foo].
		if t.title == "" {
			return nil, false
		}
		return &ResourceType{typeName: "Class", lower: "class", title: CapitalizeSegments(strings.ToLower(strings.TrimPrefix(t.title, "::"))), hasTitle: true, ref: true}, true
	}
	if t.ref {
		return t, true
	}
	return &ResourceType{typeName: t.typeName, lower: t.lower, title: t.title, hasTitle: true, ref: true}, true
}

// Reference returns the class reference as a resource parameter holds
// it (see ResourceType.Reference): it prints as Class[Foo]. ok is false
// for Class, which names no class.
func (t *ClassType) Reference() (*ClassType, bool) {
	if t.name == "" {
		return nil, false
	}
	if t.ref {
		return t, true
	}
	return &ClassType{name: t.name, ref: true}, true
}

// IsReference reports whether t is a reference made by Reference.
func (t *ResourceType) IsReference() bool { return t.ref }

// IsReference reports whether t is a reference made by Reference.
func (t *ClassType) IsReference() bool { return t.ref }

// CatalogValue converts a value the way Puppet does before it stores it
// in a resource parameter: resource and class references, also inside
// arrays and hashes (keys too), become references as Reference makes
// them. A bare Class or Resource cannot be converted.
func CatalogValue(v Value) (Value, error) {
	switch x := v.(type) {
	case *ResourceType:
		r, ok := x.Reference()
		if !ok && x.typeName != "" {
			return nil, errors.New(`No title provided and "class" is not a valid resource reference`)
		}
		if !ok {
			return nil, errors.New("Resource has no type name and is not a valid resource reference")
		}
		return r, nil
	case *ClassType:
		r, ok := x.Reference()
		if !ok {
			return nil, errors.New(`No title provided and "class" is not a valid resource reference`)
		}
		return r, nil
	case *Array:
		var out []Value
		for i, e := range x.Elements() {
			n, err := CatalogValue(e)
			if err != nil {
				return nil, err
			}
			if n != e && out == nil {
				out = append(make([]Value, 0, x.Len()), x.Elements()[:i]...)
			}
			if out != nil {
				out = append(out, n)
			}
		}
		if out != nil {
			return NewArray(out), nil
		}
	case *Hash:
		changed := false
		b := NewHashBuilder(x.Len())
		for _, e := range x.Entries() {
			k, err := CatalogValue(e.Key)
			if err != nil {
				return nil, err
			}
			val, err := CatalogValue(e.Value)
			if err != nil {
				return nil, err
			}
			changed = changed || k != e.Key || val != e.Value
			b.Set(k, val)
		}
		if changed {
			return b.Build(), nil
		}
	}
	return v, nil
}

// isReference reports whether v is a reference made by Reference.
func isReference(v Value) bool {
	switch x := v.(type) {
	case *ResourceType:
		return x.ref
	case *ClassType:
		return x.ref
	}
	return false
}

// referencedType is the type Puppet infers inside Type[] for a
// reference: the resource it names, Class['Foo'] for a class.
func referencedType(v Type) Type {
	switch x := v.(type) {
	case *ResourceType:
		if x.ref {
			return &ResourceType{typeName: x.typeName, lower: x.lower, title: x.title, hasTitle: true}
		}
	case *ClassType:
		if x.ref {
			return &ResourceType{typeName: "Class", lower: "class", title: CapitalizeSegments(x.name), hasTitle: true}
		}
	}
	return v
}
