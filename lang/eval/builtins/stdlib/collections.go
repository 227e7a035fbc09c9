package stdlib

import (
	"strconv"
	"strings"

	"prepl/internal/lazyre"
	"prepl/lang/eval"
	"prepl/lang/eval/builtins"
	"prepl/types"
	"prepl/types/rubyregexp"
)

// Functions on arrays and hashes.
func init() {
	register(
		fn3("delete_undef_values", "Returns a copy of an array or hash without its undef values (elements, or entries whose value is undef).", deleteUndefValues),
		fn3("prefix", "Puts a prefix before every element of an array (as strings), or every key of a hash.", func(c *eval.Call, args []types.Value) (types.Value, error) {
			return affix(c, "prefix", args, func(s, p string) string { return p + s })
		}),
		fn3("suffix", "Puts a suffix after every element of an array (as strings), or every key of a hash.", func(c *eval.Call, args []types.Value) (types.Value, error) {
			return affix(c, "suffix", args, func(s, p string) string { return s + p })
		}),
		fn3("concat", "Appends the further arguments to the array given first; array arguments contribute their elements.", concat),
		fn3("member", "Tells whether an array holds a value, or every value of an array.", member),
		builtins.Function3x("count", "Counts the elements of an array (or hash) equal to the second argument, or else those that are neither undef nor empty strings.", -2, count),
		fn3("union", "Returns the union of arrays: the elements of each, without duplicates, in order.", union),
		fn3("difference", "Returns the elements of the first array that are not in the second.", difference),
		fn3("intersection", "Returns the elements of the first array that are also in the second.", intersection),
		fn3("zip", "Pairs the elements of two arrays; a true third argument flattens the result.", zip),
		fn3("delete", "Deletes every occurrence of a value (or of each of an array of values) from an array, the keys from a hash, or the substrings from a string.", deleteFn),
		fn3("delete_at", "Deletes the element at an index from an array.", deleteAt),
		fn3("delete_values", "Deletes the entries of a hash whose value equals the given one.", deleteValues),
		fn3("delete_regex", "Deletes the elements of an array (or the entries of a hash) that match a regular expression, or each of several.", deleteRegex),
		fn3("values_at", "Returns the elements of an array at the given indexes or ranges of indexes ('1-3', '1..3', '1...3').", valuesAt),
		fn3("grep", "Returns the elements of an array that match a regular expression (given as a string).", func(c *eval.Call, args []types.Value) (types.Value, error) {
			return grepFn(c, "grep", args, true)
		}),
		fn3("reject", "Returns the elements of an array that do not match a regular expression (given as a string).", func(c *eval.Call, args []types.Value) (types.Value, error) {
			return grepFn(c, "reject", args, false)
		}),
		fn3("deep_merge", "Merges hashes recursively: a key in several hashes takes the later value, except that hash values are merged in turn. Empty strings are skipped.", deepMerge),
		fn3("join_keys_to_values", "Joins each key of a hash to its value with a separator, giving an array of strings; an array value gives one string per element.", joinKeysToValues),
	)
}

func deleteUndefValues(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) == 0 {
		return nil, c.ErrorAt("delete_undef_values(): Wrong number of arguments given (0)")
	}
	switch x := args[0].(type) {
	case *types.Array:
		out := make([]types.Value, 0, x.Len())
		for _, e := range x.Elements() {
			if !isNil(e) {
				out = append(out, e)
			}
		}
		return types.NewArray(out), nil
	case *types.Hash:
		b := types.NewHashBuilder(x.Len())
		for _, en := range x.Entries() {
			if !isNil(en.Value) {
				b.Set(en.Key, en.Value)
			}
		}
		return b.Build(), nil
	}
	return nil, c.ErrorAt("delete_undef_values(): expected an array or hash, got %s type  %s ", builtins.RubyToS(args[0]), types.RubyClassName(args[0]))
}

// affix implements prefix and suffix.
func affix(c *eval.Call, name string, args []types.Value, join func(s, p string) string) (types.Value, error) {
	if len(args) == 0 {
		return nil, c.ErrorAt("%s(): Wrong number of arguments given (0 for 1)", name)
	}
	var p *string
	if len(args) > 1 && types.IsTruthy(args[1]) {
		s, ok := args[1].(types.String)
		if !ok {
			return nil, c.ErrorAt("%s(): expected second argument to be a String, got %s", name, builtins.RubyInspect(args[1]))
		}
		p = (*string)(&s)
	}
	apply := func(v types.Value) types.Value {
		s := builtins.RubyToS(v)
		if p != nil {
			s = join(s, *p)
		}
		return types.String(s)
	}
	switch x := args[0].(type) {
	case *types.Array:
		out := make([]types.Value, x.Len())
		for i, e := range x.Elements() {
			out[i] = apply(e)
		}
		return types.NewArray(out), nil
	case *types.Hash:
		b := types.NewHashBuilder(x.Len())
		for _, en := range x.Entries() {
			b.Set(apply(en.Key), en.Value)
		}
		return b.Build(), nil
	}
	return nil, c.ErrorAt("%s(): expected first argument to be an Array or a Hash, got %s", name, builtins.RubyInspect(args[0]))
}

