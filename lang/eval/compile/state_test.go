package compile

import (
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// unjournaled says, for each field of the catalog that is not an
// undo.Map (whose changes a failed input undoes by construction), why a
// failed input cannot leave a change in it: most are journaled by the one
// method that changes them.
var unjournaled = map[string]string{
	"Catalog.h":           "the host the catalog was made with",
	"Catalog.nodes":       "changed by ClaimNode alone, which journals it with nodesGen",
	"Catalog.nodesGen":    "journaled with nodes",
	"Catalog.resources":   "grown by insert alone, which journals it",
	"Catalog.index":       "changed by insert and remove, which journal it",
	"Catalog.byType":      "grown by insert alone, which journals it",
	"Catalog.seq":         "a sequence number that only grows; resources keep their own",
	"Catalog.containedAt": "keyed by edges of resources; an edge of a resource a failed input made is never looked up",
	"Catalog.classList":   "changed by the class evaluation and dropEvaluation, which journal it",
	"Catalog.tags":        "changed by tag and the class evaluation, which journal it",
	"Catalog.pending":     "changed by the declaration of defines and by finish, which journal it",
	"Catalog.chains":      "grown by the relationship operators, which journal it",
	"Catalog.top":         "the frame of Class[main], made once",
	"Catalog.main":        "the Class[main] resource, made once",
	"Catalog.stageMain":   "the Stage[main] resource, made once",
	"Catalog.node":        "set with nodeDef and nodeFor by the node evaluation, which journals them",
	"Catalog.nodeDef":     "journaled with node",
	"Catalog.nodeFor":     "journaled with node",
	"Catalog.run":         "the state of the running compilation, made anew for each",
	"Catalog.typeCache":   "a cache of parameter types that lasts one evaluation (it is made anew when the generation changes)",
}

// TestCatalogStateRollsBack requires every field of the catalog to be an
// undo.Map or to say in unjournaled why a failed input leaves it
// unchanged, so a new kind of catalog state cannot forget the rollback.
func TestCatalogStateRollsBack(t *testing.T) {
	st := reflect.TypeOf(Catalog{})
	seen := map[string]bool{}
	for i := range st.NumField() {
		f := st.Field(i)
		name := "Catalog." + f.Name
		seen[name] = true
		if _, ok := unjournaled[name]; ok {
			continue
		}
		ft := f.Type
		if !(ft.PkgPath() == "prepl/lang/eval/undo" && strings.HasPrefix(ft.Name(), "Map[")) {
			t.Errorf("%s (%s) is catalog state that a failed input could leave changed: make it an undo.Map, or say in unjournaled why it needs none", name, ft)
		}
	}
	for name := range unjournaled {
		assert.True(t, seen[name], "unjournaled names %s, which is no field any more", name)
	}
}
