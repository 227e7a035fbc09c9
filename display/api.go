package display

import (
	"sync"

	"prepl/types"
)

// FormatValue is String(v, format): format is Default (or nil) for the
// default formats, a format string such as "%#x" or "%(a", or a hash
// mapping types to formats (a *types.Hash, see NewFormatMap).
func FormatValue(v types.Value, format types.Value) (string, error) {
	return FormatValuePolled(v, format, types.Poll{})
}

// FormatValuePolled is FormatValue as a walk that poll can stop: it then
// fails with types.ErrInterrupted.
func FormatValuePolled(v types.Value, format types.Value, poll types.Poll) (string, error) {
	if s, ok := format.(types.String); ok && s != "" && !isContainer(v) {
		// A single format for a scalar applies to the value itself; no
		// format map needs to be built. (An iterator is formatted as an
		// array, and an Object with type parameters is looked up by its
		// plain type, which the format keyed by its inferred type misses.)
		if _, iter := v.(*types.Iterator); !iter && parameterizedObjectType(v) == nil {
			f, err := parseFormatCached(string(s))
			if err != nil {
				return "", err
			}
			// Room for a number's text at once, rather than growing it.
			out, err := appendScalar(make([]byte, 0, 64), v, f)
			return string(out), err
		}
	}
	fm, err := formatsFor(v, format)
	if err != nil {
		return "", err
	}
	// Only a walk over a container needs the poll where it can count.
	p := poll
	return fm.format(v, &p)
}

// FormatDefault is String(v): strings bare, top-level floats in %f,
// values inside arrays and hashes in their programmatic %p forms. The
// default formats cannot be rejected, but producing a value can fail (an
// iterator whose lambda raises an error).
func FormatDefault(v types.Value) (string, error) {
	return defaultFormats.Format(v)
}

// Format formats v under the map.
func (m *FormatMap) Format(v types.Value) (string, error) { return m.format(v, nil) }

func (m *FormatMap) format(v types.Value, p *types.Poll) (string, error) {
	if v != nil && v.Kind() == types.KType {
		// What appendType appends for a plain %s or %p, without copying.
		if f := m.find(v); f.plain() && (f.verb == 's' || f.verb == 'p') {
			return v.(types.Type).String(), nil
		}
	}
	c := converters.Get().(*converter)
	defer c.release()
	if p != nil {
		c.poll = *p
		defer func() { *p = c.poll }()
	}
	out, err := c.convert(c.out[:0], v, m, topIndentation)
	c.out = out
	if err != nil {
		return "", err
	}
	return string(out), nil
}

// converters holds converters with the buffers they grew, so that
// String() in a loop does not grow its output and its scratch buffers
// from nothing on every call.
var converters = sync.Pool{New: func() any { return new(converter) }}

// maxKeptBuffer is the largest buffer a converter keeps for the next.
const maxKeptBuffer = 1 << 16

// release empties c, dropping buffers grown large, and gives it back to
// converters.
func (c *converter) release() {
	keep := func(n int) bool { return n <= maxKeptBuffer }
	out := c.out[:0]
	if !keep(cap(out)) {
		out = nil
	}
	for i := range c.scratch {
		if !keep(cap(c.scratch[i])) || !keep(cap(c.bounds[i])) {
			c.scratch[i], c.bounds[i] = nil, nil
		}
	}
	*c = converter{scratch: c.scratch, bounds: c.bounds, out: out}
	converters.Put(c)
}

// formatsFor turns String.new's format argument into the map to use. A
// format string applies to the value's own type, or to all arrays or all
// hashes when the value is one.
// mergedContainerMaps caches the format maps of String(container, "%..."),
// which depend only on the format string and the container's type.
var mergedContainerMaps sync.Map // "Array\x00%(a" -> *FormatMap

// containerFormats returns the default formats with f for the container
// type named typeName.
func containerFormats(format, typeName string, f *Format) *FormatMap {
	key := typeName + "\x00" + format
	if m, ok := mergedContainerMaps.Load(key); ok {
		return m.(*FormatMap)
	}
	m := mergeMaps(defaultFormats, &FormatMap{entries: []formatEntry{{builtin(typeName), f}}})
	if parsedFormatsLen.Load() < maxCachedFormats {
		mergedContainerMaps.Store(key, m)
	}
	return m
}

func formatsFor(v types.Value, format types.Value) (*FormatMap, error) {
	switch x := format.(type) {
	case nil, types.DefaultValue:
		return defaultFormats, nil
	case types.String:
		if x == "" {
			return nil, formatsMismatch(x)
		}
		f, err := parseFormatCached(string(x))
		if err != nil {
			return nil, err
		}
		var key types.Type
		switch v.(type) {
		case *types.Array:
			return containerFormats(string(x), "Array", f), nil
		case *types.Hash:
			return containerFormats(string(x), "Hash", f), nil
		default:
			key = types.Infer(v)
		}
		return mergeMaps(defaultFormats, &FormatMap{entries: []formatEntry{{key, f}}}), nil
	case *types.Hash:
		return cachedFormatMap(x)
	}
	return nil, formatsMismatch(format)
}
