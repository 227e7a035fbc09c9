package types

import (
	"errors"
	"prepl/types/regexptext"
	"slices"
	"sync"
	"sync/atomic"
	"unicode/utf8"

	"prepl/types/rubyregexp"
)

// StringType is String[from, to]: strings whose length (in characters)
// lies in a range. Inference also makes String types that stand for one
// given string; those print as plain "String".
type StringType struct {
	size     *IntegerType // nil: any length
	value    string
	hasValue bool
}

// EnumType is Enum[*strings]: one of the given strings. The strings are
// kept sorted and unique, as Puppet does. A case-insensitive Enum
// (Enum['a', true]) compares ASCII letters without case.
type EnumType struct {
	values          []string
	caseInsensitive bool
}

// PatternType is Pattern[*regexps]: strings matching one of the patterns,
// or every string when there is none.
type PatternType struct {
	patterns []*RegexpType
}

// RegexpType is Regexp[pattern]: one regular expression, or all of them.
type RegexpType struct {
	pattern    string
	hasPattern bool
	// re is the compiled pattern, made once on first use (types are
	// shared between goroutines).
	once sync.Once
	re   *Regexp
}

// The unparameterized string family types.
var (
	TString  Type = stringType
	TEnum    Type = enumType
	TPattern Type = patternType
	TRegexp  Type = regexpType
)

var (
	stringType   = &StringType{}
	enumType     = &EnumType{}
	patternType  = &PatternType{}
	regexpType   = &RegexpType{}
	stringChar   = &StringType{size: sizeOne}
	iterableChar = &IterableType{typ: stringChar}
)

// NewStringType returns String[size]; negative bounds count as 0 and a
// nil size means any length.
func NewStringType(size *IntegerType) *StringType {
	if size == nil {
		return stringType
	}
	return &StringType{size: size.toSize()}
}

// stringValueType is the inferred type of the string s.
func stringValueType(s string) *StringType {
	return &StringType{value: s, hasValue: true}
}

// NewEnumType returns Enum[values] (sorted, duplicates removed).
func NewEnumType(values []string, caseInsensitive bool) *EnumType {
	vs := slices.Clone(values)
	slices.Sort(vs)
	vs = slices.Compact(vs)
	if len(vs) == 0 && !caseInsensitive {
		return enumType
	}
	return &EnumType{values: vs, caseInsensitive: caseInsensitive}
}

// NewRegexpType returns Regexp[pattern]. The pattern is compiled, so an
// invalid pattern is an error.
func NewRegexpType(pattern string) (*RegexpType, error) {
	re, err := NewRegexp(pattern)
	if err != nil {
		return nil, err
	}
	return &RegexpType{pattern: pattern, hasPattern: true, re: re}, nil
}

// regexpValueType is the type of the regexp value r.
func regexpValueType(r *Regexp) *RegexpType {
	return &RegexpType{pattern: r.Source(), hasPattern: true, re: r}
}

// NewPatternType returns Pattern[patterns] (duplicates removed).
func NewPatternType(patterns []*RegexpType) *PatternType {
	var ps []*RegexpType
	for _, p := range patterns {
		if !slices.ContainsFunc(ps, func(q *RegexpType) bool { return q.eql(p) }) {
			ps = append(ps, p)
		}
	}
	if len(ps) == 0 {
		return patternType
	}
	return &PatternType{patterns: ps}
}

// Kind implementations.
func (*StringType) Kind() Kind  { return KType }
func (*EnumType) Kind() Kind    { return KType }
func (*PatternType) Kind() Kind { return KType }
func (*RegexpType) Kind() Kind  { return KType }

// Name implementations.
func (*StringType) Name() string  { return "String" }
func (*EnumType) Name() string    { return "Enum" }
func (*PatternType) Name() string { return "Pattern" }
func (*RegexpType) Name() string  { return "Regexp" }

// String implementations.
func (t *StringType) String() string  { return typeString(t) }
func (t *EnumType) String() string    { return typeString(t) }
func (t *PatternType) String() string { return typeString(t) }
func (t *RegexpType) String() string  { return typeString(t) }

// Size returns the size constraint (nil when there is none).
func (t *StringType) Size() *IntegerType { return t.size }

// Value returns the single string a value-specific String type stands for.
func (t *StringType) Value() (string, bool) { return t.value, t.hasValue }

// Values returns the Enum's strings (sorted); callers must not modify them.
func (t *EnumType) Values() []string { return t.values }

