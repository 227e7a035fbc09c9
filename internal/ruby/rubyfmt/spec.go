package rubyfmt

// Spec is one conversion directive: %[flags][width][.precision]verb.
type Spec struct {
	Minus bool // '-': left justify
	Plus  bool // '+': always show a sign
	Space bool // ' ': a space where a plus sign would go
	Zero  bool // '0': pad numbers with zeros
	Sharp bool // '#': alternate form
	// Width is the minimum field width, or -1 when none is given.
	Width int
	// Prec is the precision, or -1 when none is given.
	Prec int
	// Verb is the conversion letter.
	Verb byte
}

// NewSpec returns a Spec for verb with no flags, width or precision.
func NewSpec(verb byte) Spec { return Spec{Width: -1, Prec: -1, Verb: verb} }

// SetFlag sets the flag Kernel#format reads from c (one of " #+-0") and
// reports whether c is such a flag.
func (s *Spec) SetFlag(c byte) bool {
	switch c {
	case ' ':
		s.Space = true
	case '#':
		s.Sharp = true
	case '+':
		s.Plus = true
	case '-':
		s.Minus = true
	case '0':
		s.Zero = true
	default:
		return false
	}
	return true
}

// hasFlags reports whether any flag is set.
func (s Spec) hasFlags() bool { return s.Minus || s.Plus || s.Space || s.Zero || s.Sharp }

// pad appends n copies of c.
func pad(buf []byte, c byte, n int) []byte {
	for ; n > 0; n-- {
		buf = append(buf, c)
	}
	return buf
}
