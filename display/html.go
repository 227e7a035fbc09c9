package display

import (
	"html"
	"strconv"
	"strings"

	"prepl/types"
)

// roleStyles are the inline styles of the HTML renderer, per role
// (inline, as notebook front ends keep style attributes of outputs).
var roleStyles = [roleCount]string{
	RoleString:      "color:#067d17",
	RoleNumber:      "color:#1750eb",
	RoleConstant:    "color:#871094;font-weight:bold",
	RoleType:        "color:#795e26",
	RoleRegexp:      "color:#c41a16",
	RoleKey:         "color:#0033b3;font-weight:bold",
	RolePunctuation: "color:#808080",
	RoleOther:       "color:#6c6c6c;font-style:italic",
}

var roleClasses = [roleCount]string{
	RoleString:      "pp-string",
	RoleNumber:      "pp-number",
	RoleConstant:    "pp-constant",
	RoleType:        "pp-type",
	RoleRegexp:      "pp-regexp",
	RoleKey:         "pp-key",
	RolePunctuation: "pp-punct",
	RoleOther:       "pp-other",
}

const (
	tableStyle = "border-collapse:collapse;margin:0"
	cellStyle  = "border:1px solid #d0d0d0;padding:2px 6px;text-align:left;vertical-align:top;font-family:monospace"
	headStyle  = cellStyle + ";background:#f3f3f3"
	indexStyle = cellStyle + ";color:#808080"
)

// HTML renders v for a notebook (text/html): arrays and hashes as tables
// (an array of hashes that all have the same keys as one table with a
// header row, nested containers as nested tables), other values as
// styled inline text formatted by the engine under the session's format
// map, everything escaped.
func (r *Renderer) HTML(v types.Value) (string, error) {
	h := htmlWriter{top: r.layouts[0]}
	h.b.WriteString(`<div class="prepl-value">`)
	if err := h.value(v, r.layouts[0], false); err != nil {
		return "", err
	}
	h.b.WriteString("</div>")
	return h.b.String(), nil
}

// ShowHTML renders v as HTML (see Renderer.HTML); a value the engine
// cannot format shows the error, escaped.
func ShowHTML(v types.Value, o Options) string {
	if msg := tooLargeToShow(v); msg != "" {
		return `<pre class="prepl-error">` + html.EscapeString(msg) + "</pre>"
	}
	r, _ := rendererFor(o)
	s, err := r.HTML(v)
	if err != nil {
		return `<pre class="prepl-error">` + html.EscapeString(err.Error()) + "</pre>"
	}
	return s
}

// htmlWriter renders one value. Values are nested at most
// types.MaxNesting levels deep (the evaluator makes no deeper one), which
// bounds its recursion.
type htmlWriter struct {
	b   strings.Builder
	top *FormatMap
}

// value writes v; scalars are formatted with the map m (the top-level
// map, or the string formats of the enclosing container).
func (h *htmlWriter) value(v types.Value, m *FormatMap, key bool) error {
	switch x := v.(type) {
	case *types.Array:
		return h.array(x)
	case *types.Hash:
		return h.hash(x)
	case *types.Iterator:
		a, err := x.ToArray()
		if err != nil {
			return err
		}
		return h.value(a, m, key)
	}
	text, err := appendScalar(nil, v, m.find(v))
	if err != nil {
		return err
	}
	r := roleOf(v)
	if key {
		r = RoleKey
	}
	h.span(r, string(text))
	return nil
}

func (h *htmlWriter) span(r Role, text string) {
	h.b.WriteString(`<span class="`)
	h.b.WriteString(roleClasses[r])
	h.b.WriteString(`" style="`)
	h.b.WriteString(roleStyles[r])
	h.b.WriteString(`">`)
	h.b.WriteString(html.EscapeString(text))
	h.b.WriteString("</span>")
}

