package display

import (
	"unicode/utf8"

	"prepl/types"
)

// Role is what a piece of rendered text is, for colouring.
type Role uint8

// The roles a renderer can colour.
const (
	RoleString      Role = iota // string values
	RoleNumber                  // integers and floats
	RoleConstant                // true, false, undef, default
	RoleType                    // types and resource references
	RoleRegexp                  // regexps
	RoleKey                     // scalar hash keys
	RolePunctuation             // delimiters and separators
	RoleOther                   // Sensitive, time, version and binary values
	roleCount
)

// markup is the text a renderer puts around each role; the converter
// counts it so that layout decisions see only the visible text.
type markup struct {
	start, end [roleCount]string
}

// roleOf returns the role of a scalar value.
func roleOf(v types.Value) Role {
	switch v.(type) {
	case types.String:
		return RoleString
	case types.Int, types.Float:
		return RoleNumber
	case types.Bool, nil, types.UndefValue, types.DefaultValue:
		return RoleConstant
	case types.Type:
		return RoleType
	case *types.Regexp:
		return RoleRegexp
	}
	return RoleOther
}

// open appends the start of a role's markup.
func (c *converter) open(out []byte, r Role) []byte {
	if c.marks == nil {
		return out
	}
	s := c.marks.start[r]
	c.hidden += utf8.RuneCountInString(s)
	return append(out, s...)
}

// close appends the end of a role's markup.
func (c *converter) close(out []byte, r Role) []byte {
	if c.marks == nil {
		return out
	}
	s := c.marks.end[r]
	c.hidden += utf8.RuneCountInString(s)
	return append(out, s...)
}

// punct appends delimiter or separator text, marking up all but its
// leading and trailing whitespace (layout rules look at that whitespace).
func (c *converter) punct(out []byte, text string) []byte {
	if c.marks == nil || text == "" {
		return append(out, text...)
	}
	return c.markPunct(out, text)
}

// markPunct is punct with markup.
func (c *converter) markPunct(out []byte, text string) []byte {
	i, j := 0, len(text)
	for i < j && isLayoutSpace(text[i]) {
		i++
	}
	for j > i && isLayoutSpace(text[j-1]) {
		j--
	}
	out = append(out, text[:i]...)
	if i < j {
		out = c.open(out, RolePunctuation)
		out = append(out, text[i:j]...)
		out = c.close(out, RolePunctuation)
	}
	return append(out, text[j:]...)
}

func isLayoutSpace(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '\v', '\f', '\r', 0:
		return true
	}
	return false
}
