package rubyregexp

import (
	"slices"
	"unicode"
)

// runeSet is a set of code points: sorted, non-overlapping, non-adjacent
// inclusive ranges. Character classes are computed as runeSets so that
// Ruby's rules for nesting, intersection, negation and case folding are
// applied here rather than left to an engine with different rules.
type runeSet []runeRange

// runeRange is an inclusive range of code points.
type runeRange struct{ lo, hi rune }

// allRunes is every code point.
var allRunes = runeSet{{0, unicode.MaxRune}}

// normalize sorts and merges ranges in place and returns the result.
func normalize(rs []runeRange) runeSet {
	if len(rs) == 0 {
		return nil
	}
	slices.SortFunc(rs, func(a, b runeRange) int { return int(a.lo - b.lo) })
	out := rs[:1]
	for _, r := range rs[1:] {
		last := &out[len(out)-1]
		if r.lo <= last.hi+1 {
			last.hi = max(last.hi, r.hi)
			continue
		}
		out = append(out, r)
	}
	return out
}

// single returns the set holding the runes given.
func single(rs ...rune) runeSet {
	out := make([]runeRange, len(rs))
	for i, r := range rs {
		out[i] = runeRange{r, r}
	}
	return normalize(out)
}

// span returns the set of the runes lo..hi.
func span(lo, hi rune) runeSet { return runeSet{{lo, hi}} }

// union returns s ∪ t.
func (s runeSet) union(t runeSet) runeSet {
	out := make([]runeRange, 0, len(s)+len(t))
	out = append(append(out, s...), t...)
	return normalize(out)
}

// complement returns every code point not in s.
func (s runeSet) complement() runeSet {
	var out runeSet
	next := rune(0)
	for _, r := range s {
		if r.lo > next {
			out = append(out, runeRange{next, r.lo - 1})
		}
		next = r.hi + 1
	}
	if next <= unicode.MaxRune {
		out = append(out, runeRange{next, unicode.MaxRune})
	}
	return out
}

// intersect returns s ∩ t.
func (s runeSet) intersect(t runeSet) runeSet {
	var out runeSet
	i, j := 0, 0
	for i < len(s) && j < len(t) {
		lo, hi := max(s[i].lo, t[j].lo), min(s[i].hi, t[j].hi)
		if lo <= hi {
			out = append(out, runeRange{lo, hi})
		}
		if s[i].hi < t[j].hi {
			i++
		} else {
			j++
		}
	}
	return out
}

// minus returns s \ t.
func (s runeSet) minus(t runeSet) runeSet { return s.intersect(t.complement()) }

// contains reports whether r is in s.
func (s runeSet) contains(r rune) bool {
	i, found := slices.BinarySearchFunc(s, r, func(rr runeRange, r rune) int {
		switch {
		case rr.hi < r:
			return -1
		case rr.lo > r:
			return 1
		}
		return 0
	})
	return found && i < len(s)
}

// fromTables returns the union of Unicode range tables.
func fromTables(tables ...*unicode.RangeTable) runeSet {
	var out []runeRange
	for _, t := range tables {
		for _, r := range t.R16 {
			out = appendStrided(out, rune(r.Lo), rune(r.Hi), rune(r.Stride))
		}
		for _, r := range t.R32 {
			out = appendStrided(out, rune(r.Lo), rune(r.Hi), rune(r.Stride))
		}
	}
	return normalize(out)
}

// appendStrided appends lo, lo+stride, ... hi as ranges.
func appendStrided(out []runeRange, lo, hi, stride rune) []runeRange {
	if stride == 1 {
		return append(out, runeRange{lo, hi})
	}
	for r := lo; r <= hi; r += stride {
		out = append(out, runeRange{r, r})
	}
	return out
}
