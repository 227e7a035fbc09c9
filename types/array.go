package types

// Array is a Puppet Array: an immutable sequence of values.
//
// Arrays built by appending to the newest array of a chain share one
// backing store: `$acc << $x` inside a reduce is amortized O(1) instead of
// copying the whole array each time. Sharing is safe because an array only
// ever reads its own prefix of the store, and a store is only extended in
// place by the array whose length equals the store's used length.
type Array struct {
	elems []Value
	store *arrayStore
	// nesting is the array's Nesting, worked out when it is made.
	nesting int32
}

// arrayStore records how much of a shared backing array is in use.
type arrayStore struct {
	used int
}

// EmptyArray is the empty Array.
var EmptyArray = &Array{nesting: 1}

// NewArray makes an Array that owns elems; the caller must not change
// elems afterwards.
func NewArray(elems []Value) *Array {
	if len(elems) == 0 {
		return EmptyArray
	}
	return &Array{elems: elems, nesting: nestingOf(elems)}
}

// ArrayOf makes an Array of the given values (copied). An array of up to
// four values is made in one allocation with its elements: most arrays a
// program makes in a loop are short ([key, value] pairs, tree paths,
// `[$i]`), and one allocation instead of two is most of their cost.
func ArrayOf(elems ...Value) *Array {
	switch len(elems) {
	case 0:
		return EmptyArray
	case 1:
		p := &struct {
			a Array
			e [1]Value
		}{e: [1]Value(elems)}
		return p.a.own(p.e[:])
	case 2:
		p := &struct {
			a Array
			e [2]Value
		}{e: [2]Value(elems)}
		return p.a.own(p.e[:])
	case 3:
		p := &struct {
			a Array
			e [3]Value
		}{e: [3]Value(elems)}
		return p.a.own(p.e[:])
	case 4:
		p := &struct {
			a Array
			e [4]Value
		}{e: [4]Value(elems)}
		return p.a.own(p.e[:])
	}
	return NewArray(append([]Value(nil), elems...))
}

// own makes a hold elems, which nothing else may change, and returns it.
func (a *Array) own(elems []Value) *Array {
	a.elems, a.nesting = elems, nestingOf(elems)
	return a
}

// Kind implements Value.
func (*Array) Kind() Kind { return KArray }

// Len returns the number of elements.
func (a *Array) Len() int { return len(a.elems) }

// At returns element i (0 <= i < Len()).
func (a *Array) At(i int) Value { return a.elems[i] }

// Elements returns the elements. The slice is shared: callers must not
// modify it or append to it.
func (a *Array) Elements() []Value { return a.elems[:len(a.elems):len(a.elems)] }

// Append returns a new Array with vs added at the end.
func (a *Array) Append(vs ...Value) *Array {
	if len(vs) == 0 {
		return a
	}
	n := len(a.elems)
	nesting := max(a.nesting, nestingOf(vs))
	if a.store != nil && a.store.used == n && cap(a.elems)-n >= len(vs) {
		// This array is the newest user of its store: extend in place.
		a.store.used = n + len(vs)
		return &Array{elems: append(a.elems, vs...), store: a.store, nesting: nesting}
	}
	grown := make([]Value, n, growCapacity(n+len(vs)))
	copy(grown, a.elems)
	grown = append(grown, vs...)
	return &Array{elems: grown, store: &arrayStore{used: len(grown)}, nesting: nesting}
}

// Concat returns a new Array with the elements of b after those of a.
func (a *Array) Concat(b *Array) *Array {
	if b.Len() == 0 {
		return a
	}
	if a.Len() == 0 {
		return b
	}
	return a.Append(b.elems...)
}

// Slice returns the elements [from, to) as a new Array sharing storage.
func (a *Array) Slice(from, to int) *Array {
	if from >= to {
		return EmptyArray
	}
	// The whole array's nesting bounds the slice's; the walks it
	// guards need no more.
	return &Array{elems: a.elems[from:to:to], nesting: a.nesting}
}

func growCapacity(n int) int {
	if n < 8 {
		return 8
	}
	return n + n/2
}

// Flatten lists the elements of nested arrays in order, depth first; a
// value that is not an array is a list of itself.
func Flatten(v Value) []Value { return FlattenPolled(v, nil) }

// FlattenPolled is Flatten as a walk p can stop (the list is then
// incomplete and p.Err says so): a value whose shared parts make it huge
// would otherwise be listed until memory runs out.
func FlattenPolled(v Value, p *Poll) []Value {
	a, ok := v.(*Array)
	if !ok {
		return []Value{v}
	}
	f := flattening{p: p}
	if !f.add(a) {
		return nil
	}
	return f.join()
}

// flattenBlock is how many elements a flattening gathers in one block.
// Appending to one slice copies all of it each time it doubles, and a
// copy of hundreds of megabytes cannot be interrupted: a huge value
// would outlast Ctrl-C or --timeout by seconds. Full blocks are joined
// once, at the end.
const flattenBlock = 1 << 16

// flattening gathers the elements of nested arrays in blocks.
type flattening struct {
	p    *Poll
	full [][]Value
	cur  []Value
}

// add appends the elements of a, nested arrays replaced by their
// elements; false when p stopped it.
func (f *flattening) add(a *Array) bool {
	for _, e := range a.Elements() {
		if f.p.Stop() {
			return false
		}
		if x, ok := e.(*Array); ok {
			if !f.add(x) {
				return false
			}
			continue
		}
		if len(f.cur) == flattenBlock {
			f.full = append(f.full, f.cur)
			f.cur = make([]Value, 0, flattenBlock)
		}
		f.cur = append(f.cur, e)
	}
	return true
}

// join returns the elements gathered, in order.
func (f *flattening) join() []Value {
	if len(f.full) == 0 {
		return f.cur
	}
	out := make([]Value, 0, len(f.full)*flattenBlock+len(f.cur))
	for _, b := range f.full {
		out = append(out, b...)
	}
	return append(out, f.cur...)
}
