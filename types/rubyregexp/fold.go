package rubyregexp

import (
	"sync"
	"unicode"
)

// foldable lists, in ascending order, every rune whose simple case-fold
// orbit has another member (the only runes case folding can change).
var foldable = sync.OnceValue(func() []rune {
	var out []rune
	for _, cr := range unicode.CaseRanges {
		for r := rune(cr.Lo); r <= rune(cr.Hi); r++ {
			if unicode.SimpleFold(r) != r {
				out = append(out, r)
			}
		}
	}
	return out
})

// orbit returns r together with every rune that case-folds like it, which
// is what a literal character matches under Ruby's (?i).
func orbit(r rune) runeSet {
	rs := []rune{r}
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		rs = append(rs, f)
	}
	return single(rs...)
}

// foldSet returns s closed under simple case folding the way Onigmo folds
// a character class under (?i): each fold partner of a member is added,
// except that a fold between an ASCII and a non-ASCII rune (k and the
// Kelvin sign, s and the long s) is only added when its source is in asc,
// the part of the class that did not come from \w or \W.
func foldSet(s, asc runeSet) runeSet {
	var add []runeRange
	for _, r := range foldable() {
		if !s.contains(r) {
			continue
		}
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			if (r < 0x80) != (f < 0x80) && !asc.contains(r) {
				continue
			}
			add = append(add, runeRange{f, f})
		}
	}
	if len(add) == 0 {
		return s
	}
	return s.union(add)
}
