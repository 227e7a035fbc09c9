// Package rubyregexp compiles and runs regular expressions written in
// Ruby's syntax, which is what Puppet code uses, with Ruby's semantics.
//
// # Translation
//
// A pattern is parsed here, by the rules of Onigmo (Ruby's engine), into
// a tree in which Ruby's meaning is already fixed: ^ and $ match at line
// boundaries, '.' matches a newline only under (?m), (?i) literals and
// classes are the case-fold closures Onigmo computes (a bracket
// expression is folded once, before its negation), \d \w \s are ASCII
// unless (?u), POSIX brackets and \p{...} are Unicode, \h is a hex digit,
// named groups make unnamed ones non-capturing, and so on. The tree is
// then written out for an engine with every character class spelled as
// explicit code-point ranges, so no engine's own idea of \w, case folding
// or POSIX classes is ever used.
//
// # Engines
//
// Two engines run the written pattern:
//
//   - Go's regexp (RE2) runs every pattern that needs nothing it lacks.
//     It is fast and its running time is linear in the input, so such
//     patterns cannot backtrack catastrophically. Almost all patterns in
//     Puppet code take this path.
//   - github.com/dlclark/regexp2, a backtracking engine, runs patterns
//     with look-around, backreferences, atomic groups, possessive
//     quantifiers, conditionals, \R, \Z, \G, repeat counts above 1000 or
//     captures in an unbounded loop that can match empty (Onigmo and
//     regexp2 record a final empty iteration, RE2 does not).
//     Each match is bounded by a time limit (SetMatchTimeout); running
//     out of time is an error wrapping ErrMatchTimeout, never a wrong
//     answer.
//
// The backtracking engine also stands in for RE2 in the few cases where
// RE2's answer could differ from Ruby's: \b and \B on non-ASCII input
// (RE2 knows only ASCII word characters, Ruby's are Unicode), and a
// match that RE2 ends at the end of an input ending in a newline when the
// pattern has ^ (RE2's ^ matches there, Ruby's does not).
//
// Searches after the first (scan, gsub, split) start at an offset with
// the whole input as context, as Ruby's do; for RE2 a pattern that looks
// back (^, \A, \b) is run from the preceding character.
//
// All offsets in this package's API are byte offsets into the Go
// string; regexp2's rune offsets are converted. As in Ruby, matching a
// string that is not valid UTF-8 is an error (ErrInvalidUTF8).
//
// # Speed
//
// Go's RE2 has no DFA, so a pattern without a literal prefix costs tens
// of nanoseconds per input byte. Before running it, a search looks for a
// literal every match must contain (plain or ASCII case-insensitive),
// failing at once when it is absent and otherwise starting just before
// it; a pattern starting with ^ is tried, anchored, at line starts only;
// and a pattern whose matches start with one of a few bytes (\s+, [,;])
// is first tried, anchored, where such a byte occurs. A literal, an
// alternation of literals (kube-probe|curl) and a class or a run of one
// are found without an engine.
// A pattern that is a sequence of ASCII literals and classes, the classes
// repeated, with groups around parts of it and perhaps ^ \A before and $
// \z after, whose repeats cannot give back characters to what follows
// (`(\d+)ms`, `^(\d{4})-(\d\d)`), is searched by comparing bytes (seq.go):
// its first match from each start is found in one pass, and a search that
// would look at the input many times over is left to RE2.
// Whether an ASCII string contains a match at all (MatchString, which
// Pattern types ask) is answered by a deterministic automaton over bytes
// built from the RE2 program state by state as inputs need them (dfa.go),
// falling back to RE2 for other inputs or when it grows too large.
// Compiled patterns are kept in a bounded LRU cache.
//
// # Not supported, and known differences
//
// These compile to an error rather than risk a wrong match: \X, the
// absent operator (?~...), subexpression calls \g<...>, backreferences
// with a nest level, a backreference or condition inside the group it
// refers to (Onigmo then reads what a backtracked attempt left behind),
// and Unicode properties package unicode cannot derive (blocks, ages,
// emoji).
//
// Known differences from Ruby 3.1: case-insensitive matching uses simple
// case folding, so multi-character folds (ß matching "ss") do not apply;
// Unicode tables are Go's (Unicode 15), Ruby's are Unicode 13; and a
// counted repeat such as {2} or {1,3} of a subpattern that can match the
// empty string always honours its count, where Onigmo, depending on the
// size of the compiled subpattern, may end the loop at the first empty
// iteration (which can change the captures or, rarely, the match).
//
// A backtracking match has a time limit (DefaultMatchTimeout, see
// SetMatchTimeout); an operation running many searches (gsub, split)
// stops at the first search that starts after the limit has passed.
package rubyregexp
