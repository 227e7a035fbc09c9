package stdlib

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"prepl/internal/ruby/rubyfmt"
	"prepl/lang/eval/builtins"
	"prepl/types"
)

// A YAML writer that lays values out as Ruby's to_yaml does (Psych's
// choice of scalar styles on libyaml's block emitter): mappings indented,
// sequences in mappings not, strings plain where Psych would read them
// back as the same string and quoted or in literal blocks otherwise, long
// plain and single-quoted lines folded at the line width.

type yamlWriter struct {
	b      strings.Builder
	col    int
	indent int // the indentation step (2)
	width  int // the line width beyond which lines fold (-1: never)
	// foldLong is set when the line width was given: Psych then writes
	// one-line strings longer than it as folded blocks.
	foldLong bool
	// openEnded is set after a literal block that keeps its trailing
	// newlines: the document then needs an explicit end.
	openEnded bool
	// poll can stop the walk (the text is then cut short).
	poll *types.Poll
}

// toYAML writes a document as Ruby's to_yaml does, in a walk p can stop
// (the text is then cut short and p.Err says so).
func toYAML(v types.Value, indent, width int, foldLong bool, p *types.Poll) string {
	w := &yamlWriter{indent: indent, width: width, foldLong: foldLong, poll: p}
	w.write("---")
	switch x := v.(type) {
	case *types.Hash:
		if x.Len() == 0 {
			w.write(" {}")
		} else {
			w.mapping(x, 0, false)
		}
	case *types.Array:
		if x.Len() == 0 {
			w.write(" []")
		} else {
			w.sequence(x, 0, false)
		}
	case nil, types.UndefValue:
	default:
		w.write(" ")
		w.scalar(v, w.indent, false)
	}
	openEnded := w.openEnded
	w.write("\n")
	if openEnded {
		w.write("...\n")
	}
	return w.b.String()
}

func (w *yamlWriter) write(s string) {
	w.b.WriteString(s)
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		w.col = utf8.RuneCountInString(s[i+1:])
	} else {
		w.col += utf8.RuneCountInString(s)
	}
	w.openEnded = false
}

func (w *yamlWriter) newline(indent int) { w.write("\n" + strings.Repeat(" ", indent)) }

func (w *yamlWriter) mapping(h *types.Hash, indent int, inline bool) {
	for i, en := range h.Entries() {
		if w.poll.Stop() {
			return
		}
		if i > 0 || !inline {
			w.newline(indent)
		}
		w.scalar(en.Key, indent+w.indent, true)
		w.write(":")
		w.value(en.Value, indent, false)
	}
}

func (w *yamlWriter) sequence(a *types.Array, indent int, inline bool) {
	for i, e := range a.Elements() {
		if w.poll.Stop() {
			return
		}
		if i > 0 || !inline {
			w.newline(indent)
		}
		w.write("-")
		w.value(e, indent, true)
	}
}

// value writes what follows a key's colon or a sequence's dash at indent.
func (w *yamlWriter) value(v types.Value, indent int, item bool) {
	switch x := v.(type) {
	case nil, types.UndefValue:
	case *types.Hash:
		switch {
		case x.Len() == 0:
			w.write(" {}")
		case item:
			w.write(strings.Repeat(" ", w.indent-1))
			w.mapping(x, indent+w.indent, true)
		default:
			w.mapping(x, indent+w.indent, false)
		}
	case *types.Array:
		switch {
		case x.Len() == 0:
			w.write(" []")
		case item:
			w.write(strings.Repeat(" ", w.indent-1))
			w.sequence(x, indent+w.indent, true)
		default:
			w.sequence(x, indent, false)
		}
	default:
		w.write(" ")
		w.scalar(v, indent+w.indent, false)
	}
}

// scalar writes a scalar; indent is where continuation lines start; a
// key is written on one line.
func (w *yamlWriter) scalar(v types.Value, indent int, key bool) {
	switch x := v.(type) {
	case nil, types.UndefValue:
		// Psych writes a nil key as an explicitly tagged empty string.
		w.write("! ''")
	case types.Bool:
		w.write(strconv.FormatBool(bool(x)))
	case types.Int:
		w.write(strconv.FormatInt(int64(x), 10))
	case types.Float:
		f := float64(x)
		switch {
		case math.IsNaN(f):
			w.write(".nan")
		case math.IsInf(f, 1):
			w.write(".inf")
		case math.IsInf(f, -1):
			w.write("-.inf")
		default:
			w.write(rubyfmt.FloatToS(f))
		}
	case types.String:
		w.str(string(x), indent, key)
	default:
		w.str(builtins.RubyToS(v), indent, key)
	}
}

