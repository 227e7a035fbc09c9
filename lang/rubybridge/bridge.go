// Package rubybridge runs the Ruby that modules contain: ERB templates and
// functions written against Puppet's Ruby function APIs. A session starts
// one Ruby process (bridge.rb, embedded) on first need and talks to it
// over pipes; Ruby asks back for variables and other functions while it
// runs. The package also knows modules' Ruby resource types, which it
// reads without Ruby (see typefiles.go).
package rubybridge

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"prepl/internal/confine"
	"strings"
	"sync"

	"prepl/lang/env"
	"prepl/lang/eval"
	"prepl/lang/eval/resourcetypes"
	"prepl/types"
)

// Bridge is a session's access to its modules' Ruby code. It implements
// eval.Extension.
type Bridge struct {
	env  *env.Environment
	safe bool
	// trusted are the real paths of the directories whose Ruby a safe
	// bridge runs (see allow).
	trusted []string

	mu        sync.Mutex
	proc      *process
	functions map[string]*eval.Function
	rtypes    map[string]*resourcetypes.Type
	// handles keeps the values sent to Ruby by reference while requests
	// run (a nested request, such as a block Ruby passed on, shares them);
	// depth counts the requests running.
	handles *handles
	depth   int
}

// begin starts a request and returns the handles it shares with the
// requests it nests in; end finishes it.
func (b *Bridge) begin() *handles {
	if b.depth == 0 {
		b.handles = &handles{}
	}
	b.depth++
	return b.handles
}

func (b *Bridge) end() {
	b.depth--
	if b.depth == 0 {
		b.handles = nil
	}
}

// New returns the bridge of an environment (nil: no modules). In safe mode
// Ruby runs only templates and functions from files under the trusted
// directories; the others fail, and resource types are still known.
func New(environment *env.Environment, safe bool, trusted []string) *Bridge {
	return &Bridge{env: environment, safe: safe, trusted: realDirs(trusted), functions: map[string]*eval.Function{}, rtypes: map[string]*resourcetypes.Type{}}
}

// Close stops the Ruby process, if one runs.
func (b *Bridge) Close() {
	b.mu.Lock()
	p := b.proc
	b.proc = nil
	b.mu.Unlock()
	if p != nil {
		p.kill()
	}
}

