package rubybridge

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"prepl/lang/eval"
	"prepl/lang/eval/builtins"
	"prepl/types"
)

// rubyFunction is a function a module defines in a Ruby file.
type rubyFunction struct {
	name string
	file string
	// api is "4" (Puppet::Functions) or "3" (Puppet::Parser::Functions).
	api string
}

// Function finds a function a module defines in Ruby: `mod::a::b` in
// mod's lib/puppet/functions/mod/a/b.rb, a plain name in any module's
// lib/puppet/functions/NAME.rb, then lib/puppet/parser/functions/NAME.rb
// (the 3.x API), as Puppet's loaders search. Loading it needs Ruby; when
// it cannot be loaded the function still exists and its calls fail with
// the reason.
func (b *Bridge) Function(ctx context.Context, name string) (*eval.Function, bool) {
	name = strings.ToLower(strings.TrimPrefix(name, "::"))
	b.mu.Lock()
	fn, ok := b.functions[name]
	b.mu.Unlock()
	if ok {
		return fn, fn != nil
	}
	rf, found := b.findFunction(name)
	if !found {
		b.mu.Lock()
		b.functions[name] = nil
		b.mu.Unlock()
		return nil, false
	}
	fn, interrupted := b.define(ctx, rf)
	if !interrupted {
		// An interrupted load is tried again on the next call.
		b.mu.Lock()
		b.functions[name] = fn
		b.mu.Unlock()
	}
	return fn, true
}

func (b *Bridge) findFunction(name string) (*rubyFunction, bool) {
	if b.env == nil || !functionName(name) {
		return nil, false
	}
	segs := strings.Split(name, "::")
	if len(segs) > 1 {
		m, ok := b.env.Module(segs[0])
		if !ok {
			return nil, false
		}
		p := filepath.Join(append([]string{m.Dir, "lib", "puppet", "functions"}, segs...)...) + ".rb"
		if isFile(p) {
			return &rubyFunction{name: name, file: p, api: "4"}, true
		}
		return nil, false
	}
	for _, dir := range []string{"functions", "parser/functions"} {
		for _, m := range b.env.Modules() {
			p := filepath.Join(m.Dir, "lib", "puppet", dir, name+".rb")
			if isFile(p) {
				api := "4"
				if dir != "functions" {
					api = "3"
				}
				return &rubyFunction{name: name, file: p, api: api}, true
			}
		}
	}
	return nil, false
}

// functionName accepts the names a function file can have.
func functionName(name string) bool {
	for _, seg := range strings.Split(name, "::") {
		if seg == "" {
			return false
		}
		for i, r := range seg {
			if !(r == '_' || r >= 'a' && r <= 'z' || i > 0 && r >= '0' && r <= '9') {
				return false
			}
		}
	}
	return true
}

func isFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir()
}

// define loads a function in Ruby to learn its signatures. When it cannot
// (no Ruby, safe mode, an error in the file), the function accepts any
// arguments and each call fails with the reason.
func (b *Bridge) define(ctx context.Context, rf *rubyFunction) (*eval.Function, bool) {
	doc := fmt.Sprintf("A function written in Ruby (%s), run by Ruby.", rf.file)
	info, err := b.load(ctx, rf)
	if err != nil {
		if ctx.Err() != nil {
			// This call stops as interrupted; the next loads again.
			return failing(rf.name, doc, (*eval.Call).InterruptedError), true
		}
		return failing(rf.name, doc, failWith(message(err))), false
	}
	if rf.api == "3" {
		arity, _ := info["arity"].(json.Number)
		n, _ := strconv.Atoi(string(arity))
		rvalue, _ := info["rvalue"].(bool)
		return builtins.Function3x(rf.name, doc, n, func(c *eval.Call, args []types.Value) (types.Value, error) {
			v, err := b.call(c, rf, map[string]any{"args": args})
			if !rvalue && err == nil {
				v = types.Undef
			}
			return v, err
		}), false
	}
	sigs, _ := info["sigs"].([]any)
	fn := &eval.Function{Name: rf.name, Doc: doc}
	for i, s := range sigs {
		sig, err := signature(s)
		if err != nil {
			return failing(rf.name, doc, failWith(fmt.Sprintf("The function '%s' (%s) cannot be loaded: %v", rf.name, rf.file, err))), false
		}
		idx, meth, ret := i, "", sig.Returns
		if m, ok := s.(map[string]any); ok {
			meth, _ = m["meth"].(string)
		}
		sig.Call = func(c *eval.Call, args []types.Value, block *eval.Lambda) (types.Value, error) {
			v, err := b.call(c, rf, map[string]any{"args": args, "sig": idx, "lambda": block})
			if err != nil || ret == "" {
				return v, err
			}
			return checkReturn(c, meth, ret, v)
		}
		fn.Signatures = append(fn.Signatures, sig)
	}
	return fn, false
}

// failing is a function that exists but cannot run: it takes any
// arguments and every call fails with the error fail gives.
func failing(name, doc string, fail func(c *eval.Call) error) *eval.Function {
	return &eval.Function{Name: name, Doc: doc, Signatures: []*eval.Signature{{
		Params: []eval.Param{{Name: "args", Repeated: true, Optional: true}},
		Block:  &eval.BlockParam{Name: "block", Type: "Callable", Optional: true},
		Call: func(c *eval.Call, _ []types.Value, _ *eval.Lambda) (types.Value, error) {
			return nil, fail(c)
		},
	}}}
}