type yamlStyle int

const (
	stylePlain yamlStyle = iota
	styleSingle
	styleDouble
	styleLiteral
	styleFolded
)

// str writes a string in the style Psych asks for, or the next one
// libyaml allows for its characters.
func (w *yamlWriter) str(s string, indent int, key bool) {
	style := stylePlain
	multiline := strings.Contains(strings.TrimSuffix(s, "\n"), "\n")
	switch {
	case multiline:
		style = styleLiteral
	case s == "y" || s == "n":
		style = styleDouble
	case w.foldLong && w.width >= 0 && utf8.RuneCountInString(s) > w.width:
		style = styleFolded
	case startsNonWord(s) && !strings.Contains(s, `"`):
		style = styleDouble
	default:
		if k, _ := psychResolve(s); k != psychString || leadingZeroDecimal(s) {
			style = styleSingle
		}
	}
	a := analyzeScalar(s)
	if style == stylePlain && (!a.plain || (key && a.lineBreaks)) {
		style = styleSingle
	}
	if style == styleSingle && (!a.single || (key && a.lineBreaks)) {
		style = styleDouble
	}
	if (style == styleLiteral || style == styleFolded) && (!a.block || key) {
		style = styleDouble
	}
	switch style {
	case stylePlain:
		w.folded(s, indent, !key, "", "")
	case styleSingle:
		w.folded(s, indent, !key, "'", "'")
	case styleDouble:
		w.double(s, indent, !key)
	case styleLiteral:
		w.literal(s, indent)
	case styleFolded:
		w.write(">")
		if !strings.HasSuffix(s, "\n") {
			w.write("-")
		}
		w.newline(indent)
		w.folded(strings.TrimSuffix(s, "\n"), indent, true, "", "")
	}
}

// startsNonWord is Psych's /^[^[:word:]][^"]*$/ test on a one-line
// string's first character.
func startsNonWord(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	if s == "" {
		return false
	}
	return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || unicode.Is(unicode.Mn, r))
}

// leadingZeroDecimal is Psych's /\A0[0-7]*[89]/: text Ruby 1.8 would read
// as a bad octal number, quoted to be safe.
func leadingZeroDecimal(s string) bool {
	if !strings.HasPrefix(s, "0") {
		return false
	}
	t := strings.TrimLeft(s[1:], "01234567")
	return t != "" && (t[0] == '8' || t[0] == '9')
}

// scalarAnalysis is which styles libyaml allows for a string.
type scalarAnalysis struct {
	plain, single, block, lineBreaks bool
}

func yamlPrintable(r rune) bool {
	switch {
	case r == '\n', r >= 0x20 && r <= 0x7e:
		return true
	case r < 0xa0:
		return false
	case r == 0xfeff, r == 0xfffe, r == 0xffff:
		return false
	case r >= 0xd800 && r <= 0xdfff:
		return false
	}
	return r != utf8.RuneError
}

func analyzeScalar(s string) scalarAnalysis {
	a := scalarAnalysis{plain: true, single: true, block: true}
	if s == "" {
		a.plain, a.block = false, false
		return a
	}
	if strings.HasPrefix(s, "---") || strings.HasPrefix(s, "...") {
		a.plain = false
	}
	rs := []rune(s)
	var leadingSpace, leadingBreak, trailingSpace, trailingBreak, breakSpace, spaceBreak, special bool
	prevSpace, prevBreak := false, false
	for i, r := range rs {
		next := rune(0)
		if i+1 < len(rs) {
			next = rs[i+1]
		}
		followedByBlank := next == 0 || next == ' ' || next == '\t' || next == '\n'
		if i == 0 {
			switch r {
			case '#', ',', '[', ']', '{', '}', '&', '*', '!', '|', '>', '\'', '"', '%', '@', '`':
				a.plain = false
			case '?', ':':
				if followedByBlank {
					a.plain = false
				}
			case '-':
				if followedByBlank {
					a.plain = false
				}
			}
		} else {
			switch r {
			case ':':
				if followedByBlank {
					a.plain = false
				}
			case '#':
				if rs[i-1] == ' ' || rs[i-1] == '\t' || rs[i-1] == '\n' {
					a.plain = false
				}
			}
		}
		if !yamlPrintable(r) {
			special = true
		}
		if r == '\n' {
			a.lineBreaks = true
		}
		switch {
		case r == ' ':
			if i == 0 {
				leadingSpace = true
			}
			if i == len(rs)-1 {
				trailingSpace = true
			}
			if prevBreak {
				breakSpace = true
			}
			prevSpace, prevBreak = true, false
		case r == '\n':
			if i == 0 {
				leadingBreak = true
			}
			if i == len(rs)-1 {
				trailingBreak = true
			}
			if prevSpace {
				spaceBreak = true
			}
			prevSpace, prevBreak = false, true
		default:
			prevSpace, prevBreak = false, false
		}
	}
	if leadingSpace || leadingBreak || trailingSpace || trailingBreak {
		a.plain = false
	}
	if trailingSpace {
		a.block = false
	}
	if breakSpace {
		a.plain, a.single = false, false
	}
	if spaceBreak || special {
		a.plain, a.single, a.block = false, false, false
	}
	if a.lineBreaks {
		a.plain = false
	}
	return a
}