func concat(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) < 2 {
		return nil, c.ErrorAt("concat(): Wrong number of arguments given (%d for < 2)", len(args))
	}
	a, ok := args[0].(*types.Array)
	if !ok {
		return nil, c.ErrorAt("concat(): Requires array to work with")
	}
	out := append([]types.Value(nil), a.Elements()...)
	for _, x := range args[1:] {
		if xa, ok := x.(*types.Array); ok {
			out = append(out, xa.Elements()...)
		} else {
			out = append(out, x)
		}
	}
	return types.NewArray(out), nil
}

func member(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) < 2 {
		return nil, c.ErrorAt("member(): Wrong number of arguments given (%d for 2)", len(args))
	}
	a, ok := args[0].(*types.Array)
	if !ok {
		return nil, c.ErrorAt("member(): Requires array to work with")
	}
	var items []types.Value
	switch x := args[1].(type) {
	case types.String, types.Int:
		items = []types.Value{x}
	case *types.Array:
		items = x.Elements()
	default:
		return nil, c.ErrorAt("member(): Item to search for must be a string, fixnum, or array")
	}
	if len(items) == 0 {
		return nil, c.ErrorAt("member(): You must provide item to search for within array given")
	}
	in, err := keySet(c, a.Elements())
	if err != nil {
		return nil, err
	}
	for _, it := range items {
		k, err := c.HashKey(it)
		if err != nil {
			return nil, err
		}
		if !in[k] {
			return types.False, nil
		}
	}
	return types.True, nil
}

// keySet is the set of the values' identities under Ruby's eql?.
func keySet(c *eval.Call, vs []types.Value) (map[string]bool, error) {
	m := make(map[string]bool, len(vs))
	for _, v := range vs {
		k, err := c.HashKey(v)
		if err != nil {
			return nil, err
		}
		m[k] = true
	}
	return m, nil
}

func count(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) > 2 {
		return nil, c.ErrorAt("count(): Wrong number of arguments given %d for 1 or 2.", len(args))
	}
	var elems []types.Value
	switch x := args[0].(type) {
	case *types.Array:
		elems = x.Elements()
	case *types.Hash:
		elems = toArray(x)
	case types.String:
		return countChars(c, string(x), args[1:])
	default:
		return nil, c.ErrorAt("undefined method `count' for %s:%s", builtins.RubyInspect(x), types.RubyClassName(x))
	}
	n := 0
	p := c.Poll()
	for _, e := range elems {
		if len(args) == 2 && types.IsTruthy(args[1]) {
			if rubyEqual(e, args[1], &p) {
				n++
			}
		} else if !isNil(e) && !isEmptyString(e) {
			n++
		}
	}
	if p.Err() != nil {
		return nil, c.InterruptedError()
	}
	return types.Int(n), nil
}

// countChars is Ruby's String#count: how many characters of s are in
// the character set (a-z ranges, ^ negating) the argument describes.
func countChars(c *eval.Call, s string, set []types.Value) (types.Value, error) {
	if len(set) == 0 {
		return nil, c.ErrorAt("wrong number of arguments (given 0, expected 1+)")
	}
	spec, ok := set[0].(types.String)
	if !ok {
		return nil, c.ErrorAt("no implicit conversion of %s into String", types.RubyClassName(set[0]))
	}
	in := charSet([]rune(string(spec)))
	n := 0
	for _, r := range s {
		if in(r) {
			n++
		}
	}
	return types.Int(n), nil
}

// charSet reads a Ruby character set (String#count, #delete, #squeeze).
func charSet(spec []rune) func(rune) bool {
	negate := len(spec) > 1 && spec[0] == '^'
	if negate {
		spec = spec[1:]
	}
	type span struct{ lo, hi rune }
	var spans []span
	for i := 0; i < len(spec); i++ {
		r := spec[i]
		if r == '\\' && i+1 < len(spec) {
			i++
			spans = append(spans, span{spec[i], spec[i]})
			continue
		}
		if i+2 < len(spec) && spec[i+1] == '-' {
			spans = append(spans, span{r, spec[i+2]})
			i += 2
			continue
		}
		spans = append(spans, span{r, r})
	}
	return func(r rune) bool {
		for _, sp := range spans {
			if r >= sp.lo && r <= sp.hi {
				return !negate
			}
		}
		return negate
	}
}

