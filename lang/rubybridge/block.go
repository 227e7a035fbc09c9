package rubybridge

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"prepl/lang/eval"
	"prepl/lang/syntax"
	"prepl/types"
)

// blockFunction is the function the lambdas that stand for Ruby blocks
// call: prepl::ruby_block(id, args...) runs block id of the Ruby code
// that is calling a function.
const blockFunction = "prepl::ruby_block"

func init() {
	eval.Register(&eval.Function{
		Name: blockFunction,
		Doc:  "Runs a block of the Ruby code that is calling a function, with the given arguments (the lambda prepl makes of a Ruby block calls it).",
		Signatures: []*eval.Signature{{
			Params: []eval.Param{{Name: "block", Type: "Integer[0]"}, {Name: "args", Repeated: true, Optional: true}},
			Call:   yieldBlock,
		}},
	})
}

// blockLambda makes the lambda a Ruby block passed to call_function
// stands for: as many parameters as the block takes (a rest parameter for
// a block of variable arity), and a body that calls the block back.
func blockLambda(c *eval.Call, id, arity any) (*eval.Lambda, error) {
	n, err1 := strconv.Atoi(fmt.Sprint(id))
	a, err2 := strconv.Atoi(fmt.Sprint(arity))
	if _, ok := id.(json.Number); !ok || err1 != nil || err2 != nil {
		return nil, c.ErrorAt("internal: a malformed block from Ruby")
	}
	required, rest := a, false
	if a < 0 {
		required, rest = -a-1, true
	}
	var params, args []string
	for i := 0; i < required; i++ {
		params = append(params, fmt.Sprintf("$a%d", i))
		args = append(args, fmt.Sprintf("$a%d", i))
	}
	if rest {
		params = append(params, "*$rest")
		args = append(args, "*$rest")
	}
	src := fmt.Sprintf("%s() |%s| { %s(%s) }", blockFunction, strings.Join(params, ", "),
		blockFunction, strings.Join(append([]string{strconv.Itoa(n)}, args...), ", "))
	prog, err := syntax.Parse(syntax.NewSource("<Ruby block>", src))
	if err != nil {
		return nil, c.ErrorAt("internal: %s", err.Error())
	}
	call, ok := prog.Body.Statements[0].(*syntax.CallNamedFunctionExpr)
	if !ok || call.Lambda == nil {
		return nil, c.ErrorAt("internal: no lambda for a Ruby block")
	}
	return c.NewLambda(call.Lambda), nil
}

// yieldBlock runs a Ruby block through the bridge that is running the
// Ruby code calling the function.
func yieldBlock(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
	b, ok := c.Extension().(*Bridge)
	if !ok || b.depth == 0 {
		return nil, c.ErrorAt("%s() can only run the block of Ruby code that is calling a function", blockFunction)
	}
	b.mu.Lock()
	p := b.proc
	b.mu.Unlock()
	if p == nil {
		return nil, c.ErrorAt("%s(): the Ruby process is not running", blockFunction)
	}
	h := b.begin()
	defer b.end()
	enc := make([]any, len(args)-1)
	for i, a := range args[1:] {
		enc[i] = h.encode(a)
	}
	r, err := b.exchange(c, p, h, map[string]any{"op": "yield", "block": int64(args[0].(types.Int)), "args": enc}, nil)
	if err != nil {
		var re *rubyError
		if asRubyError(err, &re) {
			return nil, c.ErrorAt("%s", re.msg)
		}
		return nil, err
	}
	v, err := h.decode(r)
	if err != nil {
		return nil, c.ErrorAt("%s", err.Error())
	}
	return v, nil
}
