package syntax

// checkRegexp finds the structural errors that make Puppet's (Ruby's)
// regexp compiler reject a regexp literal while lexing, and returns Ruby's
// message for the first one, or "". Finer points of the regexp dialect
// are left to the evaluator's regexp engine.
func checkRegexp(p string) string {
	fail := func(msg string) string { return msg + ": /" + p + "/" }
	depth := 0
	// canRepeat is false where a quantifier has nothing to repeat.
	canRepeat := false
	for i := 0; i < len(p); i++ {
		switch c := p[i]; c {
		case '\\':
			if i+1 >= len(p) {
				return fail("too short escape sequence")
			}
			i++
			canRepeat = true
		case '(':
			depth++
			canRepeat = false
			if i+1 < len(p) && p[i+1] == '?' {
				i++
			}
		case ')':
			if depth == 0 {
				return fail("unmatched close parenthesis")
			}
			depth--
			canRepeat = true
		case '|':
			canRepeat = false
		case '*', '+', '?':
			if !canRepeat {
				return fail("target of repeat operator is not specified")
			}
		case '{':
			if n := repeatRange(p[i:]); n > 0 {
				if !canRepeat {
					return fail("target of repeat operator is not specified")
				}
				i += n - 1
			} else {
				canRepeat = true
			}
		case '[':
			n, msg := charClass(p[i:])
			if msg != "" {
				return fail(msg)
			}
			i += n - 1
			canRepeat = true
		default:
			canRepeat = true
		}
	}
	if depth > 0 {
		return fail("end pattern with unmatched parenthesis")
	}
	return ""
}

// repeatRange returns the length of a {n}, {n,}, {,m} or {n,m} quantifier
// at the start of s, or 0.
func repeatRange(s string) int {
	i, digits := 1, 0
	for i < len(s) && isDigit(s[i]) {
		i++
		digits++
	}
	if i < len(s) && s[i] == ',' {
		i++
		for i < len(s) && isDigit(s[i]) {
			i++
			digits++
		}
	}
	if digits == 0 || i >= len(s) || s[i] != '}' {
		return 0
	}
	return i + 1
}

// charClass returns the length of the bracket expression at the start of
// s, or Ruby's message when it is empty or not closed.
func charClass(s string) (int, string) {
	i := 1
	if i < len(s) && s[i] == '^' {
		i++
	}
	if i < len(s) && s[i] == ']' {
		// A leading ']' is a literal when another ']' follows (Ruby
		// warns), else the class is empty.
		if !closeFollows(s, i+1) {
			return 0, "empty char-class"
		}
		i++
	}
	for i < len(s) {
		switch s[i] {
		case '\\':
			i += 2
			continue
		case '[':
			if i+1 < len(s) && s[i+1] == ':' {
				if j := indexFrom(s, ":]", i+2); j >= 0 {
					i = j + 2
					continue
				}
			}
			n, msg := charClass(s[i:])
			if msg != "" {
				return 0, msg
			}
			i += n
			continue
		case ']':
			return i + 1, ""
		}
		i++
	}
	return 0, "premature end of char-class"
}

// closeFollows reports whether an unescaped ']' occurs in s from i on.
func closeFollows(s string, i int) bool {
	for ; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case ']':
			return true
		}
	}
	return false
}

func indexFrom(s, sub string, from int) int {
	for i := from; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	return -1
}
