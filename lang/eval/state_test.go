package eval

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"

	"prepl/lang/eval/undo"
	"prepl/lang/eval/undo/undotest"
)

// unjournaled says, for each field of the evaluator's persistent state
// (the evaluator, its scopes, its functions and loader) that is not a
// journaling structure of package undo, why a failed input cannot leave a
// change in it.
var unjournaled = map[string]string{
	"Evaluator.opts":       "the options; only the session's commands and the debugger (around its own evaluation) change them, between inputs",
	"Evaluator.generation": "counts evaluations; it only grows",
	"Evaluator.id":         "names the evaluator, once, when it is made",
	"Evaluator.rawFacts":   "the node's facts, set between inputs (SetFacts) or bound once, lazily, from them, outside any input's journaling",
	"Evaluator.facts":      "bound once, lazily, from rawFacts, outside any input's journaling",
	"Evaluator.consts":     "a cache of constant expressions, each tagged with the typesEpoch it was resolved in",
	"Evaluator.typeKeys":   "a cache of a pure function of its keys",
	"Evaluator.catalog":    "the catalog, which TestCatalogStateRollsBack checks in package compile",
	"Evaluator.run":        "the state of the running evaluation, which holds the journal",

	"Scope.parent":   "set when the scope is made",
	"Scope.kind":     "set when the scope is made",
	"Scope.name":     "set when the scope is made",
	"Scope.names":    "the bindings: set and remove, their only writers, journal each change of a persistent scope (one tied by newPersistentScope)",
	"Scope.values":   "see Scope.names",
	"Scope.index":    "see Scope.names",
	"Scope.match":    "setMatch journals a change of a persistent scope; the other writers restore, within one input, a value the scope had",
	"Scope.frame":    "set when the scope of a class, define or node is made",
	"Scope.pending":  "the lazy binding of the facts, which belongs to no input (it binds outside the journaling)",
	"Scope.birth":    "ties the scope to its journal, when it is made",
	"Scope.closures": "a cache of closures, each a pure function of its lambda expression and the scope (their types are built-in constants)",

	"Function.Name":        "a function is made whole by its definition or registration; a redefinition replaces it in the functions map",
	"Function.Doc":         "see Function.Name",
	"Function.Library":     "see Function.Name",
	"Function.def":         "see Function.Name",
	"Function.Signatures":  "made with the function; the types a Puppet function's signatures resolve lazily carry the typesEpoch they were resolved in, and are resolved again once it moved (undoing an input moves it)",
	"Function.resolveOnce": "resolves a built-in's types, which name no alias, once",
	"Function.resolveErr":  "see Function.resolveOnce",

	"loadedFile.prog":    "a loaded file is made whole when it is imported; unloading takes it out of the loaded map",
	"loadedFile.aliases": "filled by the import that makes the file, and not changed after",
}

// TestPersistentStateRollsBack walks the evaluator's persistent state and
// requires every field to journal its changes or to say in unjournaled
// why a failed input leaves it unchanged: a new kind of state cannot
// forget the rollback.
func TestPersistentStateRollsBack(t *testing.T) {
	undotest.CheckState(t, Evaluator{}, unjournaled)
}

// perEvaluation names the fields the reachability walk leaves out: the
// running evaluation's state, options and caches, and the catalog's host
// (the evaluator itself).
var perEvaluation = map[string]bool{
	"Evaluator.run": true, "Evaluator.opts": true, "Evaluator.consts": true, "Evaluator.typeKeys": true,
	"Catalog.run": true, "Catalog.typeCache": true, "Catalog.h": true, "Catalog.log": true,
}

// TestReachableStateIsTied builds every kind of state through inputs,
// then walks what the evaluator keeps and requires each journaling
// structure and each scope it reaches to be tied to the evaluator's
// journal: a structure made without one would not roll back.
func TestReachableStateIsTied(t *testing.T) {
	s := newSession(t)
	for _, in := range []string{
		`$a = 1 $h = {'k' => [1]} 'abc' =~ /b/`,
		`function f(Integer $x) { $x } type MyT = Integer`,
		`class base { $v = 1 } class c($p = 1) inherits base { notify { "c${p}": } contain inner }`,
		`class inner { notify { 'inner': } } include c`,
		`define d($v = 'x') { notify { "d-${title}": message => $v } File { mode => '0644' } } d { 'one': }`,
		`Notify { tag => 'defaulted' } notify { 'plain': } Notify['plain'] { message => 'o' } tag('t')`,
		`notify { 'after': } Notify['plain'] -> Notify['after']`,
		`@notify { 'virtual': } Notify <| title == 'virtual' |> @@notify { 'exported': }`,
		`node default { notify { 'from node': } }`,
		`class stages { } stage { 'pre': before => Stage['main'] } class { 'stages': stage => 'pre' }`,
	} {
		s.ok(in)
	}
	var found []string
	walkTied(reflect.ValueOf(s.e), "Evaluator", map[uintptr]bool{}, &found)
	assert.Empty(t, found)
}

// untied reports whether b, an undo.Birth, ties to no journal.
func untied(b reflect.Value) bool { return b.Field(0).IsNil() }

// walkTied walks v, a value of the evaluator's state at path, adding to
// found the paths of journaling structures and scopes tied to no log.
func walkTied(v reflect.Value, path string, seen map[uintptr]bool, found *[]string) {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() || seen[v.Pointer()] {
			return
		}
		seen[v.Pointer()] = true
		if v.Type().Elem() == reflect.TypeOf(Scope{}) && untied(v.Elem().FieldByName("birth")) {
			*found = append(*found, path+" (a scope)")
		}
		walkTied(v.Elem(), path, seen, found)
	case reflect.Interface:
		if !v.IsNil() {
			walkTied(v.Elem(), path, seen, found)
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			walkTied(v.Index(i), fmt.Sprintf("%s[%d]", path, i), seen, found)
		}
	case reflect.Map:
		for it := v.MapRange(); it.Next(); {
			walkTied(it.Value(), fmt.Sprintf("%s[%v]", path, it.Key()), seen, found)
		}
	case reflect.Struct:
		pkg := v.Type().PkgPath()
		if v.Type() == reflect.TypeOf(undo.Birth{}) {
			return
		}
		if pkg == "prepl/lang/eval/undo" {
			if b := v.FieldByName("b"); b.IsValid() && untied(b) {
				*found = append(*found, path)
			}
		} else if pkg != "prepl/lang/eval" && pkg != "prepl/lang/eval/compile" {
			return
		}
		for i := range v.NumField() {
			name := v.Type().Name() + "." + v.Type().Field(i).Name
			if !perEvaluation[name] {
				walkTied(v.Field(i), path+"."+v.Type().Field(i).Name, seen, found)
			}
		}
	}
}
