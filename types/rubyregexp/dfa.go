package rubyregexp

import (
	"regexp/syntax"
	"slices"
	"sync"
	"unicode/utf8"
)

// dfa answers "does s contain a match" for ASCII inputs with a
// deterministic automaton over the bytes, built state by state from the
// RE2 program as inputs need them. Go's RE2 has no DFA: it answers the
// same question by backtracking or simulating the program, which for the
// short strings Pattern types and the constructors' signatures check
// (`Integer($1)`, String's format, a host name) costs thousands of
// instructions of setup and bookkeeping; a table step costs a few.
//
// A state is the set of instructions the search continues from (before
// following empty transitions) and what precedes the position (the
// start, a newline, or another byte), which decides \A and ^; what
// follows it ($, \z) is known when the next byte is read. The search is
// unanchored: the program's start is added at every position.
type dfa struct {
	prog  *syntax.Prog
	start int32 // the state at the start of the input

	mu      sync.Mutex
	states  []*dfaState
	index   map[string]int32
	givenUp bool // too many states: the caller keeps to RE2
}

// dfaState is one state with its transitions, filled in as met.
type dfaState struct {
	pcs   []uint32
	begin syntax.EmptyOp // EmptyBeginText and/or EmptyBeginLine, or 0
	// next is the state after each ASCII byte: 0 not known yet,
	// dfaMatch when a match ends before the byte, else index+1.
	next [utf8.RuneSelf]int32
	end  int8 // whether a match ends at the end of the input: 0 not known, 1 yes, -1 no
}

const (
	dfaMatch     = -1
	dfaMaxStates = 512
)

// newDFA returns the automaton of an RE2 pattern, or nil when the
// program has instructions it does not model (word boundaries).
func newDFA(re2 string) *dfa {
	re, err := syntax.Parse(re2, syntax.Perl)
	if err != nil {
		return nil
	}
	prog, err := syntax.Compile(re.Simplify())
	if err != nil {
		return nil
	}
	for _, in := range prog.Inst {
		if in.Op == syntax.InstEmptyWidth && syntax.EmptyOp(in.Arg)&(syntax.EmptyWordBoundary|syntax.EmptyNoWordBoundary) != 0 {
			return nil
		}
	}
	d := &dfa{prog: prog, index: map[string]int32{}}
	d.start = d.state([]uint32{uint32(prog.Start)}, syntax.EmptyBeginText|syntax.EmptyBeginLine)
	return d
}

// match reports whether s contains a match; known is false when s is not
// ASCII or the automaton grew too large, and the caller must ask RE2.
func (d *dfa) match(s string) (matched, known bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.givenUp {
		return false, false
	}
	st := d.start
	for i := 0; i < len(s); i++ {
		if st < 0 {
			return false, false
		}
		b := s[i]
		if b >= utf8.RuneSelf {
			return false, false
		}
		next := d.states[st].next[b]
		if next == 0 {
			next = d.step(st, b)
		}
		if next == dfaMatch {
			return true, true
		}
		st = next - 1
	}
	if st < 0 {
		return false, false
	}
	if d.states[st].end == 0 {
		_, m := d.closure(d.states[st].pcs, d.states[st].begin|syntax.EmptyEndText|syntax.EmptyEndLine)
		d.states[st].end = -1
		if m {
			d.states[st].end = 1
		}
	}
	return d.states[st].end == 1, true
}

// step computes and records the transition of state st on byte b: the
// closure at the position before b (where $ holds when b is a newline),
// then the instructions that consume b.
func (d *dfa) step(st int32, b byte) int32 {
	from := d.states[st]
	flags := from.begin
	if b == '\n' {
		flags |= syntax.EmptyEndLine
	}
	consuming, matched := d.closure(from.pcs, flags)
	if matched {
		from.next[b] = dfaMatch
		return dfaMatch
	}
	pcs := []uint32{uint32(d.prog.Start)}
	for _, pc := range consuming {
		in := &d.prog.Inst[pc]
		if in.MatchRune(rune(b)) && !slices.Contains(pcs, in.Out) {
			pcs = append(pcs, in.Out)
		}
	}
	var begin syntax.EmptyOp
	if b == '\n' {
		begin = syntax.EmptyBeginLine
	}
	next := d.state(pcs, begin) + 1
	if next == 0 {
		return 0 // given up; the caller sees st < 0 next
	}
	from.next[b] = next
	return next
}

// closure follows the empty transitions from pcs under the assertions
// in flags; it returns the instructions that consume a character and
// whether a match is reached.
func (d *dfa) closure(pcs []uint32, flags syntax.EmptyOp) (consuming []uint32, matched bool) {
	seen := make(map[uint32]bool, 2*len(pcs))
	stack := slices.Clone(pcs)
	for len(stack) > 0 {
		pc := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[pc] {
			continue
		}
		seen[pc] = true
		in := &d.prog.Inst[pc]
		switch in.Op {
		case syntax.InstMatch:
			matched = true
		case syntax.InstAlt, syntax.InstAltMatch:
			stack = append(stack, in.Arg, in.Out)
		case syntax.InstCapture, syntax.InstNop:
			stack = append(stack, in.Out)
		case syntax.InstEmptyWidth:
			if syntax.EmptyOp(in.Arg)&^flags == 0 {
				stack = append(stack, in.Out)
			}
		case syntax.InstRune, syntax.InstRune1, syntax.InstRuneAny, syntax.InstRuneAnyNotNL:
			consuming = append(consuming, pc)
		}
	}
	slices.Sort(consuming)
	return consuming, matched
}

// state returns the index of the state of pcs and begin, adding it when
// new, or -1 when the automaton has grown too large.
func (d *dfa) state(pcs []uint32, begin syntax.EmptyOp) int32 {
	slices.Sort(pcs)
	key := make([]byte, 0, 1+4*len(pcs))
	key = append(key, byte(begin))
	for _, pc := range pcs {
		key = append(key, byte(pc), byte(pc>>8), byte(pc>>16), byte(pc>>24))
	}
	if i, ok := d.index[string(key)]; ok {
		return i
	}
	if len(d.states) == dfaMaxStates {
		d.givenUp = true
		return -1
	}
	d.states = append(d.states, &dfaState{pcs: pcs, begin: begin})
	i := int32(len(d.states) - 1)
	d.index[string(key)] = i
	return i
}
