package builtins

import (
	"math"
	"sync"

	"prepl/lang/eval"
	"prepl/types"
)

// mergeOptionTypes are the types Puppet checks the options of a merge
// given as a hash against, by strategy (unconstrained_deep and
// reverse_deep take any options).
var mergeOptionTypes = sync.OnceValue(func() map[string]types.Type {
	optBool := types.NewOptionalType(types.TBoolean)
	strategy := func(name string) types.StructMember {
		re, _ := types.NewRegexpType(name)
		return types.StructMember{Key: types.String("strategy"), Value: types.NewOptionalType(types.NewPatternType([]*types.RegexpType{re}))}
	}
	simple := func(name string) types.Type {
		t, _ := types.NewStructType([]types.StructMember{strategy(name)})
		return t
	}
	deep, _ := types.NewStructType([]types.StructMember{
		strategy("deep"),
		{Key: types.String("knockout_prefix"), Value: types.NewOptionalType(types.TString)},
		{Key: types.String("merge_debug"), Value: optBool},
		{Key: types.String("merge_hash_arrays"), Value: optBool},
		{Key: types.String("sort_merged_arrays"), Value: optBool},
	})
	anyOptions := types.NewHashType(types.NewStringType(types.NewIntegerType(1, math.MaxInt64)), types.Any, nil)
	return map[string]types.Type{
		"default": simple("default"), "first": simple("first"), "hash": simple("hash"), "unique": simple("unique"),
		"deep": deep, "unconstrained_deep": anyOptions, "reverse_deep": anyOptions,
	}
})

// checkMerge validates a lookup's merge argument as Puppet does before
// it searches for a name: a known strategy name, or a hash whose
// 'strategy' names one and whose other keys are that strategy's options.
func checkMerge(c *eval.Call, merge types.Value) error {
	if merge == nil || types.IsUndef(merge) {
		return nil
	}
	strategy, opts := merge, (*types.Hash)(nil)
	if h, ok := merge.(*types.Hash); ok {
		s, found := h.GetString("strategy")
		if !found || types.IsUndef(s) {
			return c.ErrorAt("The hash given as 'merge' must contain the name of a strategy in string form for the key 'strategy'")
		}
		strategy = s
		if h.Len() > 1 {
			opts = h
		}
	}
	name, _ := strategy.(types.String)
	t, known := mergeOptionTypes()[string(name)]
	if !known {
		return c.ErrorAt("Unknown merge strategy: '%s'", rubyToS(strategy))
	}
	if opts == nil {
		return nil
	}
	if ok, err := c.IsInstance(t, opts); ok || err != nil {
		return err
	}
	return c.Mismatch("The merge options has wrong type,", t, opts)
}
