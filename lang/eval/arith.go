package eval

import (
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"sync/atomic"
	"unsafe"

	"prepl/display"
	"prepl/lang/eval/construct"
	"prepl/lang/eval/evalerr"
	"prepl/lang/syntax"
	"prepl/types"
)

// evalArithmetic evaluates `+ - * / % << >>`.
func (e *Evaluator) evalArithmetic(n *syntax.ArithmeticExpr, s *Scope) (types.Value, error) {
	l, err := e.eval(n.Left, s)
	if err != nil {
		return nil, err
	}
	r, err := e.eval(n.Right, s)
	if err != nil {
		return nil, err
	}
	// The common case first: two integers.
	if a, ok := l.(types.Int); ok {
		if b, ok := r.(types.Int); ok {
			v, err := intArith(n.Op, int64(a), int64(b))
			return v, located(err, n.Loc)
		}
	}
	return e.arithmetic(n.Op, l, r, n)
}

func (e *Evaluator) arithmetic(op syntax.Op, l, r types.Value, n *syntax.ArithmeticExpr) (types.Value, error) {
	if err := e.checkMemory(n.Loc, concatBytes(op, l, r)); err != nil {
		return nil, err
	}
	switch lv := l.(type) {
	case *types.Array:
		switch op {
		case syntax.OpPlus:
			return e.bounded(n.Loc, arrayConcat(lv, r))
		case syntax.OpMinus:
			return arrayDelete(lv, r), nil
		case syntax.OpLeftShift:
			return e.bounded(n.Loc, lv.Append(r))
		}
	case *types.Hash:
		switch op {
		case syntax.OpPlus:
			v, err := hashMerge(lv, r)
			if err != nil {
				return nil, errorf(n.Right.Location(), "Error while evaluating a '+' expression, %s", err)
			}
			return e.bounded(n.Loc, v)
		case syntax.OpMinus:
			return hashDelete(lv, r), nil
		case syntax.OpLeftShift:
			return nil, errorf(n.Loc, "Operator '<<' is not applicable to a Hash.")
		}
	case *types.Binary:
		if op == syntax.OpPlus {
			rb, ok := r.(*types.Binary)
			if !ok {
				return nil, errorf(n.Right.Location(), "Error while evaluating a '+' expression, Can only append Binary to a Binary")
			}
			return types.NewBinary(append(append([]byte(nil), lv.Bytes()...), rb.Bytes()...)), nil
		}
	}
	a, err := e.numericOperand(l, n.Left.Location())
	if err != nil {
		return nil, err
	}
	b, err := e.numericOperand(r, n.Right.Location())
	if err != nil {
		return nil, err
	}
	if op == syntax.OpModulo {
		// Puppet refuses a Float on either side of % before anything else.
		if _, ok := a.(types.Float); ok {
			return nil, errorf(n.Loc, "Operator '%%' is not applicable to a Float.")
		}
		if _, ok := b.(types.Float); ok {
			return nil, errorf(n.Loc, "Operator '%%' is not applicable to %s when right side is a Float.", evalerr.Articled(valueLabel(a)))
		}
	}
	if isTimeValue(a) || isTimeValue(b) {
		return e.timeArithmetic(op, a, b, n)
	}
	if _, ok := a.(*types.SemVer); ok {
		return semverArithmetic(op, a, b, n)
	}
	if _, ok := b.(*types.SemVer); ok {
		return semverArithmetic(op, a, b, n)
	}
	ai, aInt := a.(types.Int)
	bi, bInt := b.(types.Int)
	if aInt && !bInt && (op == syntax.OpLeftShift || op == syntax.OpRightShift) {
		// A Float shift count is truncated, as Ruby's Integer#<< does.
		f := math.Trunc(float64(b.(types.Float)))
		if f >= math.MaxInt64 || f <= math.MinInt64 || math.IsNaN(f) {
			f = math.Copysign(4096, f)
		}
		bi, bInt = types.Int(int64(f)), true
	}
	if aInt && bInt {
		v, err := intArith(op, int64(ai), int64(bi))
		return v, located(err, n.Loc)
	}
	switch op {
	case syntax.OpLeftShift, syntax.OpRightShift:
		return nil, errorf(n.Loc, "Operator '%s' is not applicable to a Float.", op)
	}
	x, y := toFloat(a), toFloat(b)
	var f float64
	switch op {
	case syntax.OpPlus:
		f = x + y
	case syntax.OpMinus:
		f = x - y
	case syntax.OpMultiply:
		f = x * y
	case syntax.OpDivide:
		if y == 0 {
			return nil, errorf(n.Loc, "The result of the / expression is Infinity")
		}
		f = x / y
	}
	if math.IsInf(f, 0) {
		return nil, errorf(n.Loc, "The result of the %s expression is Infinity", op)
	}
	if math.IsNaN(f) {
		return nil, errorf(n.Loc, "The result of the %s expression is NaN", op)
	}
	return types.Float(f), nil
}

