package display

import (
	"prepl/types"
)

// indentation is Puppet's StringConverter::Indentation: how deep a
// container sits, whether it is the first element of its parent, and
// whether indentation is active.
type indentation struct {
	level     int
	first     bool
	indenting bool
}

var topIndentation = indentation{first: true}

func (in indentation) subsequent() indentation {
	in.first = false
	return in
}

func (in indentation) withIndenting(on bool) indentation {
	in.indenting = on
	return in
}

func (in indentation) increase(indenting bool) indentation {
	return indentation{level: in.level + 1, first: true, indenting: indenting}
}

// breaks reports whether a container starts on a new line.
func (in indentation) breaks() bool { return in.indenting && in.level > 0 && !in.first }

// appendPadding appends two spaces per level.
func (in indentation) appendPadding(out []byte) []byte {
	for i := 0; i < in.level; i++ {
		out = append(out, ' ', ' ')
	}
	return out
}

// converter renders one value. Each nesting level of containers keeps a
// scratch buffer for its elements, reused from one container to the next.
type converter struct {
	scratch [][]byte
	bounds  [][]int
	depth   int
	// marks is the markup put around values and punctuation (nil for
	// plain text); hidden counts the runes of markup written so far.
	marks  *markup
	hidden int
	// key is set while a hash key is converted.
	key bool
	// poll stops the walk over a large value; it is a copy of the caller's,
	// which then does not escape to the heap with the pooled converter.
	poll types.Poll
	// out is the buffer a pooled converter wrote its last text into.
	out []byte
}

// scratchAt returns the (emptied) scratch buffers for the current depth:
// text and element boundaries.
func (c *converter) scratchAt() ([]byte, []int) {
	for len(c.scratch) <= c.depth {
		c.scratch = append(c.scratch, nil)
		c.bounds = append(c.bounds, nil)
	}
	return c.scratch[c.depth][:0], c.bounds[c.depth][:0]
}

// keep stores grown scratch buffers for reuse.
func (c *converter) keep(b []byte, bounds []int) {
	c.scratch[c.depth], c.bounds[c.depth] = b, bounds
}

// convert appends v formatted under the format map fm.
func (c *converter) convert(out []byte, v types.Value, fm *FormatMap, in indentation) ([]byte, error) {
	switch x := v.(type) {
	case *types.Array:
		return c.array(out, x, fm, in)
	case *types.Hash:
		return c.hash(out, x, fm, in)
	case *types.Iterator:
		a, err := x.ToArray()
		if err != nil {
			return nil, err
		}
		return c.convert(out, a, fm, in)
	}
	f := fm.find(v)
	if c.marks == nil {
		return appendValue(out, v, f, in)
	}
	r := roleOf(v)
	if c.key {
		r = RoleKey
	}
	out = c.open(out, r)
	out, err := appendValue(out, v, f, in)
	if err != nil {
		return nil, err
	}
	return c.close(out, r), nil
}

// appendValue formats a value that is not an array or hash; an Object
// needs the indentation of the containers around it.
func appendValue(out []byte, v types.Value, f *Format, in indentation) ([]byte, error) {
	if o, ok := v.(*types.Object); ok {
		return appendObjectValue(out, f, o, in)
	}
	return appendScalar(out, v, f)
}

// usesTopMap reports whether v, nested in a container, is formatted with
// the top-level format map rather than the container's string_formats:
// arrays, hashes and Objects are (Puppet's is_container?), except Objects
// whose type has type parameters.
func usesTopMap(v types.Value) bool {
	switch v.(type) {
	case *types.Array, *types.Hash:
		return true
	case *types.Object:
		return parameterizedObjectType(v) == nil
	}
	return false
}

// isContainer reports whether v is an array or a hash: a value that
// starts its own lines when an enclosing array is indented.
func isContainer(v types.Value) bool {
	switch v.(type) {
	case *types.Array, *types.Hash:
		return true
	}
	return false
}
