package lang

import (
	"context"
	"sort"
	"strings"
	"unicode"

	"prepl/internal/lazyre"
	"prepl/lang/eval"
	"prepl/lang/syntax"
	"prepl/types"
)

var (
	hashKeyBefore  = lazyre.New(`\$((?:::)?[a-z_][\w:]*)\[\s*(['"])([^'"\]]*)$`)
	variableBefore = lazyre.New(`\$((?:::)?[\w:]*)$`)
	methodBefore   = lazyre.New(`(\$?[\w:]+|[\])}'"])\s*\.\s*([a-z_]\w*)?$`)
	wordBefore     = lazyre.New(`(?:^|[^\w:$])((?:::)?[A-Za-z_][\w:]*)$`)
	commandBefore  = lazyre.New(`^\s*(:\w*)$`)
	lookupBefore   = lazyre.New(`^\s*:lookup\s+(?:--\S+\s+(?:\S+\s+)?)*?([^\s-]\S*|)$`)
)

// Complete returns the completions for the text before cursor (counted in
// Unicode code points) and the range [start, end) of code points they
// replace. It knows the context: variables after `$`, keys after `$h['`,
// functions that accept the receiver after `.`, commands after a leading
// `:`, and otherwise types, functions, keywords, resource types and
// classes. A `.` continuation (`.fil`) completes as the code it stands
// for (`$_.fil`).
func (s *Session) Complete(code string, cursor int) (matches []string, start, end int) {
	if n := len([]rune(code)); cursor < 0 || cursor > n {
		cursor = n
	}
	expanded, shift := expandContinuation(code)
	if expanded == code || cursor+shift <= len("$"+PreviousResult) {
		return s.complete(code, cursor)
	}
	matches, start, end = s.complete(expanded, cursor+shift)
	if start-shift < 0 {
		return nil, cursor, cursor
	}
	return matches, start - shift, end - shift
}

func (s *Session) complete(code string, cursor int) (matches []string, start, end int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	runes := []rune(code)
	if cursor < 0 || cursor > len(runes) {
		cursor = len(runes)
	}
	before := string(runes[:cursor])
	runeStart := func(byteOff int) int { return len([]rune(before[:byteOff])) }

	if m := commandBefore().FindStringSubmatchIndex(before); m != nil {
		prefix := before[m[2]:m[3]]
		for _, c := range commands {
			if strings.HasPrefix(":"+c.name, prefix) {
				matches = append(matches, ":"+c.name)
			}
		}
		return sorted(matches), runeStart(m[2]), cursor
	}
	if m := lookupBefore().FindStringSubmatchIndex(before); m != nil {
		prefix := before[m[2]:m[3]]
		for _, k := range s.lookupKeys() {
			if strings.HasPrefix(k, prefix) {
				matches = append(matches, k)
			}
		}
		return matches, runeStart(m[2]), cursor
	}
	if ms, start, ok := s.completeInContext(before, cursor, runeStart); ok {
		return ms, start, cursor
	}
	if m := hashKeyBefore().FindStringSubmatchIndex(before); m != nil {
		name, quote, prefix := before[m[2]:m[3]], before[m[4]:m[5]], before[m[6]:m[7]]
		if h, ok := s.lookupHash(name); ok {
			for _, en := range h.Entries() {
				if k, ok := en.Key.(types.String); ok && strings.HasPrefix(string(k), prefix) {
					matches = append(matches, string(k)+quote+"]")
				}
			}
		}
		return sorted(matches), runeStart(m[6]), cursor
	}
	if m := variableBefore().FindStringSubmatchIndex(before); m != nil {
		prefix := before[m[2]:m[3]]
		for _, n := range s.variableNames() {
			if strings.HasPrefix(n, prefix) {
				matches = append(matches, "$"+n)
			}
		}
		return sorted(matches), runeStart(m[0]), cursor
	}
	if m := methodBefore().FindStringSubmatchIndex(before); m != nil {
		recv := before[m[2]:m[3]]
		prefix := ""
		start := cursor
		if m[4] >= 0 {
			prefix = before[m[4]:m[5]]
			start = runeStart(m[4])
		}
		var value types.Value
		if strings.HasPrefix(recv, "$") {
			value, _ = s.ev.LookupVariable(recv[1:])
		} else {
			value = s.literalReceiver(before[:m[3]])
		}
		s.ev.Functions(func(fn *eval.Function) {
			if !strings.HasPrefix(fn.Name, prefix) || strings.Contains(fn.Name, "::") {
				return
			}
			for _, t := range fn.FirstParamTypes(s.ev) {
				if value == nil || types.IsInstance(t, value) {
					matches = append(matches, fn.Name)
					return
				}
			}
		})
		return sorted(matches), start, cursor
	}
	if m := wordBefore().FindStringSubmatchIndex(before); m != nil {
		prefix := before[m[2]:m[3]]
		for _, n := range s.wordCandidates(prefix) {
			if strings.HasPrefix(n, prefix) {
				matches = append(matches, n)
			}
		}
		return sorted(matches), runeStart(m[2]), cursor
	}
	return nil, cursor, cursor
}