// folded writes a plain or single-quoted scalar, breaking a line at a
// space once it is past the line width.
func (w *yamlWriter) folded(s string, indent int, breaks bool, open, close string) {
	w.write(open)
	rs := []rune(s)
	spaces := false
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch {
		case r == ' ':
			if breaks && !spaces && w.width >= 0 && w.col > w.width && i != 0 && i != len(rs)-1 && (i+1 >= len(rs) || rs[i+1] != ' ') {
				w.newline(indent)
			} else {
				w.write(" ")
			}
			spaces = true
		case r == '\n':
			// A run of line breaks in a single-quoted scalar is written
			// with one more, the content resuming at the indentation.
			j := i
			for j < len(rs) && rs[j] == '\n' {
				j++
			}
			w.write(strings.Repeat("\n", j-i+1))
			w.write(strings.Repeat(" ", indent))
			i = j - 1
			spaces = false
		case r == '\'' && open == "'":
			w.write("''")
			spaces = false
		default:
			w.write(string(r))
			spaces = false
		}
	}
	w.write(close)
}

// double writes a double-quoted scalar with libyaml's escapes.
func (w *yamlWriter) double(s string, indent int, breaks bool) {
	w.write(`"`)
	rs := []rune(s)
	spaces := false
	for i, r := range rs {
		if r == ' ' {
			if breaks && !spaces && w.width >= 0 && w.col > w.width && i != 0 && i != len(rs)-1 {
				w.newline(indent)
				if i+1 < len(rs) && rs[i+1] == ' ' {
					w.write(`\`)
				}
			} else {
				w.write(" ")
			}
			spaces = true
			continue
		}
		spaces = false
		if yamlPrintable(r) && r != '\n' && r != '"' && r != '\\' {
			w.write(string(r))
			continue
		}
		switch r {
		case 0:
			w.write(`\0`)
		case '\a':
			w.write(`\a`)
		case '\b':
			w.write(`\b`)
		case '\t':
			w.write(`\t`)
		case '\n':
			w.write(`\n`)
		case '\v':
			w.write(`\v`)
		case '\f':
			w.write(`\f`)
		case '\r':
			w.write(`\r`)
		case 0x1b:
			w.write(`\e`)
		case '"':
			w.write(`\"`)
		case '\\':
			w.write(`\\`)
		case 0x85:
			w.write(`\N`)
		case 0xa0:
			w.write(`\_`)
		case 0x2028:
			w.write(`\L`)
		case 0x2029:
			w.write(`\P`)
		default:
			switch {
			case r <= 0xff:
				w.write(fmt.Sprintf(`\x%02X`, r))
			case r <= 0xffff:
				w.write(fmt.Sprintf(`\u%04X`, r))
			default:
				w.write(fmt.Sprintf(`\U%08X`, r))
			}
		}
	}
	w.write(`"`)
}

// literal writes a literal block scalar ("|"), its lines at indent, with
// the chomping indicator its trailing newlines need.
func (w *yamlWriter) literal(s string, indent int) {
	head := "|"
	if strings.HasPrefix(s, " ") || strings.HasPrefix(s, "\n") {
		head += strconv.Itoa(w.indent)
	}
	keep := false
	switch {
	case !strings.HasSuffix(s, "\n"):
		head += "-"
	case strings.HasSuffix(s, "\n\n"):
		head += "+"
		keep = true
	}
	w.write(head)
	body := strings.TrimSuffix(s, "\n")
	for _, line := range strings.Split(body, "\n") {
		if line == "" {
			w.write("\n")
		} else {
			w.newline(indent)
			w.write(line)
		}
	}
	w.openEnded = keep
}
