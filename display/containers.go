package display

import (
	"slices"
	"unicode/utf8"

	"prepl/types"
)

var (
	arrayDelimiters = [2]string{"[", "]"}
	hashDelimiters  = [2]string{"{", "}"}
)

// enter descends one container level. Values are nested at most
// types.MaxNesting levels deep (the evaluator makes no deeper one), which
// bounds the recursion.
func (c *converter) enter() { c.depth++ }

func (c *converter) leave() { c.depth-- }

// array formats an array as Puppet's string_PArrayType does, including
// its rules for the alternate form (nested containers on indented lines)
// and for a width with '#' (break before each element when a run of
// scalars is longer than the width).
func (c *converter) array(out []byte, a *types.Array, fm *FormatMap, in indentation) ([]byte, error) {
	c.key = false // elements of an array used as a key are not keys
	f := fm.find(a)
	switch f.verb {
	case 'a', 's', 'p':
	default:
		return nil, illegalFormat("Array", f.verb, "asp")
	}
	sep := ", "
	if f.separator != nil {
		sep = *f.separator
	}
	stringFormats := f.stringFormats
	if stringFormats == nil {
		stringFormats = defaultContainerFormats
	}
	delims := f.delimiters(arrayDelimiters)
	in = in.withIndenting(f.alt || in.indenting)

	start := len(out)
	if in.breaks() {
		out = append(out, '\n')
		out = in.appendPadding(out)
	}
	out = c.punct(out, delims[0])

	elems := a.Elements()
	c.enter()
	// Elements are rendered first (into the scratch buffer of this depth)
	// because the layout depends on their widths.
	scratch, bounds := c.scratchAt()
	bounds = append(bounds, 0)
	var hidden []int // markup runes per element, when marking up
	child := in.increase(f.alt).subsequent()
	var err error
	for _, v := range elems {
		if c.poll.Stop() {
			c.leave()
			return nil, types.ErrInterrupted
		}
		m := stringFormats
		if usesTopMap(v) {
			m = fm
		}
		h := c.hidden
		if scratch, err = c.convert(scratch, v, m, child); err != nil {
			c.leave()
			return nil, err
		}
		bounds = append(bounds, len(scratch))
		if c.marks != nil {
			hidden = append(hidden, c.hidden-h)
		}
	}
	c.keep(scratch, bounds)
	c.leave()
	mapped := func(i int) []byte { return scratch[bounds[i]:bounds[i+1]] }

	sizeBreak := false
	if f.alt && f.width >= 0 {
		widest, run := 0, 0
		for i, v := range elems {
			if isContainer(v) {
				run = 0
				continue
			}
			run += utf8.RuneCount(mapped(i))
			if hidden != nil {
				run -= hidden[i]
			}
			widest = max(widest, run)
		}
		sizeBreak = widest > f.width
	}

	fill := sizeBreak && f.fill
	line := 0 // the columns on the current line, when filling
	child = in.increase(f.alt)
	// Room for the elements and separators at once, instead of growing
	// as they come.
	out = slices.Grow(out, len(scratch)+len(elems)*len(sep)+len(delims[1])+1)
	for i, v := range elems {
		s := mapped(i)
		if i == 0 {
			if sizeBreak && !isContainer(v) && !fill {
				out = append(out, ' ')
			}
			if fill {
				line = visibleWidth(out[lineStart(out, start):])
			}
		} else {
			out = c.punct(out, sep)
			brk := (sizeBreak && !isContainer(v)) || (f.alt && isContainer(elems[i-1]) && !isContainer(v))
			if fill && !isContainer(v) && !isContainer(elems[i-1]) {
				// The element must fit with the ',' or ']' that follows it.
				brk = line+utf8.RuneCountInString(sep)+visibleWidth(s)+1 > f.width
			}
			if brk {
				if len(out) == start || out[len(out)-1] != '\n' {
					out = rstrip(out, start)
				}
				out = append(out, '\n')
				out = child.subsequent().appendPadding(out)
				if fill {
					line = visibleWidth(out[lineStart(out, start):])
				}
			} else if fill {
				line += utf8.RuneCountInString(sep)
			}
		}
		if fill {
			line += visibleWidth(s)
		}
		if len(out) > start && out[len(out)-1] == ' ' && len(s) > 0 && s[0] == '\n' {
			out = rstrip(out, start)
		}
		out = append(out, s...)
	}
	return c.punct(out, delims[1]), nil
}

