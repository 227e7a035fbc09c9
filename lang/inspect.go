package lang

import (
	"fmt"
	"html"
	"sort"
	"strings"
	"unicode"

	"prepl/lang/eval"
	"prepl/types"
)

// Variable is one variable of the top scope.
type Variable struct {
	Name  string
	Type  types.Type
	Value types.Value
}

// Variables lists the variables the user made (the runtime's own, such as
// $facts and $trusted, are left out), sorted by name.
func (s *Session) Variables() []Variable {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.variablesLocked()
}

func (s *Session) variablesLocked() []Variable {
	var vs []Variable
	s.ev.TopScopeVariables(func(name string, v types.Value) {
		if !s.builtinVariable(name) && !isNumberedResult(name) {
			vs = append(vs, Variable{Name: name, Type: types.Infer(v), Value: v})
		}
	})
	sort.Slice(vs, func(i, j int) bool { return vs[i].Name < vs[j].Name })
	return vs
}

// Inspect documents the name at or just before cursor (in code points):
// a variable's type and value, a function's signatures and description,
// a type's parameters and meaning, a keyword. detail 1 adds the
// definition source of Puppet functions.
func (s *Session) Inspect(code string, cursor int, detail int) (text, htmlText string, found bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	name := wordAt([]rune(code), cursor)
	if name == "" {
		return "", "", false
	}
	text, found = s.docLocked(name)
	if !found {
		return "", "", false
	}
	if detail > 0 {
		if fn, ok := s.functionLocked(name); ok && fn.Definition() != nil {
			text += "\n\nSource:\n" + fn.Definition().Location().Text()
		}
	}
	return text, "<pre>" + html.EscapeString(text) + "</pre>", true
}

// wordAt returns the name (with a leading `$` for variables) that covers
// or ends at cursor.
func wordAt(rs []rune, cursor int) string {
	if cursor < 0 || cursor > len(rs) {
		cursor = len(rs)
	}
	isWord := func(r rune) bool { return r == '_' || r == ':' || unicode.IsLetter(r) || unicode.IsDigit(r) }
	start, end := cursor, cursor
	for start > 0 && isWord(rs[start-1]) {
		start--
	}
	for end < len(rs) && isWord(rs[end]) {
		end++
	}
	if start > 0 && rs[start-1] == '$' {
		start--
	}
	return strings.Trim(string(rs[start:end]), ":")
}

func (s *Session) functionLocked(name string) (*eval.Function, bool) {
	var found *eval.Function
	s.ev.Functions(func(fn *eval.Function) {
		if found == nil && fn.Name == name {
			found = fn
		}
	})
	return found, found != nil
}

// resourceTypeDoc documents a resource type: built-in ones with their
// description and attributes, defined ones with how to declare them.
func (s *Session) resourceTypeDoc(name string) (string, bool) {
	lower := strings.ToLower(name)
	usage := fmt.Sprintf("Declare with: %s { 'title': attribute => value }\nReference with: %s['title']", lower, types.CapitalizeSegments(lower))
	for _, rt := range eval.ResourceTypes() {
		if rt.Name == lower {
			return fmt.Sprintf("%s (resource type)\n\n%s\n\n%s\nNamevar: %s\nAttributes: %s",
				types.CapitalizeSegments(lower), firstParagraph(rt.Doc), usage,
				strings.Join(rt.Namevars, ", "), strings.Join(rt.Attributes, ", ")), true
		}
	}
	for _, rt := range s.ev.ResourceTypeNames() {
		if rt == lower {
			return fmt.Sprintf("%s (defined resource type)\n\n%s", types.CapitalizeSegments(lower), usage), true
		}
	}
	return "", false
}

// firstParagraph returns the first paragraph of a text.
func firstParagraph(doc string) string {
	doc = strings.TrimSpace(doc)
	if i := strings.Index(doc, "\n\n"); i >= 0 {
		return doc[:i]
	}
	return doc
}

// docLocked returns the documentation text for a name.
func (s *Session) docLocked(name string) (string, bool) {
	if strings.HasPrefix(name, "$") {
		v, ok := s.ev.LookupVariable(name[1:])
		if !ok {
			return "", false
		}
		return fmt.Sprintf("%s = %s\ntype: %s", name, s.showLocked(v), types.Infer(v).String()), true
	}
	if fn, ok := s.functionLocked(name); ok {
		var sb strings.Builder
		sb.WriteString(fn.Name + " (function)\n\n")
		for _, sig := range fn.SignatureTexts() {
			sb.WriteString("  " + sig + "\n")
		}
		if fn.Doc != "" {
			sb.WriteString("\n" + fn.Doc)
		}
		text := strings.TrimRight(sb.String(), "\n")
		// A name such as `file` is a function and a resource type too.
		if rt, ok := s.resourceTypeDoc(name); ok {
			text += "\n\n" + rt
		}
		return text, true
	}
	if t, ok := types.TypeByName(name); ok {
		if d, ok := typeDocs[t.Name()]; ok {
			return fmt.Sprintf("%s (type)\n\n  %s\n\n%s", t.Name(), d.Synopsis, d.Description), true
		}
	}
	var alias *types.TypeAlias
	s.ev.TypeAliases(func(a *types.TypeAlias) {
		if strings.EqualFold(a.Name(), name) {
			alias = a
		}
	})
	if alias != nil {
		return fmt.Sprintf("%s (type alias)\n\n  %s", alias.Name(), alias.String()), true
	}
	if d, ok := keywordDocs[name]; ok {
		return fmt.Sprintf("%s (keyword)\n\n%s", name, d), true
	}
	if doc, ok := s.resourceTypeDoc(name); ok {
		return doc, true
	}
	for _, c := range s.ev.ClassNames() {
		if c == strings.ToLower(name) {
			return fmt.Sprintf("%s (class)\n\nDeclare with: include %s, or class { '%s': }", c, c, c), true
		}
	}
	return "", false
}
