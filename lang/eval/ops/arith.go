package ops

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"sync/atomic"
	"unsafe"

	"prepl/lang/eval/construct"
	"prepl/lang/eval/evalerr"
	"prepl/lang/syntax"
	"prepl/types"
)

// ValueBytes is the size of one element of an Array, for estimating
// what a collection costs before it is made.
const ValueBytes = int64(unsafe.Sizeof(types.Value(nil)))

const (
	boxedChunk    = 256
	boxedIntLimit = 1 << 14
)

func ToFloat(v types.Value) float64 {
	if i, ok := v.(types.Int); ok {
		return float64(i)
	}
	return float64(v.(types.Float))
}

// IntArith applies an integer operator with Ruby's semantics (floored
// division and modulo, arithmetic shifts) and fails on 64-bit Overflow.
func IntArith(op syntax.Op, a, b int64) (types.Value, error) {
	switch op {
	case syntax.OpPlus:
		s := a + b
		if (s > a) == (b > 0) {
			return boxInt(s), nil
		}
		return nil, Overflow(op, new(big.Int).Add(big.NewInt(a), big.NewInt(b)))
	case syntax.OpMinus:
		d := a - b
		if (d < a) == (b > 0) {
			return boxInt(d), nil
		}
		return nil, Overflow(op, new(big.Int).Sub(big.NewInt(a), big.NewInt(b)))
	case syntax.OpMultiply:
		if a == 0 || b == 0 {
			return types.Int(0), nil
		}
		hi, lo := bits.Mul64(uint64(absInt(a)), uint64(absInt(b)))
		neg := (a < 0) != (b < 0)
		if hi == 0 && (lo < 1<<63 || neg && lo == 1<<63) && a != math.MinInt64 && b != math.MinInt64 {
			return boxInt(a * b), nil
		}
		p := new(big.Int).Mul(big.NewInt(a), big.NewInt(b))
		if p.IsInt64() {
			return types.Int(p.Int64()), nil
		}
		return nil, Overflow(op, p)
	case syntax.OpDivide:
		if b == 0 {
			return nil, fmt.Errorf("Division by 0")
		}
		if a == math.MinInt64 && b == -1 {
			return nil, Overflow(op, new(big.Int).Neg(big.NewInt(a)))
		}
		q := a / b
		if (a%b != 0) && ((a < 0) != (b < 0)) {
			q--
		}
		return boxInt(q), nil
	case syntax.OpModulo:
		if b == 0 {
			return nil, fmt.Errorf("Division by 0")
		}
		if b == -1 {
			return types.Int(0), nil
		}
		m := a % b
		if m != 0 && (m < 0) != (b < 0) {
			m += b
		}
		return boxInt(m), nil
	case syntax.OpLeftShift:
		return shiftLeft(a, b)
	case syntax.OpRightShift:
		if b == math.MinInt64 {
			return shiftLeft(a, math.MaxInt64)
		}
		return shiftLeft(a, -b)
	}
	return nil, fmt.Errorf("Unknown operator %s", op)
}

// boxInt returns v as a value, from boxedInts when it is there.
func boxInt(v int64) types.Value {
	if v < 0 || v >= boxedIntLimit {
		return types.Int(v)
	}
	c := boxedInts[v/boxedChunk].Load()
	if c == nil {
		c = new([boxedChunk]types.Value)
		base := v - v%boxedChunk
		for i := range c {
			c[i] = types.Int(base + int64(i))
		}
		boxedInts[v/boxedChunk].Store(c)
	}
	return c[v%boxedChunk]
}

func absInt(a int64) int64 {
	if a < 0 {
		return -a
	}
	return a
}

// shiftLeft shifts left by n bits (right for negative n, arithmetically).
func shiftLeft(a, n int64) (types.Value, error) {
	if n < 0 {
		if n <= -63 {
			if a < 0 {
				return types.Int(-1), nil
			}
			return types.Int(0), nil
		}
		return types.Int(a >> uint(-n)), nil
	}
	if a == 0 {
		return types.Int(0), nil
	}
	if n < 63 {
		r := a << uint(n)
		if r>>uint(n) == a {
			return types.Int(r), nil
		}
	}
	if n > 4096 {
		n = 4096
	}
	r := new(big.Int).Lsh(big.NewInt(a), uint(n))
	if r.IsInt64() {
		return types.Int(r.Int64()), nil // -1 << 63
	}
	return nil, Overflow(syntax.OpLeftShift, r)
}

