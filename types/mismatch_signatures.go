package types

import (
	"math"
	"strings"
	"sync/atomic"
)

// Signature is one way a function or lambda can be called, as
// DescribeSignatures needs it: the callable type (parameter tuple with
// the argument counts, block type) and the names Puppet shows.
type Signature struct {
	Type       *CallableType
	ParamNames []string
	BlockName  string
}

// DescribeSignatures explains, in Puppet's words, why a call with args
// (and block, nil when there is none) matches none of sigs. closure is
// the function's name; "lambda" means the call of a lambda, which Puppet
// calls "block". For example:
//
//	'f' parameter 'x' expects an Integer value, got String
//	'f' expects 1 argument, got 2
//	'f' expects (Array[Integer] x)
//	  rejected: parameter 'x' index 0 expects an Integer value, got String
//	  rejected: parameter 'x' index 1 expects an Integer value, got String
//
// and for several signatures "The function 'f' was called with arguments
// it does not accept. It expects one of:" followed by each signature and
// why it rejected the call.
func DescribeSignatures(closure string, sigs []Signature, args []Value, block Value) string {
	s, _ := DescribeSignaturesUntil(closure, sigs, args, block, nil)
	return s
}

// DescribeSignaturesUntil is DescribeSignatures, giving up with
// ErrInterrupted soon after *stop is set while it infers the types of
// large arguments.
func DescribeSignaturesUntil(closure string, sigs []Signature, args []Value, block Value, stop *atomic.Bool) (string, error) {
	vals := args
	if block != nil {
		vals = append(append(make([]Value, 0, len(args)+1), args...), block)
	}
	p := NewPoll(stop)
	argsType := InferPolled(NewArray(vals), &p)
	if err := p.Err(); err != nil {
		return "", err
	}
	return describeSignatures(closure, sigs, argsType), nil
}

func describeSignatures(closure string, sigs []Signature, argsType Type) string {
	errs := make([][]*mismatch, len(sigs))
	allFailed := true
	for i, sig := range sigs {
		errs[i] = describeSignatureArguments(sig, argsType, []pathElem{{kind: pathSignature, index: i}})
		if len(errs[i]) == 0 {
			allFailed = false
		}
	}
	if !allFailed {
		blockErrs := make([][]*mismatch, len(sigs))
		count := 0
		for i, sig := range sigs {
			blockErrs[i] = describeSignatureBlock(sig, argsType, []pathElem{{kind: pathSignature, index: i}})
			if len(blockErrs[i]) > 0 {
				count++
			}
		}
		switch {
		case count == len(blockErrs):
			errs = blockErrs
		case count > 0:
			for i := range errs {
				if len(errs[i]) == 0 {
					errs[i] = blockErrs[i]
				}
			}
		}
	}
	label := "'" + closure + "'"
	if closure == "lambda" {
		label = "block"
	}
	merged := mergeDescriptions(0, mmCount, errs)
	if len(merged) == 1 {
		return label + merged[0].format()
	}
	var lines []string
	if len(sigs) == 1 {
		lines = append(lines, label+" expects ("+signatureString(sigs[0])+")")
		for _, e := range errs[0] {
			lines = append(lines, "  rejected:"+e.chopPath(0).format())
		}
	} else {
		lines = append(lines, "The function "+label+" was called with arguments it does not accept. It expects one of:")
		for i, sig := range sigs {
			lines = append(lines, "  ("+signatureString(sig)+")")
			for _, e := range errs[i] {
				lines = append(lines, "    rejected:"+e.chopPath(0).format())
			}
		}
	}
	return strings.Join(lines, "\n")
}

// argTypes returns the types of the arguments (with the block's last)
// and the range of their count.
func argTypes(sig Signature, argsType Type) ([]Type, *IntegerType) {
	switch a := argsType.(type) {
	case *TupleType:
		n := int64(len(a.types))
		return a.types, intValueType(n)
	case *ArrayType:
		n := len(sig.Type.params.types)
		ts := make([]Type, n)
		for i := range ts {
			ts[i] = a.elem
		}
		return ts, sizeOrAny(a.size)
	}
	return nil, sizeZero
}

func describeSignatureArguments(sig Signature, argsType Type, path []pathElem) []*mismatch {
	params := sig.Type.params
	if params == nil {
		return nil
	}
	expected := params.sizeType()
	types, actual := argTypes(sig, argsType)
	count := len(types)
	if count > 0 && kindOfCallable(types[count-1], true, nil) {
		count--
		actual = intValueType(int64(count))
	}
	if !expected.containsRange(actual) {
		return []*mismatch{{kind: mmCount, path: path, expected: expected, actual: actual}}
	}
	for i := 0; i < count; i++ {
		adx := min(i, len(params.types)-1)
		if adx < 0 {
			break
		}
		et := params.types[adx]
		if assignable(et, types[i], nil) {
			continue
		}
		name := ""
		if adx < len(sig.ParamNames) {
			name = sig.ParamNames[adx]
		}
		if ds := describe(et, types[i], withPath(path, pathElem{kind: pathParameter, key: name})); len(ds) > 0 {
			return ds
		}
	}
	return nil
}

func describeSignatureBlock(sig Signature, argsType Type, path []pathElem) []*mismatch {
	paramBlock := sig.Type.block
	var argBlock Type
	if t, ok := argsType.(*TupleType); ok && len(t.types) > 0 {
		argBlock = t.types[len(t.types)-1]
	}
	if argBlock != nil && kindOfCallable(argBlock, true, nil) {
		if paramBlock == nil {
			return []*mismatch{{kind: mmUnexpectedBlock, path: path}}
		}
		return describe(paramBlock, argBlock, withPath(path, pathElem{kind: pathBlock, key: "block"}))
	}
	if paramBlock == nil || assignable(paramBlock, undefType, nil) {
		return nil
	}
	return []*mismatch{{kind: mmMissingBlock, path: path}}
}

// signatureString lists a signature's parameters as Puppet does:
// "Integer x, String y?, Numeric *rest, Callable[1, 1] block".
func signatureString(sig Signature) string {
	params := sig.Type.params
	from, to := int64(0), int64(0)
	var types []Type
	if params != nil {
		from, to = params.sizeRange()
		types = params.types
	}
	if from == 0 && to == 0 {
		return ""
	}
	names := sig.ParamNames
	if len(names) == 0 {
		names = make([]string, len(types))
	}
	var parts []string
	for i, name := range names {
		var t Type = anyType
		switch {
		case i < len(types):
			t = types[i]
		case len(types) > 0:
			t = types[len(types)-1]
		}
		indicator := ""
		switch {
		case to == math.MaxInt64 && i == len(names)-1:
			indicator = "*"
			if from == int64(len(names)) {
				indicator = "+"
			}
		case int64(i+1) > from:
			indicator = "?"
			if o, ok := t.(*OptionalType); ok && o.typ != nil {
				t = o.typ
			}
		}
		parts = append(parts, t.String()+" "+name+indicator)
	}
	result := strings.Join(parts, ", ")
	switch b := sig.Type.block.(type) {
	case *OptionalType:
		if result != "" {
			result += ", "
		}
		inner := "Callable"
		if b.typ != nil {
			inner = b.typ.String()
		}
		result += inner + " " + sig.BlockName + "?"
	case *CallableType:
		if result != "" {
			result += ", "
		}
		result += b.String() + " " + sig.BlockName
	}
	return result
}
