package display

import (
	"math"
	"math/big"
	"strings"

	"prepl/internal/ruby/rubyfmt"
	"prepl/types"
	"prepl/types/quote"
)

// The helpers below are Puppet's calls of Kernel#format with a format's
// original text (its letter possibly replaced, as Puppet does with tr and
// gsub): they fail where Ruby fails on Puppet-only flags and otherwise
// format with Ruby's rules.

// verbatim appends what Ruby prints for a format whose flags start with
// a newline: the format text itself.
func (f *Format) verbatim(out []byte, verb byte) []byte {
	out = append(out, f.orig[:len(f.orig)-1]...)
	return append(out, verb)
}

// kernel is one call of Kernel#format: the directive, formatted by
// directive unless Ruby prints the format verbatim, and the format's text
// on other lines, in which Puppet's tr or gsub replaced the format letter
// as in the directive.
func (f *Format) kernel(out []byte, verb byte, directive func([]byte) []byte) ([]byte, error) {
	if f.rubyErr != nil {
		return nil, f.rubyErr
	}
	out, err := f.appendAffix(out, f.prefix, verb)
	if err != nil {
		return nil, err
	}
	if f.rubyVerbatim {
		out = f.verbatim(out, verb)
	} else {
		out = directive(out)
	}
	return f.appendAffix(out, f.suffix, verb)
}

// appendAffix appends what Kernel#format makes of text around the
// directive: literal text, %% as %, and Ruby's errors for directives
// that find no argument.
func (f *Format) appendAffix(out []byte, text string, verb byte) ([]byte, error) {
	if text == "" {
		return out, nil
	}
	if verb != f.verb {
		text = strings.ReplaceAll(text, string(f.verb), string(verb))
	}
	s, err := rubyfmt.Format[types.Value](text, sprintfArgs{})
	if err != nil {
		return nil, &Error{Msg: err.Error()}
	}
	return append(out, s...), nil
}

// kernelString is Kernel.format("%…s" or "%…p", str); %p shows Ruby's
// inspect of the string.
func (f *Format) kernelString(out []byte, verb byte, str string) ([]byte, error) {
	if verb == 'p' {
		str = rubyfmt.InspectString(str)
	}
	return f.kernelText(out, verb, str)
}

// kernelText is Kernel.format("%…s" or "%…p", obj) for an object whose
// to_s or inspect (chosen by verb) is text.
func (f *Format) kernelText(out []byte, verb byte, text string) ([]byte, error) {
	return f.kernel(out, verb, func(out []byte) []byte {
		return rubyfmt.AppendString(out, f.withVerb(verb), text)
	})
}

// kernelInt is Kernel.format with an integer verb (d x X o b B).
func (f *Format) kernelInt(out []byte, verb byte, v int64) ([]byte, error) {
	return f.kernel(out, verb, func(out []byte) []byte {
		return rubyfmt.AppendInt(out, f.withVerb(verb), v)
	})
}

// kernelFloatToInt is Kernel.format with an integer verb of a float's
// to_i, which may exceed 64 bits.
func (f *Format) kernelFloatToInt(out []byte, verb byte, v float64) ([]byte, error) {
	t := math.Trunc(v)
	if t >= -(1<<63) && t < 1<<63 {
		return f.kernelInt(out, verb, int64(t))
	}
	b, _ := new(big.Float).SetFloat64(t).Int(nil)
	return f.kernel(out, verb, func(out []byte) []byte {
		return rubyfmt.AppendBigInt(out, f.withVerb(verb), b)
	})
}

// kernelFloat is Kernel.format with a float verb (e E f g G a A).
func (f *Format) kernelFloat(out []byte, verb byte, v float64) ([]byte, error) {
	return f.kernel(out, verb, func(out []byte) []byte {
		return rubyfmt.AppendFloat(out, f.withVerb(verb), v)
	})
}

// applyStringFlags is Puppet's apply_string_flags: '-', width and
// precision applied to a literal.
func (f *Format) applyStringFlags(out []byte, literal string) []byte {
	if f.bare() {
		return append(out, literal...)
	}
	return rubyfmt.AppendString(out, f.stringSpec(), literal)
}

// appendSingle appends s single quoted (quote.Single) under the flags,
// without making the quoted string when there are none.
func (f *Format) appendSingle(out []byte, s string) []byte {
	if f.bare() {
		return quote.AppendSingle(out, s)
	}
	return f.applyStringFlags(out, quote.Single(s))
}

// bare reports whether the format has no flag that lays out a string
// (left alignment, width, precision).
func (f *Format) bare() bool { return !f.left && f.width < 0 && f.prec < 0 }
