package builtins

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"prepl/internal/lazyre"
	"prepl/lang/eval"
	"prepl/lang/eval/ops"
	"prepl/types"
)

func init() {
	eval.Register(
		&eval.Function{
			Name: "sort",
			Doc:  "Sorts an array (or the characters of a string) in ascending order: numbers by value, strings by character codes (so case-sensitively), arrays element by element. A block taking two values and returning a negative, zero or positive Integer decides the order instead.",
			Signatures: []*eval.Signature{
				{
					Params: []eval.Param{{Name: "string_value", Type: "String"}},
					Block:  &eval.BlockParam{Name: "block", Type: "Callable[2,2]", Optional: true},
					Call: func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
						chars, _ := toSlice(c, args[0])
						sorted, err := rubySort(c, chars, b)
						if err != nil {
							return nil, err
						}
						var sb strings.Builder
						for _, ch := range sorted {
							sb.WriteString(string(ch.(types.String)))
						}
						return types.String(sb.String()), nil
					},
				},
				{
					Params: []eval.Param{{Name: "array_value", Type: "Array"}},
					Block:  &eval.BlockParam{Name: "block", Type: "Callable[2,2]", Optional: true},
					Call: func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
						sorted, err := rubySort(c, args[0].(*types.Array).Elements(), b)
						if err != nil {
							return nil, err
						}
						return types.NewArray(sorted), nil
					},
				},
			},
		},
		extremeFunction("min", -1, "Returns the lowest of the values (given as arguments or as one array): numbers by value, strings by character codes. A block taking two values and returning a negative, zero or positive Integer decides the order instead."),
		extremeFunction("max", 1, "Returns the highest of the values (given as arguments or as one array): numbers by value, strings by character codes. A block taking two values and returning a negative, zero or positive Integer decides the order instead."),
		uniqueFunction(),
		compareFunction(),
	)
}

// comparator is a three-way comparison that may fail.
type comparator func(a, b types.Value) (int, error)

// naturalOrder compares with Ruby's <=>, failing as Ruby does for values
// it cannot order. Its comparisons of arrays poll the evaluation's
// interrupt: two arrays may share their parts so that comparing them
// visits more elements than the machine could in a lifetime.
func naturalOrder(c *eval.Call) comparator {
	p := c.Poll()
	return func(a, b types.Value) (int, error) {
		n, ok := rubyCompare(a, b, &p)
		if p.Err() != nil {
			return 0, c.InterruptedError()
		}
		if ok {
			return n, nil
		}
		return 0, errors.New(comparisonFailed(a, b))
	}
}

// blockOrder compares with a two-parameter block.
func blockOrder(c *eval.Call, block *eval.Lambda) comparator {
	return func(a, b types.Value) (int, error) {
		r, err := c.CallLambda(block, a, b)
		if err != nil {
			return 0, err
		}
		return cmpInt(r, a, b)
	}
}

// cmpInt turns what a comparison block returned into -1, 0 or 1 as Ruby
// does: by the sign of a number, failing for anything else.
func cmpInt(r, a, b types.Value) (int, error) {
	switch x := r.(type) {
	case nil, types.UndefValue:
		return 0, errors.New(comparisonFailed(a, b))
	case types.Int:
		return cmp3(x < 0, x > 0), nil
	case types.Float:
		return cmp3(x < 0, x > 0), nil
	case types.Timespan:
		return x.CompareInt(0), nil
	case types.String, *types.SemVer, types.Timestamp:
		return 0, errors.New(comparisonFailed(r, types.Int(0)))
	}
	return 0, errors.New(rubyNoMethod(">", r))
}

