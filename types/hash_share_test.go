package types

import (
	"math/rand"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"
)

// model is a plain reference implementation of an insertion-ordered map.
type model struct {
	keys []string
	vals map[string]int
}

func (m model) put(k string, v int) model {
	n := model{keys: append([]string(nil), m.keys...), vals: map[string]int{}}
	for kk, vv := range m.vals {
		n.vals[kk] = vv
	}
	if _, ok := n.vals[k]; !ok {
		n.keys = append(n.keys, k)
	}
	n.vals[k] = v
	return n
}

// TestHashLineagesMatchModel derives many hashes from one another with
// Put, Merge and MergeEntriesPolled (whose entries may repeat a key) in
// random order — appends by the newest hash, appends by
// older ones, updates of existing keys — and checks every hash against a
// plain model after every step, so shared indexes, patch logs and storage
// never leak one hash's entries into another. The larger key spaces make
// hashes big enough to record many replacements before copying, and
// every other hash is read by key before its entries are listed.
func TestHashLineagesMatchModel(t *testing.T) {
	for _, keys := range []int{40, 300, 2000} {
		t.Run(strconv.Itoa(keys), func(t *testing.T) {
			rng := rand.New(rand.NewSource(int64(keys)))
			hashes := []*Hash{EmptyHash}
			models := []model{{vals: map[string]int{}}}
			patched := 0
			for step := 0; step < 1500; step++ {
				i := rng.Intn(len(hashes))
				if rng.Intn(3) > 0 {
					i = len(hashes) - 1
				}
				h, m := hashes[i], models[i]
				n := 1 + rng.Intn(3)
				add := NewHashBuilder(n)
				var raw []HashEntry
				for j := 0; j < n; j++ {
					k := "k" + strconv.Itoa(rng.Intn(keys))
					if rng.Intn(2) == 0 && len(m.keys) > 0 {
						k = m.keys[rng.Intn(len(m.keys))]
					}
					v := rng.Intn(1000)
					add.Set(String(k), Int(v))
					raw = append(raw, HashEntry{Key: String(k), Value: Int(v)})
					m = m.put(k, v)
				}
				if step%3 == 0 {
					h = h.MergeEntriesPolled(raw, nil)
				} else if n == 1 {
					e := add.Build().Entries()[0]
					h = h.Put(e.Key, e.Value)
				} else {
					h = h.Merge(add.Build())
				}
				hashes = append(hashes, h)
				models = append(models, m)
				if h.patch != nil {
					patched++
				}
				checkAgainstModel(t, h, m, step%2 == 0, keys)
				if step%200 == 0 {
					for j := range hashes {
						checkAgainstModel(t, hashes[j], models[j], false, keys)
					}
				}
			}
			for j := range hashes {
				checkAgainstModel(t, hashes[j], models[j], false, keys)
			}
			require.Positive(t, patched, "no hash recorded replacements")
		})
	}
}

func checkAgainstModel(t *testing.T, h *Hash, m model, getFirst bool, keys int) {
	t.Helper()
	require.Equal(t, len(m.keys), h.Len())
	checkGet := func() {
		for k, v := range m.vals {
			got, ok := h.Get(String(k))
			require.True(t, ok, k)
			require.Equal(t, Int(v), got)
		}
	}
	if getFirst {
		checkGet()
	}
	for i, e := range h.Entries() {
		require.Equal(t, String(m.keys[i]), e.Key)
		require.Equal(t, Int(m.vals[m.keys[i]]), e.Value)
	}
	checkGet()
	for i := 0; i < keys+5; i += 1 + keys/40 {
		k := "k" + strconv.Itoa(i)
		_, inModel := m.vals[k]
		require.Equal(t, inModel, h.Has(String(k)), k)
	}
}

// BenchmarkHashPutInReduce is the `$acc + {$k => $v}` loop: each step
// derives a new hash from the previous one.
func BenchmarkHashPutInReduce(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		h := EmptyHash
		for j := 0; j < 2000; j++ {
			h = h.Put(String("g"+strconv.Itoa(j*j%500)), Int(j))
		}
	}
}
