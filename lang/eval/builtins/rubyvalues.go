package builtins

import (
	"fmt"
	"strings"

	"prepl/display"
	"prepl/internal/ruby/rubyfmt"
	"prepl/lang/eval/ops"
	"prepl/types"
)

// Several functions of Puppet's core library are thin layers over Ruby:
// they sort with Ruby's <=>, join with Ruby's to_s and print paths with
// Ruby's inspect. This file gives the Ruby view of Puppet values.

// rubyCompare is Ruby's <=> on Puppet values: numbers across Integer and
// Float, strings byte by byte, arrays element by element, versions and
// time values by their order. ok is false where Ruby's <=> gives nil
// (values of different or unordered kinds that are not equal). p, when
// not nil, can stop the walk over arrays and hashes (the answer is then
// meaningless: the caller looks at p.Err()).
func rubyCompare(a, b types.Value, p *types.Poll) (int, bool) {
	switch x := a.(type) {
	case types.Int, types.Float, types.Timespan, types.Timestamp, *types.SemVer:
		// Puppet's operators order these as Ruby's <=> does (ops.Compare);
		// NaN is ordered with nothing.
		if !isNaN(a) && !isNaN(b) {
			if c, err := ops.Compare(a, b); err == nil {
				return c, true
			}
		}
	case types.String:
		if y, ok := b.(types.String); ok {
			return strings.Compare(string(x), string(y)), true
		}
	case *types.Array:
		y, ok := b.(*types.Array)
		if !ok {
			break
		}
		for i := 0; i < x.Len() && i < y.Len(); i++ {
			if p.Stop() {
				return 0, false
			}
			c, ok := rubyCompare(x.At(i), y.At(i), p)
			if !ok {
				return 0, false
			}
			if c != 0 {
				return c, true
			}
		}
		return cmp3(x.Len() < y.Len(), x.Len() > y.Len()), true
	}
	// Ruby's Object#<=>: 0 for equal values, nil otherwise.
	if types.StrictEqualPolled(a, b, p) {
		return 0, true
	}
	return 0, false
}

func isNaN(v types.Value) bool {
	f, ok := v.(types.Float)
	return ok && f != f
}

func cmp3(less, greater bool) int {
	switch {
	case less:
		return -1
	case greater:
		return 1
	}
	return 0
}

func cmpFloat(a, b float64) (int, bool) {
	if a != a || b != b {
		return 0, false
	}
	return cmp3(a < b, a > b), true
}

// comparisonFailed is Ruby's message when <=> gives nil: the class of the
// left value and the right value itself when Ruby holds it immediately
// (nil, booleans, small integers, floats, symbols), its class otherwise.
func comparisonFailed(a, b types.Value) string {
	return fmt.Sprintf("comparison of %s with %s failed", types.RubyClassName(a), rubyImmediate(b))
}

func rubyImmediate(v types.Value) string {
	switch x := v.(type) {
	case nil, types.UndefValue, types.Bool, types.DefaultValue, types.Float:
		return rubyInspect(v)
	case types.Int:
		if x >= -(1<<62) && x < 1<<62 {
			return rubyInspect(v)
		}
	}
	return types.RubyClassName(v)
}

// rubyToS is Ruby's to_s of a Puppet value: strings as they are, undef
// empty, containers in Ruby's inspect form, regexps as (?-mix:...).
func rubyToS(v types.Value) string { return rubyToSPolled(v, nil) }

// rubyToSPolled is rubyToS as a walk p can stop (the text is then cut
// short: the caller looks at p.Err()).
func rubyToSPolled(v types.Value, p *types.Poll) string {
	switch x := v.(type) {
	case nil, types.UndefValue:
		return ""
	case types.String:
		return string(x)
	case types.DefaultValue:
		return "default"
	case *types.Array, *types.Hash:
		return rubyInspectPolled(v, p)
	case *types.Regexp:
		return "(?-mix:" + x.Source() + ")"
	}
	return display.ToStringPolled(v, p)
}

// rubyInspect is Ruby's inspect of a Puppet value.
func rubyInspect(v types.Value) string { return rubyInspectPolled(v, nil) }

// rubyInspectPolled is rubyInspect as a walk p can stop (the text is then
// cut short: the caller looks at p.Err()).
func rubyInspectPolled(v types.Value, p *types.Poll) string {
	switch x := v.(type) {
	case nil, types.UndefValue:
		return "nil"
	case types.DefaultValue:
		return ":default"
	case types.String:
		return rubyfmt.InspectString(string(x))
	case *types.Array:
		parts := make([]string, x.Len())
		for i, e := range x.Elements() {
			if p.Stop() {
				break
			}
			parts[i] = rubyInspectPolled(e, p)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case *types.Hash:
		parts := make([]string, 0, x.Len())
		for _, en := range x.Entries() {
			if p.Stop() {
				break
			}
			parts = append(parts, rubyInspectPolled(en.Key, p)+"=>"+rubyInspectPolled(en.Value, p))
		}
		return "{" + strings.Join(parts, ", ") + "}"
	case *types.Regexp:
		return "/" + x.Source() + "/"
	case *types.Sensitive:
		return "#<" + rubyToSPolled(v, p) + ">"
	}
	return rubyToSPolled(v, p)
}

// rubyNoMethod is the message of Ruby's NoMethodError for a method a
// value does not have: "undefined method `length' for 5:Integer", the
// class left out when the inspected value already names it ("#<...>").
func rubyNoMethod(method string, v types.Value) string {
	recv := rubyInspect(v)
	if !strings.HasPrefix(recv, "#") {
		recv += ":" + types.RubyClassName(v)
	}
	return "undefined method `" + method + "' for " + recv
}

// rubyImplicitName is how Ruby's "no implicit conversion" errors name a
// value: nil, true and false by themselves, anything else by its class.
func rubyImplicitName(v types.Value) string {
	switch x := v.(type) {
	case nil, types.UndefValue:
		return "nil"
	case types.Bool:
		if x {
			return "true"
		}
		return "false"
	}
	return types.RubyClassName(v)
}