// rubySort sorts as Ruby's Array#sort does on this platform: a stable
// top-down merge sort (glibc's qsort_r), so that ties keep their order and
// the comparison that fails on mixed values is the one Ruby makes.
func rubySort(c *eval.Call, vs []types.Value, block *eval.Lambda) ([]types.Value, error) {
	order := naturalOrder(c)
	if block != nil {
		order = blockOrder(c, block)
	}
	// A sort of millions of values without a block calls no lambda:
	// the comparisons look for an interrupt.
	compared := 0
	cmp := func(a, b types.Value) (int, error) {
		compared++
		if err := pollInterrupt(c, compared); err != nil {
			return 0, err
		}
		return order(a, b)
	}
	out := append([]types.Value(nil), vs...)
	tmp := make([]types.Value, len(out))
	if err := mergeSort(out, tmp, cmp); err != nil {
		return nil, located(c, err)
	}
	return out, nil
}

func mergeSort(b, tmp []types.Value, cmp comparator) error {
	n := len(b)
	if n <= 1 {
		return nil
	}
	n1 := n / 2
	b1, b2 := b[:n1], b[n1:]
	if err := mergeSort(b1, tmp, cmp); err != nil {
		return err
	}
	if err := mergeSort(b2, tmp, cmp); err != nil {
		return err
	}
	t := tmp[:0]
	i, j := 0, 0
	for i < len(b1) && j < len(b2) {
		r, err := cmp(b1[i], b2[j])
		if err != nil {
			return err
		}
		if r <= 0 {
			t = append(t, b1[i])
			i++
		} else {
			t = append(t, b2[j])
			j++
		}
	}
	t = append(t, b1[i:]...)
	copy(b, t)
	return nil
}

var numberLike = lazyre.New(`\A-?\d+([._eE]\d+)?\z`)

// extremeFunction builds min (sign -1) or max (sign 1) with Puppet's
// signatures: numbers, strings (compared as numbers when both look like
// one, with a deprecation warning), one array of values, any values with
// a block, and any values compared as strings (deprecated).
func extremeFunction(name string, sign int, doc string) *eval.Function {
	// pick finds the extreme value; with a block none is undef, without
	// one it is an error.
	pick := func(c *eval.Call, vs []types.Value, cmp comparator, block bool) (types.Value, error) {
		if len(vs) == 0 {
			if block {
				return types.Undef, nil
			}
			return nil, c.Errorf("Wrong number of arguments need at least one")
		}
		best := vs[0]
		for _, v := range vs[1:] {
			r, err := cmp(v, best)
			if err != nil {
				return nil, located(c, err)
			}
			if r*sign > 0 {
				best = v
			}
		}
		return best, nil
	}
	coerced := func(c *eval.Call, anyToString bool) comparator {
		natural := naturalOrder(c)
		p := c.Poll()
		return func(a, b types.Value) (int, error) {
			as, bs := rubyToSPolled(a, &p), rubyToSPolled(b, &p)
			if p.Err() != nil {
				return 0, c.InterruptedError()
			}
			if numberLike().MatchString(as) && numberLike().MatchString(bs) {
				warnOnce(c, name+"_function_numeric_coerce_string", "The "+name+"() function's auto conversion of String to Numeric is deprecated - change to convert input before calling, or use lambda")
				n, _ := cmpFloat(rubyToF(as), rubyToF(bs))
				return n, nil
			}
			if anyToString {
				warnOnce(c, name+"_function_string_coerce_any", "The "+name+"() function's auto conversion of Any to String is deprecated - change to convert input before calling, or use lambda")
				return strings.Compare(as, bs), nil
			}
			return natural(a, b)
		}
	}
	values := func(args []types.Value) []types.Value {
		if len(args) == 1 {
			if a, ok := args[0].(*types.Array); ok {
				return a.Elements()
			}
		}
		return args
	}
	natural := func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
		if b != nil {
			return pick(c, values(args), blockOrder(c, b), true)
		}
		return pick(c, values(args), naturalOrder(c), false)
	}
	strs := func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
		if b != nil {
			return pick(c, values(args), blockOrder(c, b), true)
		}
		return pick(c, values(args), coerced(c, false), false)
	}
	anys := func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
		if b != nil {
			return pick(c, values(args), blockOrder(c, b), true)
		}
		return pick(c, values(args), coerced(c, true), false)
	}
	optBlock := &eval.BlockParam{Name: "block", Type: "Callable[2,2]", Optional: true}
	return &eval.Function{
		Name: name,
		Doc:  doc,
		Signatures: []*eval.Signature{
			{Params: []eval.Param{{Name: "values", Type: "Numeric", Repeated: true, Optional: true}}, Call: natural},
			{Params: []eval.Param{{Name: "values", Type: "String", Repeated: true, Optional: true}}, Call: strs},
			{Params: []eval.Param{{Name: "values", Type: "Array[Numeric]"}}, Block: optBlock, Call: natural},
			{Params: []eval.Param{{Name: "values", Type: "Array[String]"}}, Block: optBlock, Call: strs},
			{Params: []eval.Param{{Name: "values", Type: "Array"}}, Block: optBlock, Call: anys},
			{Params: []eval.Param{{Name: "values", Repeated: true, Optional: true}}, Block: &eval.BlockParam{Name: "block", Type: "Callable[2,2]"},
				Call: func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
					return pick(c, args, blockOrder(c, b), true)
				}},
			{Params: []eval.Param{{Name: "values", Repeated: true, Optional: true}},
				Call: func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
					return pick(c, args, coerced(c, true), false)
				}},
		},
	}
}

