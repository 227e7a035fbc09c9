package types

import (
	"errors"
	"slices"
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
	var done map[Value]Value
	return catalogValue(v, &done)
}

// catalogValue is CatalogValue converting each array or hash inside v
// once, however often v holds it: a value that shares its parts ([$m,
// $m] forty times over) would otherwise take 2^40 steps. *done, made
// when first needed, maps each converted part to its result.
func catalogValue(v Value, done *map[Value]Value) (Value, error) {
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
		if r, ok := (*done)[v]; ok {
			return r, nil
		}
		var out []Value
		for i, e := range x.Elements() {
			n, err := catalogValue(e, done)
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
		var r Value = x
		if out != nil {
			r = NewArray(out)
		}
		remember(done, v, r)
		return r, nil
	case *Hash:
		if r, ok := (*done)[v]; ok {
			return r, nil
		}
		changed := false
		b := NewHashBuilder(x.Len())
		for _, e := range x.Entries() {
			k, err := catalogValue(e.Key, done)
			if err != nil {
				return nil, err
			}
			val, err := catalogValue(e.Value, done)
			if err != nil {
				return nil, err
			}
			changed = changed || k != e.Key || val != e.Value
			b.Set(k, val)
		}
		var r Value = x
		if changed {
			r = b.Build()
		}
		remember(done, v, r)
		return r, nil
	}
	return v, nil
}

// remember records r as the result for the part v in *done, unless v
// holds no arrays or hashes (converting it again is as cheap as looking
// it up), so a flat array costs no map.
func remember(done *map[Value]Value, v, r Value) {
	switch x := v.(type) {
	case *Array:
		if !slices.ContainsFunc(x.Elements(), isContainer) {
			return
		}
	case *Hash:
		if !slices.ContainsFunc(x.Entries(), func(e HashEntry) bool { return isContainer(e.Key) || isContainer(e.Value) }) {
			return
		}
	}
	if *done == nil {
		*done = map[Value]Value{}
	}
	(*done)[v] = r
}

// isContainer reports whether v is an array or a hash.
func isContainer(v Value) bool {
	switch v.(type) {
	case *Array, *Hash:
		return true
	}
	return false
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
