package types

import "prepl/types/rubyregexp"

// Regexp is a Puppet Regexp value. It keeps the pattern's source text for
// display and equality, and the compiled expression for matching.
type Regexp struct {
	re *rubyregexp.Regexp
}

// NewRegexp compiles pattern (Ruby syntax, as Puppet code uses it).
func NewRegexp(pattern string) (*Regexp, error) {
	re, err := rubyregexp.Compile(pattern)
	if err != nil {
		return nil, err
	}
	return &Regexp{re: re}, nil
}

// Kind implements Value.
func (*Regexp) Kind() Kind { return KRegexp }

// Source returns the pattern as written (without the slashes).
func (r *Regexp) Source() string { return r.re.String() }

// Compiled returns the compiled expression.
func (r *Regexp) Compiled() *rubyregexp.Regexp { return r.re }
