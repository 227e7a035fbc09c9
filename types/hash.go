package types

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
)

// HashEntry is one key/value association of a Hash.
type HashEntry struct {
	Key, Value Value
}

// Hash is a Puppet Hash: immutable, insertion-ordered, with O(1) lookup.
// Keys compare with Puppet's hash-key equality, which is stricter than ==:
// strings are case-sensitive and 1 and 1.0 are different keys.
//
// Hashes built from one another share their index: merging a few entries
// into a large hash (`$acc + {$k => $v}` in a reduce) copies the entries
// but neither rebuilds the index nor, when only new keys are added by the
// newest hash of a lineage, copies anything at all. Sharing is safe
// because a key's position never changes within a lineage: a hash sees
// the index entries whose positions fall inside its own entries, and only
// the hash that has claimed every position so far may claim new ones.
//
// Replacing the values of existing keys does not copy the entries either,
// up to a number of replacements that grows with the square root of the
// size: they are recorded in a patch log the lineage shares the same way,
// and the entries are copied with them applied once the log is long. So a
// reduce that updates a few keys of a large hash on every step costs
// about the square root of its size per step rather than its size.
type Hash struct {
	// entries are the keys in order and their values, except at the
	// positions patch replaces.
	entries []HashEntry
	// index is nil for small hashes, which are scanned.
	index *hashIndex
	// patch is nil when entries hold every value.
	patch *hashPatch
	// nesting is the hash's Nesting, worked out when it is made.
	nesting int32
}

// hashPatch is what a hash replaces in its entries: values at positions,
// the later record winning. pos and vals are the hash's view of a log a
// lineage shares; the hash whose view is the whole log may extend it.
type hashPatch struct {
	log  *patchLog
	pos  []int32
	vals []Value
	// flat is the entries with the patch applied, made on first need.
	flat atomic.Pointer[[]HashEntry]
}

// patchLog counts the records a lineage of patches has claimed.
type patchLog struct{ used int }

// patchLimit is how many replacements a hash of n entries records before
// its entries are copied with them applied: about twice the square root
// of n, which balances scanning the records (a few dozen integer
// comparisons) against copying the entries (which hash_merge's grouping
// reduce, one replacement per step in a hash of 500, did every 32 steps,
// 10 MB of copies in all).
func patchLimit(n int) int {
	limit := 8
	for limit*limit < 4*n {
		limit *= 2
	}
	return limit
}

// hashIndex maps keys to positions for a lineage of hashes.
type hashIndex struct {
	pos map[hashKey]int
	// used counts the positions claimed so far; the hash with exactly
	// that many entries may extend the index.
	used int
}

// EmptyHash is the empty Hash.
var EmptyHash = &Hash{nesting: 1}

// smallHash is the size up to which lookups scan entries linearly.
const smallHash = 8

// Kind implements Value.
func (*Hash) Kind() Kind { return KHash }

// Len returns the number of entries.
func (h *Hash) Len() int { return len(h.entries) }

// Entries returns the entries in insertion order. The slice is shared:
// callers must not modify it.
func (h *Hash) Entries() []HashEntry {
	if h.patch != nil {
		return h.flatEntries()
	}
	return h.entries[:len(h.entries):len(h.entries)]
}

// flatEntries returns the entries of a patched hash with the patch
// applied, made once.
func (h *Hash) flatEntries() []HashEntry {
	p := h.patch
	if f := p.flat.Load(); f != nil {
		return *f
	}
	flat := make([]HashEntry, len(h.entries))
	copy(flat, h.entries)
	for i, at := range p.pos {
		flat[at].Value = p.vals[i]
	}
	p.flat.Store(&flat)
	return flat
}

// valueAt returns the value at position i.
func (h *Hash) valueAt(i int) Value {
	if p := h.patch; p != nil {
		for j := len(p.pos) - 1; j >= 0; j-- {
			if p.pos[j] == int32(i) {
				return p.vals[j]
			}
		}
	}
	return h.entries[i].Value
}

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
	for i, e := range h.Entries() {
		vals[i] = e.Value
	}
	return vals
}

// Get returns the value stored under key.
func (h *Hash) Get(key Value) (Value, bool) { return h.GetPolled(key, nil) }

