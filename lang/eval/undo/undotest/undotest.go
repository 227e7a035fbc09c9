// Package undotest checks, for tests, that a structure's persistent state
// rolls back by construction: every field it holds, and every field of
// the structures of its own package it reaches, is a journaling structure
// of package undo or is explained.
package undotest

import (
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

const undoPkg = "prepl/lang/eval/undo"

// CheckState walks the struct type of root and every struct type of
// root's package it reaches (through fields, pointers and the elements
// of undo structures), and fails t for each field that is neither an
// undo.Map, Cell, Slice or Version nor named in explained
// ("Type.field", with why a failed input cannot leave it changed). An
// explained field is not walked into. It also fails for an explanation
// of no field, so the list stays true.
func CheckState(t testing.TB, root any, explained map[string]string) {
	t.Helper()
	rt := reflect.TypeOf(root)
	for rt.Kind() == reflect.Pointer {
		rt = rt.Elem()
	}
	w := walker{t: t, pkg: rt.PkgPath(), explained: explained, seen: map[string]bool{}, walked: map[reflect.Type]bool{}}
	w.walk(rt)
	for name := range explained {
		assert.True(t, w.seen[name], "the explanations name %s, which is no field any more", name)
	}
}

type walker struct {
	t         testing.TB
	pkg       string
	explained map[string]string
	seen      map[string]bool
	walked    map[reflect.Type]bool
}

// walk checks the fields of struct type st.
func (w *walker) walk(st reflect.Type) {
	if w.walked[st] {
		return
	}
	w.walked[st] = true
	for i := range st.NumField() {
		f := st.Field(i)
		name := st.Name() + "." + f.Name
		w.seen[name] = true
		if _, ok := w.explained[name]; ok {
			continue
		}
		ft := f.Type
		if ft.Kind() == reflect.Pointer {
			ft = ft.Elem()
		}
		switch {
		case journaling(ft):
			w.walkElements(ft)
		case ft.Kind() == reflect.Struct && ft.PkgPath() == w.pkg:
			w.walk(ft)
		default:
			w.t.Errorf("%s (%s) is persistent state that a failed input could leave changed: make it an undo.Map, Cell, Slice or Version, or explain why it needs none", name, f.Type)
		}
	}
}

// journaling reports whether t is one of package undo's structures.
func journaling(t reflect.Type) bool {
	if t.PkgPath() != undoPkg {
		return false
	}
	for _, p := range []string{"Map[", "Cell[", "Slice[", "Version"} {
		if strings.HasPrefix(t.Name(), p) {
			return true
		}
	}
	return false
}

// walkElements walks the element type of an undo structure when it is a
// pointer to a struct of the package: such elements are shared, and a
// change made through one must journal too. Elements held by value are
// replaced whole, which the structure journals.
func (w *walker) walkElements(t reflect.Type) {
	for i := range t.NumField() {
		et := t.Field(i).Type
		switch et.Kind() {
		case reflect.Map, reflect.Slice:
			et = et.Elem()
		}
		if et.Kind() == reflect.Pointer && et.Elem().Kind() == reflect.Struct && et.Elem().PkgPath() == w.pkg {
			w.walk(et.Elem())
		}
	}
}
