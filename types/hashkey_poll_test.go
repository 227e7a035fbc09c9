package types

import (
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestKeyEncodingStopsWhenPolled encodes, as hash keys, values whose
// shared parts make them 2^40 elements large, with the interrupt flag
// set: each polled operation gives up with ErrInterrupted, where encoding
// without a poll runs on until the key passes MaxKeyBytes.
func TestKeyEncodingStopsWhenPolled(t *testing.T) {
	shared := func() Value {
		var v Value = ArrayOf(Int(1))
		for range 40 {
			v = ArrayOf(v, v)
		}
		return v
	}
	big, big2 := shared(), shared()
	assert.PanicsWithValue(t, KeyTooLarge{}, func() { HashKey(big) }, "unpolled, the key stops at its size limit")
	var flag atomic.Bool
	flag.Store(true)
	for name, op := range map[string]func(p *Poll){
		"HashKeyPolled":  func(p *Poll) { HashKeyPolled(big, p) },
		"KeyEqualPolled": func(p *Poll) { KeyEqualPolled(big, big2, p) },
		"a polled builder": func(p *Poll) {
			b := NewHashBuilderPolled(2, p)
			b.Set(big, Int(1))
			b.Set(big2, Int(2))
		},
		"GetPolled":     func(p *Poll) { HashOf(big, Int(1)).GetPolled(big2, p) },
		"MergePolled":   func(p *Poll) { HashOf(big, Int(1)).MergePolled(HashOf(big2, Int(2)), p) },
		"WithoutPolled": func(p *Poll) { HashOf(big, Int(1), Int(2), Int(3)).WithoutPolled([]Value{big2}, p) },
		"a Sensitive":   func(p *Poll) { HashKeyPolled(NewSensitive(big), p) },
		"a hash":        func(p *Poll) { HashKeyPolled(HashOf(String("a"), big), p) },
		"FlattenPolled": func(p *Poll) { FlattenPolled(big, p) },
		"StrictEqualPolled of hashes": func(p *Poll) {
			StrictEqualPolled(HashOf(big, Int(1)), HashOf(big2, Int(1)), p)
		},
	} {
		t.Run(name, func(t *testing.T) {
			p := NewPoll(&flag)
			assert.NotPanics(t, func() { op(&p) })
			assert.ErrorIs(t, p.Err(), ErrInterrupted)
		})
	}
}
