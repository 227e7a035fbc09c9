package builtins

import (
	"math/big"

	"prepl/lang/eval"
	"prepl/types"
)

// What other function libraries (stdlib) share with the core one: the
// 3.x function API and the Ruby view of Puppet values.

// Impl3x implements a 3.x-API function on its converted arguments.
type Impl3x = impl3x

// Function3x builds a function with Puppet's 3.x API: any arguments,
// converted as that API converts them (undef as the empty string at the top level,
// regexps, versions, binaries and time values as strings), a block
// ignored. arity is the exact number of arguments, or -(n+1) for at
// least n.
func Function3x(name, doc string, arity int, impl Impl3x) *eval.Function {
	return function3x(name, doc, arity, impl)
}

// RubyToS is Ruby's to_s of a Puppet value.
func RubyToS(v types.Value) string { return rubyToS(v) }

// RubyInspect is Ruby's inspect of a Puppet value.
func RubyInspect(v types.Value) string { return rubyInspect(v) }

// RubyToSPolled is RubyToS as a walk p can stop (the text is then cut
// short and p.Err says so).
func RubyToSPolled(v types.Value, p *types.Poll) string { return rubyToSPolled(v, p) }

// RubyCompare is Ruby's <=>; ok is false where Ruby gives nil. p, when
// not nil, can stop the walk over arrays (see types.Poll).
func RubyCompare(a, b types.Value, p *types.Poll) (int, bool) { return rubyCompare(a, b, p) }

// WarnOnce logs a warning at the call site unless the evaluator gave the
// warning with this key before, as Puppet gives deprecation warnings.
func WarnOnce(c *eval.Call, key, msg string) { warnOnce(c, key, msg) }

// RubyRandom is Ruby's Random: the MT19937 generator seeded from an
// integer as Ruby seeds it, so that seeded functions give the numbers
// Puppet gives.
type RubyRandom struct{ r *rubyRandom }

// NewRubyRandom seeds a generator as Random.new(seed) does.
func NewRubyRandom(seed *big.Int) RubyRandom { return RubyRandom{newRubyRandom(seed)} }

// Rand is Random#rand(n) for an integer n > 0: a number in [0, n).
func (r RubyRandom) Rand(n int64) int64 { return int64(r.r.limited(uint64(n) - 1)) }
