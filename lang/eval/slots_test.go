package eval_test

import (
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/internal/golden"
	"prepl/lang/syntax"
)

// TestSlotsAsNames checks that going to a variable's slot gives what
// searching for it by name gives: every golden program prints the same
// and fails the same once its variables' bindings and its lambdas' and
// functions' locals are dropped, which leaves every variable to be found
// and bound by name.
func TestSlotsAsNames(t *testing.T) {
	dropped := 0
	for _, p := range golden.Programs(t, "testdata/programs", "scripts/record-golden.py") {
		t.Run(p.Name, func(t *testing.T) {
			slotted, slottedErr := runParsed(t, p.Path, p.Code, nil)
			named, namedErr := runParsed(t, p.Path, p.Code, &dropped)
			assert.Equal(t, named, slotted)
			assert.Equal(t, errText(namedErr), errText(slottedErr))
		})
	}
	require.Greater(t, dropped, 100, "slots dropped")
}

// runParsed evaluates src in a fresh evaluator, with the parser's slots
// dropped and counted in dropped when it is not nil, and returns the
// notices and the error.
func runParsed(t *testing.T, name, src string, dropped *int) ([]string, error) {
	t.Helper()
	prog, err := syntax.Parse(syntax.NewSource(name, src))
	if err != nil {
		return nil, err
	}
	if dropped != nil {
		*dropped += dropSlots(reflect.ValueOf(prog), map[uintptr]bool{})
	}
	return evaluateParsed(nil, prog)
}

// dropSlots clears the Binding of every variable and the Locals of
// every lambda and function in the tree under v, and returns how many
// slots it dropped.
func dropSlots(v reflect.Value, seen map[uintptr]bool) int {
	n := 0
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() || seen[v.Pointer()] {
			return 0
		}
		seen[v.Pointer()] = true
		switch x := v.Interface().(type) {
		case *syntax.VariableExpr:
			if x.Binding.Slot > 0 {
				n++
			}
			x.Binding = syntax.Binding{}
		case *syntax.LambdaExpr:
			x.Locals = nil
		case *syntax.FunctionDefinition:
			x.Locals = nil
		}
		n += dropSlots(v.Elem(), seen)
	case reflect.Interface:
		if !v.IsNil() {
			n += dropSlots(v.Elem(), seen)
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				n += dropSlots(v.Field(i), seen)
			}
		}
	case reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			n += dropSlots(v.Index(i), seen)
		}
	}
	return n
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
