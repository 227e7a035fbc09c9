package display

import (
	"strconv"
	"sync"
	"unicode/utf8"

	"prepl/types"
)

// DefaultWidth is the line length values are fitted to when Options give
// none.
const DefaultWidth = 80

// Options configure the REPL and notebook renderers.
type Options struct {
	// FormatMap is the session's format map, {Type => format} as
	// String.new takes it, applied over the renderers' defaults; nil means
	// the defaults alone. Unlike String.new, where the entries of a map
	// format only the top-level value and the values inside containers
	// follow the containers' string_formats, a session map applies to the
	// values inside arrays and hashes too (a string_formats of its own
	// still takes precedence there).
	FormatMap *types.Hash
	// Width is the line length a value should fit before it is shown over
	// several lines; 0 means DefaultWidth.
	Width int
	// Theme colours ShowColored's output; nil means DefaultTheme.
	Theme *Theme
}

// Renderer shows values under one set of Options. A session builds one
// when its format map changes and reuses it for every result.
type Renderer struct {
	// Three layouts, tried in turn until the value fits the width: one
	// line; nested containers on their own indented lines ('#'); and
	// additionally long runs of array elements broken over lines, as many
	// on a line as fit ('#' with a width, filled).
	layouts [3]*FormatMap
	width   int
	theme   *Theme
}

// The REPL shows values in their programmatic forms: strings quoted,
// floats as Ruby prints them, binaries as Binary("..."); a Sensitive
// value reads "Sensitive [value redacted]".
var (
	replStringFormats = &FormatMap{entries: []formatEntry{
		{builtin("Sensitive"), mustFormat("%s")},
		{types.Any, mustFormat("%p")},
	}}
	replFormats = mergeMaps(defaultFormats, &FormatMap{entries: []formatEntry{
		{builtin("Sensitive"), mustFormat("%s")},
		{builtin("Array"), withStringFormats(mustFormat("%a"), replStringFormats)},
		{builtin("Hash"), withStringFormats(mustFormat("%h"), replStringFormats)},
		{types.Any, mustFormat("%p")},
	}})
)

func withStringFormats(f *Format, sf *FormatMap) *Format {
	f.stringFormats = sf
	return f
}

// NewRenderer validates the options' format map and prepares the
// layouts.
func NewRenderer(o Options) (*Renderer, error) {
	width := o.Width
	if width <= 0 {
		width = DefaultWidth
	}
	user := &FormatMap{}
	if o.FormatMap != nil {
		var err error
		if user, err = userMap(o.FormatMap); err != nil {
			return nil, err
		}
	}
	theme := o.Theme
	if theme == nil {
		theme = DefaultTheme
	}
	base := replFormats
	if len(user.entries) > 0 {
		inner := mergeMaps(replStringFormats, user)
		base = mergeMaps(replFormats, &FormatMap{entries: []formatEntry{
			{builtin("Array"), withStringFormats(mustFormat("%a"), inner)},
			{builtin("Hash"), withStringFormats(mustFormat("%h"), inner)},
		}})
	}
	nested := &FormatMap{entries: []formatEntry{
		{builtin("Array"), mustFormat("%#a")},
		{builtin("Hash"), mustFormat("%#h")},
	}}
	filled := mustFormat("%#" + strconv.Itoa(width) + "a")
	filled.fill = true
	broken := &FormatMap{entries: []formatEntry{
		{builtin("Array"), filled},
		{builtin("Hash"), mustFormat("%#h")},
	}}
	return &Renderer{
		layouts: [3]*FormatMap{
			mergeMaps(base, user),
			mergeMaps(mergeMaps(base, nested), user),
			mergeMaps(mergeMaps(base, broken), user),
		},
		width: width,
		theme: theme,
	}, nil
}

// rendererFor returns the renderer for o, or the default one (with the
// error) when o's format map is invalid.
func rendererFor(o Options) (*Renderer, error) {
	key := rendererKey{o.FormatMap, o.Width, o.Theme}
	renderersMu.Lock()
	r, ok := renderers[key]
	renderersMu.Unlock()
	if ok {
		return r, nil
	}
	r, err := NewRenderer(o)
	if err != nil {
		o.FormatMap = nil
		r, _ = NewRenderer(o)
		return r, err
	}
	renderersMu.Lock()
	if len(renderers) >= maxRenderers {
		clear(renderers)
	}
	renderers[key] = r
	renderersMu.Unlock()
	return r, nil
}

// Renderers are immutable once built, and a session shows every result
// with the same options, so Show and its siblings reuse them: building
// one costs far more than rendering a small value. Format maps are
// immutable values, so the map's identity is part of the key.
type rendererKey struct {
	formatMap *types.Hash
	width     int
	theme     *Theme
}

const maxRenderers = 64

var (
	renderersMu sync.Mutex
	renderers   = map[rendererKey]*Renderer{}
)

// Text renders v for the REPL: its programmatic form on one line when it
// fits the width, otherwise with the alternate forms of the format engine
// (nested containers and hash entries on indented lines, then also long
// runs of array elements filled over several lines).
func (r *Renderer) Text(v types.Value) (string, error) {
	b, _, err := r.layout(v)
	return string(b), err
}

// layout renders v plainly in the first layout that fits and returns the
// format map of that layout.
func (r *Renderer) layout(v types.Value) ([]byte, *FormatMap, error) {
	layouts := r.layouts[:]
	if 2*types.Nesting(v) > r.width {
		// Indented two columns a level, the innermost container would
		// start beyond the width: no layout fits, and the indented ones
		// grow with the square of the depth. One line it is.
		layouts = layouts[:1]
	}
	var out []byte
	for i, m := range layouts {
		var c converter
		var err error
		out, err = c.convert(out[:0], v, m, topIndentation)
		if err != nil {
			return nil, nil, err
		}
		if i == len(layouts)-1 || fits(out, r.width) {
			return out, m, nil
		}
	}
	return out, layouts[len(layouts)-1], nil
}

// fits reports whether every line of text is at most width characters.
func fits(text []byte, width int) bool {
	n := 0
	for len(text) > 0 {
		c, size := utf8.DecodeRune(text)
		text = text[size:]
		if c == '\n' {
			n = 0
			continue
		}
		if n++; n > width {
			return false
		}
	}
	return true
}

// MaxShownElements bounds the size of a value the REPL and notebook
// renderers show (see types.ElementsUpTo): a larger one would take long
// and much memory to render and could not be read anyway, and a value
// with shared parts can hold more elements than any memory could print.
const MaxShownElements = 5_000_000

// tooLargeToShow is what the renderers show instead of a value with more than
// MaxShownElements elements, or "" when v is small enough.
func tooLargeToShow(v types.Value) string {
	if types.ElementsUpTo(v, MaxShownElements) <= MaxShownElements {
		return ""
	}
	return "(a value too large to show: more than " + strconv.Itoa(MaxShownElements) +
		" elements, counting a shared part each time it occurs; show a part of it, or its length)"
}

// Show renders v for the REPL (see Renderer.Text). An invalid format map
// in o is ignored; a value the engine cannot format shows the error.
func Show(v types.Value, o Options) string {
	if msg := tooLargeToShow(v); msg != "" {
		return msg
	}
	r, _ := rendererFor(o)
	s, err := r.Text(v)
	if err != nil {
		return err.Error()
	}
	return s
}
