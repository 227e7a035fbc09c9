package builtins

import (
	"runtime"
	"sync"
	"weak"

	"prepl/lang/eval"
)

// warned records, per evaluator, the deprecation warnings already given:
// like Puppet, a session gives each of them once. Entries go when their
// evaluator is collected.
var warned sync.Map // weak.Pointer[eval.Evaluator] -> *sync.Map of keys

// warnOnce logs a warning at the call site unless this evaluator has
// given the warning with this key before.
func warnOnce(c *eval.Call, key, msg string) {
	e := c.Evaluator()
	wp := weak.Make(e)
	keys, loaded := warned.LoadOrStore(wp, &sync.Map{})
	if !loaded {
		runtime.AddCleanup(e, func(k weak.Pointer[eval.Evaluator]) { warned.Delete(k) }, wp)
	}
	if _, seen := keys.(*sync.Map).LoadOrStore(key, true); !seen {
		c.Warn(msg)
	}
}