// GetPolled is Get with the key's encoding a walk p can stop (the answer
// is meaningless when p stopped; p.Err says so): a key made of shared
// parts may take long to encode.
func (h *Hash) GetPolled(key Value, p *Poll) (Value, bool) {
	if i := h.find(key, p); i >= 0 {
		return h.valueAt(i), true
	}
	return nil, false
}

// GetString is Get for a string key.
func (h *Hash) GetString(key string) (Value, bool) { return h.Get(String(key)) }

// Has reports whether key is present.
func (h *Hash) Has(key Value) bool { return h.find(key, nil) >= 0 }

// HasPolled is Has as GetPolled is Get.
func (h *Hash) HasPolled(key Value, p *Poll) bool { return h.find(key, p) >= 0 }

// find returns the position of key, or -1; p may stop encoding the key.
func (h *Hash) find(key Value, p *Poll) int {
	if h.index == nil {
		if ks, ok := key.(String); ok && ks != "" {
			// The common $h['name']: lengths, first bytes, then strings.
			for i := range h.entries {
				if k, ok := h.entries[i].Key.(String); ok && len(k) == len(ks) && k[0] == ks[0] && k == ks {
					return i
				}
			}
			return -1
		}
		for i := range h.entries {
			if KeyEqualPolled(h.entries[i].Key, key, p) {
				return i
			}
		}
		return -1
	}
	if i, ok := h.index.pos[keyOf(key, p)]; ok && i < len(h.entries) {
		return i
	}
	return -1
}

// findNear is find for a string key expected at position hint: a Struct
// check walks a record's keys in the Struct's order, which is usually the
// record's own, so each key is found at its first comparison.
func (h *Hash) findNear(key String, hint int) int {
	if hint < len(h.entries) {
		if k, ok := h.entries[hint].Key.(String); ok && k == key {
			return hint
		}
	}
	return h.find(key, nil)
}

// newIndex indexes entries (nil when they are few enough to scan); p may
// stop encoding their keys.
func newIndex(entries []HashEntry, p *Poll) *hashIndex {
	if len(entries) <= smallHash {
		return nil
	}
	idx := &hashIndex{pos: make(map[hashKey]int, len(entries)), used: len(entries)}
	for i, e := range entries {
		idx.pos[keyOf(e.Key, p)] = i
	}
	return idx
}

// Put returns a new Hash with key set to value. An existing key keeps its
// position; a new key goes last.
func (h *Hash) Put(key, value Value) *Hash {
	return h.merge([]HashEntry{{Key: key, Value: value}}, nil)
}

// Merge returns h with the entries of o added, o's values winning. Keys of
// h keep their order; keys only in o follow in o's order.
func (h *Hash) Merge(o *Hash) *Hash { return h.MergePolled(o, nil) }

// MergePolled is Merge with the keys' encodings walks p can stop (the
// hash returned is meaningless when p stopped; p.Err says so).
func (h *Hash) MergePolled(o *Hash, p *Poll) *Hash {
	if o.Len() == 0 {
		return h
	}
	if h.Len() == 0 {
		return o
	}
	return h.merge(o.Entries(), p)
}

// MergeEntriesPolled is MergePolled for the entries of a hash not made:
// h with add's keys set in order, a key given twice taking its last value
// (`$acc + {$k => $v}` in a reduce merges a literal into a growing hash,
// and making the literal's hash first cost more than the merge). add is
// only read.
func (h *Hash) MergeEntriesPolled(add []HashEntry, p *Poll) *Hash {
	if len(add) == 0 {
		return h
	}
	return h.merge(add, p)
}

