package undo

import (
	"maps"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMapUndoRestoresEveryState applies random sets and deletes in
// batches, undoing some batches, and checks the Map against a plain map
// that copies its state before each batch.
func TestMapUndoRestoresEveryState(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	var log Log
	m := NewMap[int, string](&log)
	mp := &m
	want := map[int]string{}
	for batch := 0; batch < 500; batch++ {
		before := maps.Clone(want)
		for range rng.Intn(20) {
			k := rng.Intn(30)
			if rng.Intn(3) == 0 {
				mp.Delete(k)
				delete(want, k)
			} else {
				v := string(rune('a' + rng.Intn(26)))
				mp.Set(k, v)
				want[k] = v
			}
		}
		if rng.Intn(2) == 0 {
			log.Undo()
			want = before
		} else {
			log.Keep()
		}
		require.Equal(t, 0, log.Len())
		assert.Equal(t, want, maps.Collect(mp.All()), "batch %d", batch)
		assert.Equal(t, len(want), mp.Len())
		for k, v := range want {
			got, ok := mp.Get(k)
			require.True(t, ok)
			require.Equal(t, v, got)
			require.Equal(t, v, mp.At(k))
		}
	}
}

func TestLogUndoesInReverse(t *testing.T) {
	var log Log
	var order []int
	for i := range 3 {
		log.Do(func() { order = append(order, i) })
	}
	log.Undo()
	assert.Equal(t, []int{2, 1, 0}, order)
	log.Undo()
	assert.Equal(t, []int{2, 1, 0}, order, "an undone log is empty")
}
