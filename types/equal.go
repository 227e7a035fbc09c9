package types

import (
	"bytes"
	"cmp"
	"errors"
	"math"
	"sync/atomic"
)

// Equal is Puppet's ==. With a type on the left it is type equality: the
// same type, or two types that are assignable to each other
// (Array[Integer] == Tuple[Integer, 0, default], an alias and what it
// stands for). Otherwise strings compare without ASCII case, numbers by
// value (1 == 1.0, also against a Timespan or Timestamp in seconds),
// arrays and hashes element by element (hash keys are looked up with
// hash-key equality), regexps by source, and types inside collections
// structurally.
func Equal(a, b Value) bool {
	if at, ok := a.(Type); ok {
		bt, ok := b.(Type)
		if isReference(a) || isReference(b) {
			return ok && at.eql(bt)
		}
		return ok && TypesEqual(at, bt)
	}
	return valueEquals(a, b, nil)
}

// EqualUntil is Equal, giving up with ErrInterrupted soon after *stop is
// set while it compares the elements of large collections.
func EqualUntil(a, b Value, stop *atomic.Bool) (bool, error) {
	if _, ok := a.(Type); ok {
		return Equal(a, b), nil
	}
	p := NewPoll(stop)
	eq := valueEquals(a, b, &p)
	return eq && !p.stopped, p.Err()
}

// TypesEqual reports whether two types describe the same values: equal,
// or assignable to each other.
func TypesEqual(a, b Type) bool {
	return a.eql(b) || assignable(a, b, nil) && assignable(b, a, nil)
}

// valueEquals is the == of Puppet's compare operator (types compare
// structurally here).
func valueEquals(a, b Value, p *Poll) bool {
	if a == nil {
		a = Undef
	}
	if b == nil {
		b = Undef
	}
	switch x := a.(type) {
	case UndefValue:
		return b.Kind() == KUndef
	case String:
		y, ok := b.(String)
		return ok && asciiEqualFold(string(x), string(y))
	case Int, Float, Timespan, Timestamp:
		c, err := compareNumeric(a, b)
		return err == nil && c == 0
	case *Array:
		y, ok := b.(*Array)
		if !ok || x.Len() != y.Len() {
			return false
		}
		ys := y.Elements()
		for i, e := range x.Elements() {
			if p.Stop() || !valueEquals(e, ys[i], p) {
				return false
			}
		}
		return true
	case *Hash:
		y, ok := b.(*Hash)
		if !ok || x.Len() != y.Len() {
			return false
		}
		for _, e := range x.Entries() {
			bv, found := y.GetPolled(e.Key, p)
			if !found {
				bv = Undef
			}
			if p.Stop() || !valueEquals(bv, e.Value, p) {
				return false
			}
		}
		return true
	case *Regexp:
		y, ok := b.(*Regexp)
		return ok && x.Source() == y.Source()
	case Type:
		y, ok := b.(Type)
		return ok && x.eql(y)
	case *Sensitive:
		y, ok := b.(*Sensitive)
		return ok && (x == y || KeyEqualPolled(x.Unwrap(), y.Unwrap(), p))
	case *Binary:
		y, ok := b.(*Binary)
		return ok && bytes.Equal(x.Bytes(), y.Bytes())
	case *SemVer:
		y, ok := b.(*SemVer)
		return ok && x.Equal(y)
	case *SemVerRange:
		y, ok := b.(*SemVerRange)
		return ok && x.Equal(y)
	case *Object:
		y, ok := b.(*Object)
		return ok && x.equals(y)
	case *URI:
		y, ok := b.(*URI)
		return ok && x.Equal(y)
	}
	return identity(a) == identity(b)
}

// Compare orders a and b for <, <=, > and >=: strings without ASCII case,
// numbers by value, Timespans and Timestamps with each other of their own
// kind and with numbers (as seconds), versions with versions. ok is false
// when the values are not comparable (see CompareValues for Puppet's
// reason).
func Compare(a, b Value) (int, bool) {
	c, err := CompareValues(a, b)
	return c, err == nil
}