// process returns the running Ruby, starting it when needed, to run the
// code of file ("" for code from the input), and the path to read that
// code from; safe mode refuses what it does not trust (see allow).
func (b *Bridge) process(what, file string) (*process, string, error) {
	file, err := b.allow(what, file)
	if err != nil {
		return nil, "", err
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.proc != nil {
		return b.proc, file, nil
	}
	ruby, ok := findRuby()
	if !ok {
		return nil, "", errNoRuby(what)
	}
	p, err := startProcess(ruby, b.libDirs())
	if err != nil {
		return nil, "", err
	}
	b.proc = p
	return p, file, nil
}

// drop forgets a process that died or was killed; the next use starts a
// new one.
func (b *Bridge) drop(p *process) {
	p.kill()
	b.mu.Lock()
	if b.proc == p {
		b.proc = nil
	}
	b.mu.Unlock()
}

// libDirs are the modules' lib directories, which Puppet puts on Ruby's
// load path; in safe mode only trusted ones, so trusted code cannot
// require a file of an untrusted module.
func (b *Bridge) libDirs() []string {
	if b.env == nil {
		return nil
	}
	var dirs []string
	for _, m := range b.env.Modules() {
		d := filepath.Join(m.Dir, "lib")
		st, err := os.Stat(d)
		if err != nil || !st.IsDir() {
			continue
		}
		if b.safe {
			if d = confine.RealPath(d); !b.trusts(d) {
				continue
			}
		}
		dirs = append(dirs, d)
	}
	return dirs
}

// rubyError is a failure Ruby reported for a request.
type rubyError struct {
	msg string
	// need names the part of Puppet the code needed and prepl lacks.
	need string
}

func (e *rubyError) Error() string { return e.msg }

// exchange sends a request and serves Ruby's callbacks until the answer
// comes. An interrupt kills the process (a looping template stops at
// once); the next request starts a new one.
func (b *Bridge) exchange(c *eval.Call, p *process, h *handles, req map[string]any, block *eval.Lambda) (any, error) {
	ctx := c.Context()
	if ctx.Err() != nil {
		return nil, c.InterruptedError()
	}
	stop := stopOn(ctx, p)
	defer stop()
	var cbErr error
	if err := p.send(req); err != nil {
		return nil, b.lost(c, p, err)
	}
	for {
		m, err := p.receive()
		if err != nil {
			return nil, b.lost(c, p, err)
		}
		if _, ok := m["cb"]; ok {
			reply, err := b.serve(c, h, m, block)
			if err != nil {
				if eval.IsControl(err) || isInterrupt(err) {
					// Ruby cannot carry these through its own frames.
					b.drop(p)
					return nil, err
				}
				cbErr = err
				reply = map[string]any{"e": message(err)}
			}
			if err := p.send(reply); err != nil {
				return nil, b.lost(c, p, err)
			}
			continue
		}
		if e, ok := m["e"]; ok {
			if cb, _ := m["fromcb"].(bool); cb && cbErr != nil {
				return nil, cbErr
			}
			msg, _ := e.(string)
			need, _ := m["need"].(string)
			return nil, &rubyError{msg: msg, need: need}
		}
		return m["r"], nil
	}
}

// lost handles a process that stopped answering: killed by an interrupt,
// or dead.
func (b *Bridge) lost(c *eval.Call, p *process, err error) error {
	b.drop(p)
	if c.Context().Err() != nil {
		return c.InterruptedError()
	}
	return c.ErrorAt("%s", p.died(err).Error())
}

// message is an error's text without its position.
func message(err error) string {
	var ee *eval.Error
	if errors.As(err, &ee) {
		return ee.Msg
	}
	return err.Error()
}

func isInterrupt(err error) bool {
	var ee *eval.Error
	return errors.As(err, &ee) && ee.Kind == eval.Interrupted
}

// serve answers one callback of Ruby's.
func (b *Bridge) serve(c *eval.Call, h *handles, m map[string]any, block *eval.Lambda) (map[string]any, error) {
	name, _ := m["name"].(string)
	switch m["cb"] {
	case "var":
		v, ok, err := c.LookupVariable(strings.TrimPrefix(name, "@"))
		if err != nil {
			return nil, err
		}
		if !ok {
			c.Log(eval.LogWarning, fmt.Sprintf("Undefined variable '%s'; \n   (file & line not available)", name))
			v = types.Undef
		}
		return map[string]any{"r": h.encode(v)}, nil
	case "exist":
		_, ok, err := c.LookupVariable(name)
		if err != nil {
			return nil, err
		}
		return map[string]any{"r": ok}, nil
	case "exists":
		return map[string]any{"r": c.FunctionExists(name)}, nil
	case "vars":
		return map[string]any{"r": map[string]any{"h": visibleVariables(c, h)}}, nil
	case "log":
		msg, _ := m["msg"].(string)
		lvl, _ := m["level"].(string)
		c.Log(logLevel(lvl), msg)
		return map[string]any{"r": nil}, nil
	case "call", "yield":
		raw, _ := m["args"].([]any)
		args := make([]types.Value, len(raw))
		for i, a := range raw {
			v, err := h.decode(a)
			if err != nil {
				return nil, c.ErrorAt("%s", err.Error())
			}
			args[i] = v
		}
		var v types.Value
		var err error
		switch {
		case m["cb"] == "call" && m["block"] != nil:
			var l *eval.Lambda
			if l, err = blockLambda(c, m["block"], m["arity"]); err == nil {
				v, err = c.CallFunction(name, args, l)
			}
		case m["cb"] == "call":
			v, err = c.CallFunction(name, args, nil)
		case block == nil:
			return nil, c.ErrorAt("no block given (yield)")
		default:
			v, err = c.CallLambda(block, args...)
		}
		if err != nil {
			return nil, err
		}
		return map[string]any{"r": h.encode(v)}, nil
	}
	return nil, c.ErrorAt("internal: unknown request from Ruby %v", m["cb"])
}

// visibleVariables lists the caller's variables as a template sees them:
// name, value, name, value, ... (a variable bound again in an inner scope
// replaces the outer one in place, as a Ruby Hash keeps its first key).
func visibleVariables(c *eval.Call, h *handles) []any {
	var names []string
	vals := map[string]types.Value{}
	c.VisibleVariables(func(name string, v types.Value) {
		if _, seen := vals[name]; !seen {
			names = append(names, name)
		}
		vals[name] = v
	})
	out := make([]any, 0, 2*len(names))
	for _, n := range names {
		out = append(out, n, h.encode(vals[n]))
	}
	return out
}

func logLevel(name string) eval.LogLevel {
	for l := eval.LogDebug; l <= eval.LogCrit; l++ {
		if l.String() == name {
			return l
		}
	}
	return eval.LogNotice
}

// stopOn kills p when ctx is cancelled; the returned function stops
// watching.
func stopOn(ctx context.Context, p *process) func() bool {
	return context.AfterFunc(ctx, p.kill)
}

func asRubyError(err error, target **rubyError) bool { return errors.As(err, target) }