func toFloat(v types.Value) float64 {
	if i, ok := v.(types.Int); ok {
		return float64(i)
	}
	return float64(v.(types.Float))
}

// intArith applies an integer operator with Ruby's semantics (floored
// division and modulo, arithmetic shifts) and fails on 64-bit overflow.
func intArith(op syntax.Op, a, b int64) (types.Value, error) {
	switch op {
	case syntax.OpPlus:
		s := a + b
		if (s > a) == (b > 0) {
			return boxInt(s), nil
		}
		return nil, overflow(op, new(big.Int).Add(big.NewInt(a), big.NewInt(b)))
	case syntax.OpMinus:
		d := a - b
		if (d < a) == (b > 0) {
			return boxInt(d), nil
		}
		return nil, overflow(op, new(big.Int).Sub(big.NewInt(a), big.NewInt(b)))
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
		return nil, overflow(op, p)
	case syntax.OpDivide:
		if b == 0 {
			return nil, fmt.Errorf("Division by 0")
		}
		if a == math.MinInt64 && b == -1 {
			return nil, overflow(op, new(big.Int).Neg(big.NewInt(a)))
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

// boxedInts holds the Integer values 0 to boxedIntLimit-1 already in an
// interface, in chunks made on first use and shared by every evaluator:
// putting an integer above 255 in an interface allocates, and the
// results of arithmetic in loops are mostly small numbers.
var boxedInts [boxedIntLimit / boxedChunk]atomic.Pointer[[boxedChunk]types.Value]

const (
	boxedChunk    = 256
	boxedIntLimit = 1 << 14
)

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
	return nil, overflow(syntax.OpLeftShift, r)
}

// overflow is Puppet's error for integer results outside 64 bits.
func overflow(op syntax.Op, v *big.Int) error {
	sign, bound := "+", "max"
	if v.Sign() < 0 {
		sign, bound = "-", "min"
	}
	return fmt.Errorf("A '%s' expression resulted in a value outside of Puppet Integer %s range, got '%s0x%s'",
		op, bound, sign, new(big.Int).Abs(v).Text(16))
}

// toNumber converts an operand for arithmetic: numbers stay, strings that
// look like numbers are converted with a warning (Puppet 7's default),
// anything else fails.
func (e *Evaluator) toNumber(v types.Value, loc syntax.Loc) (types.Value, error) {
	switch x := v.(type) {
	case types.Int, types.Float:
		return v, nil
	case types.String:
		if n, ok := construct.ParseNumber(string(x)); ok {
			e.warn(loc, fmt.Sprintf("The string '%s' was automatically coerced to the numerical value %s", x, display.ToString(n)))
			return n, nil
		}
	}
	return nil, errorf(loc, "The value '%s' cannot be converted to Numeric.", display.ToString(v))
}

// numericOperand converts an operand of numeric arithmetic as Puppet's
// coerce_numeric does: the values Ruby counts as Numeric (numbers, time
// values and versions) stay, numeric strings are converted, anything else
// fails, the left operand before the right.
func (e *Evaluator) numericOperand(v types.Value, loc syntax.Loc) (types.Value, error) {
	switch v.(type) {
	case types.Timespan, types.Timestamp, *types.SemVer:
		return v, nil
	}
	return e.toNumber(v, loc)
}

// isTimeValue reports whether v is a Timespan or a Timestamp.
func isTimeValue(v types.Value) bool {
	switch v.(type) {
	case types.Timespan, types.Timestamp:
		return true
	}
	return false
}

// semverArithmetic words the failure of arithmetic on a version and a
// number (or two versions) as Ruby's Numeric methods make Puppet word it:
// a version has no arithmetic of its own, and a number cannot take one as
// its right operand.
func semverArithmetic(op syntax.Op, a, b types.Value, n *syntax.ArithmeticExpr) (types.Value, error) {
	if _, ok := a.(*types.SemVer); ok {
		return nil, errorf(n.Loc, "Operator '%s' is not applicable to a Semver.", op)
	}
	if op == syntax.OpLeftShift || op == syntax.OpRightShift {
		return nil, errorf(n.Loc, "Operator '%s' is not applicable to %s.", op, evalerr.Articled(valueLabel(a)))
	}
	return nil, errorf(n.Right.Location(), "Error while evaluating a '%s' expression, can't convert SemanticPuppet::Version into Float", op)
}

// evalUnaryMinus evaluates `-x`.
func (e *Evaluator) evalUnaryMinus(n *syntax.UnaryMinusExpr, s *Scope) (types.Value, error) {
	v, err := e.eval(n.Expr, s)
	if err != nil {
		return nil, err
	}
	if ts, ok := v.(types.Timespan); ok {
		return types.NewTimespan(-ts.Nanoseconds()), nil
	}
	num, err := e.toNumber(v, n.Expr.Location())
	if err != nil {
		return nil, err
	}
	switch x := num.(type) {
	case types.Int:
		if x == math.MinInt64 {
			return nil, located(overflow(syntax.OpMinus, new(big.Int).Neg(big.NewInt(int64(x)))), n.Loc)
		}
		return -x, nil
	case types.Float:
		return -x, nil
	}
	return num, nil
}

// ValueBytes is the size of one element of an Array, for estimating
// what a collection costs before it is made (see Call.CheckMemory).
const ValueBytes = int64(unsafe.Sizeof(types.Value(nil)))

// concatBytes estimates what `l + r` allocates when it joins two large
// collections (doubling an array with `$a + $a`), so the memory limit is
// checked before the allocation. Adding a few elements (`$acc + [$x]`,
// `<<`), which often extends in place, is left to the watchdog.
func concatBytes(op syntax.Op, l, r types.Value) int64 {
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

// arrayConcat is Array + value.
func arrayConcat(a *types.Array, r types.Value) types.Value {
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

// arrayDelete is Array - value; elements compare case-sensitively, as
// Puppet's delete does.
func arrayDelete(a *types.Array, r types.Value) types.Value {
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
	has := func(v types.Value) bool { return containsKeyEqual(drop, v) }
	if a.Len() > smallDelete {
		set := types.NewHashBuilder(len(drop))
		for _, d := range drop {
			set.Set(d, types.True)
		}
		has = set.Build().Has
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
		if has(el) {
			continue
		}
		if numeric && containsStrictEqual(drop, el) {
			continue
		}
		out = append(out, el)
	}
	if len(out) == a.Len() {
		return a
	}
	return types.NewArray(out)
}

// smallDelete is the size up to which Array - value looks for each
// element by scanning what it drops.
const smallDelete = 4

// containsKeyEqual reports whether vs holds a value equal to v as hash
// keys are.
func containsKeyEqual(vs []types.Value, v types.Value) bool {
	for _, x := range vs {
		if types.KeyEqual(x, v) {
			return true
		}
	}
	return false
}

func containsStrictEqual(vs []types.Value, v types.Value) bool {
	for _, x := range vs {
		if types.StrictEqual(x, v) {
			return true
		}
	}
	return false
}

// hashMerge is Hash + value.
func hashMerge(h *types.Hash, r types.Value) (types.Value, error) {
	switch x := r.(type) {
	case *types.Hash:
		return h.Merge(x), nil
	case *types.Array:
		o, err := arrayToHash(x)
		if err != nil {
			return nil, err
		}
		return h.Merge(o), nil
	}
	return nil, fmt.Errorf("Can only append Array or Hash to a Hash")
}

// arrayToHash converts an Array as Puppet's Hash + Array does: an array
// of arrays as [key, value] (or [key]) pairs, a lone element as Ruby's
// Hash[x] takes it (a Hash as it is), anything else as alternating keys
// and values.
func arrayToHash(a *types.Array) (*types.Hash, error) {
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
		v, err = construct.HashFromSingle(a)
	case len(els) == 1:
		v, err = construct.HashFromSingle(els[0])
	default:
		v, err = construct.HashFromFlat(els)
	}
	if err != nil {
		return nil, constructErr(err)
	}
	return v.(*types.Hash), nil
}

// hashDelete is Hash - value.
func hashDelete(h *types.Hash, r types.Value) types.Value {
	switch x := r.(type) {
	case *types.Hash:
		return h.Without(x.Keys())
	case *types.Array:
		return h.Without(x.Elements())
	}
	return h.Without([]types.Value{r})
}
