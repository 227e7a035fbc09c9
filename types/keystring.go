package types

import (
	"encoding/hex"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// KeyString returns a text that identifies v under hash-key equality for
// values that have no cheaper identity. Two values of the same kind get
// the same text exactly when Puppet treats them as the same hash key:
// types when they are structurally equal (Variant members in any order,
// resource type names without case, aliases by name), regexps by source,
// versions by their parts, ranges by the versions they hold, Sensitive
// values by what they wrap; iterators and callables only match
// themselves.
func KeyString(v Value) string { return keyString(v, nil) }

// keyString is KeyString with p stopping the encoding of what a Sensitive
// or an Object holds.
func keyString(v Value, p *Poll) string {
	switch x := v.(type) {
	case Type:
		return typeKey(x)
	case *Regexp:
		return x.Source()
	case Timespan:
		sec, nsec := x.Parts()
		return strconv.FormatInt(sec, 10) + "." + strconv.FormatInt(nsec, 10)
	case Timestamp:
		sec, nsec := x.Unix()
		return strconv.FormatInt(sec, 10) + "." + strconv.FormatInt(nsec, 10)
	case *SemVer:
		return x.String()
	case *SemVerRange:
		return x.Range().Canonical()
	case *Sensitive:
		var sb strings.Builder
		writeKeyPart(&sb, x.Unwrap(), p)
		return sb.String()
	case *Binary:
		return hex.EncodeToString(x.Bytes())
	case *URI:
		return x.Key()
	case *Object:
		var sb strings.Builder
		if x.typ.equalityIncludeType {
			sb.WriteString(typeKey(x.typ))
		}
		for _, name := range x.typ.equalityAttributes() {
			v, _ := x.Get(name)
			writeKeyPart(&sb, v, p)
		}
		return sb.String()
	}
	// Iterators, callables and other reference values are equal only to
	// themselves.
	return fmt.Sprintf("%T@%p", v, v)
}

// typeKey is the hash-key identity of a type.
func typeKey(t Type) string { return pooledText(t, formatter{key: true}) }

// sortedKeys joins the key texts of types in sorted order, for types
// whose parameters form a set.
func sortedKeys[T Type](ts []T) string {
	keys := make([]string, len(ts))
	for i, t := range ts {
		keys[i] = typeKey(t)
	}
	slices.Sort(keys)
	return strings.Join(keys, ", ")
}
