package syntax

import (
	"fmt"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// readBindings lists the bindings of the variable reads of a program in
// source order, as "name skip/param" (assignment targets left out).
func readBindings(t *testing.T, src string) []string {
	t.Helper()
	prog, err := Parse(NewSource("binding.pp", src))
	require.NoError(t, err)
	var out []string
	var visit func(n Node)
	visit = func(n Node) {
		switch x := n.(type) {
		case *VariableExpr:
			out = append(out, fmt.Sprintf("%s %d/%d", x.Name, x.Binding.Skip, x.Binding.Param))
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
		{"an assignment stops the search there", `[1].map |$x| { $v = 1 [2].map |$y| { $v + $x } }`, []string{"v 1/0", "x 1/1"}},
		{"an inner assignment hides an outer parameter", `[1].map |$x| { [2].map |$y| { $x = 2 $x } }`, []string{"x 0/0"}},
		{"a function's parameters and its top scope", `function f($a, $b = $a) { [1].map |$x| { $a + $b + $x + $t } }`,
			[]string{"a 0/1", "a 1/1", "b 1/2", "x 0/1", "t 2/0"}},
		{"a function's types are found by name", `function f(Integer[$a] $a) >> Type[$b] { $a }`, []string{"a 0/0", "a 0/1", "b 0/0"}},
		{"a lambda's types belong to the scope around it", `[1].map |$x| { [2].map |Integer[$x] $y| { $y } }`, []string{"x 0/1", "y 0/1"}},
		{"class bodies are found by name", `class c($p) { [1].map |$x| { $p + $x } }`, []string{"p 1/0", "x 0/1"}},
		{"qualified and match variables are found by name", `[1].map |$x| { [$::x, $a::b, $0] }`, []string{"::x 0/0", "a::b 0/0", "0 0/0"}},
		{"a multiple assignment", `[1].map |$x| { [$a, [$b]] = [1, [2]] [2].map |$y| { $a + $b } }`, []string{"a 1/0", "b 1/0"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, readBindings(t, c.src))
		})
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
