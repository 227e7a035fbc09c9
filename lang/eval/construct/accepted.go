package construct

import (
	"sync"
	"weak"

	"prepl/types"
)

// acceptedHashes remembers the hashes a signature's parameter types
// accepted. Hashes are immutable, and a program passes one hash to many
// calls (String($v, $formats) in a loop), whose check can cost more than
// the call: every format string of $formats is matched against Format's
// pattern. The hashes are held weakly; when the set is full it starts
// again empty.
type acceptedHashes struct {
	mu sync.Mutex
	m  map[acceptedKey]struct{}
}

type acceptedKey struct {
	param int
	hash  weak.Pointer[types.Hash]
}

// maxAcceptedHashes bounds an acceptedHashes set.
const maxAcceptedHashes = 256

func (a *acceptedHashes) has(param int, h *types.Hash) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	_, ok := a.m[acceptedKey{param, weak.Make(h)}]
	return ok
}

func (a *acceptedHashes) add(param int, h *types.Hash) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.m == nil || len(a.m) >= maxAcceptedHashes {
		a.m = make(map[acceptedKey]struct{})
	}
	a.m[acceptedKey{param, weak.Make(h)}] = struct{}{}
}
