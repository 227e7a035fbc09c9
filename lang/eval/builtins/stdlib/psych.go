package stdlib

import (
	"math"
	"math/big"
	"regexp"
	"strconv"
	"strings"

	"prepl/display/rubyfmt"
	"prepl/types"
)

// How Ruby's YAML library (Psych) reads a plain scalar: the resolution
// both parseyaml applies to unquoted text and to_yaml relies on to decide
// which strings must be quoted.

var (
	psychWordStart = regexp.MustCompile(`^[^\d.:-]?[\pL_\s!@#$%^&*(){}<>|/\\~;=]+`)
	psychInitial   = regexp.MustCompile(`(?i)^[^ytonf~]`)
	psychNull      = regexp.MustCompile(`(?i)^null$`)
	psychTrue      = regexp.MustCompile(`(?i)^(yes|true|on)$`)
	psychFalse     = regexp.MustCompile(`(?i)^(no|false|off)$`)
	psychTime      = regexp.MustCompile(`^-?\d{4}-\d{1,2}-\d{1,2}(?:[Tt]|\s+)\d{1,2}:\d\d:\d\d(?:\.\d*)?(?:\s*(?:Z|[-+]\d{1,2}:?(?:\d\d)?))?$`)
	psychDate      = regexp.MustCompile(`^\d{4}-(?:1[012]|0\d|\d)-(?:[12]\d|3[01]|0\d|\d)$`)
	psychInf       = regexp.MustCompile(`(?i)^\+?\.inf$`)
	psychNegInf    = regexp.MustCompile(`(?i)^-\.inf$`)
	psychNaN       = regexp.MustCompile(`(?i)^\.nan$`)
	psychSexInt    = regexp.MustCompile(`^[-+]?[0-9][0-9_]*(:[0-5]?[0-9]){1,2}$`)
	psychSexFloat  = regexp.MustCompile(`^[-+]?[0-9][0-9_]*(:[0-5]?[0-9]){1,2}\.[0-9_]*$`)
	psychFloat     = regexp.MustCompile(`^[-+]?([0-9][0-9_,]*)?\.[0-9]*([eE][-+][0-9]+)?$`)
	psychInt       = regexp.MustCompile(`^(?:[-+]?0b[0-1_,]+|[-+]?0[0-7_,]+|[-+]?(?:0|[1-9](?:[0-9]|,[0-9]|_[0-9])*)|[-+]?0x[0-9a-fA-F_,]+)$`)
)

// psychKind is what Psych makes of a plain scalar.
type psychKind int

const (
	psychString psychKind = iota
	psychOther            // a time, date or symbol: not a String, but no Puppet value either
	psychValue            // a null, Boolean or number (the value is returned)
)

// psychResolve reads a plain scalar as Psych does.
func psychResolve(s string) (psychKind, types.Value) {
	if s == "" {
		return psychValue, types.Undef
	}
	if psychWordStart.MatchString(s) || strings.Contains(s, "\n") {
		switch {
		case len([]rune(s)) > 5 || psychInitial.MatchString(s):
			return psychString, nil
		case s == "~" || psychNull.MatchString(s):
			return psychValue, types.Undef
		case psychTrue.MatchString(s):
			return psychValue, types.True
		case psychFalse.MatchString(s):
			return psychValue, types.False
		}
		return psychString, nil
	}
	switch {
	case psychTime.MatchString(s), psychDate.MatchString(s):
		return psychOther, nil
	case psychInf.MatchString(s):
		return psychValue, types.Float(math.Inf(1))
	case psychNegInf.MatchString(s):
		return psychValue, types.Float(math.Inf(-1))
	case psychNaN.MatchString(s):
		return psychValue, types.Float(math.NaN())
	case len(s) > 1 && s[0] == ':':
		return psychOther, nil
	case psychSexInt.MatchString(s):
		// Psych weighs the parts by 60 to the power of their distance
		// from the third part, whatever their number.
		var n int64
		for i, part := range strings.Split(s, ":") {
			n += leadingInt(strings.ReplaceAll(part, "_", "")) * int64(math.Pow(60, math.Abs(float64(i-2))))
		}
		return psychValue, types.Int(n)
	case psychSexFloat.MatchString(s):
		var f float64
		for i, part := range strings.Split(s, ":") {
			v, _ := strconv.ParseFloat(strings.ReplaceAll(part, "_", ""), 64)
			f += v * math.Pow(60, math.Abs(float64(i-2)))
		}
		return psychValue, types.Float(f)
	case psychFloat.MatchString(s):
		if s == "." || s == "+." || s == "-." {
			return psychString, nil
		}
		t := strings.NewReplacer(",", "", "_", "").Replace(s)
		t = strings.Replace(strings.Replace(t, ".e", "e", 1), ".E", "E", 1)
		t = strings.TrimSuffix(t, ".")
		f, err := rubyfmt.ParseFloat(t)
		if err != nil {
			return psychString, nil
		}
		return psychValue, types.Float(f)
	case psychInt.MatchString(s):
		i, err := rubyfmt.ParseInteger(strings.NewReplacer(",", "", "_", "").Replace(s))
		if err != nil {
			return psychString, nil
		}
		if i.Big != nil {
			f, _ := new(big.Float).SetInt(i.Big).Float64()
			return psychValue, types.Float(f)
		}
		return psychValue, types.Int(i.Small)
	}
	return psychString, nil
}