func union(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) < 2 {
		return nil, c.ErrorAt("union(): Wrong number of arguments given (%d for < 2)", len(args))
	}
	var out []types.Value
	seen := map[string]bool{}
	for _, a := range args {
		if _, ok := a.(*types.Array); !ok {
			return nil, c.ErrorAt("union(): Every parameter must be an array")
		}
	}
	for _, a := range args {
		var err error
		if out, err = uniqAppend(c, out, seen, a.(*types.Array).Elements()); err != nil {
			return nil, err
		}
	}
	return types.NewArray(out), nil
}

func difference(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) != 2 {
		return nil, c.ErrorAt("difference(): Wrong number of arguments given (%d for 2)", len(args))
	}
	a, ok1 := args[0].(*types.Array)
	b, ok2 := args[1].(*types.Array)
	if !ok1 || !ok2 {
		return nil, c.ErrorAt("difference(): Requires 2 arrays")
	}
	drop, err := keySet(c, b.Elements())
	if err != nil {
		return nil, err
	}
	var out []types.Value
	for _, e := range a.Elements() {
		k, err := c.HashKey(e)
		if err != nil {
			return nil, err
		}
		if !drop[k] {
			out = append(out, e)
		}
	}
	return types.NewArray(out), nil
}

func intersection(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) != 2 {
		return nil, c.ErrorAt("intersection(): Wrong number of arguments given (%d for 2)", len(args))
	}
	a, ok1 := args[0].(*types.Array)
	b, ok2 := args[1].(*types.Array)
	if !ok1 || !ok2 {
		return nil, c.ErrorAt("intersection(): Requires 2 arrays, got %s and %s", types.RubyClassName(args[0]), types.RubyClassName(args[1]))
	}
	keep, err := keySet(c, b.Elements())
	if err != nil {
		return nil, err
	}
	var out []types.Value
	seen := map[string]bool{}
	for _, e := range a.Elements() {
		k, err := c.HashKey(e)
		if err != nil {
			return nil, err
		}
		if keep[k] && !seen[k] {
			seen[k] = true
			out = append(out, e)
		}
	}
	return types.NewArray(out), nil
}

func zip(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) < 2 {
		return nil, c.ErrorAt("zip(): Wrong number of arguments given (%d for 2)", len(args))
	}
	a, ok1 := args[0].(*types.Array)
	b, ok2 := args[1].(*types.Array)
	if !ok1 || !ok2 {
		return nil, c.ErrorAt("zip(): Requires array to work with")
	}
	flatten := false
	if len(args) > 2 && types.IsTruthy(args[2]) {
		f, err := c.CallFunction("str2bool", args[2:3], nil)
		if err != nil {
			return nil, err
		}
		flatten = f == types.True
	}
	out := make([]types.Value, a.Len())
	for i, e := range a.Elements() {
		var other types.Value = types.Undef
		if i < b.Len() {
			other = b.At(i)
		}
		out[i] = types.ArrayOf(e, other)
	}
	if flatten {
		flat, err := builtins.Flatten(c, out)
		if err != nil {
			return nil, err
		}
		return types.NewArray(flat), nil
	}
	return types.NewArray(out), nil
}

func deleteFn(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) != 2 {
		return nil, c.ErrorAt("delete(): Wrong number of arguments given %d for 2", len(args))
	}
	items := toArray(args[1])
	switch x := args[0].(type) {
	case *types.Array:
		out := x.Elements()
		p := c.Poll()
		for _, it := range items {
			var kept []types.Value
			for _, e := range out {
				if !rubyEqual(e, it, &p) {
					kept = append(kept, e)
				}
			}
			out = kept
		}
		if p.Err() != nil {
			return nil, c.InterruptedError()
		}
		return types.NewArray(out), nil
	case *types.Hash:
		p := c.Poll()
		h := x.WithoutPolled(items, &p)
		if p.Err() != nil {
			return nil, c.InterruptedError()
		}
		return h, nil
	case types.String:
		s := string(x)
		for _, it := range items {
			is, ok := it.(types.String)
			if !ok {
				return nil, c.ErrorAt("wrong argument type %s (expected Regexp)", types.RubyClassName(it))
			}
			if is != "" {
				s = strings.ReplaceAll(s, string(is), "")
			}
		}
		return types.String(s), nil
	}
	return nil, c.ErrorAt("delete(): First argument must be an Array, String, or Hash. Given an argument of class %s.", types.RubyClassName(args[0]))
}

