package display

import (
	"strings"
	"sync"
	"sync/atomic"

	"prepl/internal/lazyre"
	"prepl/internal/ruby/rubyfmt"
)

// delimiter pairs a container format's delimiter flag selects.
var delimiterPairs = map[byte][2]string{
	'[': {"[", "]"},
	'{': {"{", "}"},
	'(': {"(", ")"},
	'<': {"<", ">"},
	'|': {"|", "|"},
}

// Format is one parsed format specification, %[flags][width][.prec]X,
// together with the container options a format map may give it.
type Format struct {
	orig  string
	verb  byte
	alt   bool // '#'
	left  bool // '-'
	zero  bool // '0'
	plus  byte // ' ' or '+' (space wins), 0 when neither
	delim byte // one of [ { ( < | or 0
	width int  // -1 when absent
	prec  int  // -1 when absent

	// ruby is how Kernel#format reads orig; rubyErr is the error it
	// raises on orig (delimiter flags are not Ruby flags), and rubyVerbatim
	// is set when Ruby prints orig as it is (a newline among the flags).
	ruby         rubyfmt.Spec
	rubyErr      error
	rubyVerbatim bool

	// prefix and suffix are the text of a format on other lines than its
	// directive ("%d\n"), which Kernel#format prints too.
	prefix, suffix string

	// Container options; nil when not given.
	separator     *string
	separator2    *string
	stringFormats *FormatMap

	// fill is the REPL's layout of a long run of scalars in an array
	// ('#' with a width): as many elements on a line as fit the width,
	// where Puppet's format puts each on a line of its own. No format
	// string sets it.
	fill bool
}

// ParseFormat parses a format string such as "%#-10x" or "%(a". Puppet
// matches a format with a Ruby regexp whose ^ and $ match at line breaks,
// so a format may have text on other lines around its directive ("%d\n"):
// the directive is the first match, and the text around it is printed
// where Puppet hands the whole format to Kernel#format.
func ParseFormat(s string) (*Format, error) {
	f, err := parseDirective(s, s)
	if err == nil || strings.IndexByte(s, '\n') < 0 {
		return f, err
	}
	loc := lineFormat().FindStringIndex(s)
	if loc == nil {
		return nil, err
	}
	if f, err = parseDirective(s[loc[0]:loc[1]], s); err != nil {
		return nil, err
	}
	f.prefix, f.suffix = s[:loc[0]], s[loc[1]:]
	return f, nil
}

// lineFormat is Puppet's format pattern as Ruby reads it: ^ and $ match
// at line breaks, \s is any of " \t\n\v\f\r".
var lineFormat = lazyre.New(`(?m)^%([ \t\n\v\f\r\[+#0{<(|-]*)([1-9][0-9]*)?(?:\.([0-9]+))?([a-zA-Z])$`)

// parseDirective parses a format that is one directive; errors quote
// text, the whole format.
func parseDirective(s, text string) (*Format, error) {
	f := &Format{orig: s, width: -1, prec: -1}
	if len(s) < 2 || s[0] != '%' {
		return nil, invalidFormat(text)
	}
	i := 1
	seen := map[byte]bool{}
	for ; i < len(s) && isFormatFlag(s[i]); i++ {
		c := s[i]
		if seen[c] {
			return nil, errorf("The same flag can only be used once, got '%s'", text)
		}
		seen[c] = true
		switch c {
		case '-':
			f.left = true
		case '#':
			f.alt = true
		case '0':
			f.zero = true
		case '+':
			if f.plus == 0 {
				f.plus = '+'
			}
		case '[', '{', '(', '<', '|':
			if f.delim != 0 {
				return nil, errorf("Only one of the delimiters [ { ( < | can be given in the format flags, got '%s'", text)
			}
			f.delim = c
		}
		if c == ' ' {
			f.plus = ' '
		}
	}
	flagsEnd := i
	if i < len(s) && s[i] >= '1' && s[i] <= '9' {
		n, next, ok := digits(s, i)
		if !ok {
			return nil, tooLarge(text, "width")
		}
		f.width, i = n, next
	}
	if i < len(s) && s[i] == '.' {
		n, next, ok := digits(s, i+1)
		if !ok {
			return nil, tooLarge(text, "precision")
		}
		if next == i+1 {
			return nil, invalidFormat(text)
		}
		f.prec, i = n, next
	}
	if i != len(s)-1 || !isLetter(s[i]) {
		return nil, invalidFormat(text)
	}
	f.verb = s[i]
	f.ruby, f.rubyErr, f.rubyVerbatim = rubyReading(s[1:flagsEnd])
	f.ruby.Width, f.ruby.Prec, f.ruby.Verb = f.width, f.prec, f.verb
	return f, nil
}

