package display

import (
	"sync/atomic"

	"prepl/types"
)

// FormatMap maps types to formats. A value is formatted with the format of
// the first entry whose type it is an instance of, so merged maps keep
// their entries sorted from the most to the least specific type.
type FormatMap struct {
	entries []formatEntry
	// byKind holds, for each kind of value met so far, the entries a
	// value of that kind can match (see candidates). Each is made on first
	// use, atomically: maps are cached and shared between sessions.
	byKind [types.KindCount]atomic.Pointer[kindEntries]
}

type formatEntry struct {
	typ types.Type
	fmt *Format
}

// kindEntries are the positions, in order, of the entries some value of
// one kind can match. When last is set every value of the kind matches
// the last of them, so a search ends there without checking it.
type kindEntries struct {
	at   []int
	last bool
	// only is the format of every value of the kind when the first entry
	// it can match matches them all (nil: search at).
	only *Format
}

// find returns the format for v: the first matching entry, else "%s".
// Puppet picks the first type its inferred type is assignable to; for a
// type value that is not the same as being an instance (a type is an
// instance of Object, but Type[Integer] is not assignable to Object). An
// instance of an Object type with type parameters is looked up by its
// plain Object type, as Puppet's string_PObjectTypeExtension does, so
// only entries that every instance of that type matches apply to it.
// Only the entries a value of v's kind can match are checked.
func (m *FormatMap) find(v types.Value) *Format {
	if m == nil {
		return fallbackFormat
	}
	if v == nil {
		v = types.Undef
	}
	k := v.Kind()
	c := m.byKind[k].Load()
	if c == nil {
		c = m.candidates(k)
	}
	if c.only != nil {
		return c.only
	}
	var t types.Type // v when it is a type
	switch k {
	case types.KObject:
		if base := parameterizedObjectType(v); base != nil {
			for _, e := range m.entries {
				if types.IsAssignable(e.typ, base) {
					return e.fmt
				}
			}
			return fallbackFormat
		}
	case types.KType:
		t, _ = v.(types.Type)
	}
	isType := t != nil
	var by types.Type // t's inferred type, made when an entry needs it
	for i, at := range c.at {
		e := &m.entries[at]
		switch {
		case c.last && i == len(c.at)-1:
			return e.fmt
		case !isType:
			if types.IsInstance(e.typ, v) {
				return e.fmt
			}
		default:
			if by == nil {
				by = types.Infer(t)
			}
			if types.IsAssignable(e.typ, by) {
				return e.fmt
			}
		}
	}
	return fallbackFormat
}

// candidates finds the entries a value of kind k can match (find keeps
// them in byKind): all but
// those whose type holds values of other kinds alone (an Integer type
// never matches a string), up to the first one every value of the kind
// matches.
func (m *FormatMap) candidates(k types.Kind) *kindEntries {
	c := &kindEntries{}
	plain := plainTypes[k]
	for i, e := range m.entries {
		if kinds, ok := onlyKinds(e.typ); ok && kinds&(1<<k) == 0 {
			continue
		}
		c.at = append(c.at, i)
		if matchesKind(e.typ, k, plain) {
			c.last = true
			break
		}
	}
	if c.last && len(c.at) == 1 && k != types.KObject {
		// (An Object with type parameters is looked up by its plain type
		// among all the entries.)
		c.only = m.entries[c.at[0]].fmt
	}
	m.byKind[k].Store(c)
	return c
}

// matchesKind reports whether every value of kind k matches t: t is Any,
// the kind's plain type, or Numeric for a number. (Assignability would
// not do: Integer is assignable to Iterable, but -1 is not iterable.)
func matchesKind(t types.Type, k types.Kind, plain types.Type) bool {
	switch t.(type) {
	case *types.AnyType:
		return true
	case *types.NumericType:
		return k == types.KInteger || k == types.KFloat
	}
	return plain != nil && sameType(t, plain)
}