// merge adds entries to h, sharing h's index and storage where it can;
// p may stop encoding their keys.
func (h *Hash) merge(add []HashEntry, p *Poll) *Hash {
	if len(h.entries)+len(add) <= smallHash || h.index == nil || len(add) > len(h.entries) {
		b := NewHashBuilderPolled(len(h.entries)+len(add), p)
		b.AddHash(h)
		for _, e := range add {
			b.Set(e.Key, e.Value)
		}
		return b.Build()
	}
	// Split the additions into updates of existing keys and new keys (a
	// key may come twice in add; the last value wins).
	var ubuf [4]update
	var fbuf [4]HashEntry
	updates, fresh := ubuf[:0], fbuf[:0]
	for _, e := range add {
		if at := h.find(e.Key, p); at >= 0 {
			updates = append(updates, update{at: int32(at), value: e.Value})
			continue
		}
		dup := false
		for j := range fresh {
			if KeyEqualPolled(fresh[j].Key, e.Key, p) {
				fresh[j].Value = e.Value
				dup = true
				break
			}
		}
		if !dup {
			fresh = append(fresh, e)
		}
	}
	n := len(h.entries)
	owner := h.index.used == n
	entries := h.entries
	var patch *hashPatch
	copied := !owner && len(fresh) > 0 || cap(entries)-n < len(fresh)
	if !copied && len(updates) > 0 {
		patch = h.patched(updates, n+len(fresh))
		copied = patch == nil
	}
	if copied {
		// Copy the entries with every replacement applied; the copy gets
		// room to grow.
		c := n + len(fresh)
		if len(fresh) > 0 {
			c = growCapacity(c)
		}
		entries = make([]HashEntry, n, c)
		copy(entries, h.entries)
		if p := h.patch; p != nil {
			// Applied here rather than through flatEntries, which would
			// copy the entries a second time to keep them for h.
			for i, at := range p.pos {
				entries[at].Value = p.vals[i]
			}
		}
		for _, u := range updates {
			entries[u.at].Value = u.value
		}
	} else if len(updates) == 0 && h.patch != nil {
		// Same replacements, more entries: a view of its own, since the
		// applied entries it makes are longer.
		patch = &hashPatch{log: h.patch.log, pos: h.patch.pos, vals: h.patch.vals}
	}
	index := h.index
	nesting := max(h.nesting, entriesNesting(add))
	if len(fresh) > 0 {
		if !owner {
			// Another hash of the lineage has claimed positions beyond
			// ours: this one starts a lineage of its own.
			entries = append(entries, fresh...)
			return &Hash{entries: entries, index: newIndex(entries, p), nesting: nesting}
		}
		for _, e := range fresh {
			index.pos[keyOf(e.Key, p)] = len(entries)
			entries = append(entries, e)
		}
		index.used = len(entries)
	}
	// An update may replace the deepest value: the nesting of h bounds
	// the result's from above, which is all the walks it guards need.
	return &Hash{entries: entries, index: index, patch: patch, nesting: nesting}
}

// update is a replacement of the value at a position of a hash.
type update struct {
	at    int32
	value Value
}

// patched returns the patch of h extended with updates, or nil when the
// patch would grow past the limit for a hash of size entries.
func (h *Hash) patched(updates []update, size int) *hashPatch {
	p := h.patch
	if p == nil {
		p = &hashPatch{log: &patchLog{}}
	}
	if len(p.pos)+len(updates) > patchLimit(size) {
		return nil
	}
	np := &hashPatch{log: p.log, pos: p.pos, vals: p.vals}
	if p.log.used != len(p.pos) {
		// Another hash of the lineage has extended the log: copy the
		// view into a log of its own.
		np.log = &patchLog{}
		np.pos = append(make([]int32, 0, len(p.pos)+len(updates)), p.pos...)
		np.vals = append(make([]Value, 0, len(p.vals)+len(updates)), p.vals...)
	}
	for _, u := range updates {
		np.pos = append(np.pos, u.at)
		np.vals = append(np.vals, u.value)
	}
	np.log.used = len(np.pos)
	return np
}

// Without returns h without the given keys.
func (h *Hash) Without(keys []Value) *Hash { return h.WithoutPolled(keys, nil) }