// rubyToF is Ruby's String#to_f for the strings min and max convert: an
// optional sign, digits with single underscores between them, an
// optional fraction and exponent; it stops at the first character that
// does not fit.
func rubyToF(s string) float64 {
	var b strings.Builder
	i := 0
	if i < len(s) && (s[i] == '-' || s[i] == '+') {
		b.WriteByte(s[i])
		i++
	}
	digits := func() bool {
		start := b.Len()
		for i < len(s) {
			switch {
			case s[i] >= '0' && s[i] <= '9':
				b.WriteByte(s[i])
			case s[i] == '_' && b.Len() > start && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9':
			default:
				return b.Len() > start
			}
			i++
		}
		return b.Len() > start
	}
	if !digits() {
		return 0
	}
	if i+1 < len(s) && s[i] == '.' && s[i+1] >= '0' && s[i+1] <= '9' {
		b.WriteByte('.')
		i++
		digits()
	}
	if i+1 < len(s) && (s[i] == 'e' || s[i] == 'E') {
		mark := b.Len()
		save := i
		b.WriteByte('e')
		i++
		if i < len(s) && (s[i] == '-' || s[i] == '+') {
			b.WriteByte(s[i])
			i++
		}
		if !digits() {
			str := b.String()[:mark]
			b.Reset()
			b.WriteString(str)
			i = save
		}
	}
	f, _ := strconv.ParseFloat(b.String(), 64)
	return f
}