// CaseInsensitive reports whether the Enum ignores ASCII case.
func (t *EnumType) CaseInsensitive() bool { return t.caseInsensitive }

// Patterns returns the Pattern's regexps; callers must not modify them.
func (t *PatternType) Patterns() []*RegexpType { return t.patterns }

// Pattern returns the Regexp type's pattern and whether it has one.
func (t *RegexpType) Pattern() (string, bool) { return t.pattern, t.hasPattern }

// Regexp returns the compiled pattern (the empty pattern for an
// unparameterized Regexp type).
func (t *RegexpType) Regexp() *Regexp {
	t.once.Do(func() {
		if t.re == nil {
			t.re, _ = NewRegexp(t.pattern)
		}
	})
	return t.re
}

// derivedSize is the length range of the strings the type stands for.
func (t *StringType) derivedSize() *IntegerType {
	switch {
	case t.size != nil:
		return t.size
	case t.hasValue:
		return intValueType(int64(utf8.RuneCountInString(t.value)))
	}
	return sizeAny
}

func (t *StringType) isInstance(v Value, _ *guard) bool {
	s, ok := v.(String)
	if !ok {
		return false
	}
	switch {
	case t.size != nil:
		return t.size.contains(int64(utf8.RuneCountInString(string(s))))
	case t.hasValue:
		return string(s) == t.value
	}
	return true
}

func (t *StringType) accepts(o Type, g *guard) bool {
	if t.size != nil {
		switch ot := o.(type) {
		case *StringType:
			return t.size.containsRange(ot.derivedSize())
		case *EnumType:
			if len(ot.values) == 0 {
				return t.size.containsRange(sizeAny)
			}
			lo, hi := enumLengths(ot.values)
			return t.size.sizeFrom() <= lo && (t.size.openTo || t.size.to >= hi)
		case *PatternType:
			return t.size.containsRange(sizeAny)
		}
		return false
	}
	switch ot := o.(type) {
	case *StringType:
		if !t.hasValue {
			return true
		}
		return ot.size == nil && ot.hasValue && ot.value == t.value
	case *EnumType:
		if !t.hasValue {
			return true
		}
		// Puppet only checks that there is one case-sensitive value.
		return len(ot.values) == 1 && !ot.caseInsensitive
	case *PatternType:
		return !t.hasValue
	}
	return false
}

// enumLengths returns the shortest and longest length of the strings.
func enumLengths(vs []string) (lo, hi int64) {
	for i, v := range vs {
		n := int64(utf8.RuneCountInString(v))
		if i == 0 || n < lo {
			lo = n
		}
		if n > hi {
			hi = n
		}
	}
	return lo, hi
}

func (t *StringType) eql(o Type) bool {
	ot, ok := o.(*StringType)
	if !ok || t.hasValue != ot.hasValue || t.value != ot.value {
		return false
	}
	if t.size == nil || ot.size == nil {
		return t.size == nil && ot.size == nil
	}
	return t.size.eql(ot.size)
}

func (t *StringType) generalize() Type { return stringType }

func (t *StringType) format(f *formatter) {
	if f.key && t.hasValue {
		f.str("String<")
		f.quote(t.value)
		f.str(">")
		return
	}
	if rangeParts(t.size) == nil {
		f.str("String")
		return
	}
	f.params("String", func() { formatRange(f, t.size) })
}

func (t *StringType) isIterable(*guard) bool { return true }

func (t *StringType) iterableType(*guard) Type { return iterableChar }

func (t *EnumType) isInstance(v Value, _ *guard) bool {
	s, ok := v.(String)
	return ok && t.has(string(s))
}

func (t *EnumType) has(s string) bool {
	for _, p := range t.values {
		if p == s || t.caseInsensitive && asciiEqualFold(p, s) {
			return true
		}
	}
	return false
}

func (t *EnumType) accepts(o Type, g *guard) bool {
	if t.eql(o) {
		return true
	}
	if len(t.values) == 0 {
		switch o.(type) {
		case *StringType, *EnumType, *PatternType:
			return true
		}
	}
	switch ot := o.(type) {
	case *StringType:
		return ot.hasValue && t.has(ot.value)
	case *EnumType:
		if len(ot.values) == 0 || (!t.caseInsensitive && ot.caseInsensitive) {
			return false
		}
		for _, s := range ot.values {
			if !t.has(s) {
				return false
			}
		}
		return true
	}
	return false
}

