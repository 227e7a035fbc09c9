package types

import "fmt"

// KeyString returns a text that identifies v under hash-key equality for
// values that have no cheaper identity (types, regexps and the like).
func KeyString(v Value) string {
	switch x := v.(type) {
	case Type:
		return x.String()
	case *Regexp:
		return x.Source()
	}
	// Other values are plain Go values whose printed form identifies them.
	return fmt.Sprintf("%T:%v", v, v)
}
