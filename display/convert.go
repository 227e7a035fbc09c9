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

// maxDepth bounds the nesting of containers the engine descends into.
const maxDepth = 1000

// converter renders one value. Each nesting level of containers keeps a
// scratch buffer for its elements, reused from one container to the next.
type converter struct {
	scratch [][]byte
	depth   int
}

// scratchAt returns the (emptied) scratch buffer for the current depth.
func (c *converter) scratchAt() []byte {
	for len(c.scratch) <= c.depth {
		c.scratch = append(c.scratch, nil)
	}
	return c.scratch[c.depth][:0]
}

// keep stores a grown scratch buffer for reuse.
func (c *converter) keep(b []byte) { c.scratch[c.depth] = b }

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
	return appendScalar(out, v, fm.find(v))
}

// isContainer reports whether v is formatted with the top-level format
// map when nested (arrays and hashes are; scalars use string_formats).
func isContainer(v types.Value) bool {
	switch v.(type) {
	case *types.Array, *types.Hash:
		return true
	}
	return false
}
