package rubyregexp

import (
	"strings"
	"sync/atomic"
	"unicode/utf8"
)

// Split splits s around the matches, as Ruby's String#split(regexp, limit)
// (and so Puppet's split) does: the text of each capture group that took
// part in a match is inserted after the field it ends; an empty match
// splits between characters; a leading empty field is kept. limit 0 drops
// trailing empty fields; a negative limit keeps them; a positive limit
// returns at most limit fields, the last holding the rest of s.
func (r *Regexp) Split(s string, limit int) ([]string, error) { return r.split(s, limit, nil) }

func (r *Regexp) split(s string, limit int, stop *atomic.Bool) ([]string, error) {
	if limit == 1 {
		if s == "" {
			return []string{}, nil
		}
		return []string{s}, nil
	}
	sub, err := r.newSubject(s, stop)
	if err != nil {
		return nil, err
	}
	if r.accel.simple() && !sub.useBT {
		return r.splitSimple(s, limit), nil
	}
	result := []string{}
	beg, start, fields := 0, 0, 1
	lastNull := false
	for {
		m, err := r.exec(&sub, start)
		if err != nil {
			return nil, err
		}
		if m == nil {
			break
		}
		if start == m[0] && m[0] == m[1] {
			if !lastNull {
				// An empty match where the field starts: look again one
				// character on, and split there if it matches empty again.
				if start >= len(s) {
					start++
				} else {
					_, w := utf8.DecodeRuneInString(s[start:])
					start += w
				}
				lastNull = true
				continue
			}
			_, w := utf8.DecodeRuneInString(s[beg:])
			result = append(result, s[beg:beg+w])
			beg = start
		} else {
			result = append(result, s[beg:max(beg, m[0])])
			beg, start = m[1], m[1]
		}
		lastNull = false
		for g := 1; 2*g+1 < len(m); g++ {
			if m[2*g] >= 0 {
				result = append(result, s[m[2*g]:m[2*g+1]])
			}
		}
		if limit > 0 {
			fields++
			if limit <= fields {
				break
			}
		}
	}
	return splitTail(s, result, beg, limit), nil
}

// splitTail adds the field after the last match (from beg) to result and
// drops the trailing empty fields when limit is 0.
func splitTail(s string, result []string, beg, limit int) []string {
	if len(s) > 0 && (limit > 0 || len(s) > beg || limit < 0) {
		result = append(result, s[min(beg, len(s)):])
	}
	if limit == 0 {
		for len(result) > 0 && result[len(result)-1] == "" {
			result = result[:len(result)-1]
		}
	}
	return result
}

// splitSimple is split for a pattern accel finds the matches of: they
// are never empty and have no groups, so each ends a field. Splitting a
// text into lines or words takes one scan and one allocation.
func (r *Regexp) splitSimple(s string, limit int) []string {
	n := 1
	if r.accel.literal != "" {
		n += strings.Count(s, r.accel.literal)
	}
	if limit > 0 {
		n = min(n, limit)
	}
	result := make([]string, 0, n)
	beg := 0
	for fields := 1; limit <= 0 || fields < limit; fields++ {
		i, j := r.accel.find(s, beg)
		if i < 0 {
			break
		}
		result = append(result, s[beg:i])
		beg = j
	}
	return splitTail(s, result, beg, limit)
}