// uniqueFunction builds unique(): the elements without duplicates (the
// first of each kept), or, with a block, without elements for which the
// block returns a value an earlier element gave. For a hash the values
// are made unique and each keeps the array of its keys.
func uniqueFunction() *eval.Function {
	uniq := func(c *eval.Call, vs []types.Value, block *eval.Lambda) ([]types.Value, error) {
		// Ruby's uniq gives back an array of at most one element without
		// calling its block.
		if len(vs) <= 1 {
			return vs, nil
		}
		seen := newKeyIndex(len(vs))
		out := make([]types.Value, 0, len(vs))
		for i, v := range vs {
			if err := pollInterrupt(c, i); err != nil {
				return nil, err
			}
			k := v
			if block != nil {
				r, err := c.CallLambda(block, v)
				if err != nil {
					return nil, err
				}
				k = r
			}
			_, added, err := seen.find(c, k, 0)
			if err != nil {
				return nil, err
			}
			if added {
				out = append(out, v)
			}
		}
		return out, nil
	}
	return &eval.Function{
		Name: "unique",
		Doc:  "Returns the elements without duplicates, keeping the first of each (compared exactly: 'a' and 'A', 1 and 1.0 differ); a block, when given, computes what is compared. For a string the characters are made unique; for a hash the values, each mapped from the array of keys that had it.",
		Signatures: []*eval.Signature{
			{
				Params: []eval.Param{{Name: "string", Type: "String"}},
				Block:  &eval.BlockParam{Name: "block", Type: "Callable[String]", Optional: true},
				Call: func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
					chars, _ := toSlice(c, args[0])
					u, err := uniq(c, chars, b)
					if err != nil {
						return nil, err
					}
					var sb strings.Builder
					for _, ch := range u {
						sb.WriteString(string(ch.(types.String)))
					}
					return types.String(sb.String()), nil
				},
			},
			{
				Params: []eval.Param{{Name: "hash", Type: "Hash"}},
				Block:  &eval.BlockParam{Name: "block", Type: "Callable[Any]", Optional: true},
				Call: func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
					return uniqueHash(c, args[0].(*types.Hash), b)
				},
			},
			{
				Params: []eval.Param{{Name: "array", Type: "Array"}},
				Block:  &eval.BlockParam{Name: "block", Type: "Callable[Any]", Optional: true},
				Call: func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
					u, err := uniq(c, args[0].(*types.Array).Elements(), b)
					if err != nil {
						return nil, err
					}
					return types.NewArray(u), nil
				},
			},
			{
				Params: []eval.Param{{Name: "iterable", Type: "Iterable"}},
				Block:  &eval.BlockParam{Name: "block", Type: "Callable[Any]", Optional: true},
				Call: func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
					// The block is called as the elements come, so that
					// break() ends the iteration where Puppet's does.
					var out []types.Value
					seen := newKeyIndex(0)
					err := walk(c, args[0], func(k key, v types.Value, hash bool) (bool, error) {
						el, cmp := element(k, v, hash), element(k, v, hash)
						if b != nil {
							r, err := c.CallLambda(b, el)
							if err != nil {
								return false, err
							}
							cmp = r
						}
						_, added, err := seen.find(c, cmp, 0)
						if err != nil {
							return false, err
						}
						if added {
							out = append(out, el)
						}
						return true, nil
					})
					if err != nil {
						return nil, err
					}
					return types.NewArray(out), nil
				},
			},
		},
	}
}

// uniqueHash groups the keys of a hash by their value (or the block's
// result for it) and maps each group's keys to its distinct values.
func uniqueHash(c *eval.Call, h *types.Hash, block *eval.Lambda) (types.Value, error) {
	type group struct{ keys, values []types.Value }
	var order []*group
	groups := map[string]*group{}
	for i, en := range h.Entries() {
		if err := pollInterrupt(c, i); err != nil {
			return nil, err
		}
		k := en.Value
		if block != nil {
			r, err := c.CallLambda(block, en.Value)
			if err != nil {
				return nil, err
			}
			k = r
		}
		ks, err := c.HashKey(k)
		if err != nil {
			return nil, err
		}
		g := groups[ks]
		if g == nil {
			g = &group{}
			groups[ks] = g
			order = append(order, g)
		}
		g.keys = append(g.keys, en.Key)
		g.values = append(g.values, en.Value)
	}
	p := c.Poll()
	b := types.NewHashBuilderPolled(len(order), &p)
	for _, g := range order {
		seen := map[string]bool{}
		var vs []types.Value
		for _, v := range g.values {
			ks, err := c.HashKey(v)
			if err != nil {
				return nil, err
			}
			if !seen[ks] {
				seen[ks] = true
				vs = append(vs, v)
			}
		}
		b.Set(types.NewArray(g.keys), types.NewArray(vs))
	}
	if p.Err() != nil {
		return nil, c.InterruptedError()
	}
	return b.Build(), nil
}

