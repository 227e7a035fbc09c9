package compile

import (
	"testing"

	"prepl/lang/eval/undo/undotest"
)

// unjournaled says, for each field of the catalog's persistent state (the
// catalog, its frames and resources) that is not a journaling structure
// of package undo, why a failed input cannot leave a change in it.
var unjournaled = map[string]string{
	"Catalog.h":         "the host the catalog was made with",
	"Catalog.log":       "the journal the catalog's structures are tied to",
	"Catalog.seq":       "a sequence number that only grows; resources keep their own",
	"Catalog.run":       "the state of the running compilation, made anew for each",
	"Catalog.typeCache": "a cache of parameter types that lasts one evaluation (it is made anew when the generation changes)",

	"Frame.scope":     "the scope the frame belongs to, set when both are made (the scope journals its own changes)",
	"Frame.parent":    "set when the frame is made",
	"Frame.resource":  "set when the frame is made",
	"Frame.source":    "set when the frame is made",
	"Frame.enclosing": "set when the frame is made",

	"catalogEntry.typeName":     "set while the resource is declared, before it joins the catalog",
	"catalogEntry.lowerType":    "typeName in lower case, made from it once: whenever it is made, it is the same",
	"catalogEntry.title":        "set while the resource is declared",
	"catalogEntry.kind":         "set while the resource is declared",
	"catalogEntry.titleValue":   "set while the resource is declared",
	"catalogEntry.builtin":      "set while the resource is declared",
	"catalogEntry.define":       "set while the resource is declared",
	"catalogEntry.class":        "set while the resource is declared",
	"catalogEntry.exported":     "set while the resource is declared",
	"catalogEntry.declaredKind": "set while the resource is declared",
	"catalogEntry.loc":          "set while the resource is declared",
	"catalogEntry.positioned":   "set while the resource is declared",
	"catalogEntry.frame":        "set while the resource is declared",
	"catalogEntry.gen":          "set while the resource is declared",
	"catalogEntry.keys":         "set by insert, which puts the new resource in the catalog",
	"catalogEntry.seq":          "set by insert, which puts the new resource in the catalog",

	"param.name":   "a parameter is made whole and never changed once a resource or frame holds it (an override makes a new one)",
	"param.value":  "see param.name",
	"param.source": "see param.name",
	"param.add":    "see param.name",
	"param.loc":    "see param.name",
	"param.gen":    "set by setDefault before the frame holds the parameter",
}

// TestCatalogStateRollsBack requires every field of the catalog, of its
// frames and of its resources to journal its changes or to say in
// unjournaled why a failed input leaves it unchanged, so a new kind of
// catalog state cannot forget the rollback.
func TestCatalogStateRollsBack(t *testing.T) {
	undotest.CheckState(t, Catalog{}, unjournaled)
}
