package ops

import (
	"bytes"
	"fmt"
	"strings"

	"prepl/lang/eval/evalerr"
	"prepl/lang/syntax"
	"prepl/types"
)

// IsNumber reports whether v is an Integer or a Float.
func IsNumber(v types.Value) bool {
	switch v.(type) {
	case types.Int, types.Float:
		return true
	}
	return false
}

// Compare orders two values as Puppet's comparison operators do, which
// is Ruby's <=> on them but for strings, which Puppet orders ignoring
// ASCII case (types.CompareValues): numbers exactly across Integer and
// Float, versions, time values with their own kind or a number of
// seconds, and a number on the left of a Timespan or Timestamp as Ruby
// coerces them, both as Float seconds. The error is Puppet's reason when
// the values cannot be ordered ("A String is not comparable to a non
// String").
func Compare(l, r types.Value) (int, error) {
	if c, ok := compareNumberWithTime(l, r); ok {
		return c, nil
	}
	return types.CompareValues(l, r)
}

// compareNumberWithTime orders a number on the left of a Timespan or
// Timestamp as Ruby coerces them: both as Float seconds (a time value on
// the left compares with whole seconds, which types.CompareValues does).
func compareNumberWithTime(l, r types.Value) (int, bool) {
	var f float64
	switch x := l.(type) {
	case types.Int:
		f = float64(x)
	case types.Float:
		f = float64(x)
	default:
		return 0, false
	}
	var secs float64
	switch y := r.(type) {
	case types.Timespan:
		secs = y.Seconds()
	case types.Timestamp:
		secs = y.Seconds()
	default:
		return 0, false
	}
	switch {
	case f < secs:
		return -1, true
	case f > secs:
		return 1, true
	}
	return 0, true
}

// OrderHolds applies an ordering operator to a comparison result.
func OrderHolds(op syntax.Op, c int) bool {
	switch op {
	case syntax.OpLess:
		return c < 0
	case syntax.OpLessEqual:
		return c <= 0
	case syntax.OpGreater:
		return c > 0
	case syntax.OpGreaterEqual:
		return c >= 0
	}
	return false
}

// TypeOrder compares types by assignability: the narrower type is the
// smaller one.
func TypeOrder(op syntax.Op, a, b types.Type) bool {
	switch op {
	case syntax.OpLess:
		return types.IsAssignable(b, a) && !types.Equal(a, b)
	case syntax.OpLessEqual:
		return types.IsAssignable(b, a)
	case syntax.OpGreater:
		return types.IsAssignable(a, b) && !types.Equal(a, b)
	case syntax.OpGreaterEqual:
		return types.IsAssignable(a, b)
	}
	return false
}

// ToRegexp converts a match operand: a Regexp, a String (compiled as a
// pattern) or a Regexp type with a pattern.
func ToRegexp(r types.Value) (*types.Regexp, error) {
	switch p := r.(type) {
	case *types.Regexp:
		return p, nil
	case types.String:
		re, err := types.NewRegexp(string(p))
		if err != nil {
			return nil, fmt.Errorf("Can not convert right match operand to a regular expression. Caused by '%s'.", err)
		}
		return re, nil
	}
	return nil, fmt.Errorf("Can not convert right match operand to a regular expression. Caused by 'no implicit conversion of %s into String'.", TypeName(r))
}

// SemverEqual reports whether v (a SemVer, or a string holding one) is
// the version ver.
func SemverEqual(v types.Value, ver *types.SemVer) bool {
	switch x := v.(type) {
	case *types.SemVer:
		return x.Equal(ver)
	case types.String:
		p, err := types.ParseSemVer(string(x))
		return err == nil && p.Equal(ver)
	}
	return false
}

// SemverMatch is `v =~ range`: a SemVer or a version string in the range;
// anything else does not match.
func SemverMatch(v types.Value, r *types.SemVerRange) bool {
	switch x := v.(type) {
	case *types.SemVer:
		return r.Includes(x)
	case types.String:
		ver, err := types.ParseSemVer(string(x))
		return err == nil && r.Includes(ver)
	}
	return false
}

// InBinary reports whether l is in the bytes b, as Puppet searches a
// Binary: a String or Binary as a byte substring (case-sensitive), a
// number as one of the byte values, anything else never.
func InBinary(l types.Value, b []byte) bool {
	switch lv := l.(type) {
	case types.String:
		return bytes.Contains(b, []byte(lv))
	case *types.Binary:
		return bytes.Contains(b, lv.Bytes())
	case types.Int, types.Float:
		for _, c := range b {
			if types.StrictEqual(lv, types.Int(c)) {
				return true
			}
		}
	}
	return false
}

// IsReference reports whether v is a resource or class reference as a
// resource parameter holds it (Puppet's Puppet::Resource), which is no
// type to comparisons.
func IsReference(v types.Value) bool {
	switch x := v.(type) {
	case *types.ResourceType:
		return x.IsReference()
	case *types.ClassType:
		return x.IsReference()
	}
	return false
}

// KindName names the family of a value as Puppet's messages do
// ("Integer", "Array", "Hash").
func KindName(v types.Value) string {
	switch v.(type) {
	case types.Int:
		return "Integer"
	case types.Float:
		return "Float"
	case types.String:
		return "String"
	case types.Bool:
		return "Boolean"
	case *types.Array:
		return "Array"
	case *types.Hash:
		return "Hash"
	case nil, types.UndefValue:
		return "Undef"
	case types.DefaultValue:
		return "Default"
	case types.Type:
		return "Type"
	}
	return types.Infer(v).Name()
}

// ValueLabel names a value as Puppet's label provider does in operator
// errors: a type by its text ("Integer[1, 2]-Type"), undef as "Undef
// Value", versions as "Semver" and "SemverRange", and every value the
// provider has no label of its own for (default, iterators, URIs, Object
// instances) as "Object", Ruby's name for them.
func ValueLabel(v types.Value) string {
	if IsReference(v) {
		return "Resource Statement"
	}
	switch x := v.(type) {
	case types.Type:
		return x.String() + "-Type"
	case nil, types.UndefValue:
		return "Undef Value"
	case types.Int, types.Float, types.String, types.Bool, *types.Array, *types.Hash:
		return KindName(v)
	case *types.Regexp:
		return "Regexp"
	case *types.Binary:
		return "Binary"
	case *types.Sensitive:
		return "Sensitive"
	case types.Timespan:
		return "Timespan"
	case types.Timestamp:
		return "Timestamp"
	case *types.SemVer:
		return "Semver"
	case *types.SemVerRange:
		return "SemverRange"
	}
	return "Object"
}

// CapitalizedArticle is articled at the start of a sentence.
func CapitalizedArticle(name string) string {
	a := evalerr.Articled(name)
	return strings.ToUpper(a[:1]) + a[1:]
}

// TypeName is the generalized type name of a value, as used in messages.
func TypeName(v types.Value) string {
	return types.Generalize(types.Infer(v)).String()
}