// Overflow is Puppet's error for integer results outside 64 bits.
func Overflow(op syntax.Op, v *big.Int) error {
	sign, bound := "+", "max"
	if v.Sign() < 0 {
		sign, bound = "-", "min"
	}
	return fmt.Errorf("A '%s' expression resulted in a value outside of Puppet Integer %s range, got '%s0x%s'",
		op, bound, sign, new(big.Int).Abs(v).Text(16))
}

// IsTimeValue reports whether v is a Timespan or a Timestamp.
func IsTimeValue(v types.Value) bool {
	switch v.(type) {
	case types.Timespan, types.Timestamp:
		return true
	}
	return false
}

// SemverArithmetic words the failure of arithmetic on a version and a
// number (or two versions) as Ruby's Numeric methods make Puppet word it:
// a version has no arithmetic of its own, and a number cannot take one as
// its right operand.
func SemverArithmetic(op syntax.Op, a, b types.Value, n *syntax.ArithmeticExpr) (types.Value, error) {
	if _, ok := a.(*types.SemVer); ok {
		return nil, evalerr.Errorf(n.Loc, "Operator '%s' is not applicable to a Semver.", op)
	}
	if op == syntax.OpLeftShift || op == syntax.OpRightShift {
		return nil, evalerr.Errorf(n.Loc, "Operator '%s' is not applicable to %s.", op, evalerr.Articled(ValueLabel(a)))
	}
	return nil, evalerr.Errorf(n.Right.Location(), "Error while evaluating a '%s' expression, can't convert SemanticPuppet::Version into Float", op)
}

// ConcatBytes estimates what `l + r` allocates when it joins two large
// collections (doubling an array with `$a + $a`), so the memory limit is
// checked before the allocation. Adding a few elements (`$acc + [$x]`,
// `<<`), which often extends in place, is left to the watchdog.
func ConcatBytes(op syntax.Op, l, r types.Value) int64 {
	const large = 1 << 16 // elements or bytes
	if op != syntax.OpPlus {
		return 0
	}
	switch x := r.(type) {
	case *types.Array:
		if a, ok := l.(*types.Array); ok && x.Len() >= large {
			return int64(a.Len()+x.Len()) * ValueBytes
		}
	case *types.Hash:
		if h, ok := l.(*types.Hash); ok && x.Len() >= large {
			return int64(h.Len()+x.Len()) * 4 * ValueBytes
		}
	case *types.Binary:
		if b, ok := l.(*types.Binary); ok && len(x.Bytes()) >= large {
			return int64(len(b.Bytes()) + len(x.Bytes()))
		}
	}
	return 0
}

// ArrayConcat is Array + value.
func ArrayConcat(a *types.Array, r types.Value) types.Value {
	switch x := r.(type) {
	case *types.Array:
		return a.Concat(x)
	case *types.Hash:
		pairs := make([]types.Value, 0, x.Len())
		for _, en := range x.Entries() {
			pairs = append(pairs, types.ArrayOf(en.Key, en.Value))
		}
		return a.Append(pairs...)
	}
	return a.Append(r)
}

// ArrayDelete is Array - value; elements compare case-sensitively, as
// Puppet's delete does. p may stop the comparisons of elements made of
// shared parts (the result is then meaningless and p.Err says so).
func ArrayDelete(a *types.Array, r types.Value, p *types.Poll) types.Value {
	var drop []types.Value
	switch x := r.(type) {
	case *types.Array:
		drop = x.Elements()
	case *types.Hash:
		for _, en := range x.Entries() {
			drop = append(drop, types.ArrayOf(en.Key, en.Value))
		}
	default:
		drop = []types.Value{r}
	}
	if len(drop) == 0 {
		return a
	}
	// Hash-key equality finds most matches in O(1); StrictEqual also makes
	// 1 and 1.0 equal, which the slower scan catches. A few elements are
	// looked for by scanning: indexing a long drop list would cost more.
	has := func(v types.Value) bool { return containsKeyEqual(drop, v, p) }
	if a.Len() > smallDelete {
		set := types.NewHashBuilderPolled(len(drop), p)
		for _, d := range drop {
			set.Set(d, types.True)
		}
		built := set.Build()
		has = func(v types.Value) bool { return built.HasPolled(v, p) }
	}
	numeric := false
	for _, d := range drop {
		switch d.(type) {
		case types.Int, types.Float, *types.Array, *types.Hash, types.Timespan, types.Timestamp:
			numeric = true
		}
	}
	out := make([]types.Value, 0, a.Len())
	for _, el := range a.Elements() {
		if has(el) || p.Stop() {
			continue
		}
		if numeric && containsStrictEqual(drop, el, p) {
			continue
		}
		out = append(out, el)
	}
	if len(out) == a.Len() {
		return a
	}
	return types.NewArray(out)
}

