package types

import (
	"math"
	"strconv"
	"strings"
)

// HashEntry is one key/value association of a Hash.
type HashEntry struct {
	Key, Value Value
}

// Hash is a Puppet Hash: immutable, insertion-ordered, with O(1) lookup.
// Keys compare with Puppet's hash-key equality, which is stricter than ==:
// strings are case-sensitive and 1 and 1.0 are different keys.
type Hash struct {
	entries []HashEntry
	// index maps a key's identity to its position in entries. It is built
	// on first lookup, and only for hashes large enough for it to pay off.
	index map[hashKey]int
}

// EmptyHash is the empty Hash.
var EmptyHash = &Hash{}

// smallHash is the size up to which lookups scan entries linearly.
const smallHash = 8

// Kind implements Value.
func (*Hash) Kind() Kind { return KHash }

// Len returns the number of entries.
func (h *Hash) Len() int { return len(h.entries) }

// Entries returns the entries in insertion order. The slice is shared:
// callers must not modify it.
func (h *Hash) Entries() []HashEntry { return h.entries[:len(h.entries):len(h.entries)] }

// Keys returns the keys in insertion order as a new slice.
func (h *Hash) Keys() []Value {
	keys := make([]Value, len(h.entries))
	for i, e := range h.entries {
		keys[i] = e.Key
	}
	return keys
}

// Values returns the values in insertion order as a new slice.
func (h *Hash) Values() []Value {
	vals := make([]Value, len(h.entries))
	for i, e := range h.entries {
		vals[i] = e.Value
	}
	return vals
}

// Get returns the value stored under key.
func (h *Hash) Get(key Value) (Value, bool) {
	if i := h.find(key); i >= 0 {
		return h.entries[i].Value, true
	}
	return nil, false
}

// GetString is Get for a string key.
func (h *Hash) GetString(key string) (Value, bool) { return h.Get(String(key)) }

// Has reports whether key is present.
func (h *Hash) Has(key Value) bool { return h.find(key) >= 0 }

func (h *Hash) find(key Value) int {
	if len(h.entries) <= smallHash {
		for i := range h.entries {
			if KeyEqual(h.entries[i].Key, key) {
				return i
			}
		}
		return -1
	}
	if h.index == nil {
		idx := make(map[hashKey]int, len(h.entries))
		for i, e := range h.entries {
			idx[keyOf(e.Key)] = i
		}
		h.index = idx
	}
	if i, ok := h.index[keyOf(key)]; ok {
		return i
	}
	return -1
}

// Put returns a new Hash with key set to value. An existing key keeps its
// position; a new key goes last.
func (h *Hash) Put(key, value Value) *Hash {
	b := NewHashBuilder(len(h.entries) + 1)
	b.AddHash(h)
	b.Set(key, value)
	return b.Build()
}

// Merge returns h with the entries of o added, o's values winning. Keys of
// h keep their order; keys only in o follow in o's order.
func (h *Hash) Merge(o *Hash) *Hash {
	if o.Len() == 0 {
		return h
	}
	if h.Len() == 0 {
		return o
	}
	b := NewHashBuilder(len(h.entries) + len(o.entries))
	b.AddHash(h)
	b.AddHash(o)
	return b.Build()
}

// Without returns h without the given keys.
func (h *Hash) Without(keys []Value) *Hash {
	drop := NewHashBuilder(len(keys))
	for _, k := range keys {
		drop.Set(k, Undef)
	}
	d := drop.Build()
	b := NewHashBuilder(len(h.entries))
	for _, e := range h.entries {
		if !d.Has(e.Key) {
			b.Set(e.Key, e.Value)
		}
	}
	if b.Len() == h.Len() {
		return h
	}
	return b.Build()
}

// HashBuilder assembles a Hash entry by entry.
type HashBuilder struct {
	entries []HashEntry
	index   map[hashKey]int
}

// NewHashBuilder returns a builder sized for about n entries.
func NewHashBuilder(n int) *HashBuilder {
	return &HashBuilder{entries: make([]HashEntry, 0, n)}
}

// Len returns the number of distinct keys added so far.
func (b *HashBuilder) Len() int { return len(b.entries) }

