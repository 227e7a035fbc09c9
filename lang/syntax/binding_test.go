package syntax

import (
	"fmt"
	"strings"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// readBindings lists the bindings of the variable reads of a program in
// source order, as "name skip/slot" (assignment targets left out).
func readBindings(t *testing.T, src string) []string {
	t.Helper()
	prog, err := Parse(NewSource("binding.pp", src))
	require.NoError(t, err)
	var out []string
	var visit func(n Node)
	visit = func(n Node) {
		switch x := n.(type) {
		case *VariableExpr:
			out = append(out, fmt.Sprintf("%s %d/%d", x.Name, x.Binding.Skip, x.Binding.Slot))
			return
		case *AssignmentExpr:
			visit(x.Right)
			return
		}
		eachChild(n, visit)
	}
	visit(prog)
	return out
}

func TestBindings(t *testing.T) {
	cases := []struct {
		name, src string
		want      []string
	}{
		{"top level reads tell nothing", `$a = 1 notice($a)`, []string{"a 0/0"}},
		{"a lambda's parameters", `[1].map |$x, $y| { $y + $x }`, []string{"y 0/2", "x 0/1"}},
		{"outer lambda's parameter", `[1].map |$x| { [2].map |$y| { $x + $y } }`, []string{"x 1/1", "y 0/1"}},
		{"past the lambdas to the closure", `[1].map |$x| { [2].map |$y| { $top } }`, []string{"top 2/0"}},
		{"an assignment stops the search there", `[1].map |$x| { $v = 1 [2].map |$y| { $v + $x } }`, []string{"v 1/2", "x 1/1"}},
		{"an inner assignment hides an outer parameter", `[1].map |$x| { [2].map |$y| { $x = 2 $x } }`, []string{"x 0/2"}},
		{"a read before the assignment has the slot", `[1].map |$x| { notice($v) $v = 1 }`, []string{"v 0/2"}},
		{"a function's parameters and its top scope", `function f($a, $b = $a) { [1].map |$x| { $a + $b + $x + $t } }`,
			[]string{"a 0/1", "a 1/1", "b 1/2", "x 0/1", "t 2/0"}},
		{"a function's types are found by name", `function f(Integer[$a] $a) >> Type[$b] { $a }`, []string{"a 0/0", "a 0/1", "b 0/0"}},
		{"a lambda's types belong to the scope around it", `[1].map |$x| { [2].map |Integer[$x] $y| { $y } }`, []string{"x 0/1", "y 0/1"}},
		{"a class's parameters follow its body's own variables", `class c($p) { [1].map |$x| { $p + $x + $title } }`,
			[]string{"p 1/5", "x 0/1", "title 1/1"}},
		{"a defined type's body finds the rest by name", `define d($p, $q = $p) { $v = 1 notice($caller_module_name, $q, $v, $top, $require) }`,
			[]string{"p 0/5", "caller_module_name 0/4", "q 0/6", "v 0/0", "top 0/0", "require 0/0"}},
		{"from a lambda in a class body", `class c($p) { $v = 1 [1].map |$x| { [$v, $top, $x] } }`, []string{"v 1/0", "top 1/0", "x 0/1"}},
		{"node bodies are found by name", `node default { [1].map |$x| { [$title, $x] } }`, []string{"title 1/0", "x 0/1"}},
		{"qualified and match variables are found by name", `[1].map |$x| { [$::x, $a::b, $0] }`, []string{"::x 0/0", "a::b 0/0", "0 0/0"}},
		{"a multiple assignment", `[1].map |$x| { [$a, [$b]] = [1, [2]] [2].map |$y| { $a + $b } }`, []string{"a 1/2", "b 1/3"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, readBindings(t, c.src))
		})
	}
}

