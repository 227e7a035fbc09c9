package lang

import (
	"context"
	"fmt"
	"strings"

	"prepl/display"
	"prepl/types"
)

// cmdLookup is `:lookup KEY [--merge STRATEGY] [--explain]`: the value
// lookup() would give at the top scope, or with --explain how it was
// found: every layer, hierarchy level and data file searched.
func (s *Session) cmdLookup(_ context.Context, args string) CommandResult {
	key, merge, explain, err := parseLookupArgs(args)
	if err != nil {
		return failed("%s", err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	scope := s.ev.TopDataScope()
	if explain {
		x := s.data.Explain(scope, key, merge)
		x.MapPaths(s.shortPath)
		// Values show on one line each in an explanation.
		o := s.displayOptions()
		o.Width = explainWidth
		show := func(v types.Value) string { return display.Show(v, o) }
		res := CommandResult{Text: strings.TrimRight(x.Text(show), "\n"), HTML: x.HTML(show)}
		if x.Err != nil {
			res.Err = &Error{Kind: "EvaluationError", Message: x.Err.Error()}
		}
		return res
	}
	v, found, lerr := s.data.Lookup(scope, key, merge, false)
	switch {
	case lerr != nil:
		return failed("%s", lerr)
	case !found:
		return failed("Function lookup() did not find a value for the name '%s'", key)
	}
	if v == nil {
		v = types.Undef
	}
	return CommandResult{Text: s.showLocked(v)}
}

// explainWidth is the line length explanation values are laid out for:
// wide enough that each shows on one line.
const explainWidth = 100000

// parseLookupArgs reads KEY [--merge STRATEGY] [--explain] in any order.
func parseLookupArgs(args string) (key string, merge types.Value, explain bool, err error) {
	f := strings.Fields(args)
	for i := 0; i < len(f); i++ {
		switch a := f[i]; {
		case a == "--explain":
			explain = true
		case a == "--merge" && i+1 < len(f):
			i++
			merge = types.String(f[i])
		case strings.HasPrefix(a, "--merge="):
			merge = types.String(strings.TrimPrefix(a, "--merge="))
		case strings.HasPrefix(a, "--"):
			return "", nil, false, fmt.Errorf("unknown option %s: :lookup KEY [--merge first|unique|hash|deep] [--explain]", a)
		case key == "":
			key = a
		default:
			return "", nil, false, fmt.Errorf(":lookup takes one key, got %s and %s", key, a)
		}
	}
	if key == "" {
		return "", nil, false, fmt.Errorf(":lookup needs a key: :lookup KEY [--merge first|unique|hash|deep] [--explain]")
	}
	if merge != nil {
		switch merge {
		case types.String("first"), types.String("unique"), types.String("hash"), types.String("deep"):
		default:
			return "", nil, false, fmt.Errorf("Unknown merge strategy: '%s'", merge)
		}
	}
	return key, merge, explain, nil
}

// lookupKeys are the keys the data files hold, for completing :lookup.
func (s *Session) lookupKeys() []string {
	return s.data.Keys(s.ev.TopDataScope())
}
