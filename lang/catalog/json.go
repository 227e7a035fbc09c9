package catalog

import (
	"bytes"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"sync/atomic"

	"prepl/display"
	"prepl/internal/ruby/rubyfmt"
	"prepl/types"
)

// JSON writes the catalog in Puppet's catalog format (what `puppet
// catalog` and PuppetDB read): tags, name, version, code_id,
// catalog_uuid, catalog_format, environment, resources, edges and
// classes, in that order. Attribute values are converted as Puppet's
// compiler does: references and values that JSON cannot hold become their
// string forms, Sensitive values are unwrapped and listed in
// sensitive_parameters.
func (v *View) JSON() ([]byte, error) { return v.JSONUntil(nil) }

// JSONUntil is JSON, giving up with types.ErrInterrupted soon after
// *stop is set while it writes large attribute values (a value made of
// shared parts can be 2^40 elements large).
func (v *View) JSONUntil(stop *atomic.Bool) ([]byte, error) {
	var buf bytes.Buffer
	p := types.NewPoll(stop)
	w := &jsonWriter{buf: &buf, poll: &p}
	w.open('{')
	w.key("tags")
	w.strings(v.Tags)
	w.key("name")
	w.str(v.Name)
	w.key("version")
	w.raw(strconv.FormatInt(v.Version, 10))
	w.key("code_id")
	w.raw("null")
	w.key("catalog_uuid")
	w.str(newUUID())
	w.key("catalog_format")
	w.raw("2")
	w.key("environment")
	w.str(v.Environment)
	w.key("resources")
	w.open('[')
	for _, r := range v.Resources {
		w.item()
		w.resource(r)
	}
	w.close(']')
	w.key("edges")
	w.open('[')
	for _, e := range v.Edges {
		w.item()
		w.open('{')
		w.key("source")
		w.str(e.Source)
		w.key("target")
		w.str(e.Target)
		w.close('}')
	}
	w.close(']')
	w.key("classes")
	w.strings(v.Classes)
	w.close('}')
	if err := p.Err(); err != nil {
		return nil, err
	}
	var out bytes.Buffer
	if err := json.Indent(&out, buf.Bytes(), "", "  "); err != nil {
		return nil, err
	}
	out.WriteByte('\n')
	return out.Bytes(), nil
}

// jsonWriter writes JSON with keys in a chosen order.
type jsonWriter struct {
	buf   *bytes.Buffer
	first []bool
	// poll stops the writing of large values (the text is then cut
	// short).
	poll *types.Poll
}

func (w *jsonWriter) open(b byte) {
	w.buf.WriteByte(b)
	w.first = append(w.first, true)
}

func (w *jsonWriter) close(b byte) {
	w.buf.WriteByte(b)
	w.first = w.first[:len(w.first)-1]
}

// item separates the elements of the innermost array or object.
func (w *jsonWriter) item() {
	n := len(w.first) - 1
	if !w.first[n] {
		w.buf.WriteByte(',')
	}
	w.first[n] = false
}

func (w *jsonWriter) key(k string) {
	w.item()
	w.str(k)
	w.buf.WriteByte(':')
}

func (w *jsonWriter) raw(s string) { w.buf.WriteString(s) }

// str writes a JSON string; like Ruby's generator it escapes only what
// JSON requires (quotes, backslashes, control characters).
func (w *jsonWriter) str(s string) {
	const hex = "0123456789abcdef"
	s = strings.ToValidUTF8(s, "\uFFFD")
	b := w.buf
	b.WriteByte('"')
	start := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' {
			continue
		}
		b.WriteString(s[start:i])
		switch c {
		case '"', '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		default:
			b.WriteString(`\u00`)
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&0xf])
		}
		start = i + 1
	}
	b.WriteString(s[start:])
	b.WriteByte('"')
}

func (w *jsonWriter) strings(ss []string) {
	w.open('[')
	for _, s := range ss {
		w.item()
		w.str(s)
	}
	w.close(']')
}

// resource writes one resource of the catalog.
func (w *jsonWriter) resource(r *Resource) {
	w.open('{')
	w.key("type")
	w.str(r.Type)
	w.key("title")
	w.str(r.Title)
	w.key("tags")
	w.strings(r.Tags)
	if r.Line > 0 {
		w.key("file")
		w.str(r.File)
		w.key("line")
		w.raw(strconv.Itoa(r.Line))
	}
	w.key("exported")
	w.raw(strconv.FormatBool(r.Exported))
	w.key("kind")
	w.str(r.Kind)
	var sensitive []string
	if len(r.Parameters) > 0 {
		w.key("parameters")
		w.open('{')
		for _, a := range r.Parameters {
			v := a.Value
			if s, ok := v.(*types.Sensitive); ok {
				sensitive = append(sensitive, a.Name)
				v = s.Unwrap()
			}
			w.key(a.Name)
			w.value(v)
		}
		w.close('}')
	}
	if len(sensitive) > 0 {
		w.key("sensitive_parameters")
		w.strings(sensitive)
	}
	w.close('}')
}

// value writes an attribute value as Puppet's compiler serializes it.
func (w *jsonWriter) value(v types.Value) {
	switch x := v.(type) {
	case nil, types.UndefValue:
		w.raw("null")
	case types.String:
		w.str(string(x))
	case types.Int:
		w.raw(strconv.FormatInt(int64(x), 10))
	case types.Float:
		w.raw(string(rubyfmt.AppendFloatToS(nil, float64(x))))
	case types.Bool:
		w.raw(strconv.FormatBool(bool(x)))
	case *types.Array:
		w.open('[')
		for _, e := range x.Elements() {
			if w.poll.Stop() {
				break
			}
			w.item()
			w.value(e)
		}
		w.close(']')
	case *types.Hash:
		w.open('{')
		for _, en := range x.Entries() {
			if w.poll.Stop() {
				break
			}
			w.key(jsonKey(en.Key))
			w.value(en.Value)
		}
		w.close('}')
	case *types.Sensitive:
		// Inside another value (a parameter's own Sensitive is unwrapped
		// and listed as sensitive), Puppet writes Pcore's rich data form.
		w.open('{')
		w.key("__ptype")
		w.str("Sensitive")
		w.key("__pvalue")
		w.value(x.Unwrap())
		w.close('}')
	default:
		if s, ok := refString(v); ok {
			w.str(s)
			return
		}
		w.str(display.ToString(v))
	}
}

// jsonKey converts a hash key to a JSON object key as Ruby's JSON
// generator does, by the key's to_s: an array or hash key is written as
// Ruby inspects it (["a", 1], {"k"=>1}).
func jsonKey(k types.Value) string {
	switch x := k.(type) {
	case types.String:
		return string(x)
	case *types.Array, *types.Hash:
		if s, err := display.RubyInspect(x); err == nil {
			return s
		}
	}
	if s, ok := refString(k); ok {
		return s
	}
	return display.ToString(k)
}

// newUUID returns a random (version 4) UUID, as Puppet gives each catalog.
func newUUID() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "00000000-0000-4000-8000-000000000000"
	}
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}
