package semver

// Merge returns one range holding exactly the versions of a and b when
// they overlap or are adjacent (one ends, excluded, where the other
// begins, included), and nil otherwise or when either has several
// intervals. It is the normalization step of a SemVer[ranges] type; the
// result prints as "min - max", ">=min <max", ">min <=max" or ">min <max".
func Merge(a, b *Range) *Range {
	if !a.Contiguous() || !b.Contiguous() {
		return nil
	}
	if a.parts[0].kind == kAll {
		return a
	}
	if b.parts[0].kind == kAll {
		return b
	}
	ab, abEx, _ := a.Begin()
	ae, aeEx, _ := a.End()
	bb, bbEx, _ := b.Begin()
	be, beEx, _ := b.End()
	switch {
	case a.Includes(bb) || b.Includes(ab):
		lo, loEx := ab, abEx
		switch c := ab.Compare(bb); {
		case c > 0:
			lo, loEx = bb, bbEx
		case c == 0:
			loEx = abEx && bbEx
		}
		hi, hiEx := ae, aeEx
		switch c := ae.Compare(be); {
		case c < 0:
			hi, hiEx = be, beEx
		case c == 0:
			hiEx = aeEx && beEx
		}
		return boundsRange(lo, loEx, hi, hiEx)
	case aeEx && !bbEx && ae.Equal(bb):
		return boundsRange(ab, abEx, be, beEx)
	case beEx && !abEx && be.Equal(ab):
		return boundsRange(bb, bbEx, ae, aeEx)
	}
	return nil
}

// MergeRanges normalizes the ranges of a SemVer[ranges] type the way
// Puppet does: taking the last range first, each range absorbs every other
// range it can be merged with, in one pass; the survivors keep their
// original order.
func MergeRanges(rs []*Range) []*Range {
	rs = append([]*Range(nil), rs...)
	var result []*Range
	for len(rs) > 0 {
		x := rs[len(rs)-1]
		rs = rs[:len(rs)-1]
		var unmerged []*Range
		for _, y := range rs {
			if m := Merge(x, y); m != nil {
				x = m
			} else {
				unmerged = append(unmerged, y)
			}
		}
		result = append(result, x)
		rs = unmerged
	}
	for i, j := 0, len(result)-1; i < j; i, j = i+1, j-1 {
		result[i], result[j] = result[j], result[i]
	}
	return result
}

// CoveredBy reports whether every interval of a lies inside one interval
// of b (bounds compared with their exclusivity). It decides assignability
// between SemVer[ranges] types.
func CoveredBy(a, b *Range) bool {
	for _, pa := range a.parts {
		ok := false
		for _, pb := range b.parts {
			if covered(pa, pb) {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

func covered(a, b *matcher) bool {
	lo := b.begin().Compare(a.begin())
	hi := b.end().Compare(a.end())
	return (lo < 0 || lo == 0 && (!b.excludeBegin() || a.excludeBegin())) &&
		(hi > 0 || hi == 0 && (!b.excludeEnd() || a.excludeEnd()))
}