// CompareValues is Compare with Puppet's explanation when the values are
// not comparable ("A String is not comparable to a non String").
func CompareValues(a, b Value) (int, error) {
	if a == nil {
		a = Undef
	}
	if b == nil {
		b = Undef
	}
	switch x := a.(type) {
	case String:
		y, ok := b.(String)
		if !ok {
			return 0, errors.New("A String is not comparable to a non String")
		}
		return asciiCompareFold(string(x), string(y)), nil
	case Int, Float:
		return compareNumeric(a, b)
	case Timespan:
		switch b.(type) {
		case Timespan, Int, Float:
			return compareNumeric(a, b)
		}
		return 0, errors.New("Timespans are only comparable to Timespans, Integers, and Floats")
	case Timestamp:
		switch b.(type) {
		case Timestamp, Int, Float:
			return compareNumeric(a, b)
		}
		return 0, errors.New("Timestamps are only comparable to Timestamps, Integers, and Floats")
	case DefaultValue:
		if _, ok := b.(DefaultValue); ok {
			return 0, nil
		}
		return 0, errors.New("Symbol not comparable to non Symbol")
	case *SemVer:
		y, ok := b.(*SemVer)
		if !ok {
			return 0, errors.New("Versions not comparable to non Versions")
		}
		return x.Compare(y), nil
	}
	return 0, errors.New("Only Strings, Numbers, Timespans, Timestamps, and Versions are comparable")
}

var errNotNumeric = errors.New("A Numeric is not comparable to non Numeric")

// compareNumeric compares two numeric values (Int, Float, Timespan,
// Timestamp) the way Ruby does: exactly between integers and floats,
// and a time value with a number by its seconds (truncated for an
// integer).
func compareNumeric(a, b Value) (int, error) {
	switch x := a.(type) {
	case Int:
		switch y := b.(type) {
		case Int:
			return cmp.Compare(int64(x), int64(y)), nil
		case Float:
			return compareIntToFloat(int64(x), float64(y)), nil
		case Timespan, Timestamp:
			c, err := compareNumeric(b, a)
			return -c, err
		}
	case Float:
		switch y := b.(type) {
		case Int:
			return -compareIntToFloat(int64(y), float64(x)), nil
		case Float:
			return compareFloats(float64(x), float64(y)), nil
		case Timespan, Timestamp:
			c, err := compareNumeric(b, a)
			return -c, err
		}
	case Timespan:
		switch y := b.(type) {
		case Timespan:
			return x.Compare(y), nil
		case Int:
			return x.CompareInt(int64(y)), nil
		case Float:
			c, _ := x.CompareFloat(float64(y))
			return c, nil
		case Timestamp:
			return 0, errors.New("Timespans are only comparable to Timespans, Integers, and Floats")
		}
	case Timestamp:
		switch y := b.(type) {
		case Timestamp:
			return cmpTimestamp(x, y), nil
		case Int:
			return x.CompareInt(int64(y)), nil
		case Float:
			c, _ := x.CompareFloat(float64(y))
			return c, nil
		case Timespan:
			return 0, errors.New("Timestamps are only comparable to Timestamps, Integers, and Floats")
		}
	}
	return 0, errNotNumeric
}

func compareFloats(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// compareIntToFloat compares an integer with a float exactly.
func compareIntToFloat(i int64, f float64) int {
	switch {
	case f >= math.MaxInt64:
		return -1
	case f < math.MinInt64:
		return 1
	}
	t := int64(f)
	if c := cmp.Compare(i, t); c != 0 {
		return c
	}
	return compareFloats(float64(t), f)
}

// asciiCompareFold orders strings byte-wise with ASCII letters folded to
// lower case (Ruby's casecmp).
func asciiCompareFold(a, b string) int {
	n := min(len(a), len(b))
	for i := 0; i < n; i++ {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return cmp.Compare(int64(x), int64(y))
		}
	}
	return cmp.Compare(int64(len(a)), int64(len(b)))
}