// elementFormats returns the map that formats the scalars inside a
// container, as the engine chooses it.
func (h *htmlWriter) elementFormats(container types.Value) *FormatMap {
	if sf := h.top.find(container).stringFormats; sf != nil {
		return sf
	}
	return defaultContainerFormats
}

func (h *htmlWriter) cell(style string, content func() error) error {
	h.b.WriteString(`<td style="`)
	h.b.WriteString(style)
	h.b.WriteString(`">`)
	if err := content(); err != nil {
		return err
	}
	h.b.WriteString("</td>")
	return nil
}

func (h *htmlWriter) array(a *types.Array) error {
	if a.Len() == 0 {
		h.span(RolePunctuation, "[]")
		return nil
	}
	if keys := commonKeys(a); keys != nil {
		return h.records(a, keys)
	}
	sf := h.elementFormats(a)
	h.b.WriteString(`<table class="pp-array" style="` + tableStyle + `">`)
	for i, e := range a.Elements() {
		h.b.WriteString("<tr>")
		h.b.WriteString(`<td style="` + indexStyle + `">` + strconv.Itoa(i) + "</td>")
		if err := h.cell(cellStyle, func() error { return h.value(e, sf, false) }); err != nil {
			return err
		}
		h.b.WriteString("</tr>")
	}
	h.b.WriteString("</table>")
	return nil
}

func (h *htmlWriter) hash(x *types.Hash) error {
	if x.Len() == 0 {
		h.span(RolePunctuation, "{}")
		return nil
	}
	sf := h.elementFormats(x)
	h.b.WriteString(`<table class="pp-hash" style="` + tableStyle + `">`)
	for _, e := range x.Entries() {
		h.b.WriteString("<tr>")
		if err := h.cell(cellStyle, func() error { return h.value(e.Key, sf, true) }); err != nil {
			return err
		}
		if err := h.cell(cellStyle, func() error { return h.value(e.Value, sf, false) }); err != nil {
			return err
		}
		h.b.WriteString("</tr>")
	}
	h.b.WriteString("</table>")
	return nil
}

// records writes an array of hashes with the same keys as one table: a
// header row of keys, then one row per hash.
func (h *htmlWriter) records(a *types.Array, keys []types.Value) error {
	first := a.At(0).(*types.Hash)
	keyFormats := h.elementFormats(first)
	h.b.WriteString(`<table class="pp-records" style="` + tableStyle + `"><tr>`)
	h.b.WriteString(`<th style="` + headStyle + `"></th>`)
	for _, k := range keys {
		h.b.WriteString(`<th style="` + headStyle + `">`)
		if err := h.value(k, keyFormats, true); err != nil {
			return err
		}
		h.b.WriteString("</th>")
	}
	h.b.WriteString("</tr>")
	for i, row := range a.Elements() {
		hash := row.(*types.Hash)
		sf := h.elementFormats(hash)
		h.b.WriteString("<tr>")
		h.b.WriteString(`<td style="` + indexStyle + `">` + strconv.Itoa(i) + "</td>")
		for _, e := range hash.Entries() {
			if err := h.cell(cellStyle, func() error { return h.value(e.Value, sf, false) }); err != nil {
				return err
			}
		}
		h.b.WriteString("</tr>")
	}
	h.b.WriteString("</table>")
	return nil
}

// commonKeys returns the keys of the hashes of a when every element is a
// non-empty hash with the same keys in the same order, else nil.
func commonKeys(a *types.Array) []types.Value {
	first, ok := a.At(0).(*types.Hash)
	if !ok || first.Len() == 0 {
		return nil
	}
	keys := first.Keys()
	for _, e := range a.Elements()[1:] {
		h, ok := e.(*types.Hash)
		if !ok || h.Len() != len(keys) {
			return nil
		}
		for i, en := range h.Entries() {
			if !types.KeyEqual(en.Key, keys[i]) {
				return nil
			}
		}
	}
	return keys
}
