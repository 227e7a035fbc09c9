package undo

import (
	"maps"
	"math/rand"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestUndoRestoresEveryState applies random changes to a Map, a Cell and
// a Slice in batches (inputs), undoing some batches, and checks them
// against plain values copied before each batch. Structures made during
// a batch join the state only through a journaled change.
func TestUndoRestoresEveryState(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	var log Log
	m := NewMap[int, string](&log)
	c := NewCell(&log, 0)
	sl := NewSlice[int](&log)
	// lists holds Slices made by earlier batches or by this one; a made
	// one joins through the journaled Map.
	lists := NewMap[int, *Slice[int]](&log)
	want := map[int]string{}
	wantC := 0
	var wantS []int
	wantLists := map[int][]int{}
	for batch := range 500 {
		before, beforeC, beforeS := maps.Clone(want), wantC, slices.Clone(wantS)
		beforeLists := map[int][]int{}
		for k, v := range wantLists {
			beforeLists[k] = slices.Clone(v)
		}
		log.Begin()
		for range rng.Intn(20) {
			k := rng.Intn(30)
			switch rng.Intn(8) {
			case 0:
				m.Delete(k)
				delete(want, k)
			case 1:
				c.Set(k)
				wantC = k
			case 2:
				sl.Append(k, k+1)
				wantS = append(wantS, k, k+1)
			case 3:
				if len(wantS) > 0 {
					i := k % len(wantS)
					sl.Put(i, -k)
					wantS[i] = -k
				}
			case 4:
				fresh := []int{k}
				sl.Replace(fresh)
				wantS = []int{k}
			case 5:
				ns := NewSlice[int](&log)
				ns.Append(k)
				lists.Set(k%4, &ns)
				wantLists[k%4] = []int{k}
			case 6:
				if l := lists.At(k % 4); l != nil {
					l.Append(k)
					wantLists[k%4] = append(wantLists[k%4], k)
				}
			default:
				v := string(rune('a' + rng.Intn(26)))
				m.Set(k, v)
				want[k] = v
			}
		}
		if rng.Intn(2) == 0 {
			log.Undo()
			want, wantC, wantS, wantLists = before, beforeC, beforeS, beforeLists
		} else {
			log.Keep()
		}
		require.Equal(t, 0, log.Len())
		assert.Equal(t, want, maps.Collect(m.All()), "batch %d", batch)
		assert.Equal(t, len(want), m.Len())
		for k, v := range want {
			got, ok := m.Get(k)
			require.True(t, ok)
			require.Equal(t, v, got)
			require.Equal(t, v, m.At(k))
		}
		assert.Equal(t, wantC, c.Get(), "batch %d", batch)
		assert.Equal(t, len(wantS), sl.Len())
		assert.Equal(t, wantS, slices.Clone(sl.Items()), "batch %d", batch)
		gotLists := map[int][]int{}
		for k, l := range lists.All() {
			gotLists[k] = slices.Clone(l.Items())
		}
		assert.Equal(t, wantLists, gotLists, "batch %d", batch)
	}
}

// TestJournalingCostsNothingOutsideAnInput: changes made between inputs,
// outside an input's journaling or to a structure the input made record
// nothing; only changes an input makes to older structures do.
func TestJournalingCostsNothingOutsideAnInput(t *testing.T) {
	var log Log
	old := NewMap[string, int](&log)
	old.Set("between", 1)
	assert.Equal(t, 0, log.Len(), "between inputs")
	log.Begin()
	fresh := NewMap[string, int](&log)
	fresh.Set("x", 1)
	assert.Equal(t, 0, log.Len(), "a structure the input made")
	log.Outside(func() { old.Set("fact", 2) })
	assert.Equal(t, 0, log.Len(), "outside the journaling")
	old.Set("x", 3)
	assert.Equal(t, 1, log.Len())
	log.Undo()
	v, _ := old.Get("fact")
	assert.Equal(t, 2, v, "a change made outside survives the undoing")
	_, ok := old.Get("x")
	assert.False(t, ok)
	var temp Slice[int]
	temp.Append(1)
	assert.False(t, temp.Tied())
	assert.Equal(t, []int{1}, temp.Items())
}

func TestLogUndoesInReverse(t *testing.T) {
	var log Log
	b := log.Birth()
	log.Begin()
	var order []int
	for i := range 3 {
		require.True(t, b.Tracks())
		b.Record(func() { order = append(order, i) })
	}
	log.Undo()
	assert.Equal(t, []int{2, 1, 0}, order)
	log.Undo()
	assert.Equal(t, []int{2, 1, 0}, order, "an undone log is empty")
	assert.False(t, b.Tracks(), "nothing is journaled between inputs")
}
