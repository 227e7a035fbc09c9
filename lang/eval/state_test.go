package eval

import (
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// unjournaled says, for each field of the evaluator's persistent state
// that is not an undo.Map (whose changes a failed input undoes by
// construction), why a failed input cannot leave a change in it.
var unjournaled = map[string]string{
	"Evaluator.opts":       "the options; only the session's commands and the debugger (around its own evaluation) change them, between inputs",
	"Evaluator.top":        "the top scope: setVariable, the one binder of its variables within an input, journals each binding",
	"Evaluator.typesEpoch": "a counter that each change of the aliases moves, and each undoing moves again",
	"Evaluator.generation": "counts evaluations; it only grows",
	"Evaluator.id":         "names the evaluator, once, when it is made",
	"Evaluator.funcGen":    "a counter that each change of the functions moves, and each undoing moves again",
	"Evaluator.topGen":     "kept in step with the top scope by setVariable's journal; fact binding, outside any transaction, sets the rest",
	"Evaluator.rawFacts":   "the node's facts, set between inputs (SetFacts) or bound once, lazily, from them",
	"Evaluator.facts":      "bound once, lazily, from rawFacts; no input changes them",
	"Evaluator.consts":     "a cache of constant expressions, each tagged with the typesEpoch it was resolved in",
	"Evaluator.typeKeys":   "a cache of a pure function of its keys",
	"Evaluator.catalog":    "the catalog journals each change in its own methods (catalog.go and the files it names)",
	"Evaluator.run":        "the state of the running evaluation, which holds the journal",
}

// TestPersistentStateRollsBack walks the evaluator's persistent state and
// requires every field to be an undo.Map or to say in unjournaled why a
// failed input leaves it unchanged: a new kind of state cannot forget the
// rollback.
func TestPersistentStateRollsBack(t *testing.T) {
	seen := map[string]bool{}
	checkState(t, reflect.TypeOf(Evaluator{}), seen)
	for name := range unjournaled {
		assert.True(t, seen[name], "unjournaled names %s, which is no field any more", name)
	}
}

// checkState checks the fields of struct type st; fields of a struct
// type of this package are checked in turn.
func checkState(t *testing.T, st reflect.Type, seen map[string]bool) {
	for i := range st.NumField() {
		f := st.Field(i)
		name := st.Name() + "." + f.Name
		seen[name] = true
		if _, ok := unjournaled[name]; ok {
			continue
		}
		ft := f.Type
		if ft.Kind() == reflect.Pointer {
			ft = ft.Elem()
		}
		switch {
		case ft.PkgPath() == "prepl/lang/eval/undo" && strings.HasPrefix(ft.Name(), "Map["):
		case ft.Kind() == reflect.Struct && ft.PkgPath() == st.PkgPath():
			checkState(t, ft, seen)
		default:
			t.Errorf("%s (%s) is persistent state that a failed input could leave changed: make it an undo.Map, or say in unjournaled why it needs none", name, f.Type)
		}
	}
}
