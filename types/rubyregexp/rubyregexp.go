// Package rubyregexp compiles and runs regular expressions written in
// Ruby's syntax, which is what Puppet code uses.
package rubyregexp

import (
	"regexp"
	"sync"
)

// Regexp is a compiled regular expression. It is safe for concurrent use.
type Regexp struct {
	source string
	re     *regexp.Regexp
}

var cache sync.Map // source string -> *Regexp

// Compile compiles a pattern, reusing an earlier compilation of the same
// source text.
func Compile(pattern string) (*Regexp, error) {
	if r, ok := cache.Load(pattern); ok {
		return r.(*Regexp), nil
	}
	// Ruby's ^ and $ always match at line boundaries.
	re, err := regexp.Compile("(?m)" + pattern)
	if err != nil {
		return nil, err
	}
	r := &Regexp{source: pattern, re: re}
	cache.Store(pattern, r)
	return r, nil
}

// String returns the pattern's source text.
func (r *Regexp) String() string { return r.source }

// NumSubexp returns the number of capture groups.
func (r *Regexp) NumSubexp() int { return r.re.NumSubexp() }

// SubexpNames returns the names of the capture groups; index 0 is the
// whole match and unnamed groups have "".
func (r *Regexp) SubexpNames() []string { return r.re.SubexpNames() }

// MatchString reports whether s contains a match.
func (r *Regexp) MatchString(s string) (bool, error) { return r.re.MatchString(s), nil }

// FindStringSubmatchIndex returns the byte offsets of the leftmost match
// and its groups (pairs, -1 for a group that did not take part), or nil.
func (r *Regexp) FindStringSubmatchIndex(s string) ([]int, error) {
	return r.re.FindStringSubmatchIndex(s), nil
}

// FindAllStringSubmatchIndex returns up to n successive matches (all when
// n < 0) in the form of FindStringSubmatchIndex.
func (r *Regexp) FindAllStringSubmatchIndex(s string, n int) ([][]int, error) {
	return r.re.FindAllStringSubmatchIndex(s, n), nil
}
