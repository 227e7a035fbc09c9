package syntax

// Name rules of Puppet's validator (pops/patterns.rb), written out as
// small matchers.

// isNumericVarName matches 0 or a decimal number without leading zero.
func isNumericVarName(s string) bool {
	if s == "0" {
		return true
	}
	if s == "" || s[0] < '1' || s[0] > '9' {
		return false
	}
	for i := 1; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}

// isVarName matches (::)?([a-z]\w*::)*[a-z_]\w*: only the last segment may
// start with an underscore.
func isVarName(s string) bool {
	if len(s) >= 2 && s[:2] == "::" {
		s = s[2:]
	}
	for {
		if s == "" || !(s[0] >= 'a' && s[0] <= 'z' || s[0] == '_') {
			return false
		}
		i := 1
		for i < len(s) && isWordByte(s[i]) {
			i++
		}
		if i == len(s) {
			return true
		}
		if s[0] == '_' || len(s) < i+2 || s[i:i+2] != "::" {
			return false
		}
		s = s[i+2:]
	}
}

// isParamName matches [a-z_]\w*.
func isParamName(s string) bool {
	if s == "" || !(s[0] >= 'a' && s[0] <= 'z' || s[0] == '_') {
		return false
	}
	for i := 1; i < len(s); i++ {
		if !isWordByte(s[i]) {
			return false
		}
	}
	return true
}

// isNumericParamName matches (0x)?[0-9]+.
func isNumericParamName(s string) bool {
	if len(s) > 2 && s[:2] == "0x" {
		s = s[2:]
	}
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}

// segmentsMatch reports whether s is first-letter-in-[lo,hi] \w* segments
// joined by "::".
func segmentsMatch(s string, lo, hi byte) bool {
	for {
		if s == "" || s[0] < lo || s[0] > hi {
			return false
		}
		i := 1
		for i < len(s) && isWordByte(s[i]) {
			i++
		}
		if i == len(s) {
			return true
		}
		if len(s) < i+2 || s[i:i+2] != "::" {
			return false
		}
		s = s[i+2:]
	}
}

// isClassRefDecl matches the name of a type alias: [A-Z]\w*(::[A-Z]\w*)*.
func isClassRefDecl(s string) bool { return segmentsMatch(s, 'A', 'Z') }

// isClassRefDeclLower matches the name of a class, define or function:
// [a-z]\w*(::[a-z]\w*)*.
func isClassRefDeclLower(s string) bool { return segmentsMatch(s, 'a', 'z') }