// containsKeyEqual reports whether vs holds a value equal to v as hash
// keys are.
func containsKeyEqual(vs []types.Value, v types.Value, p *types.Poll) bool {
	for _, x := range vs {
		if types.KeyEqualPolled(x, v, p) {
			return true
		}
	}
	return false
}

func containsStrictEqual(vs []types.Value, v types.Value, p *types.Poll) bool {
	for _, x := range vs {
		if types.StrictEqualPolled(x, v, p) {
			return true
		}
	}
	return false
}

// HashMerge is Hash + value; p may stop the encoding of keys made of
// shared parts (the result is then meaningless and p.Err says so).
func HashMerge(h *types.Hash, r types.Value, p *types.Poll) (types.Value, error) {
	switch x := r.(type) {
	case *types.Hash:
		return h.MergePolled(x, p), nil
	case *types.Array:
		o, err := arrayToHash(x, p)
		if err != nil {
			return nil, err
		}
		return h.MergePolled(o, p), nil
	}
	return nil, fmt.Errorf("Can only append Array or Hash to a Hash")
}

// arrayToHash converts an Array as Puppet's Hash + Array does: an array
// of arrays as [key, value] (or [key]) pairs, a lone element as Ruby's
// Hash[x] takes it (a Hash as it is), anything else as alternating keys
// and values.
func arrayToHash(a *types.Array, p *types.Poll) (*types.Hash, error) {
	els := a.Elements()
	pairs := len(els) > 0
	for _, el := range els {
		if _, ok := el.(*types.Array); !ok {
			pairs = false
			break
		}
	}
	var v types.Value
	var err error
	switch {
	case pairs:
		v, err = construct.HashFromSingle(a, p)
	case len(els) == 1:
		v, err = construct.HashFromSingle(els[0], p)
	default:
		v, err = construct.HashFromFlat(els, p)
	}
	if err != nil {
		return nil, ConstructError(err)
	}
	return v.(*types.Hash), nil
}

// HashDelete is Hash - value; p may stop the encoding of keys made of
// shared parts (the result is then meaningless and p.Err says so).
func HashDelete(h *types.Hash, r types.Value, p *types.Poll) types.Value {
	switch x := r.(type) {
	case *types.Hash:
		return h.WithoutPolled(x.Keys(), p)
	case *types.Array:
		return h.WithoutPolled(x.Elements(), p)
	}
	return h.WithoutPolled([]types.Value{r}, p)
}

// boxedInts holds the Integer values 0 to boxedIntLimit-1 already in an
// interface, in chunks made on first use and shared by every evaluator:
// putting an integer above 255 in an interface allocates, and the
// results of arithmetic in loops are mostly small numbers.
var boxedInts [boxedIntLimit / boxedChunk]atomic.Pointer[[boxedChunk]types.Value]

// smallDelete is the size up to which Array - value looks for each
// element by scanning what it drops.
const smallDelete = 4

// ConstructError gives a constructor's error the evaluator's kind, a type
// mismatch or an evaluation error, still without a position: the call
// gives it one.
func ConstructError(err error) error {
	var ce *construct.Error
	if errors.As(err, &ce) {
		if ce.Mismatch {
			return evalerr.TypeMismatch(syntax.Loc{}, ce.Msg)
		}
		return evalerr.Errorf(syntax.Loc{}, "%s", ce.Msg)
	}
	return err
}
