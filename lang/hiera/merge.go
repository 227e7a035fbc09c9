package hiera

import (
	"fmt"
	"regexp"
	"sort"
	"strings"

	"prepl/types"
)

// Merge is a merge strategy with its options, as lookup() and
// lookup_options give one.
type Merge struct {
	// Strategy is first, unique, hash or deep.
	Strategy string
	// KnockoutPrefix, SortMergedArrays and MergeHashArrays are deep's
	// options.
	KnockoutPrefix   string
	SortMergedArrays bool
	MergeHashArrays  bool
}

// String names the strategy as the explanation shows it.
func (m Merge) String() string {
	s := m.Strategy
	var opts []string
	if m.KnockoutPrefix != "" {
		opts = append(opts, "knockout_prefix: "+m.KnockoutPrefix)
	}
	if m.SortMergedArrays {
		opts = append(opts, "sort_merged_arrays")
	}
	if m.MergeHashArrays {
		opts = append(opts, "merge_hash_arrays")
	}
	if len(opts) > 0 {
		s += " (" + strings.Join(opts, ", ") + ")"
	}
	return s
}

// ParseMerge reads a merge argument: a strategy name or a hash with
// 'strategy' and options; nil or undef is first.
func ParseMerge(v types.Value) (Merge, error) {
	m := Merge{Strategy: "first"}
	switch x := v.(type) {
	case nil, types.UndefValue:
		return m, nil
	case types.String:
		m.Strategy = string(x)
	case *types.Hash:
		s, _ := x.GetString("strategy")
		name, ok := s.(types.String)
		if !ok {
			return m, fmt.Errorf("The hash given as 'merge' must contain the name of a strategy in string form for the key 'strategy'")
		}
		m.Strategy = string(name)
		if k, ok := x.GetString("knockout_prefix"); ok {
			if ks, ok := k.(types.String); ok {
				m.KnockoutPrefix = string(ks)
			}
		}
		m.SortMergedArrays = types.IsTruthy(get(x, "sort_merged_arrays"))
		m.MergeHashArrays = types.IsTruthy(get(x, "merge_hash_arrays"))
	default:
		return m, fmt.Errorf("Unknown merge strategy: '%s'", keyText(v))
	}
	switch m.Strategy {
	case "default":
		m.Strategy = "first"
	case "first", "unique", "hash", "deep":
	case "unconstrained_deep", "reverse_deep":
		m.Strategy = "deep"
	default:
		return m, fmt.Errorf("Unknown merge strategy: '%s'", m.Strategy)
	}
	if m.Strategy == "deep" && m.KnockoutPrefix == "" {
		if h, ok := v.(*types.Hash); ok {
			if k, ok := h.GetString("knockout_prefix"); ok && k == types.String("") {
				return m, fmt.Errorf("knockout_prefix cannot be an empty string in deep_merge!")
			}
		}
	}
	return m, nil
}

func get(h *types.Hash, k string) types.Value {
	v, _ := h.GetString(k)
	return v
}

// convert is the value a strategy starts from when the first value is
// found among several sources.
func (m Merge) convert(v types.Value) types.Value {
	if m.Strategy == "unique" {
		return types.NewArray(types.Flatten(v))
	}
	return v
}

// single is the result of a strategy applied to one source alone.
func (m Merge) single(v types.Value) types.Value {
	if a, ok := v.(*types.Array); ok && m.Strategy == "unique" {
		return types.NewArray(uniq(a.Elements()))
	}
	return v
}

// merge combines a higher-priority value with a lower-priority one.
func (m Merge) merge(hi, lo types.Value) (types.Value, error) {
	switch m.Strategy {
	case "unique":
		for i, v := range []types.Value{hi, lo} {
			if !uniqueMergeable(v) {
				return nil, mergeTypeError(i, "Variant[Scalar, Array[Data]]", v)
			}
		}
		return types.NewArray(uniq(append(types.Flatten(hi), types.Flatten(lo)...))), nil
	case "hash":
		hh, ok1 := hi.(*types.Hash)
		lh, ok2 := lo.(*types.Hash)
		if !ok1 {
			return nil, mergeTypeError(0, "Hash[String, Data]", hi)
		}
		if !ok2 {
			return nil, mergeTypeError(1, "Hash[String, Data]", lo)
		}
		return lh.Merge(hh), nil
	case "deep":
		return m.deep(hi, lo)
	}
	return hi, nil
}

func mergeTypeError(i int, want string, v types.Value) error {
	which := "first"
	if i == 1 {
		which = "second"
	}
	t := typeOf(want)
	return fmt.Errorf("%s", types.DescribeMismatch("The "+which+" element of the merge has wrong type,", t, v))
}

func uniqueMergeable(v types.Value) bool {
	switch x := v.(type) {
	case *types.Hash:
		return false
	case *types.Array:
		for _, e := range x.Elements() {
			if _, ok := e.(*types.Hash); ok {
				// Array[Data] holds hashes; flattening keeps them.
				continue
			}
		}
	}
	return true
}

// uniq keeps the first of equal elements (Ruby's eql?: 1 and 1.0 differ).
func uniq(vs []types.Value) []types.Value {
	var out []types.Value
	for _, v := range vs {
		if indexOf(out, v) < 0 {
			out = append(out, v)
		}
	}
	return out
}

func indexOf(vs []types.Value, v types.Value) int {
	for i, x := range vs {
		if types.KeyEqual(x, v) {
			return i
		}
	}
	return -1
}

