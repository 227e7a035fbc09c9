package types

// StrictEqual is equality as Puppet's runtime compares values where it
// uses Ruby's == rather than Puppet's == (array difference, index and a
// few other functions): strings compare case-sensitively, integers and
// floats by numeric value, arrays and hashes element by element, anything
// else as Puppet's ==.
func StrictEqual(a, b Value) bool { return strictEqual(a, b, nil) }

// StrictEqualPolled is StrictEqual as a walk p can stop (the answer is
// then false and p.Err says why).
func StrictEqualPolled(a, b Value, p *Poll) bool { return strictEqual(a, b, p) }

func strictEqual(a, b Value, p *Poll) bool {
	switch x := a.(type) {
	case String:
		y, ok := b.(String)
		return ok && x == y
	case Int:
		switch y := b.(type) {
		case Int:
			return x == y
		case Float:
			return float64(x) == float64(y)
		case Timespan:
			return y.WholeSeconds() == int64(x)
		case Timestamp:
			return y.WholeSeconds() == int64(x)
		}
		return false
	case Float:
		switch y := b.(type) {
		case Int:
			return float64(x) == float64(y)
		case Float:
			return x == y
		case Timespan:
			return y.Seconds() == float64(x)
		case Timestamp:
			return y.Seconds() == float64(x)
		}
		return false
	case Timespan, Timestamp:
		switch b.(type) {
		case Int, Float:
			return strictEqual(b, a, p)
		}
	case *Array:
		y, ok := b.(*Array)
		if !ok || x.Len() != y.Len() {
			return false
		}
		for i, e := range x.elems {
			if p.Stop() || !strictEqual(e, y.elems[i], p) {
				return false
			}
		}
		return true
	case *Hash:
		y, ok := b.(*Hash)
		if !ok || x.Len() != y.Len() {
			return false
		}
		for _, en := range x.Entries() {
			v, found := y.GetPolled(en.Key, p)
			if p.Stop() || !found || !strictEqual(en.Value, v, p) {
				return false
			}
		}
		return true
	}
	switch b.(type) {
	case String, Int, Float, *Array, *Hash:
		return false
	}
	return Equal(a, b)
}