// compareFunction builds compare(): -1, 0 or 1 for two numbers, strings
// (without case unless the third argument is false), versions, or time
// values (which also compare with numbers). Other combinations fail with
// Puppet's explanations.
func compareFunction() *eval.Function {
	natural := func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
		n, _ := rubyCompare(args[0], args[1], nil)
		return types.Int(n), nil
	}
	return &eval.Function{
		Name: "compare",
		Doc:  "Compares two values and returns -1, 0 or 1: numbers, strings (ignoring case unless the third argument is false), versions (SemVer), Timespans and Timestamps (also against numbers of seconds).",
		Signatures: []*eval.Signature{
			{Params: []eval.Param{{Name: "a", Type: "Numeric"}, {Name: "b", Type: "Numeric"}}, Call: natural},
			{
				Params: []eval.Param{{Name: "a", Type: "String"}, {Name: "b", Type: "String"}, {Name: "ignore_case", Type: "Boolean", Optional: true}},
				Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
					a, b := string(args[0].(types.String)), string(args[1].(types.String))
					if len(args) < 3 || bool(args[2].(types.Bool)) {
						return types.Int(compareFold(a, b)), nil
					}
					return types.Int(strings.Compare(a, b)), nil
				},
			},
			{Params: []eval.Param{{Name: "a", Type: "SemVer"}, {Name: "b", Type: "SemVer"}}, Call: natural},
			{
				Params: []eval.Param{{Name: "a", Type: "Numeric"}, {Name: "b", Type: "Variant[Timespan, Timestamp]"}},
				Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
					n, _ := rubyCompare(args[1], args[0], nil)
					return types.Int(-n), nil
				},
			},
			{Params: []eval.Param{{Name: "a", Type: "Timestamp"}, {Name: "b", Type: "Variant[Timestamp, Numeric]"}}, Call: natural},
			{Params: []eval.Param{{Name: "a", Type: "Timespan"}, {Name: "b", Type: "Variant[Timespan, Numeric]"}}, Call: natural},
			{
				// What Puppet answers when no signature above fits.
				Params: []eval.Param{{Name: "a"}, {Name: "b"}, {Name: "ignore_case", Optional: true}},
				Call:   compareMismatch,
			},
		},
	}
}

func compareMismatch(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
	a, b := args[0], args[1]
	comparable := func(v types.Value) bool {
		switch v.(type) {
		case types.String, types.Int, types.Float, *types.SemVer, types.Timespan, types.Timestamp:
			return true
		}
		return false
	}
	if !comparable(a) || !comparable(b) {
		return nil, c.ErrorAt("'compare' compare(): Non comparable type. Only values of the types Numeric, String, Semver, Timestamp and Timestamp can be compared. Got %s and %s", ops.ValueLabel(a), ops.ValueLabel(b))
	}
	if len(args) > 2 {
		_, as := a.(types.String)
		_, bs := b.(types.String)
		if !as || !bs {
			return nil, c.ErrorAt("'compare' compare(): The third argument (ignore case) can only be used when comparing strings")
		}
		return nil, c.ErrorAt("'compare' compare(): The third argument (ignore case) must be a Boolean. Got %s", ops.ValueLabel(args[2]))
	}
	return nil, c.ErrorAt("'compare' compare(): Can only compare values of the same type (or for Timestamp/Timespan also against Numeric). Got %s and %s", ops.ValueLabel(a), ops.ValueLabel(b))
}

// compareFold compares a and b with their ASCII letters lowered, as
// Ruby's casecmp does: byte by byte, without making the lowered strings,
// while both are ASCII (a sort by a block that compares names calls it
// for every comparison); from the first other byte on, as strings.Map
// lowers them, which puts U+FFFD for a byte that is not UTF-8.
func compareFold(a, b string) int {
	n := min(len(a), len(b))
	for i := 0; i < n; i++ {
		x, y := a[i], b[i]
		if x >= utf8.RuneSelf || y >= utf8.RuneSelf {
			return strings.Compare(asciiLower(a[i:]), asciiLower(b[i:]))
		}
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return cmp3(x < y, x > y)
		}
	}
	return cmp3(len(a) < len(b), len(a) > len(b))
}

// asciiLower lowers ASCII letters only, as Ruby's casecmp compares.
func asciiLower(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'A' && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}, s)
}