// deep is the deep_merge gem's deep_merge!(source=hi, dest=lo) with
// preserve_unmergeables off, as Puppet's deep strategy calls it.
func (m Merge) deep(src, dest types.Value) (types.Value, error) {
	if types.IsUndef(src) {
		return dest, nil
	}
	if types.IsUndef(dest) || dest == types.False {
		return src, nil
	}
	switch s := src.(type) {
	case *types.Hash:
		d, ok := dest.(*types.Hash)
		if !ok {
			return m.overwrite(src), nil
		}
		b := types.NewHashBuilder(d.Len())
		b.AddHash(d)
		for _, e := range s.Entries() {
			dv, present := d.Get(e.Key)
			if !present || types.IsUndef(dv) || dv == types.False {
				dv = e.Value
			}
			v, err := m.deep(e.Value, dv)
			if err != nil {
				return nil, err
			}
			b.Set(e.Key, v)
		}
		return b.Build(), nil
	case *types.Array:
		source := append([]types.Value(nil), s.Elements()...)
		ko := m.KnockoutPrefix
		if ko != "" {
			if i := indexOf(source, types.String(ko)); i >= 0 {
				dest = cleared(dest)
				source = removeAll(source, types.String(ko))
			}
		}
		d, ok := dest.(*types.Array)
		if !ok {
			if types.IsUndef(dest) {
				return types.Undef, nil
			}
			return m.overwrite(types.NewArray(source)), nil
		}
		dl := append([]types.Value(nil), d.Elements()...)
		if ko != "" {
			re := knockoutRegexp(ko)
			kept := source[:0:0]
			for _, item := range source {
				if str, ok := item.(types.String); ok {
					stripped := types.String(re.ReplaceAllString(string(str), ""))
					if stripped != str {
						dl = removeAll(removeAll(dl, stripped), str)
						continue
					}
				}
				kept = append(kept, item)
			}
			source = kept
		}
		var out []types.Value
		if m.MergeHashArrays && allHashes(source) && allHashes(dl) {
			for i := range dl {
				var sv types.Value = types.EmptyHash
				if i < len(source) {
					sv = source[i]
				}
				v, err := m.deep(sv, dl[i])
				if err != nil {
					return nil, err
				}
				out = append(out, v)
			}
			if len(source) > len(dl) {
				out = append(out, source[len(dl):]...)
			}
		} else {
			out = uniq(append(dl, source...))
		}
		if m.SortMergedArrays {
			if err := sortValues(out); err != nil {
				return nil, err
			}
		}
		return types.NewArray(out), nil
	}
	return m.overwrite(src), nil
}

// overwrite is overwrite_unmergeables: the source replaces the
// destination, but a source carrying the knockout prefix blanks it.
func (m Merge) overwrite(src types.Value) types.Value {
	if m.KnockoutPrefix == "" {
		return src
	}
	re := knockoutRegexp(m.KnockoutPrefix)
	switch s := src.(type) {
	case types.String:
		if t := re.ReplaceAllString(string(s), ""); t != string(s) {
			return types.String("")
		}
	case *types.Array:
		for _, e := range s.Elements() {
			if str, ok := e.(types.String); ok && re.MatchString(string(str)) {
				return types.String("")
			}
		}
	}
	return src
}

func knockoutRegexp(prefix string) *regexp.Regexp {
	return regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(prefix))
}

// cleared is clear_or_nil: an empty collection of the same kind, or undef.
func cleared(v types.Value) types.Value {
	switch v.(type) {
	case *types.Array:
		return types.NewArray(nil)
	case *types.Hash:
		return types.EmptyHash
	case types.String:
		return types.String("")
	}
	return types.Undef
}

func removeAll(vs []types.Value, v types.Value) []types.Value {
	out := vs[:0:0]
	for _, x := range vs {
		if !types.Equal(x, v) {
			out = append(out, x)
		}
	}
	return out
}

func allHashes(vs []types.Value) bool {
	for _, v := range vs {
		if _, ok := v.(*types.Hash); !ok {
			return false
		}
	}
	return true
}

// sortValues sorts as Ruby's Array#sort! does strings and numbers;
// a mix it cannot compare fails with Ruby's message for the first such
// pair.
func sortValues(vs []types.Value) error {
	for i := range vs {
		for j := i + 1; j < len(vs); j++ {
			if !comparable(vs[i], vs[j]) {
				other, _ := rubyInspect(vs[j])
				return fmt.Errorf("comparison of %s with %s failed", types.RubyClassName(vs[i]), other)
			}
		}
	}
	sort.SliceStable(vs, func(i, j int) bool { return less(vs[i], vs[j]) })
	return nil
}

func comparable(a, b types.Value) bool {
	_, as := a.(types.String)
	_, bs := b.(types.String)
	if as || bs {
		return as && bs
	}
	return isNumber(a) && isNumber(b)
}

func isNumber(v types.Value) bool {
	switch v.(type) {
	case types.Int, types.Float:
		return true
	}
	return false
}

func less(a, b types.Value) bool {
	if x, ok := a.(types.String); ok {
		return x < b.(types.String)
	}
	return number(a) < number(b)
}

func number(v types.Value) float64 {
	if i, ok := v.(types.Int); ok {
		return float64(i)
	}
	return float64(v.(types.Float))
}

// typeOf is the type a strategy accepts for each merged value.
func typeOf(name string) types.Type {
	if name == "Hash[String, Data]" {
		return types.NewHashType(types.TString, types.TData, nil)
	}
	return types.NewVariantType(types.TScalar, types.NewArrayType(types.TData, nil))
}
