package lazyre

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNewCompilesOnceOnFirstUse(t *testing.T) {
	re := New(`a(b+)c`)
	first := re()
	require.NotNil(t, first)
	assert.Same(t, first, re())
	assert.Equal(t, []string{"abbc", "bb"}, re().FindStringSubmatch("xabbcx"))
}

func TestNewIsSafeFromManyGoroutines(t *testing.T) {
	re := New(`\d+`)
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			assert.True(t, re().MatchString("a1"))
		}()
	}
	wg.Wait()
}

func TestNewPanicsOnFirstUseOfAnInvalidPattern(t *testing.T) {
	re := New(`a(`)
	assert.Panics(t, func() { re() })
}
