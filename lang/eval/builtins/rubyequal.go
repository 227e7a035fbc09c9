package builtins

import (
	"math"
	"sort"
	"strconv"
	"strings"

	"prepl/types"
)

// rubyEqual is equality as Puppet's Ruby implementation sees it where a
// function compares values with Ruby's ==: strings are compared exactly
// (unlike Puppet's ==), integers and floats by numeric value, arrays and
// hashes element by element.
func rubyEqual(a, b types.Value) bool {
	switch x := a.(type) {
	case types.String:
		y, ok := b.(types.String)
		return ok && x == y
	case types.Int:
		switch y := b.(type) {
		case types.Int:
			return x == y
		case types.Float:
			return float64(x) == float64(y)
		}
		return false
	case types.Float:
		switch y := b.(type) {
		case types.Int:
			return float64(x) == float64(y)
		case types.Float:
			return x == y
		}
		return false
	case *types.Array:
		y, ok := b.(*types.Array)
		if !ok || x.Len() != y.Len() {
			return false
		}
		for i, e := range x.Elements() {
			if !rubyEqual(e, y.At(i)) {
				return false
			}
		}
		return true
	case *types.Hash:
		y, ok := b.(*types.Hash)
		if !ok || x.Len() != y.Len() {
			return false
		}
		for _, en := range x.Entries() {
			v, found := y.Get(en.Key)
			if !found || !rubyEqual(en.Value, v) {
				return false
			}
		}
		return true
	}
	switch b.(type) {
	case types.String, types.Int, types.Float, *types.Array, *types.Hash:
		return false
	}
	return types.Equal(a, b)
}

// hashKey returns a text that identifies v under Ruby's eql? (the
// equality of hash keys and of uniq): strings exactly, integers and floats
// apart, collections element by element.
func hashKey(v types.Value) string {
	var b strings.Builder
	writeHashKey(&b, v)
	return b.String()
}

func writeHashKey(b *strings.Builder, v types.Value) {
	switch x := v.(type) {
	case nil, types.UndefValue:
		b.WriteString("u")
	case types.DefaultValue:
		b.WriteString("d")
	case types.Bool:
		if x {
			b.WriteString("t")
		} else {
			b.WriteString("f")
		}
	case types.Int:
		b.WriteString("i" + strconv.FormatInt(int64(x), 10) + ";")
	case types.Float:
		b.WriteString("r" + strconv.FormatUint(math.Float64bits(float64(x)), 16) + ";")
	case types.String:
		b.WriteString("s" + strconv.Itoa(len(x)) + ":" + string(x))
	case *types.Array:
		b.WriteString("[")
		for _, e := range x.Elements() {
			writeHashKey(b, e)
		}
		b.WriteString("]")
	case *types.Hash:
		parts := make([]string, 0, x.Len())
		for _, en := range x.Entries() {
			parts = append(parts, hashKey(en.Key)+"="+hashKey(en.Value))
		}
		sort.Strings(parts)
		b.WriteString("{")
		for _, p := range parts {
			b.WriteString(strconv.Itoa(len(p)) + ":" + p)
		}
		b.WriteString("}")
	default:
		k := rubyClass(v) + ":" + types.KeyString(v)
		b.WriteString("o" + strconv.Itoa(len(k)) + ":" + k)
	}
}
