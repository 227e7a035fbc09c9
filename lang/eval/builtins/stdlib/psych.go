package stdlib

import (
	"math/big"

	"prepl/internal/psych"
	"prepl/types"
)

// How Ruby's YAML library (Psych) reads a plain scalar: the resolution
// both parseyaml applies to unquoted text and to_yaml relies on to decide
// which strings must be quoted.

// psychKind is what Psych makes of a plain scalar.
type psychKind int

const (
	psychString psychKind = iota
	psychOther            // a time, date or symbol: not a String, but no Puppet value either
	psychValue            // a null, Boolean or number (the value is returned)
)

// psychResolve reads a plain scalar as Psych does. A number Ruby cannot
// convert stays text; an integer beyond 64 bits becomes a Float.
func psychResolve(s string) (psychKind, types.Value) {
	sc := psych.Resolve(s)
	switch sc.Kind {
	case psych.Value:
		return psychValue, sc.Value
	case psych.BigInt:
		f, _ := new(big.Float).SetInt(sc.Big).Float64()
		return psychValue, types.Float(f)
	case psych.Time, psych.Date, psych.Symbol:
		return psychOther, nil
	}
	return psychString, nil
}