// WithoutPolled is Without with the keys' encodings walks p can stop (the
// hash returned is meaningless when p stopped; p.Err says so).
func (h *Hash) WithoutPolled(keys []Value, p *Poll) *Hash {
	drop := NewHashBuilderPolled(len(keys), p)
	for _, k := range keys {
		drop.Set(k, Undef)
	}
	d := drop.Build()
	b := NewHashBuilderPolled(len(h.entries), p)
	for _, e := range h.Entries() {
		if !d.HasPolled(e.Key, p) {
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
	// poll may stop encoding keys (nil: never).
	poll *Poll
}

// NewHashBuilder returns a builder sized for about n entries.
func NewHashBuilder(n int) *HashBuilder {
	return &HashBuilder{entries: make([]HashEntry, 0, n)}
}

// NewHashBuilderPolled is NewHashBuilder for a builder whose encodings of
// keys are walks p can stop (a key made of shared parts may take long to
// encode): once p has stopped, the hash built is meaningless and p.Err
// says so.
func NewHashBuilderPolled(n int, p *Poll) *HashBuilder {
	return &HashBuilder{entries: make([]HashEntry, 0, n), poll: p}
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
		b.index[keyOf(key, b.poll)] = len(b.entries)
	}
	b.entries = append(b.entries, HashEntry{Key: key, Value: value})
}

// AddHash adds every entry of h.
func (b *HashBuilder) AddHash(h *Hash) {
	if len(b.entries) == 0 {
		b.entries = append(b.entries, h.Entries()...)
		if len(b.entries) > smallHash {
			b.index = make(map[hashKey]int, cap(b.entries))
			for i, e := range b.entries {
				b.index[keyOf(e.Key, b.poll)] = i
			}
		}
		return
	}
	for _, e := range h.Entries() {
		b.Set(e.Key, e.Value)
	}
}

func (b *HashBuilder) find(key Value) int {
	if b.index == nil {
		for i := range b.entries {
			if KeyEqualPolled(b.entries[i].Key, key, b.poll) {
				return i
			}
		}
		if len(b.entries) < smallHash {
			return -1
		}
		b.index = make(map[hashKey]int, cap(b.entries))
		for i, e := range b.entries {
			b.index[keyOf(e.Key, b.poll)] = i
		}
		return -1
	}
	if i, ok := b.index[keyOf(key, b.poll)]; ok {
		return i
	}
	return -1
}

// Build returns the Hash. The builder must not be used afterwards.
func (b *HashBuilder) Build() *Hash {
	if len(b.entries) == 0 {
		return EmptyHash
	}
	h := &Hash{entries: b.entries, nesting: entriesNesting(b.entries)}
	if len(b.entries) > smallHash {
		if b.index == nil {
			h.index = newIndex(b.entries, b.poll)
		} else {
			h.index = &hashIndex{pos: b.index, used: len(b.entries)}
		}
	}
	b.entries, b.index = nil, nil
	return h
}

// EntriesNesting returns the Nesting of a hash of the entries.
func EntriesNesting(entries []HashEntry) int { return int(entriesNesting(entries)) }

// entriesNesting returns the nesting of a hash of the entries.
func entriesNesting(entries []HashEntry) int32 {
	n := 0
	for _, e := range entries {
		if n = max(n, Nesting(e.Key), Nesting(e.Value)); n >= tooDeep {
			break
		}
	}
	return int32(deeper(n))
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

// keyOf returns the identity of v as a hash key; p may stop encoding an
// array or a hash (the identity is then meaningless and p.Err says so).
func keyOf(v Value, p *Poll) hashKey {
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
	writeKey(&sb, v, p)
	return hashKey{kind: v.Kind(), str: sb.String()}
}

// MaxKeyBytes bounds the encoding of one value used as a hash key (or
// compared by unique, member, the - operator). A value whose shared parts
// make it astronomically large would otherwise grow its key until the
// process runs out of memory.
const MaxKeyBytes = 64 << 20

// KeyTooLarge is raised (as a panic, since building a key cannot fail
// otherwise) when a key's encoding passes MaxKeyBytes; the evaluator
// turns it into an ordinary error of the input.
type KeyTooLarge struct{}

func (KeyTooLarge) Error() string {
	return fmt.Sprintf("The value is too large to be used as a hash key or compared as one (its key is over %d MiB)", MaxKeyBytes>>20)
}

// checkKeySize stops a key that has grown beyond MaxKeyBytes.
func checkKeySize(sb *strings.Builder) {
	if sb.Len() > MaxKeyBytes {
		panic(KeyTooLarge{})
	}
}

// keyBytesPerElement is how many bytes of a copied encoding count as one
// element for the poll: about what encoding one element writes.
const keyBytesPerElement = 16

// writeKey writes an unambiguous encoding of v for use as a hash key,
// stopping soon after p does: a value made of shared parts can take long
// to encode before it reaches MaxKeyBytes.
func writeKey(sb *strings.Builder, v Value, p *Poll) {
	switch x := v.(type) {
	case *Array:
		sb.WriteString("[")
		// An array that holds one array or hash more than once (as
		// [$m, $m] does) encodes it once and copies the encoding, so
		// that a value whose shared parts make it astronomically large
		// reaches MaxKeyBytes in time proportional to the key's size.
		var written map[Value][2]int
		for i, e := range x.elems {
			if span, ok := written[e]; ok {
				if p.StopAfter((span[1] - span[0]) / keyBytesPerElement) {
					return
				}
				sb.WriteString(sb.String()[span[0]:span[1]])
				checkKeySize(sb)
				continue
			}
			if p.Stop() {
				return
			}
			start := sb.Len()
			writeKeyPart(sb, e, p)
			checkKeySize(sb)
			if isContainer(e) && i+1 < len(x.elems) {
				if written == nil {
					written = map[Value][2]int{}
				}
				written[e] = [2]int{start, sb.Len()}
			}
		}
		sb.WriteString("]")
	case *Hash:
		// Entries in any order make the same key, as Ruby's Hash#eql?
		// and Hash#hash have it: each entry is encoded alone and the
		// encodings are written sorted.
		parts := make([]string, 0, x.Len())
		size := 0
		for _, e := range x.Entries() {
			if p.Stop() {
				return
			}
			var part strings.Builder
			writeKeyPart(&part, e.Key, p)
			writeKeyPart(&part, e.Value, p)
			if size += part.Len(); size > MaxKeyBytes {
				panic(KeyTooLarge{})
			}
			parts = append(parts, part.String())
		}
		slices.Sort(parts)
		sb.WriteString("{")
		for _, part := range parts {
			sb.WriteString(part)
		}
		sb.WriteString("}")
		checkKeySize(sb)
	default:
		sb.WriteString(keyString(v, p))
	}
}

// HashKey returns the text that identifies v as a hash key: two values
// get the same text exactly when KeyEqual holds between them (Ruby's
// eql?, the equality of hash keys, of unique and of the collection
// operators): strings exactly, integers and floats apart, arrays element
// by element, hashes entry by entry in any order. Encoding a value past
// MaxKeyBytes panics with KeyTooLarge.
func HashKey(v Value) string { return HashKeyPolled(v, nil) }

// HashKeyPolled is HashKey as a walk p can stop (the text is then
// meaningless and p.Err says so): a value made of shared parts can take
// long to encode.
func HashKeyPolled(v Value, p *Poll) string {
	if !isContainer(v) {
		// A scalar's encoding is made on the stack and copied once:
		// unique() encodes every element, and a builder growing for
		// each part allocated several times per key.
		var buf [64]byte
		return string(appendScalarKey(buf[:0], keyOf(v, p)))
	}
	var sb strings.Builder
	writeKeyPart(&sb, v, p)
	return sb.String()
}

// writeKeyPart writes the encoding of one value, delimited so that a
// sequence of encodings reads back one way only: a kind, then an array's
// or a hash's bracketed parts (which delimit themselves), or a scalar's
// number and its text with the text's length.
func writeKeyPart(sb *strings.Builder, v Value, p *Poll) {
	if isContainer(v) {
		// Written in place rather than through keyOf, so that an
		// element's encoding is not copied again at every level of
		// nesting above it.
		sb.WriteString(strconv.Itoa(int(v.Kind())))
		sb.WriteByte(':')
		writeKey(sb, v, p)
		sb.WriteByte(';')
		return
	}
	var buf [64]byte
	sb.Write(appendScalarKey(buf[:0], keyOf(v, p)))
}

// appendScalarKey appends the encoding of a scalar's key: its kind, its
// number in hexadecimal, its text's length and its text.
func appendScalarKey(b []byte, k hashKey) []byte {
	b = strconv.AppendInt(b, int64(k.kind), 10)
	b = append(b, ':')
	b = strconv.AppendUint(b, k.num, 16)
	b = append(b, ':')
	b = strconv.AppendInt(b, int64(len(k.str)), 10)
	b = append(b, ':')
	b = append(b, k.str...)
	return append(b, ';')
}

// KeyEqual is Puppet's hash-key equality: like == but case-sensitive for
// strings and without Integer/Float unification.
func KeyEqual(a, b Value) bool { return KeyEqualPolled(a, b, nil) }

// KeyEqualPolled is KeyEqual with the encodings of arrays and hashes
// walks p can stop (the answer is then meaningless and p.Err says so).
func KeyEqualPolled(a, b Value, p *Poll) bool {
	switch x := a.(type) {
	case String:
		y, ok := b.(String)
		return ok && x == y
	case Int:
		y, ok := b.(Int)
		return ok && x == y
	case *Array, *Hash:
		if b == nil || b.Kind() != x.Kind() {
			return false
		}
	}
	return keyOf(a, p) == keyOf(b, p)
}
