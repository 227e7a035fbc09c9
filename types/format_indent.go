package types

import (
	"bytes"
	"strconv"

	"prepl/internal/ruby/rubyfmt"
)

// array writes a literal array. Indented, an array that does not fit
// Puppet's idea of short puts each element on its own line.
func (f *formatter) array(elems []Value) {
	f.str("[")
	if f.indenting && !f.isShortArray(elems) {
		f.indent++
		for i, e := range elems {
			if i > 0 {
				f.sep()
			}
			f.newline()
			f.value(e)
		}
		f.indent--
		f.newline()
	} else {
		for i, e := range elems {
			if i > 0 {
				f.sep()
			}
			f.value(e)
		}
	}
	f.str("]")
}

// hash writes n entries in braces; entry writes the i-th "key => value".
// Indented, every entry goes on its own line and the closing brace on a
// line of its own, even when there are no entries.
func (f *formatter) hash(n int, entry func(i int)) {
	f.str("{")
	if f.indenting {
		f.indent++
	}
	for i := 0; i < n; i++ {
		if i > 0 {
			f.sep()
		}
		if f.indenting {
			f.newline()
		}
		entry(i)
	}
	if f.indenting {
		f.indent--
		f.newline()
	}
	f.str("}")
}

// object writes an Object value as its type's name and init hash:
// Point({'x' => 1}).
func (f *formatter) object(o *Object) {
	f.str(o.typ.label() + "(")
	f.value(o.InitHash())
	f.str(")")
}

// newline ends the line (dropping trailing blanks, as Ruby's rstrip
// does) and indents the next one.
func (f *formatter) newline() {
	f.b = append(bytes.TrimRight(f.b, " \t\n\v\f\r\x00"), '\n')
	for i := 0; i < f.indent; i++ {
		f.str("  ")
	}
}

// isShortArray is TypeFormatter#is_short_array?: an array stays on one
// line when the estimated width of its elements fits in 100 columns
// less the indentation; a non-empty nested container or any other value
// counts as too wide.
func (f *formatter) isShortArray(elems []Value) bool {
	if len(elems) == 0 {
		return true
	}
	width := 0
	for _, e := range elems {
		switch x := e.(type) {
		case nil, UndefValue:
			width += len("nil")
		case DefaultValue:
			width += len(":default")
		case Bool:
			width += len(strconv.FormatBool(bool(x)))
		case Int:
			width += len(strconv.FormatInt(int64(x), 10))
		case Float:
			width += len(rubyfmt.FloatToS(float64(x)))
		case String:
			width += 2 + len([]rune(string(x)))
		case *Array:
			width += containerWidth(x.Len())
		case *Hash:
			width += containerWidth(x.Len())
		default:
			width += 1000
		}
	}
	return 100-2*f.indent > width
}

// containerWidth is what a nested container counts for in isShortArray.
func containerWidth(n int) int {
	if n == 0 {
		return 2
	}
	return 1000
}

// IndentedString returns the object as Puppet's %#p shows it at the
// given indentation level: its init hash with one entry per line.
func (o *Object) IndentedString(level int) string {
	f := formatter{indenting: true, indent: level}
	f.object(o)
	return string(f.b)
}
