package rubyregexp

// op is the kind of a syntax-tree node.
type op uint8

const (
	opEmpty     op = iota // matches the empty string
	opLiteral             // the runes of lit, case-sensitively
	opSet                 // one rune of set
	opConcat              // subs in sequence
	opAlt                 // one of subs, tried in order
	opCapture             // a capture group around subs[0]
	opGroup               // a non-capturing group around subs[0] (kept for lookbehind checks)
	opRepeat              // subs[0] repeated min..max times (max < 0: unbounded)
	opAssert              // a zero-width assertion (assert)
	opLook                // a lookaround (look) around subs[0]
	opAtomic              // an atomic group around subs[0]
	opBackref             // a backreference to any of groups
	opCond                // (?(cond)yes|no): subs[0] if one of groups matched, else subs[1]
	opKeep                // \K: the reported match starts here
	opLinebreak           // \R
)

// assertion is the kind of an opAssert node.
type assertion uint8

const (
	assertLineStart   assertion = iota // ^
	assertLineEnd                      // $
	assertTextStart                    // \A
	assertTextEnd                      // \z
	assertTextEndNL                    // \Z
	assertWordB                        // \b
	assertNotWordB                     // \B
	assertSearchStart                  // \G
)

// lookaround is the kind of an opLook node.
type lookaround uint8

const (
	lookAhead lookaround = iota
	lookAheadNot
	lookBehind
	lookBehindNot
)

// repetition is how an opRepeat node prefers to repeat.
type repetition uint8

const (
	greedy repetition = iota
	lazy
	possessive
)

// node is a node of a parsed Ruby regular expression. Flags have already
// been applied: literals under (?i) are sets, dots are sets, and \w and
// friends are sets according to the character-set option in force.
type node struct {
	op     op
	lit    []rune
	set    runeSet
	subs   []*node
	min    int
	max    int
	rep    repetition
	assert assertion
	ascii  bool // assertWordB/assertNotWordB: ASCII word characters ((?a))
	look   lookaround
	cap    *capture
	groups []*capture // opBackref, opCond
	fold   bool       // opBackref: compare case-insensitively
}

// capture is a capture group as written.
type capture struct {
	parseIndex int    // 1-based, counting every capture group as written
	name       string // "" for a numbered group
	number     int    // Ruby's group number; 0 when the group does not capture
	engine     int    // the engines' group number (with \K groups counted)
}