// failWith fails a call with msg at the call site.
func failWith(msg string) func(c *eval.Call) error {
	return func(c *eval.Call) error { return c.ErrorAt("%s", msg) }
}

// signature reads one dispatch as bridge.rb describes it.
func signature(x any) (*eval.Signature, error) {
	m, ok := x.(map[string]any)
	if !ok {
		return nil, fmt.Errorf("a malformed signature")
	}
	sig := &eval.Signature{}
	params, _ := m["params"].([]any)
	for _, p := range params {
		t, _ := p.([]any)
		if len(t) != 3 {
			return nil, fmt.Errorf("a malformed parameter")
		}
		typ, _ := t[0].(string)
		name, _ := t[1].(string)
		kind, _ := t[2].(string)
		sig.Params = append(sig.Params, eval.Param{Name: name, Type: typ,
			Optional: kind == "optional" || kind == "repeated", Repeated: kind == "repeated" || kind == "required_repeated"})
	}
	if bl, ok := m["block"].([]any); ok && len(bl) == 3 {
		typ, _ := bl[0].(string)
		name, _ := bl[1].(string)
		opt, _ := bl[2].(bool)
		sig.Block = &eval.BlockParam{Name: name, Type: typ, Optional: opt}
	}
	if r, ok := m["ret"].(string); ok {
		sig.Returns = r
	}
	return sig, nil
}

// load loads a function's file in the current Ruby process and returns
// what Ruby reports of it; with the process it was loaded in gone, it is
// loaded again.
func (b *Bridge) load(ctx context.Context, rf *rubyFunction) (map[string]any, error) {
	what := fmt.Sprintf("The function '%s' (%s) is", rf.name, rf.file)
	p, code, err := b.process(what, rf.file)
	if err != nil {
		return nil, err
	}
	r, err := b.loadIn(ctx, p, rf, code)
	if err != nil {
		return nil, fmt.Errorf("The function '%s' (%s) cannot be loaded: %w", rf.name, rf.file, err)
	}
	m, _ := r.(map[string]any)
	return m, nil
}

// loadIn sends the load request for the code in file (rf.file, or its
// resolved path in safe mode); loading runs no Puppet code, so it needs
// no call context and serves no callbacks but logging.
func (b *Bridge) loadIn(ctx context.Context, p *process, rf *rubyFunction, file string) (any, error) {
	defer stopOn(ctx, p)()
	if err := p.send(map[string]any{"op": "load", "kind": rf.api, "file": file, "name": rf.name}); err != nil {
		b.drop(p)
		return nil, p.died(err)
	}
	for {
		m, err := p.receive()
		if err != nil {
			b.drop(p)
			return nil, p.died(err)
		}
		if _, ok := m["cb"]; ok {
			if err := p.send(map[string]any{"e": "a function file cannot call Puppet while it is loaded"}); err != nil {
				b.drop(p)
				return nil, p.died(err)
			}
			continue
		}
		if e, ok := m["e"]; ok {
			return nil, fmt.Errorf("%v", e)
		}
		p.loaded[file] = true
		return m["r"], nil
	}
}

// call runs a Ruby function: 4.x calls name the signature Go's dispatch
// chose (and carry the lambda, which Ruby calls back), 3.x calls pass the
// converted arguments as one array.
func (b *Bridge) call(c *eval.Call, rf *rubyFunction, req map[string]any) (types.Value, error) {
	what := fmt.Sprintf("The function '%s' (%s) is", rf.name, rf.file)
	p, code, err := b.process(what, rf.file)
	if err != nil {
		return nil, c.ErrorAt("%s", err.Error())
	}
	if !p.loaded[code] {
		if _, err := b.loadIn(c.Context(), p, rf, code); err != nil {
			if c.Context().Err() != nil {
				return nil, c.InterruptedError()
			}
			return nil, c.ErrorAt("The function '%s' (%s) cannot be loaded: %v", rf.name, rf.file, err)
		}
	}
	h := b.begin()
	defer b.end()
	args := req["args"].([]types.Value)
	enc := make([]any, len(args))
	for i, a := range args {
		enc[i] = h.encode(a)
	}
	msg := map[string]any{"op": "call", "kind": rf.api, "name": rf.name, "args": enc}
	var block *eval.Lambda
	if sig, ok := req["sig"]; ok {
		msg["sig"] = sig
		block, _ = req["lambda"].(*eval.Lambda)
		msg["block"] = block != nil
	}
	r, err := b.exchange(c, p, h, msg, block)
	if err != nil {
		var re *rubyError
		if asRubyError(err, &re) {
			if re.need != "" {
				return nil, c.ErrorAt("The function '%s' (%s) %s", rf.name, rf.file, re.msg)
			}
			return nil, c.ErrorAt("%s", re.msg)
		}
		return nil, err
	}
	v, err := h.decode(r)
	if err != nil {
		return nil, c.ErrorAt("The function '%s' (%s) returned %v", rf.name, rf.file, err)
	}
	return v, nil
}

// checkReturn checks a 4.x function's result against its dispatch's
// return_type, as Puppet's dispatcher does (naming the method).
func checkReturn(c *eval.Call, meth, ret string, v types.Value) (types.Value, error) {
	t, err := c.ParseType(ret)
	if err != nil {
		return nil, c.ErrorAt("%s", message(err))
	}
	if !types.IsInstance(t, v) {
		return nil, c.ErrorAt("%s", types.DescribeMismatch(fmt.Sprintf("value returned from function '%s' has wrong type,", meth), t, v))
	}
	return v, nil
}
