package eval

import "prepl/lang/syntax"

// CheckDefinitions reports a class, define, node, function or type alias
// that a program defines twice, as `puppet parser validate` does, in a
// catalog of its own (see compile.Catalog.CheckDefinitions). It returns
// the first error, nil when there is none.
func CheckDefinitions(prog *syntax.Program) error {
	if prog == nil || prog.Body == nil {
		return nil
	}
	return New(Options{}).catalog.CheckDefinitions(prog.Body)
}
