package facts

import (
	"fmt"
	"strings"

	"prepl/types"
)

// SplitKey splits a dotted fact name ("os.release.full") into its path;
// it fails on an empty part.
func SplitKey(key string) ([]string, error) {
	parts := strings.Split(key, ".")
	for _, p := range parts {
		if p == "" {
			return nil, fmt.Errorf("%q is not a fact name: a dotted name has no empty parts", key)
		}
	}
	return parts, nil
}

// SetPath returns h with the value at path replaced, making the hashes
// on the way that are missing. It fails when a value on the way is not a
// hash.
func SetPath(h *types.Hash, path []string, v types.Value) (*types.Hash, error) {
	return setPath(h, path, 0, v)
}

func setPath(h *types.Hash, path []string, i int, v types.Value) (*types.Hash, error) {
	key := types.String(path[i])
	if i == len(path)-1 {
		return h.Put(key, v), nil
	}
	inner := types.EmptyHash
	if cur, ok := h.Get(key); ok {
		ih, isHash := cur.(*types.Hash)
		if !isHash {
			return nil, fmt.Errorf("the fact %s is %s, not a hash", strings.Join(path[:i+1], "."), typeLabel(cur))
		}
		inner = ih
	}
	inner, err := setPath(inner, path, i+1, v)
	if err != nil {
		return nil, err
	}
	return h.Put(key, inner), nil
}
