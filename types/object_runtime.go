package types

// Make returns an instance whose attributes take the given values in the
// order of the type's constructor, without checking them against the
// attribute types: it is for values the runtime builds itself, as
// Puppet's own code does (the Error get() gives its block carries a type
// in its details, which the details attribute would refuse). Missing
// values take their attribute's default.
func (t *ObjectType) Make(values ...Value) *Object {
	ps := t.initParams()
	m := make(map[string]Value, len(ps))
	for i, a := range ps {
		if i < len(values) {
			m[a.name] = values[i]
		} else {
			m[a.name] = a.value
		}
	}
	return &Object{typ: t, values: m}
}
