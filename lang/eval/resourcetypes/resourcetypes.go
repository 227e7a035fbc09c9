// Package resourcetypes describes Puppet 7's built-in resource types as
// data: their attributes, namevars and title patterns. The evaluator uses
// it to validate resource attributes and to find resources by the value
// of their namevar; explorers use it to list and document types.
//
// builtin.go is generated from the reference implementation by gen.rb
// (`ruby gen.rb | gofmt > builtin.go`), so the lists are Puppet's own, not
// a copy written by hand. The descriptions of the types (docs.go) are our
// own.
package resourcetypes

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
)

//go:generate sh -c "ruby gen.rb | gofmt > builtin.go"

// Type is one built-in resource type.
type Type struct {
	// Name is the type's name in lower case ("file").
	Name string
	// Doc says in a sentence or two what the type is for.
	Doc string
	// Properties are the attributes that describe managed state, in
	// Puppet's declaration order.
	Properties []string
	// Parameters are the other attributes, in declaration order.
	Parameters []string
	// KeyAttributes are the namevars: together their values identify a
	// resource of this type.
	KeyAttributes []string
	// Isomorphic types make a resource reachable by the value of its
	// namevar as well as by its title (File['/tmp/x/'] is File['/tmp/x']).
	Isomorphic bool
	// TitlePatterns turn a title into namevar values; the first that
	// matches is used.
	TitlePatterns []TitlePattern

	attrs map[string]bool
}

// TitlePattern is a regular expression whose captures set attributes.
type TitlePattern struct {
	// Regexp is the pattern as Ruby writes it.
	Regexp string
	// Multiline is Ruby's /m flag (dot matches newline).
	Multiline bool
	// Attributes receive the captures, in order.
	Attributes []string

	re *regexp.Regexp
	// whole is set for the pattern /(.*)/m of one attribute, which
	// captures the whole title: most types have only that one, and it
	// needs no matching.
	whole bool
}

var (
	byName     = make(map[string]*Type, len(builtin))
	metaparams = make(map[string]bool, len(Metaparameters))
)

func init() {
	for _, m := range Metaparameters {
		metaparams[m] = true
	}
	// Most types share the default title pattern: each pattern is
	// compiled once (regexps are safe to share).
	compiled := map[string]*regexp.Regexp{}
	for _, t := range builtin {
		if err := t.index(compiled); err != nil {
			panic("resourcetypes: " + err.Error())
		}
		t.Doc = descriptions[t.Name]
		byName[t.Name] = t
	}
}

// index builds the attribute set and compiles the title patterns, taking
// those already in compiled (nil: none) and adding the others.
func (t *Type) index(compiled map[string]*regexp.Regexp) error {
	t.attrs = make(map[string]bool, 1+len(t.Properties)+len(t.Parameters))
	t.attrs["name"] = true
	for _, a := range t.Properties {
		t.attrs[a] = true
	}
	for _, a := range t.Parameters {
		t.attrs[a] = true
	}
	for i := range t.TitlePatterns {
		p := &t.TitlePatterns[i]
		src := goPattern(p.Regexp, p.Multiline)
		p.whole = src == wholeTitle && len(p.Attributes) == 1
		if p.re = compiled[src]; p.re != nil {
			continue
		}
		re, err := regexp.Compile(src)
		if err != nil {
			return fmt.Errorf("type %s: title pattern %s: %w", t.Name, p.Regexp, err)
		}
		p.re = re
		if compiled != nil {
			compiled[src] = re
		}
	}
	return nil
}

// New describes a resource type defined outside Puppet's core (by a
// module, in Ruby). Without title patterns, the whole title sets the first
// key attribute, as Puppet's default title pattern does for a type with
// one. Patterns must be in the syntax Go and Ruby share.
func New(name, doc string, properties, parameters, keyAttributes []string, isomorphic bool, patterns []TitlePattern) (*Type, error) {
	if len(keyAttributes) == 0 {
		keyAttributes = []string{"name"}
	}
	if len(patterns) == 0 {
		patterns = []TitlePattern{{Regexp: "(.*)", Multiline: true, Attributes: keyAttributes[:1]}}
	}
	t := &Type{Name: name, Doc: doc, Properties: properties, Parameters: parameters,
		KeyAttributes: keyAttributes, Isomorphic: isomorphic, TitlePatterns: patterns}
	return t, t.index(nil)
}

// wholeTitle is the title pattern that captures the whole title, in Go
// syntax.
const wholeTitle = "(?s)(.*)"

// goPattern translates the Ruby regexp constructs the title patterns use
// into Go syntax: \A and \Z anchors, and /m as the s flag.
func goPattern(ruby string, multiline bool) string {
	p := strings.ReplaceAll(ruby, `\Z`, `(?:\n?\z)`)
	if multiline {
		p = "(?s)" + p
	}
	return p
}

// Lookup returns the built-in type of that name (lower case).
func Lookup(name string) (*Type, bool) {
	t, ok := byName[name]
	return t, ok
}

// Names returns the names of all built-in types, sorted.
func Names() []string {
	names := make([]string, 0, len(byName))
	for n := range byName {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// IsMetaparameter reports whether name is a metaparameter.
func IsMetaparameter(name string) bool { return metaparams[name] }

// IsRelationshipMetaparameter reports whether name is one of the four
// metaparameters that make relationship edges.
func IsRelationshipMetaparameter(name string) bool {
	switch name {
	case "before", "require", "notify", "subscribe":
		return true
	}
	return false
}

// ValidAttribute reports whether the type accepts name: one of its
// properties or parameters, a metaparameter, or `name`.
func (t *Type) ValidAttribute(name string) bool {
	return t.attrs[name] || metaparams[name]
}

// Namevar is the attribute that `name` stands for: the single key
// attribute, or "name" when there are several.
func (t *Type) Namevar() string {
	if len(t.KeyAttributes) == 1 {
		return t.KeyAttributes[0]
	}
	return "name"
}

// ParseTitle applies the title patterns: it returns the attributes a
// title sets, in pattern order, and false when no pattern matches.
func (t *Type) ParseTitle(title string) ([]string, []string, bool) {
	for _, p := range t.TitlePatterns {
		if p.whole {
			return p.Attributes, []string{title}, true
		}
		m := p.re.FindStringSubmatch(title)
		if m == nil {
			continue
		}
		vals := make([]string, len(p.Attributes))
		for i := range p.Attributes {
			if i+1 < len(m) {
				vals[i] = m[i+1]
			}
		}
		return p.Attributes, vals, true
	}
	return nil, nil, false
}