// hash formats a hash as Puppet's string_PHashType does: '#' puts each
// entry on its own indented line; %a formats it as an array of pairs.
func (c *converter) hash(out []byte, h *types.Hash, fm *FormatMap, in indentation) ([]byte, error) {
	c.key = false
	f := fm.find(h)
	switch f.verb {
	case 'a':
		pairs := make([]types.Value, 0, h.Len())
		for _, e := range h.Entries() {
			pairs = append(pairs, types.ArrayOf(e.Key, e.Value))
		}
		return c.convert(out, types.NewArray(pairs), fm, in)
	case 'h', 's', 'p':
	default:
		return nil, illegalFormat("Hash", f.verb, "hasp")
	}
	sep := ", "
	if f.separator != nil {
		sep = *f.separator
	}
	assoc := " => "
	if f.separator2 != nil {
		assoc = *f.separator2
	}
	stringFormats := f.stringFormats
	if stringFormats == nil {
		stringFormats = defaultContainerFormats
	}
	delims := f.delimiters(hashDelimiters)
	if f.alt {
		if sep == "" || sep[len(sep)-1] != '\n' {
			sep = string(rstrip([]byte(sep), 0))
		}
		sep += "\n"
	}

	in = in.withIndenting(f.alt || in.indenting)
	if in.breaks() {
		out = append(out, '\n')
		out = in.appendPadding(out)
	}
	child := in.increase(false)
	out = c.punct(out, delims[0])
	if f.alt {
		out = append(out, '\n')
	}
	c.enter()
	var err error
	for i, e := range h.Entries() {
		if c.poll.Stop() {
			c.leave()
			return nil, types.ErrInterrupted
		}
		if i > 0 {
			out = c.punct(out, sep)
		}
		if f.alt {
			out = child.appendPadding(out)
		}
		for j, v := range [2]types.Value{e.Key, e.Value} {
			if j == 1 {
				out = c.punct(out, assoc)
			}
			m := stringFormats
			if usesTopMap(v) {
				m = fm
			}
			c.key = j == 0
			out, err = c.convert(out, v, m, child)
			c.key = false
			if err != nil {
				c.leave()
				return nil, err
			}
		}
	}
	c.leave()
	if f.alt {
		out = append(out, '\n')
		out = in.appendPadding(out)
	}
	return c.punct(out, delims[1]), nil
}

// rstrip removes Ruby whitespace (and NULs) from the end of out, not
// going below start.
// lineStart is the offset in out, at or after start, where its last
// line begins.
func lineStart(out []byte, start int) int {
	for i := len(out) - 1; i >= start; i-- {
		if out[i] == '\n' {
			return i + 1
		}
	}
	return start
}

// visibleWidth counts the characters of text a terminal shows: ANSI
// colour sequences take no room.
func visibleWidth(text []byte) int {
	n := 0
	for i := 0; i < len(text); {
		if text[i] == 0x1b && i+1 < len(text) && text[i+1] == '[' {
			j := i + 2
			for j < len(text) && (text[j] < 0x40 || text[j] > 0x7e) {
				j++
			}
			i = j + 1
			continue
		}
		_, size := utf8.DecodeRune(text[i:])
		i += size
		n++
	}
	return n
}

func rstrip(out []byte, start int) []byte {
	for len(out) > start {
		switch out[len(out)-1] {
		case ' ', '\t', '\n', '\v', '\f', '\r', 0:
			out = out[:len(out)-1]
			continue
		}
		break
	}
	return out
}
