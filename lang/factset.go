package lang

import (
	"context"
	"fmt"
	"html"
	"path/filepath"
	"strings"

	"prepl/display"
	"prepl/lang/facts"
	"prepl/lang/syntax"
	"prepl/types"
)

// factState is the session's facts: a base set (this machine's, a
// built-in set or a file's) and the changes made on top of it, each with
// where it came from.
type factState struct {
	// base is nil for this machine's facts, which are gathered the first
	// time code needs them (facts.Local).
	base    *types.Hash
	origin  string
	changes []factChange
}

// factChange is one fact set by hand or loaded from a file.
type factChange struct {
	key    string
	value  types.Value
	origin string
}

// localOrigin is the origin of this machine's facts before they are
// gathered.
const localOrigin = "this machine"

func newFactState(base *types.Hash, origin string) factState {
	if base == nil {
		return factState{origin: localOrigin}
	}
	if origin == "" {
		origin = "given facts"
	}
	return factState{base: base, origin: origin}
}

// localFacts gathers this machine's facts (the evaluator asks when code
// first needs them).
func localFacts() *types.Hash {
	h, _ := facts.Local()
	return h
}

// GatherFactsInBackground starts gathering this machine's facts, when
// the session uses them, so that the first input that reads a fact does
// not wait for Facter. Interactive front ends call it; scripts do not,
// as most never read a fact.
func (s *Session) GatherFactsInBackground() {
	s.mu.Lock()
	local := s.facts.base == nil
	s.mu.Unlock()
	if local {
		go facts.Local()
	}
}

// current returns the facts with the changes applied; nil means this
// machine's facts, unchanged and not gathered yet.
func (f *factState) current() *types.Hash {
	if f.base == nil && len(f.changes) == 0 {
		return nil
	}
	h := f.base
	if h == nil {
		h = localFacts()
	}
	for _, c := range f.changes {
		// The path was checked when the change was made.
		path, _ := facts.SplitKey(c.key)
		if next, err := facts.SetPath(h, path, c.value); err == nil {
			h = facts.Rederive(h, next)
		}
	}
	return h
}

// baseOrigin names where the base facts came from.
func (f *factState) baseOrigin() string {
	if f.base == nil {
		_, origin := facts.Local()
		return origin
	}
	return f.origin
}

// cmdFacts is `:facts`: it shows the facts and where they came from, or
// changes them for later inputs (use NAME, set KEY=VALUE, load FILE).
func (s *Session) cmdFacts(ctx context.Context, args string) CommandResult {
	verb, rest, _ := strings.Cut(args, " ")
	rest = strings.TrimSpace(rest)
	switch verb {
	case "":
		return s.showFacts()
	case "use":
		return s.factsUse(rest)
	case "set":
		return s.factsSet(ctx, rest)
	case "load":
		return s.factsLoad(rest)
	}
	return failed(":facts takes use NAME, set KEY=VALUE or load FILE, not %q", verb)
}

func (s *Session) showFacts() CommandResult {
	s.mu.Lock()
	defer s.mu.Unlock()
	all := s.ev.Facts()
	lines := []string{fmt.Sprintf("%d facts of %s", all.Len(), s.facts.baseOrigin())}
	for _, c := range s.facts.changes {
		lines = append(lines, fmt.Sprintf("  %s: %s", c.key, c.origin))
	}
	header := strings.Join(lines, "\n")
	return CommandResult{
		Text: header + "\n" + s.showLocked(all),
		HTML: "<pre>" + html.EscapeString(header) + "</pre>" + display.ShowHTML(all, s.displayOptions()),
	}
}

