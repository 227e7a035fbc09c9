package syntax

import "strings"

// CompleteState says whether a piece of input is ready to be run.
type CompleteState int

// The completeness states, as the REPL and Jupyter's is_complete_request
// need them.
const (
	// Complete input parses and validates.
	Complete CompleteState = iota
	// Incomplete input ends inside an open construct (a bracket, block,
	// string, heredoc or comment, or after an operator or a comma): more
	// input could make it valid.
	Incomplete
	// Invalid input has an error that more input cannot repair.
	Invalid
)

// String names the state as Jupyter's is_complete_reply does.
func (s CompleteState) String() string {
	switch s {
	case Complete:
		return "complete"
	case Incomplete:
		return "incomplete"
	}
	return "invalid"
}

// indentUnit is the indentation per open bracket.
const indentUnit = "  "

// CheckComplete tells whether text is a complete manifest. For incomplete
// input, indent is the indentation suggested for the next line: two
// spaces per bracket left open, and none inside a string, heredoc or
// comment, where added blanks would become part of the text.
func CheckComplete(text string) (state CompleteState, indent string) {
	src := NewSource("", text)
	prog, p, err := parseSource(src, false)
	defer p.tl.release()
	if err == nil {
		if errs, _ := validate(prog, p.bigInts); len(errs) > 0 {
			return Invalid, ""
		}
		return Complete, ""
	}
	if !err.Incomplete {
		return Invalid, ""
	}
	toks := p.toks
	if n := len(toks); n > 0 && toks[n-1].kind == tLexError {
		return Incomplete, ""
	}
	return Incomplete, strings.Repeat(indentUnit, openBrackets(toks))
}

// openBrackets counts the brackets, braces and parentheses left open.
func openBrackets(toks []token) int {
	depth := 0
	for i := range toks {
		switch toks[i].kind {
		case tLBrace, tSelBrace, tLBrack, tListStart, tLParen, tWSLParen:
			depth++
		case tRBrace, tRBrack, tRParen:
			if depth > 0 {
				depth--
			}
		}
	}
	return depth
}
