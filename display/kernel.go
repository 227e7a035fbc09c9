package display

import (
	"math"
	"math/big"

	"prepl/display/rubyfmt"
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

// kernelString is Kernel.format("%…s" or "%…p", str); %p shows Ruby's
// inspect of the string.
func (f *Format) kernelString(out []byte, verb byte, str string) ([]byte, error) {
	if f.rubyErr != nil {
		return nil, f.rubyErr
	}
	if f.rubyVerbatim {
		return f.verbatim(out, verb), nil
	}
	if verb == 'p' {
		str = rubyfmt.InspectString(str)
	}
	return rubyfmt.AppendString(out, f.withVerb(verb), str), nil
}

// kernelText is Kernel.format("%…s" or "%…p", obj) for an object whose
// to_s or inspect (chosen by verb) is text.
func (f *Format) kernelText(out []byte, verb byte, text string) ([]byte, error) {
	if f.rubyErr != nil {
		return nil, f.rubyErr
	}
	if f.rubyVerbatim {
		return f.verbatim(out, verb), nil
	}
	return rubyfmt.AppendString(out, f.withVerb(verb), text), nil
}

// kernelInt is Kernel.format with an integer verb (d x X o b B).
func (f *Format) kernelInt(out []byte, verb byte, v int64) ([]byte, error) {
	if f.rubyErr != nil {
		return nil, f.rubyErr
	}
	if f.rubyVerbatim {
		return f.verbatim(out, verb), nil
	}
	return rubyfmt.AppendInt(out, f.withVerb(verb), v), nil
}

// kernelFloatToInt is Kernel.format with an integer verb of a float's
// to_i, which may exceed 64 bits.
func (f *Format) kernelFloatToInt(out []byte, verb byte, v float64) ([]byte, error) {
	t := math.Trunc(v)
	if t >= -(1<<63) && t < 1<<63 {
		return f.kernelInt(out, verb, int64(t))
	}
	if f.rubyErr != nil {
		return nil, f.rubyErr
	}
	if f.rubyVerbatim {
		return f.verbatim(out, verb), nil
	}
	b, _ := new(big.Float).SetFloat64(t).Int(nil)
	return rubyfmt.AppendBigInt(out, f.withVerb(verb), b), nil
}

// kernelFloat is Kernel.format with a float verb (e E f g G a A).
func (f *Format) kernelFloat(out []byte, verb byte, v float64) ([]byte, error) {
	if f.rubyErr != nil {
		return nil, f.rubyErr
	}
	if f.rubyVerbatim {
		return f.verbatim(out, verb), nil
	}
	return rubyfmt.AppendFloat(out, f.withVerb(verb), v), nil
}

// applyStringFlags is Puppet's apply_string_flags: '-', width and
// precision applied to a literal.
func (f *Format) applyStringFlags(out []byte, literal string) []byte {
	if !f.left && f.width < 0 && f.prec < 0 {
		return append(out, literal...)
	}
	return rubyfmt.AppendString(out, f.stringSpec(), literal)
}