func deleteAt(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) < 2 {
		return nil, c.ErrorAt("delete_at(): Wrong number of arguments given (%d for 2)", len(args))
	}
	a, ok := args[0].(*types.Array)
	if !ok {
		return nil, c.ErrorAt("delete_at(): Requires array to work with")
	}
	var i int64
	switch x := args[1].(type) {
	case types.String:
		if !digits().MatchString(string(x)) {
			return nil, c.ErrorAt("delete_at(): You must provide non-negative numeric index")
		}
		i = leadingInt(string(x))
	case types.Int:
		i = int64(x)
	case types.Float:
		i = int64(x)
	default:
		return nil, c.ErrorAt("undefined method `to_i' for %s:%s", builtins.RubyInspect(x), types.RubyClassName(x))
	}
	n := int64(a.Len())
	if i > n-1 {
		return nil, c.ErrorAt("delete_at(): Given index exceeds size of array given")
	}
	if i < 0 {
		i += n
		if i < 0 {
			return a, nil
		}
	}
	out := append(append([]types.Value(nil), a.Elements()[:i]...), a.Elements()[i+1:]...)
	return types.NewArray(out), nil
}

// digits is Ruby's %r{^\d+$}: a line of digits somewhere in the text.
var digits = lazyre.New(`(?m)^\d+$`)

func deleteValues(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) != 2 {
		return nil, c.ErrorAt("delete_values(): Wrong number of arguments given (%d of 2)", len(args))
	}
	h, ok := args[0].(*types.Hash)
	if !ok {
		return nil, c.ErrorAt("delete_values(): First argument must be a Hash. Given an argument of class %s.", types.RubyClassName(args[0]))
	}
	b := types.NewHashBuilder(h.Len())
	p := c.Poll()
	for _, en := range h.Entries() {
		if !rubyEqual(args[1], en.Value, &p) {
			b.Set(en.Key, en.Value)
		}
	}
	if p.Err() != nil {
		return nil, c.InterruptedError()
	}
	return b.Build(), nil
}

func deleteRegex(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) != 2 {
		return nil, c.ErrorAt("delete_regex(): Wrong number of arguments given %d for 2", len(args))
	}
	var elems []types.Value
	_, isHash := args[0].(*types.Hash)
	switch x := args[0].(type) {
	case *types.Array:
		elems = x.Elements()
	case *types.Hash:
		elems = toArray(x)
	case types.String:
		return nil, c.ErrorAt("undefined method `reject!' for %s:String", builtins.RubyInspect(x))
	default:
		return nil, c.ErrorAt("delete_regex(): First argument must be an Array, Hash, or String. Given an argument of class %s.", types.RubyClassName(args[0]))
	}
	for _, it := range toArray(args[1]) {
		re, err := rubyregexp.Compile(`\b` + builtins.RubyToS(it) + `\b`)
		if err != nil {
			return nil, c.ErrorAt("%s", err.Error())
		}
		var kept []types.Value
		for _, e := range elems {
			subject := e
			if isHash {
				// A hash's entries are matched by their key.
				subject = e.(*types.Array).At(0)
			}
			s, ok := subject.(types.String)
			if ok {
				m, err := c.Regexp(re).MatchString(string(s))
				if err != nil {
					return nil, c.MatchError(err)
				}
				if m {
					continue
				}
			}
			kept = append(kept, e)
		}
		elems = kept
	}
	if isHash {
		b := types.NewHashBuilder(len(elems))
		for _, e := range elems {
			p := e.(*types.Array)
			b.Set(p.At(0), p.At(1))
		}
		return b.Build(), nil
	}
	return types.NewArray(elems), nil
}

func valuesAt(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) < 2 {
		return nil, c.ErrorAt("values_at(): Wrong number of arguments given (%d for 2)", len(args))
	}
	a, ok := args[0].(*types.Array)
	if !ok {
		return nil, c.ErrorAt("values_at(): Requires array to work with")
	}
	indices, err := builtins.Flatten(c, args[1:2])
	if err != nil {
		return nil, err
	}
	if len(indices) == 0 {
		return nil, c.ErrorAt("values_at(): You must provide at least one positive index to collect")
	}
	n := int64(a.Len())
	var list []int64
	for _, iv := range indices {
		s := builtins.RubyToS(iv)
		if m := indexRange().FindStringSubmatch(s); m != nil {
			start, _ := strconv.ParseInt(m[1], 10, 64)
			stop, _ := strconv.ParseInt(m[3], 10, 64)
			if start > stop {
				return nil, c.ErrorAt("values_at(): Stop index in given indices range is smaller than the start index")
			}
			if stop > n-1 {
				return nil, c.ErrorAt("values_at(): Stop index in given indices range exceeds array size")
			}
			if m[2] == "..." {
				stop--
			}
			for i := start; i <= stop; i++ {
				list = append(list, i)
			}
			continue
		}
		if !digits().MatchString(s) {
			return nil, c.ErrorAt("values_at(): Unknown format of given index")
		}
		i := leadingInt(s)
		if i > n-1 {
			return nil, c.ErrorAt("values_at(): Given index exceeds array size")
		}
		list = append(list, i)
	}
	var out []types.Value
	for _, i := range list {
		if e := a.At(int(i)); !isNil(e) {
			out = append(out, e)
		}
	}
	return types.NewArray(out), nil
}