// literalReceiver is the value of the literal a method call is made on
// (`[1, 2].`, `'abc'.`, `{a => 1}.`, `$h['k'].`), or nil when the text
// before the dot is not one that can be evaluated without effects (it
// calls nothing).
func (s *Session) literalReceiver(text string) types.Value {
	start := receiverStart(text)
	if start < 0 {
		return nil
	}
	recv := text[start:]
	if strings.ContainsAny(recv, "(|") || strings.TrimSpace(recv) == "" {
		return nil
	}
	prog, err := syntax.Parse(syntax.NewSource("", "["+recv+"][0]"))
	if err != nil {
		return nil
	}
	v, err := s.ev.Probe(context.Background(), prog)
	if err != nil {
		return nil
	}
	return v
}

// receiverStart finds where the expression ending text begins: a quoted
// string, or a bracketed literal with the name or variable it follows.
func receiverStart(text string) int {
	i := len(text) - 1
	if i < 0 {
		return -1
	}
	switch c := text[i]; c {
	case '\'', '"':
		j := strings.LastIndexByte(text[:i], c)
		for j > 0 && text[j-1] == '\\' {
			j = strings.LastIndexByte(text[:j-1], c)
		}
		return j
	case ']', '}', ')':
		depth := 0
		for ; i >= 0; i-- {
			switch text[i] {
			case ']', '}', ')':
				depth++
			case '[', '{', '(':
				depth--
			}
			if depth == 0 {
				break
			}
		}
		if i < 0 {
			return -1
		}
		for i > 0 && (isNameByte(text[i-1]) || text[i-1] == '$' || text[i-1] == ':') {
			i--
		}
		return i
	}
	return -1
}

func isNameByte(b byte) bool {
	return b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// lookupHash returns the hash a variable holds.
func (s *Session) lookupHash(name string) (*types.Hash, bool) {
	v, ok := s.ev.LookupVariable(name)
	if !ok {
		return nil, false
	}
	h, ok := v.(*types.Hash)
	return h, ok
}

// variableNames lists the variables `$` can complete to: the top scope's
// (plain and with `::`) and those of evaluated classes (`cls::x`).
func (s *Session) variableNames() []string {
	var names []string
	s.ev.TopScopeVariables(func(name string, _ types.Value) {
		names = append(names, name, "::"+name)
	})
	s.ev.ClassVariables(func(class, name string) {
		names = append(names, class+"::"+name)
	})
	return names
}

// wordCandidates lists what a bare word can complete to: types (and
// aliases and resource types) for a capitalized word, otherwise
// functions, keywords, resource types and classes.
func (s *Session) wordCandidates(prefix string) []string {
	var out []string
	capital := prefix != "" && unicode.IsUpper([]rune(strings.TrimPrefix(prefix, "::"))[0])
	if capital {
		out = append(out, types.BuiltinTypeNames()...)
		s.ev.TypeAliases(func(a *types.TypeAlias) { out = append(out, a.Name()) })
		for _, rt := range s.ev.ResourceTypeNames() {
			out = append(out, types.CapitalizeSegments(rt))
		}
		return append(out, s.moduleCompletions(prefix)...)
	}
	s.ev.Functions(func(fn *eval.Function) { out = append(out, fn.Name) })
	for k := range keywordDocs {
		out = append(out, k)
	}
	out = append(out, s.ev.ResourceTypeNames()...)
	out = append(out, s.ev.ClassNames()...)
	return append(out, s.moduleCompletions(prefix)...)
}

// moduleCompletions lists what the environment's modules define that the
// word may complete to, not loaded yet (see env.Completions).
func (s *Session) moduleCompletions(prefix string) []string {
	if s.opts.Environment == nil {
		return nil
	}
	return s.opts.Environment.Completions(prefix)
}

// sorted sorts and de-duplicates matches.
func sorted(ms []string) []string {
	sort.Strings(ms)
	out := ms[:0]
	for i, m := range ms {
		if i == 0 || m != ms[i-1] {
			out = append(out, m)
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}
