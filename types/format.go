package types

import (
	"fmt"
	"prepl/types/quote"
	"prepl/types/regexptext"
	"strconv"
	"sync"

	"prepl/internal/ruby/rubyfmt"
)

// formatter builds the string form of a type the way Puppet's
// TypeFormatter does.
type formatter struct {
	// b is the text written so far.
	b []byte
	// expanded makes type aliases print as "Name = Definition".
	expanded bool
	// key makes the text a hash-key identity: types that are structurally
	// equal (eql) print the same, others differently.
	key bool
	g   *guard
	// indenting makes hashes, long arrays and objects break over lines
	// indented by two spaces per level (TypeFormatter#indented); indent
	// is the current level.
	indenting bool
	indent    int
	// typeSet is the type set whose members are being written: its
	// members are referred to by their names in the set.
	typeSet *TypeSetType
}

// typeString returns t's string form with aliases shown by name.
func typeString(t Type) string { return pooledText(t, formatter{}) }

// expandedString returns t's string form with aliases expanded to
// "Name = Definition" (as error messages and an alias's own string form
// show them).
func expandedString(t Type) string { return pooledText(t, formatter{expanded: true}) }

// formatters holds formatters, each with the buffer it wrote into, so
// the text of a type is not grown from nothing each time (inference
// prints thousands of types).
var formatters = sync.Pool{New: func() any { return new(formatter) }}

// pooledText returns t's text as a formatter of formatters with the
// settings given writes it.
func pooledText(t Type, settings formatter) string {
	f := formatters.Get().(*formatter)
	settings.b = f.b[:0]
	*f = settings
	t.format(f)
	s := string(f.b)
	if cap(f.b) <= 1<<16 {
		*f = formatter{b: f.b[:0]}
		formatters.Put(f)
	}
	return s
}

func (f *formatter) str(s string) { f.b = append(f.b, s...) }

func (f *formatter) typ(t Type) { t.format(f) }

func (f *formatter) quote(s string) {
	if quote.Plain(s) {
		f.b = append(append(append(f.b, '\''), s...), '\'')
		return
	}
	f.b = quote.AppendSingle(f.b, s)
}

// int writes n in decimal.
func (f *formatter) int(n int64) {
	f.b = strconv.AppendInt(f.b, n, 10)
}

// params writes name, then the parameters written by body in brackets.
func (f *formatter) params(name string, body func()) {
	f.b = append(append(f.b, name...), '[')
	body()
	f.b = append(f.b, ']')
}

// sep writes the parameter separator.
func (f *formatter) sep() { f.str(", ") }

// entryKey writes `key => ` for an entry of a hash being written, after a
// separator unless it is the first (first tracks that across calls).
func (f *formatter) entryKey(first *bool, key string) {
	if !*first {
		f.sep()
	}
	*first = false
	f.str(key)
	f.str(" => ")
}

// types writes a comma separated list of types.
func (f *formatter) types(ts []Type) {
	for i, t := range ts {
		if i > 0 {
			f.sep()
		}
		t.format(f)
	}
}

// rangeParts returns the printed range parameters of an integer range:
// none when unbounded, "default" for an open lower end, the upper end
// only when bounded.
func rangeParts(t *IntegerType) []string {
	if t == nil || t.unbounded() {
		return nil
	}
	from := "default"
	if !t.openFrom {
		from = strconv.FormatInt(t.from, 10)
	}
	if t.openTo {
		return []string{from}
	}
	return []string{from, strconv.FormatInt(t.to, 10)}
}

// value writes a value inside a type's parameters the way Puppet's
// TypeFormatter does: strings quoted, undef as undef, arrays and hashes
// in brackets, types in their string form.
func (f *formatter) value(v Value) {
	switch x := v.(type) {
	case nil, UndefValue:
		f.str("undef")
	case DefaultValue:
		f.str("default")
	case String:
		f.quote(string(x))
	case Int:
		f.int(int64(x))
	case Float:
		f.b = rubyfmt.AppendFloatToS(f.b, float64(x))
	case Bool:
		f.str(strconv.FormatBool(bool(x)))
	case *Regexp:
		f.str(regexptext.String(x.Source()))
	case Type:
		f.typ(x)
	case *Array:
		f.array(x.Elements())
	case *Hash:
		entries := x.Entries()
		f.hash(len(entries), func(i int) {
			f.value(entries[i].Key)
			f.str(" => ")
			f.value(entries[i].Value)
		})
	case *Object:
		f.object(x)
	case Timespan, Timestamp, *SemVer, *SemVerRange:
		f.quote(fmt.Sprint(v))
	default:
		if f.key {
			f.quote(fmt.Sprint(v))
			return
		}
		f.str("Instance of ")
		f.typ(Infer(v))
	}
}