// onlyKinds returns the kinds of the values find can match with t (as a
// set of 1<<kind bits) for the types whose instances are all of one or
// two kinds; ok is false for the others (Any, Data, a Variant, an alias).
func onlyKinds(t types.Type) (kinds uint32, ok bool) {
	var k types.Kind
	switch t.(type) {
	case *types.IntegerType:
		k = types.KInteger
	case *types.FloatType:
		k = types.KFloat
	case *types.NumericType:
		return 1<<types.KInteger | 1<<types.KFloat, true
	case *types.StringType, *types.EnumType, *types.PatternType:
		k = types.KString
	case *types.BooleanType:
		k = types.KBoolean
	case *types.UndefType:
		k = types.KUndef
	case *types.DefaultType:
		k = types.KDefault
	case *types.BinaryType:
		k = types.KBinary
	case *types.SemVerRangeType:
		k = types.KSemVerRange
	case *types.RegexpType:
		k = types.KRegexp
	case *types.ArrayType, *types.TupleType:
		k = types.KArray
	case *types.HashType, *types.StructType:
		k = types.KHash
	case *types.TimespanType:
		k = types.KTimespan
	case *types.TimestampType:
		k = types.KTimestamp
	case *types.SemVerType:
		k = types.KSemVer
	case *types.SensitiveType:
		k = types.KSensitive
	case *types.URIType:
		k = types.KURI
	case *types.TypeType:
		k = types.KType
	case *types.ObjectType:
		// Types are instances of Object, but find looks a type value up
		// by its Type[...], which no Object type is assignable from.
		k = types.KObject
	default:
		return 0, false
	}
	return 1 << k, true
}

// plainTypes are the types every value of a kind is an instance of (or,
// for type values, assignable to), where there is one. Float is not one:
// a NaN is no instance of it.
var plainTypes = func() (ts [types.KindCount]types.Type) {
	for k, name := range map[types.Kind]string{
		types.KUndef: "Undef", types.KDefault: "Default", types.KInteger: "Integer",
		types.KString: "String", types.KBoolean: "Boolean", types.KRegexp: "Regexp", types.KArray: "Array",
		types.KHash: "Hash", types.KTimespan: "Timespan", types.KTimestamp: "Timestamp", types.KSemVer: "SemVer",
		types.KSemVerRange: "SemVerRange", types.KSensitive: "Sensitive", types.KBinary: "Binary",
		types.KType: "Type", types.KURI: "URI",
	} {
		ts[k] = builtin(name)
	}
	return ts
}()

// parameterizedObjectType returns the Object type of v when v is an
// instance of an Object type with type parameters (its inferred type is
// that type narrowed to the instance's parameter values), else nil.
func parameterizedObjectType(v types.Value) *types.ObjectType {
	o, ok := v.(*types.Object)
	if !ok {
		return nil
	}
	if _, ext := types.Infer(o).(*types.ObjectTypeExtension); !ext {
		return nil
	}
	return o.Type()
}

// get returns the format stored under a type equal to t.
func (m *FormatMap) get(t types.Type) *Format {
	if m == nil {
		return nil
	}
	for _, e := range m.entries {
		if sameType(e.typ, t) {
			return e.fmt
		}
	}
	return nil
}

// sameType is Ruby's == between type objects, which Puppet's format maps
// use: the same kind of type with equal parameters (Array and Array[Any]
// are the same, Array and Tuple are not, although each is assignable to
// the other), the equality of hash keys.
func sameType(a, b types.Type) bool {
	return a == b || types.KeyEqual(a, b)
}

// mergeFormats returns a new format: higher's format string with lower's
// separators and string formats where higher gives none.
func mergeFormats(lower, higher *Format) *Format {
	if lower == nil {
		return higher
	}
	if higher == nil {
		return lower
	}
	r := *higher
	if r.separator == nil {
		r.separator = lower.separator
	}
	if r.separator2 == nil {
		r.separator2 = lower.separator2
	}
	r.stringFormats = mergeMaps(lower.stringFormats, higher.stringFormats)
	return &r
}