// mustFormat parses a format known to be valid.
func mustFormat(s string) *Format {
	f, err := ParseFormat(s)
	if err != nil {
		panic(err)
	}
	return f
}

func invalidFormat(s string) error {
	return errorf("The format '%s' is not a valid format on the form '%%<flags><width>.<prec><format>'", s)
}

// isFormatFlag reports whether c may appear among a format's flags (the
// flag class of Puppet's format pattern, whose \s admits any whitespace).
func isFormatFlag(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '\v', '\f', '\r', '[', '+', '#', '0', '{', '<', '(', '|', '-':
		return true
	}
	return false
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// maxFormatNumber bounds widths and precisions so that a format cannot
// ask for gigabytes of padding.
const maxFormatNumber = 1 << 20

// tooLarge is the error for a width or precision over maxFormatNumber.
func tooLarge(format, what string) error {
	return errorf("The format '%s' has a %s larger than %d, the most a format may ask for", format, what, maxFormatNumber)
}

// digits reads a decimal number at s[i:]; ok is false when it exceeds
// maxFormatNumber.
func digits(s string, i int) (n, next int, ok bool) {
	for next = i; next < len(s) && s[next] >= '0' && s[next] <= '9'; next++ {
		n = n*10 + int(s[next]-'0')
		if n > maxFormatNumber {
			return 0, 0, false
		}
	}
	return n, next, true
}

// rubyReading returns how Kernel#format reads the flags of a Puppet format
// (the text between '%' and the width): Ruby knows only " #+-0", fails on
// the delimiter flags and other whitespace, and prints the whole format
// verbatim when it meets a newline before any flag.
func rubyReading(flags string) (rubyfmt.Spec, error, bool) {
	s := rubyfmt.NewSpec(0)
	for i := 0; i < len(flags); i++ {
		c := flags[i]
		if s.SetFlag(c) {
			continue
		}
		switch c {
		case '\n':
			if i > 0 {
				return s, errorf("invalid format character - %%"), false
			}
			return s, nil, true
		case '{', '<':
			return s, errorf("malformed name - unmatched parenthesis"), false
		case '[', '(', '|':
			return s, errorf("malformed format string - %%%c", c), false
		default:
			return s, errorf("malformed format string"), false
		}
	}
	return s, nil, false
}

// delimiters returns the container delimiters the format selects: its
// delimiter flag, none with the space flag, otherwise dflt.
func (f *Format) delimiters(dflt [2]string) [2]string {
	if f.delim != 0 {
		return delimiterPairs[f.delim]
	}
	if f.plus == ' ' {
		return [2]string{"", ""}
	}
	return dflt
}

// withVerb returns the Ruby reading of the format with its letter
// replaced, as Puppet does with orig_fmt.tr / gsub before calling
// Kernel#format.
func (f *Format) withVerb(verb byte) rubyfmt.Spec {
	s := f.ruby
	s.Verb = verb
	return s
}

// stringSpec is the spec Puppet's apply_string_flags builds: only '-',
// width and precision, applied to a %s.
func (f *Format) stringSpec() rubyfmt.Spec {
	s := rubyfmt.NewSpec('s')
	s.Minus, s.Width, s.Prec = f.left, f.width, f.prec
	return s
}

// plain reports whether the format has no flags, width or precision (nor
// text around it), so that a value's default text can be appended as it
// is.
func (f *Format) plain() bool {
	return len(f.orig) == 2 && f.prefix == "" && f.suffix == ""
}

// is reports whether the format is exactly the text directive.
func (f *Format) is(directive string) bool { return f.plain() && f.orig == directive }

// String returns the format as it was written.
func (f *Format) String() string { return f.prefix + f.orig + f.suffix }

// parsedFormats caches ParseFormat results (Formats are never changed
// after parsing); String() in a loop parses the same few formats again and
// again. The cache stops growing at maxCachedFormats entries.
var (
	parsedFormats    sync.Map // string -> *Format
	parsedFormatsLen atomic.Int32
)

const maxCachedFormats = 4096

// parseFormatCached is ParseFormat with a cache.
func parseFormatCached(s string) (*Format, error) {
	if f, ok := parsedFormats.Load(s); ok {
		return f.(*Format), nil
	}
	f, err := ParseFormat(s)
	if err != nil {
		return nil, err
	}
	if parsedFormatsLen.Load() < maxCachedFormats {
		if _, loaded := parsedFormats.LoadOrStore(s, f); !loaded {
			parsedFormatsLen.Add(1)
		}
	}
	return f, nil
}
