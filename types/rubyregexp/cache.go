package rubyregexp

import (
	"container/list"
	"sync"
)

// cacheSize bounds the number of compiled patterns kept, so that a
// session building patterns from data for days does not grow without
// limit; the least recently used pattern is dropped first.
const cacheSize = 2048

// lru is a bounded, least-recently-used cache of compiled patterns,
// safe for concurrent use.
type lru struct {
	mu      sync.Mutex
	entries map[cacheKey]*list.Element
	order   list.List // front: most recently used; values are *lruEntry
	limit   int
}

// cacheKey is a pattern with the option letters it was compiled with.
type cacheKey struct {
	options, pattern string
}

type lruEntry struct {
	key cacheKey
	re  *Regexp
}

func newLRU(limit int) *lru {
	return &lru{entries: map[cacheKey]*list.Element{}, limit: limit}
}

// get returns the cached pattern for key, if any.
func (c *lru) get(key cacheKey) (*Regexp, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.entries[key]
	if !ok {
		return nil, false
	}
	c.order.MoveToFront(el)
	return el.Value.(*lruEntry).re, true
}

// put stores re under key, evicting the least recently used entry when
// the cache is full.
func (c *lru) put(key cacheKey, re *Regexp) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.entries[key]; ok {
		el.Value.(*lruEntry).re = re
		c.order.MoveToFront(el)
		return
	}
	c.entries[key] = c.order.PushFront(&lruEntry{key: key, re: re})
	for c.order.Len() > c.limit {
		last := c.order.Back()
		c.order.Remove(last)
		delete(c.entries, last.Value.(*lruEntry).key)
	}
}

// clear drops every entry.
func (c *lru) clear() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.entries = map[cacheKey]*list.Element{}
	c.order.Init()
}

// len returns the number of entries.
func (c *lru) len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.order.Len()
}