// TestLocals checks the locals of lambdas and functions, and the
// bindings of the variables assigned, which are those of the slots.
func TestLocals(t *testing.T) {
	cases := []struct {
		name, src string
		locals    []string // the Locals of each callable, in source order
		targets   []string // "name skip/slot" of each assignment target
	}{
		{"top level has none", `$a = 1`, nil, []string{"a 0/0"}},
		{"in assignment order after the parameters", `[1].map |$x| { $b = 1 $a = 2 $b }`,
			[]string{"b a"}, []string{"b 0/2", "a 0/3"}},
		{"a name assigned twice has one slot", `[1].map |$x| { if $x { $a = 1 } else { $a = 2 } }`,
			[]string{"a"}, []string{"a 0/2", "a 0/2"}},
		{"assigning a parameter goes to its slot", `[1].map |$x, $y| { $y = 1 }`, []string{""}, []string{"y 0/2"}},
		{"each lambda its own", `[1].map |$x| { $a = 1 [2].map |$y| { $b = $a } }`,
			[]string{"a", "b"}, []string{"a 0/2", "b 0/2"}},
		{"a function's", `function f($p) { [$a, [$b]] = [1, [2]] }`, []string{"a b"}, []string{"a 0/2", "b 0/3"}},
		{"a nested lambda's types assign in the outer scope", `[1].map |$x| { [2].map |Integer[($m = 1)] $y| { $y } }`,
			[]string{"m", ""}, []string{"m 0/2"}},
		{"a default's lambda's types assign in the callable's scope, without a slot",
			`[1].map |$x = [2].map |Integer[($m = 1)] $y| { $y }| { $x }`, []string{"", ""}, []string{"m 0/0"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			prog, err := Parse(NewSource("locals.pp", c.src))
			require.NoError(t, err)
			var locals, targets []string
			var visit func(n Node)
			visit = func(n Node) {
				switch x := n.(type) {
				case *LambdaExpr:
					locals = append(locals, strings.Join(x.Locals, " "))
				case *FunctionDefinition:
					locals = append(locals, strings.Join(x.Locals, " "))
				case *AssignmentExpr:
					assignedTargets(x.Left, func(v *VariableExpr) {
						targets = append(targets, fmt.Sprintf("%s %d/%d", v.Name, v.Binding.Skip, v.Binding.Slot))
					})
				}
				eachChild(n, visit)
			}
			visit(prog)
			assert.Equal(t, c.locals, locals)
			assert.Equal(t, c.targets, targets)
		})
	}
}

// assignedTargets calls f with each variable an assignment's target
// names.
func assignedTargets(target Expr, f func(*VariableExpr)) {
	switch t := target.(type) {
	case *VariableExpr:
		f(t)
	case *LiteralList:
		for _, v := range t.Values {
			assignedTargets(v, f)
		}
	case *ParenExpr:
		assignedTargets(t.Expr, f)
	}
}

// TestVariableNamesShared checks that the variables and parameters of one
// name in a program share one copy of the name, in lambdas, functions,
// classes and at top level, and that different names stay apart.
func TestVariableNamesShared(t *testing.T) {
	cases := []struct {
		name, src string
	}{
		{"top", `$acc = 1 $acc = $acc + 1 notice($acc)`},
		{"lambda", `[1].reduce(0) |$acc, $x| { $old = $acc $acc + $x + $old }`},
		{"function", `function f($acc, $old = $acc) { $k = $acc [$k, $old] }`},
		{"class", `class c($acc = 1) { $old = $acc notice($old, $acc, $::acc) }`},
		{"destructuring", `[$acc, $old] = [1, 2] notice("${acc}${old}")`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			prog, err := Parse(NewSource("names.pp", c.src))
			require.NoError(t, err)
			copies := map[string]map[*byte]bool{}
			note := func(name string) {
				if copies[name] == nil {
					copies[name] = map[*byte]bool{}
				}
				copies[name][unsafe.StringData(name)] = true
			}
			var visit func(n Node)
			visit = func(n Node) {
				switch x := n.(type) {
				case *VariableExpr:
					note(x.Name)
				case *Parameter:
					note(x.Name)
				}
				eachChild(n, visit)
			}
			visit(prog)
			require.Contains(t, copies, "acc")
			for name, ptrs := range copies {
				assert.Len(t, ptrs, 1, "copies of %q", name)
			}
			if old, ok := copies["old"]; ok {
				for p := range old {
					assert.False(t, copies["acc"][p], "acc and old share a copy")
				}
			}
		})
	}
}