// mergeMaps merges two format maps, higher winning, and sorts the result
// by specificity. Entries of lower whose type is assignable to a different
// type of higher are dropped: a more general user format must not be
// shadowed by a more specific default (a user Numeric format applies to
// Floats although the defaults have one for Float). A dropped entry is
// not merged into higher's entry for the same type either, so a user
// Array format given beside a user Any format keeps only its own string
// formats and separators, as in Puppet's merge_string_formats.
func mergeMaps(lower, higher *FormatMap) *FormatMap {
	if lower == nil {
		return higher
	}
	if higher == nil {
		return lower
	}
	kept := &FormatMap{}
	for _, l := range lower.entries {
		shadowed := false
		for _, h := range higher.entries {
			if !sameType(h.typ, l.typ) && types.IsAssignable(h.typ, l.typ) {
				shadowed = true
				break
			}
		}
		if !shadowed {
			kept.entries = append(kept.entries, l)
		}
	}
	keys := make([]types.Type, 0, len(kept.entries)+len(higher.entries))
	for _, l := range kept.entries {
		keys = append(keys, l.typ)
	}
	for _, h := range higher.entries {
		dup := false
		for _, k := range keys {
			if sameType(k, h.typ) {
				dup = true
				break
			}
		}
		if !dup {
			keys = append(keys, h.typ)
		}
	}
	merged := &FormatMap{entries: make([]formatEntry, len(keys))}
	for i, k := range keys {
		merged.entries[i] = formatEntry{typ: k, fmt: mergeFormats(kept.get(k), higher.get(k))}
	}
	sortMap(merged)
	return merged
}

// sortMap orders entries as Puppet's sort_formats does: a type before
// the types it is assignable to; among types unrelated by assignability,
// structs before hashes before tuples before arrays and patterns before
// enums before strings, and otherwise by their string forms. That
// comparison is not a total order, so the result depends on the sorting
// algorithm; Ruby's Array#sort on Linux is glibc's merge sort, which
// sortEntries reproduces.
func sortMap(m *FormatMap) {
	tmp := make([]formatEntry, len(m.entries))
	sortEntries(m.entries, tmp)
}

// sortEntries is glibc's msort: sort both halves, then merge taking from
// the left half while it compares less than or equal to the right.
func sortEntries(a, tmp []formatEntry) {
	n := len(a)
	if n <= 1 {
		return
	}
	n1 := n / 2
	sortEntries(a[:n1], tmp)
	sortEntries(a[n1:], tmp)
	i, j, k := 0, n1, 0
	for i < n1 && j < n {
		if compareTypes(a[i].typ, a[j].typ) <= 0 {
			tmp[k] = a[i]
			i++
		} else {
			tmp[k] = a[j]
			j++
		}
		k++
	}
	k += copy(tmp[k:], a[i:n1])
	copy(a, tmp[:k])
}

func compareTypes(a, b types.Type) int {
	if sameType(a, b) {
		return 0
	}
	ab := types.IsAssignable(b, a)
	ba := types.IsAssignable(a, b)
	switch {
	case ab && !ba:
		return -1
	case !ab && ba:
		return 1
	}
	ra, rb := typeRank(a), typeRank(b)
	if ra == 0 || rb == 0 {
		switch sa, sb := a.String(), b.String(); {
		case sa < sb:
			return -1
		case sa > sb:
			return 1
		}
		return 0
	}
	return ra - rb
}

// typeRank ranks the types where Puppet breaks ties by kind.
func typeRank(t types.Type) int {
	switch t.(type) {
	case *types.StructType:
		return 1
	case *types.HashType:
		return 2
	case *types.TupleType:
		return 3
	case *types.ArrayType:
		return 4
	case *types.PatternType:
		return 10
	case *types.EnumType:
		return 11
	case *types.StringType:
		return 12
	}
	return 0
}
