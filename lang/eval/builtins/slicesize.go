package builtins

import (
	"prepl/lang/eval"
	"prepl/types"
)

// Puppet's slice cuts with Ruby's each_slice, which makes no slice longer
// than the size the enumerable reports. Puppet's integer range iterators
// report one less than their count ((to - from) / step), and its step
// iterators the size of what they step divided by the step, rounded
// down, so slicing one of them gives shorter slices than asked:
// 3.slice(3) is [[0, 1], [2]], [1, 2, 3, 4, 5].step(2).slice(3) is
// [[1, 3], [5]], and a reported size of 0 makes one slice of everything.

// reportedSize returns the size Puppet's iterator over v reports, when
// it is not the number of elements (ok is false otherwise).
func reportedSize(v types.Value) (n uint64, ok bool) {
	if r, isRange := asIntRange(v); isRange {
		if r.step > 0 && r.first > r.last || r.step < 0 && r.first < r.last {
			return 0, false
		}
		return absDiff(r.last, r.first) / absDiff(r.step, 0), true
	}
	if it, isIt := v.(*types.Iterator); isIt {
		if st := stateOf(it); st != nil && st.size != nil {
			return st.size()
		}
	}
	return 0, false
}

// stepReportedSize returns the size a step iterator by n over src
// reports: src's size divided by n. The size of an iterator that is used
// up as it is read is not known.
func stepReportedSize(c *eval.Call, src types.Value, n int64) func() (uint64, bool) {
	return func() (uint64, bool) {
		size, ok := reportedSize(src)
		if !ok {
			if it, isIt := src.(*types.Iterator); isIt {
				if st := stateOf(it); st != nil && st.consuming {
					return 0, false
				}
			}
			err := walk(c, src, func(key, types.Value, bool) (bool, error) {
				size++
				return true, nil
			})
			if err != nil {
				return 0, false
			}
		}
		return size / uint64(n), true
	}
}

// sliceLength is the length of the slices slice cuts from recv when size
// is asked for.
func sliceLength(recv types.Value, size int) int {
	if n, ok := reportedSize(recv); ok && n < uint64(size) {
		return int(n)
	}
	return size
}
