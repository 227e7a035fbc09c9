package builtins

import (
	"math"
	"sort"
	"strconv"
	"strings"

	"prepl/types"
)

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
			if b.Len() > types.MaxKeyBytes {
				panic(types.KeyTooLarge{})
			}
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
			if b.Len() > types.MaxKeyBytes {
				panic(types.KeyTooLarge{})
			}
		}
		b.WriteString("}")
	default:
		k := rubyClass(v) + ":" + types.KeyString(v)
		b.WriteString("o" + strconv.Itoa(len(k)) + ":" + k)
	}
}
