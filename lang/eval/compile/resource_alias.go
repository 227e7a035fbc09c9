package compile

import (
	"sort"
	"strings"

	"prepl/lang/eval/resourcetypes"
	"prepl/types"
)

// alias is another key a resource can be found by.
type alias struct {
	// key is the index key after the type: a title, or for a type with
	// several namevars the tuple of their values (tupleKey).
	key string
	// inspect is the key as Puppet prints it in messages.
	inspect string
	// values are the elements of a tuple key (nil for a title key), nil
	// standing for an unset namevar.
	values []*string
}

// refInspect prints the catalog key of the alias as Puppet does:
// ["Package", nil, "pkg", nil].
func (a alias) refInspect(typeName string) string {
	if a.values == nil {
		return rubyInspectList([]string{typeName, a.key})
	}
	return "[" + rubyInspect(typeName) + ", " + strings.TrimPrefix(inspectTuple(a.values), "[")
}

// aliases returns the keys a resource is also known by: its alias
// metaparameter and, for an isomorphic type (and a defined type), its
// uniqueness key when that differs from its title.
func (c *Catalog) aliases(r *catalogEntry) ([]alias, error) {
	var out []alias
	// Most resources have no alias: nothing to list then.
	if given := r.value("alias"); !types.IsUndef(given) {
		all, err := c.h.Flatten(given, r.loc)
		if err != nil {
			return nil, err
		}
		for _, v := range all {
			if s, ok := v.(types.String); ok {
				out = append(out, alias{key: string(s), inspect: rubyInspect(string(s))})
			}
		}
	}
	switch {
	case r.kind == builtinResource && r.builtin.Isomorphic:
	case r.kind == defineResource:
	default:
		return out, nil
	}
	if a, ok := uniquenessKey(r.builtin, r.title, r.value); ok {
		out = append(out, a)
	}
	return out, nil
}

// uniquenessKey computes Puppet's uniqueness key of a resource of a
// built-in type bt (nil for a defined type) with this title and these
// parameters: the values of its namevars, taken from the parameters or
// else from the title, in the order of the namevars' names. It reports
// false when the key is the title itself (no alias needed).
func uniquenessKey(bt *resourcetypes.Type, title string, value func(string) types.Value) (alias, bool) {
	keys, namevar := []string{"name"}, "name"
	// The values found so far, by attribute: a few, so a list searched
	// by name (a map would be made for every resource declared).
	var room [4]attrValue
	h := attrValues(room[:0])
	parsed := false
	if bt != nil {
		keys, namevar = bt.KeyAttributes, bt.Namevar()
		if attrs, vals, ok := bt.ParseTitle(title); ok {
			parsed = true
			for i, a := range attrs {
				h.set(a, vals[i])
			}
		}
	} else {
		h.set("name", title)
	}
	for _, k := range keys {
		if v, ok := value(k).(types.String); ok {
			h.set(k, string(v))
		}
	}
	if v, ok := value("name").(types.String); ok && namevar != "name" && value(namevar) == types.Undef {
		h.set(namevar, string(v))
	}
	// The title stands for the namevar unless title patterns placed it
	// (a type whose patterns set other key attributes leaves name unset).
	if _, ok := h.get(namevar); !ok && (!parsed || len(keys) == 1) {
		h.set(namevar, title)
	}
	if len(keys) == 1 {
		v, _ := h.get(keys[0])
		if v == title {
			// The common case, for which the alias's text is not made.
			return alias{}, false
		}
		return alias{key: v, inspect: rubyInspectList([]string{v})}, true
	}
	sorted := append([]string(nil), keys...)
	sort.Strings(sorted)
	values := make([]*string, len(sorted))
	for i, k := range sorted {
		if v, ok := h.get(k); ok {
			values[i] = &v
		}
	}
	return alias{key: tupleKey(values), inspect: inspectTuple(values), values: values}, true
}

// attrValue is an attribute's name and its value as text.
type attrValue struct{ name, value string }

// attrValues is a short list of attributes' values, each name once.
type attrValues []attrValue

// set sets the value of the attribute name.
func (h *attrValues) set(name, value string) {
	for i := range *h {
		if (*h)[i].name == name {
			(*h)[i].value = value
			return
		}
	}
	*h = append(*h, attrValue{name, value})
}

// get returns the value of the attribute name and whether it is set.
func (h attrValues) get(name string) (string, bool) {
	for _, a := range h {
		if a.name == name {
			return a.value, true
		}
	}
	return "", false
}

// tupleKey is the index key of several namevar values. Its first byte
// keeps it apart from every title.
func tupleKey(values []*string) string {
	var sb strings.Builder
	sb.WriteByte(1)
	for _, v := range values {
		if v == nil {
			sb.WriteByte(2)
		} else {
			sb.WriteByte(3)
			sb.WriteString(*v)
		}
		sb.WriteByte(0)
	}
	return sb.String()
}

// inspectTuple prints namevar values as Ruby's Array#inspect does.
func inspectTuple(values []*string) string {
	parts := make([]string, len(values))
	for i, v := range values {
		if v == nil {
			parts[i] = "nil"
		} else {
			parts[i] = rubyInspect(*v)
		}
	}
	return "[" + strings.Join(parts, ", ") + "]"
}