func (t *EnumType) eql(o Type) bool {
	ot, ok := o.(*EnumType)
	return ok && t.caseInsensitive == ot.caseInsensitive && slices.Equal(t.values, ot.values)
}

func (t *EnumType) generalize() Type {
	if len(t.values) == 0 {
		return stringType
	}
	lo, hi := enumLengths(t.values)
	return &StringType{size: newIntRange(lo, hi, false, false)}
}

func (t *EnumType) format(f *formatter) {
	if len(t.values) == 0 {
		f.str("Enum")
		return
	}
	f.params("Enum", func() {
		for i, v := range t.values {
			if i > 0 {
				f.sep()
			}
			f.quote(v)
		}
		if t.caseInsensitive {
			f.str(", true")
		}
	})
}

func (t *EnumType) isIterable(*guard) bool { return true }

func (t *EnumType) iterableType(*guard) Type { return iterableChar }

func (t *PatternType) isInstance(v Value, _ *guard) bool {
	s, ok := v.(String)
	return ok && t.matches(string(s))
}

// matches reports whether s matches one of the patterns (or there is
// none).
func (t *PatternType) matches(s string) bool {
	ok, _ := t.MatchesUntil(s, nil)
	return ok
}

// MatchesUntil reports whether s is an instance of the type: whether it
// matches one of the patterns (or there is none). A pattern whose search
// fails (runs out of time) does not match; the search gives up with
// rubyregexp.ErrInterrupted once *stop is true (stop may be nil).
func (t *PatternType) MatchesUntil(s string, stop *atomic.Bool) (bool, error) {
	if len(t.patterns) == 0 {
		return true, nil
	}
	for _, p := range t.patterns {
		if re := p.Regexp(); re != nil {
			ok, err := re.Compiled().Until(stop).MatchString(s)
			if errors.Is(err, rubyregexp.ErrInterrupted) {
				return false, err
			}
			if err == nil && ok {
				return true, nil
			}
		}
	}
	return false, nil
}

func (t *PatternType) accepts(o Type, g *guard) bool {
	if t.eql(o) {
		return true
	}
	switch ot := o.(type) {
	case *StringType:
		if !ot.hasValue {
			return len(t.patterns) == 0
		}
		return t.matches(ot.value)
	case *EnumType:
		if len(ot.values) == 0 {
			return len(t.patterns) == 0
		}
		for _, s := range ot.values {
			if !t.matches(s) {
				return false
			}
		}
		return true
	case *PatternType:
		return len(t.patterns) == 0
	}
	return false
}

func (t *PatternType) eql(o Type) bool {
	ot, ok := o.(*PatternType)
	if !ok || len(t.patterns) != len(ot.patterns) {
		return false
	}
	for _, p := range t.patterns {
		if !slices.ContainsFunc(ot.patterns, func(q *RegexpType) bool { return q.eql(p) }) {
			return false
		}
	}
	return true
}

func (t *PatternType) format(f *formatter) {
	if len(t.patterns) == 0 {
		f.str("Pattern")
		return
	}
	if f.key {
		f.params("Pattern", func() { f.str(sortedKeys(t.patterns)) })
		return
	}
	f.params("Pattern", func() {
		for i, p := range t.patterns {
			if i > 0 {
				f.sep()
			}
			f.str(regexptext.String(p.pattern))
		}
	})
}

func (t *RegexpType) isInstance(v Value, _ *guard) bool {
	r, ok := v.(*Regexp)
	return ok && (!t.hasPattern || r.Source() == t.pattern)
}

func (t *RegexpType) accepts(o Type, _ *guard) bool {
	ot, ok := o.(*RegexpType)
	return ok && (!t.hasPattern || ot.hasPattern && ot.pattern == t.pattern)
}

func (t *RegexpType) eql(o Type) bool {
	ot, ok := o.(*RegexpType)
	return ok && t.hasPattern == ot.hasPattern && t.pattern == ot.pattern
}

func (t *RegexpType) format(f *formatter) {
	if !t.hasPattern {
		f.str("Regexp")
		return
	}
	f.params("Regexp", func() { f.str(regexptext.String(t.pattern)) })
}

// asciiEqualFold reports whether a and b are equal when ASCII letters are
// compared without case (Ruby's casecmp, which Puppet's == uses).
func asciiEqualFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if x == y {
			continue
		}
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}
