// Package lazyre holds package-level regular expressions that are
// compiled when first used instead of when the program starts. A
// package-level regexp.MustCompile runs at every start-up, and most
// patterns serve features (YAML, SemVer ranges, Ruby types, completion)
// that a given run never touches.
package lazyre

import (
	"regexp"
	"sync"
)

// New returns a function that compiles expr on its first call and
// returns the same *regexp.Regexp on every call, from any goroutine. Like
// regexp.MustCompile it panics when expr is invalid, so every pattern
// must be exercised by its package's tests.
func New(expr string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })
}