// Set adds key => value; a key already present keeps its position and
// takes the new value.
func (b *HashBuilder) Set(key, value Value) {
	if i := b.find(key); i >= 0 {
		b.entries[i].Value = value
		return
	}
	if b.index != nil {
		b.index[keyOf(key)] = len(b.entries)
	}
	b.entries = append(b.entries, HashEntry{Key: key, Value: value})
}

// AddHash adds every entry of h.
func (b *HashBuilder) AddHash(h *Hash) {
	if len(b.entries) == 0 {
		b.entries = append(b.entries, h.entries...)
		if len(b.entries) > smallHash {
			b.index = make(map[hashKey]int, cap(b.entries))
			for i, e := range b.entries {
				b.index[keyOf(e.Key)] = i
			}
		}
		return
	}
	for _, e := range h.entries {
		b.Set(e.Key, e.Value)
	}
}

func (b *HashBuilder) find(key Value) int {
	if b.index == nil {
		for i := range b.entries {
			if KeyEqual(b.entries[i].Key, key) {
				return i
			}
		}
		if len(b.entries) < smallHash {
			return -1
		}
		b.index = make(map[hashKey]int, cap(b.entries))
		for i, e := range b.entries {
			b.index[keyOf(e.Key)] = i
		}
		return -1
	}
	if i, ok := b.index[keyOf(key)]; ok {
		return i
	}
	return -1
}

// Build returns the Hash. The builder must not be used afterwards.
func (b *HashBuilder) Build() *Hash {
	if len(b.entries) == 0 {
		return EmptyHash
	}
	h := &Hash{entries: b.entries}
	if len(b.entries) > smallHash {
		h.index = b.index
	}
	b.entries, b.index = nil, nil
	return h
}

// HashOf builds a Hash from alternating keys and values (for tests and
// built-in functions).
func HashOf(kv ...Value) *Hash {
	b := NewHashBuilder(len(kv) / 2)
	for i := 0; i+1 < len(kv); i += 2 {
		b.Set(kv[i], kv[i+1])
	}
	return b.Build()
}

// hashKey is a comparable identity for a value under hash-key equality.
type hashKey struct {
	kind Kind
	num  uint64
	str  string
}

func keyOf(v Value) hashKey {
	switch x := v.(type) {
	case String:
		return hashKey{kind: KString, str: string(x)}
	case Int:
		return hashKey{kind: KInteger, num: uint64(x)}
	case Float:
		f := float64(x)
		if f == 0 {
			f = 0 // -0.0 and 0.0 are the same key
		}
		return hashKey{kind: KFloat, num: math.Float64bits(f)}
	case Bool:
		if x {
			return hashKey{kind: KBoolean, num: 1}
		}
		return hashKey{kind: KBoolean}
	case nil, UndefValue:
		return hashKey{kind: KUndef}
	case DefaultValue:
		return hashKey{kind: KDefault}
	}
	var sb strings.Builder
	writeKey(&sb, v)
	return hashKey{kind: v.Kind(), str: sb.String()}
}

// writeKey writes an unambiguous encoding of v for use as a hash key.
func writeKey(sb *strings.Builder, v Value) {
	switch x := v.(type) {
	case *Array:
		sb.WriteString("[")
		for _, e := range x.elems {
			writeKeyPart(sb, e)
		}
		sb.WriteString("]")
	case *Hash:
		sb.WriteString("{")
		for _, e := range x.entries {
			writeKeyPart(sb, e.Key)
			writeKeyPart(sb, e.Value)
		}
		sb.WriteString("}")
	default:
		sb.WriteString(KeyString(v))
	}
}

func writeKeyPart(sb *strings.Builder, v Value) {
	k := keyOf(v)
	sb.WriteString(strconv.Itoa(int(k.kind)))
	sb.WriteByte(':')
	sb.WriteString(strconv.FormatUint(k.num, 16))
	sb.WriteByte(':')
	sb.WriteString(strconv.Itoa(len(k.str)))
	sb.WriteByte(':')
	sb.WriteString(k.str)
	sb.WriteByte(';')
}

// KeyEqual is Puppet's hash-key equality: like == but case-sensitive for
// strings and without Integer/Float unification.
func KeyEqual(a, b Value) bool {
	switch x := a.(type) {
	case String:
		y, ok := b.(String)
		return ok && x == y
	case Int:
		y, ok := b.(Int)
		return ok && x == y
	}
	return keyOf(a) == keyOf(b)
}
