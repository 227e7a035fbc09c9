package lang

import (
	"fmt"
	"html"
	"sort"
	"strings"
	"unicode"

	"prepl/lang/eval"
	"prepl/lang/eval/resourcetypes"
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
// a type's parameters and meaning, a keyword. Where that is no known
// name (after `notice(` or `notice("a", `), it documents the innermost
// call around the cursor: a function or method call, a resource body
// (`file { `), a type's parameters (`Integer[`). detail 1 adds the
// source of what the session defined.
func (s *Session) Inspect(code string, cursor int, detail int) (text, htmlText string, found bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	rs := []rune(code)
	if cursor < 0 || cursor > len(rs) {
		cursor = len(rs)
	}
	for _, name := range append([]string{wordAt(rs, cursor)}, callsAround(rs[:cursor])...) {
		if name == "" {
			continue
		}
		if text, found = s.docLocked(name, detail > 0); found {
			return text, "<pre>" + html.EscapeString(text) + "</pre>", true
		}
	}
	return "", "", false
}

// isWordRune reports whether r can be part of a name.
func isWordRune(r rune) bool {
	return r == '_' || r == ':' || unicode.IsLetter(r) || unicode.IsDigit(r)
}

// wordAt returns the name (with a leading `$` for variables) that covers
// or ends at cursor.
func wordAt(rs []rune, cursor int) string {
	if cursor < 0 || cursor > len(rs) {
		cursor = len(rs)
	}
	start, end := cursor, cursor
	for start > 0 && isWordRune(rs[start-1]) {
		start--
	}
	for end < len(rs) && isWordRune(rs[end]) {
		end++
	}
	if start > 0 && rs[start-1] == '$' {
		start--
	}
	return strings.Trim(string(rs[start:end]), ":")
}

// callsAround returns, innermost first, the names before the brackets
// still open at the end of code: the function of `notice(`, the method
// of `$x.map(` or `$x.map |$v| {`, the resource type of `file {`, the
// type of `Integer[`. Strings and comments are skipped; a bracket with
// no name before it gives "".
func callsAround(code []rune) []string {
	var open []string
	for i := 0; i < len(code); i++ {
		switch r := code[i]; r {
		case '#':
			for i < len(code) && code[i] != '\n' {
				i++
			}
		case '\'', '"':
			for i++; i < len(code) && code[i] != r; i++ {
				if code[i] == '\\' {
					i++
				}
			}
		case '(', '[', '{':
			open = append(open, nameBefore(code[:i]))
		case ')', ']', '}':
			if len(open) > 0 {
				open = open[:len(open)-1]
			}
		}
	}
	names := make([]string, len(open))
	for i, n := range open {
		names[len(open)-1-i] = n
	}
	return names
}

// nameBefore returns the name that ends code, skipping blanks, a lambda's
// parameters (`map |$x|`) and a call's arguments before a lambda
// (`each() |$x|`).
func nameBefore(code []rune) string {
	end := len(code)
	skipBlanks := func() {
		for end > 0 && unicode.IsSpace(code[end-1]) {
			end--
		}
	}
	skipBack := func(openR, closeR rune) {
		depth := 0
		for end > 0 {
			end--
			switch code[end] {
			case closeR:
				depth++
			case openR:
				depth--
			}
			if depth == 0 {
				return
			}
		}
	}
	skipBlanks()
	if end > 0 && code[end-1] == '|' {
		end--
		for end > 0 && code[end-1] != '|' {
			end--
		}
		if end > 0 {
			end--
		}
		skipBlanks()
		if end > 0 && code[end-1] == ')' {
			skipBack('(', ')')
			skipBlanks()
		}
	}
	return wordAt(code[:end], end)
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
	if rt, ok := resourcetypes.Lookup(lower); ok {
		attributes := append(append([]string(nil), rt.Properties...), rt.Parameters...)
		return fmt.Sprintf("%s (resource type)\n\n%s\n\n%s\nNamevar: %s\nAttributes: %s",
			types.CapitalizeSegments(lower), firstParagraph(rt.Doc), usage,
			strings.Join(rt.KeyAttributes, ", "), strings.Join(attributes, ", ")), true
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

// docLocked returns the documentation text for a name; long adds the
// source of a function, class, defined type or type alias the session
// defined (built-ins have their whole documentation either way).
func (s *Session) docLocked(name string, long bool) (string, bool) {
	name = strings.TrimPrefix(name, "::")
	if strings.TrimPrefix(name, "$") == "" {
		return "", false
	}
	text, ok := s.shortDocLocked(name)
	if ok && long {
		if src := s.sourceLocked(name); src != "" {
			text += "\n\nSource:\n" + src
		}
	}
	return text, ok
}

// sourceLocked returns the Puppet source of the function, class, defined
// type or type alias called name, "" for a built-in or an unknown name.
func (s *Session) sourceLocked(name string) string {
	if fn, ok := s.functionLocked(name); ok && fn.Definition() != nil {
		return fn.Definition().Location().Text()
	}
	if _, src, ok := s.ev.DefinitionSource(name); ok {
		return src
	}
	return ""
}

// shortDocLocked returns the documentation text for a name.
func (s *Session) shortDocLocked(name string) (string, bool) {
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
