package kernel

import (
	"regexp"
	"strings"
)

// historySession is the session number history replies use: the kernel
// keeps no history across restarts, so there is only the current session.
const historySession = 1

func (k *Kernel) historyRequest(r *request) {
	var req historyRequest
	if !k.decode(r, &req) {
		return
	}
	k.reply(r, "history_reply", historyReply{Status: "ok", History: queryHistory(k.cfg.Session.History(), req)})
}

// queryHistory answers a history request over entries (oldest first):
// "tail" gives the last n, "range" the cells start <= count < stop of the
// current session, "search" the cells matching a glob pattern (the last n,
// each input once when unique), as IPython's history manager does.
func queryHistory(entries []HistoryEntry, req historyRequest) [][]any {
	var picked []HistoryEntry
	switch req.HistAccessType {
	case "tail":
		picked = entries
		if req.N != nil && *req.N >= 0 && *req.N < len(entries) {
			picked = entries[len(entries)-*req.N:]
		}
	case "range":
		if req.Session != 0 && req.Session != historySession {
			break
		}
		for _, e := range entries {
			if e.Count >= req.Start && (req.Stop == nil || e.Count < *req.Stop) {
				picked = append(picked, e)
			}
		}
	case "search":
		picked = searchHistory(entries, req)
	}
	out := make([][]any, 0, len(picked))
	for _, e := range picked {
		var item any = e.Input
		if req.Output {
			var output any
			if e.HasOutput {
				output = e.Output
			}
			item = []any{e.Input, output}
		}
		out = append(out, []any{historySession, e.Count, item})
	}
	return out
}

// searchHistory picks the entries whose input matches the request's glob
// pattern: the latest n (all when n is absent), oldest first; with unique
// set, each input only once (its latest run).
func searchHistory(entries []HistoryEntry, req historyRequest) []HistoryEntry {
	pattern := req.Pattern
	if pattern == "" {
		pattern = "*"
	}
	re, err := globRegexp(pattern)
	if err != nil {
		return nil
	}
	seen := map[string]bool{}
	var rev []HistoryEntry
	for i := len(entries) - 1; i >= 0; i-- {
		e := entries[i]
		if !re.MatchString(e.Input) || (req.Unique && seen[e.Input]) {
			continue
		}
		seen[e.Input] = true
		rev = append(rev, e)
		if req.N != nil && len(rev) == *req.N {
			break
		}
	}
	out := make([]HistoryEntry, len(rev))
	for i, e := range rev {
		out[len(rev)-1-i] = e
	}
	return out
}

// globRegexp translates a glob pattern (SQLite's GLOB, which IPython's
// history search uses: * any text, ? one character, [...] a class, [^...]
// its complement) into an anchored regular expression.
func globRegexp(p string) (*regexp.Regexp, error) {
	var b strings.Builder
	b.WriteString(`(?s)\A`)
	rs := []rune(p)
	for i := 0; i < len(rs); i++ {
		switch c := rs[i]; c {
		case '*':
			b.WriteString(".*")
		case '?':
			b.WriteString(".")
		case '[':
			j := i + 1
			if j < len(rs) && rs[j] == '^' {
				j++
			}
			if j < len(rs) && rs[j] == ']' {
				j++
			}
			for j < len(rs) && rs[j] != ']' {
				j++
			}
			if j >= len(rs) {
				b.WriteString(`\[`)
				continue
			}
			b.WriteByte('[')
			for n, r := range rs[i+1 : j] {
				switch {
				case n == 0 && r == '^':
					b.WriteByte('^')
				case r == '\\' || r == '[' || r == ']' || r == '^':
					b.WriteByte('\\')
					b.WriteRune(r)
				default:
					b.WriteRune(r)
				}
			}
			b.WriteByte(']')
			i = j
		default:
			b.WriteString(regexp.QuoteMeta(string(c)))
		}
	}
	b.WriteString(`\z`)
	return regexp.Compile(b.String())
}