var indexRange = lazyre.New(`(?m)^(\d+)(\.\.\.?|-)(\d+)$`)

// grepFn implements grep and reject: the elements of an array whose
// string form matches (or, for reject, does not match) a Ruby regexp.
func grepFn(c *eval.Call, name string, args []types.Value, keep bool) (types.Value, error) {
	if len(args) != 2 {
		return nil, c.ErrorAt("%s(): Wrong number of arguments given %d for 2", name, len(args))
	}
	pat, ok := args[1].(types.String)
	if !ok {
		return nil, c.ErrorAt("no implicit conversion of %s into String", types.RubyClassName(args[1]))
	}
	re, err := rubyregexp.Compile(string(pat))
	if err != nil {
		return nil, c.ErrorAt("%s", err.Error())
	}
	var elems []types.Value
	switch x := args[0].(type) {
	case *types.Array:
		elems = x.Elements()
	case *types.Hash:
		elems = toArray(x)
	default:
		return nil, c.ErrorAt("undefined method `%s' for %s:%s", map[bool]string{true: "grep", false: "grep_v"}[keep], builtins.RubyInspect(x), types.RubyClassName(x))
	}
	var out []types.Value
	for _, e := range elems {
		m := false
		if s, ok := e.(types.String); ok {
			if m, err = c.Regexp(re).MatchString(string(s)); err != nil {
				return nil, c.MatchError(err)
			}
		}
		if m == keep {
			out = append(out, e)
		}
	}
	return types.NewArray(out), nil
}

func deepMerge(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) < 2 {
		return nil, c.ErrorAt("deep_merge(): wrong number of arguments (%d; must be at least 2)", len(args))
	}
	result := types.EmptyHash
	for _, a := range args {
		if isEmptyString(a) {
			continue
		}
		h, ok := a.(*types.Hash)
		if !ok {
			return nil, c.ErrorAt("deep_merge: unexpected argument type %s, only expects hash arguments", types.RubyClassName(a))
		}
		result = deepMerge2(result, h)
	}
	return result, nil
}

// deepMerge2 merges b into a, merging hash values of a common key.
func deepMerge2(a, b *types.Hash) *types.Hash {
	hb := types.NewHashBuilder(a.Len() + b.Len())
	for _, en := range a.Entries() {
		hb.Set(en.Key, en.Value)
	}
	for _, en := range b.Entries() {
		v := en.Value
		if old, ok := a.Get(en.Key); ok {
			oh, ok1 := old.(*types.Hash)
			nh, ok2 := v.(*types.Hash)
			if ok1 && ok2 {
				v = deepMerge2(oh, nh)
			}
		}
		hb.Set(en.Key, v)
	}
	return hb.Build()
}

func joinKeysToValues(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) != 2 {
		return nil, c.ErrorAt("join_keys_to_values(): Takes exactly two arguments, but %d given.", len(args))
	}
	h, ok := args[0].(*types.Hash)
	if !ok {
		return nil, c.ErrorAt("join_keys_to_values(): The first argument must be a hash, but a %s was given.", types.RubyClassName(args[0]))
	}
	sep, ok := args[1].(types.String)
	if !ok {
		return nil, c.ErrorAt("join_keys_to_values(): The second argument must be a string, but a %s was given.", types.RubyClassName(args[1]))
	}
	var out []types.Value
	for _, en := range h.Entries() {
		k := builtins.RubyToS(en.Key)
		switch v := en.Value.(type) {
		case *types.Array:
			for _, e := range v.Elements() {
				out = append(out, types.String(k+string(sep)+builtins.RubyToS(e)))
			}
		default:
			if s := builtins.RubyToS(v); s == "undef" {
				out = append(out, types.String(k))
			} else {
				out = append(out, types.String(k+string(sep)+s))
			}
		}
	}
	return types.NewArray(out), nil
}