// factsUse replaces the facts with a built-in set or this machine's.
func (s *Session) factsUse(name string) CommandResult {
	if name == "" || strings.ContainsRune(name, ' ') {
		return failed(":facts use takes one name: local or a built-in set (%s)", strings.Join(facts.BuiltinNames(), ", "))
	}
	next := factState{origin: localOrigin}
	if name != "local" {
		h, err := facts.Builtin(name)
		if err != nil {
			return failed("%s", err)
		}
		next = factState{base: h, origin: "built-in set " + name}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.facts = next
	s.applyFacts()
	return CommandResult{Text: "facts: " + s.facts.baseOrigin()}
}

// factsSet sets one fact, a dotted name reaching into structured facts.
func (s *Session) factsSet(ctx context.Context, arg string) CommandResult {
	key, text, ok := strings.Cut(arg, "=")
	key, text = strings.TrimSpace(key), strings.TrimSpace(text)
	if !ok || key == "" {
		return failed(":facts set takes KEY=VALUE, e.g. :facts set os.family=RedHat")
	}
	path, err := facts.SplitKey(key)
	if err != nil {
		return failed("%s", err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	old := facts.Dig(s.ev.Facts(), path...)
	v := s.literalLocked(ctx, text, old)
	if _, err := facts.SetPath(s.ev.Facts(), path, v); err != nil {
		return failed("Cannot set %s: %s", key, err)
	}
	s.facts.changes = append(s.facts.changes, factChange{key: key, value: v, origin: "set by hand"})
	s.applyFacts()
	return CommandResult{Text: key + " = " + s.showLocked(v)}
}

// literalLocked reads a fact's value: a Puppet literal (a number, a
// boolean, a quoted string, an array or hash of literals, undef), else
// the text itself as a string. A number typed for a fact that holds a
// string stays a string ("12.11" for os.release.full).
func (s *Session) literalLocked(ctx context.Context, text string, old types.Value) types.Value {
	prog, err := syntax.Parse(syntax.NewSource("<fact>", text))
	if err != nil || len(prog.Body.Statements) != 1 || !isLiteral(prog.Body.Statements[0]) {
		return types.String(text)
	}
	v, err := s.ev.Probe(ctx, prog)
	if err != nil {
		return types.String(text)
	}
	if _, wasString := old.(types.String); wasString {
		switch v.(type) {
		case types.Int, types.Float:
			return types.String(text)
		}
	}
	return v
}

// isLiteral reports whether an expression is made of literals only.
func isLiteral(e syntax.Expr) bool {
	switch x := e.(type) {
	case *syntax.LiteralInteger, *syntax.LiteralFloat, *syntax.LiteralString, *syntax.LiteralBoolean,
		*syntax.LiteralUndef, *syntax.QualifiedName:
		return true
	case *syntax.UnaryMinusExpr:
		return isLiteral(x.Expr)
	case *syntax.LiteralList:
		for _, v := range x.Values {
			if !isLiteral(v) {
				return false
			}
		}
		return true
	case *syntax.LiteralHash:
		for _, en := range x.Entries {
			if !isLiteral(en.Key) || !isLiteral(en.Value) {
				return false
			}
		}
		return true
	case *syntax.ConcatenatedString:
		for _, seg := range x.Segments {
			if _, ok := seg.(*syntax.LiteralString); !ok {
				return false
			}
		}
		return true
	}
	return false
}

// factsLoad sets the facts of a JSON or YAML file over the current ones.
func (s *Session) factsLoad(file string) CommandResult {
	if file == "" {
		return failed(":facts load needs a file name")
	}
	path := file
	if !filepath.IsAbs(path) && s.opts.WorkDir != "" {
		path = filepath.Join(s.opts.WorkDir, path)
	}
	h, err := facts.ReadFile(path)
	if err != nil {
		return failed("Cannot load facts: %s", err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, e := range h.Entries() {
		k, ok := e.Key.(types.String)
		if !ok || strings.Contains(string(k), ".") {
			return failed("Cannot load facts: %s: %s is not a fact name", file, s.showLocked(e.Key))
		}
	}
	for _, e := range h.Entries() {
		s.facts.changes = append(s.facts.changes, factChange{key: string(e.Key.(types.String)), value: e.Value, origin: "file " + file})
	}
	s.applyFacts()
	return CommandResult{Text: fmt.Sprintf("%d facts from %s", h.Len(), file)}
}

// applyFacts gives the evaluator the session's facts for later inputs.
func (s *Session) applyFacts() {
	if h := s.facts.current(); h != nil {
		s.ev.SetFacts(h)
	} else {
		s.ev.SetFacts(localFacts())
	}
}
