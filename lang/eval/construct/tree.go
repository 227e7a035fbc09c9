package construct

import (
	"prepl/display"
	"prepl/types"
)

// Hash.new(pairs, tree) builds nested hashes from [path, value] pairs:
// each value is stored under its path of keys, missing levels become
// hashes, and the empty path merges its value into the result. With
// hash_tree, arrays among the values become hashes keyed by index. The
// tree is built from mutable nodes and turned into values at the end.

// treeHash is a hash under construction.
type treeHash struct {
	keys []types.Value
	vals []any // types.Value, *treeHash or *treeArray
}

// treeArray is an array under construction (an array value that a
// longer path reaches into).
type treeArray struct {
	vals []any
}

func (h *treeHash) find(k types.Value) int {
	for i, x := range h.keys {
		if types.KeyEqual(x, k) {
			return i
		}
	}
	return -1
}

func (h *treeHash) set(k types.Value, v any) {
	if i := h.find(k); i >= 0 {
		h.vals[i] = v
		return
	}
	h.keys = append(h.keys, k)
	h.vals = append(h.vals, v)
}

// hashFromTree builds the nested hash of the pairs.
func hashFromTree(c Caller, pairs *types.Array, allHashes bool) (types.Value, error) {
	root := &treeHash{}
	for _, p := range pairs.Elements() {
		if err := c.CheckInterrupt(); err != nil {
			return nil, err
		}
		pv := p.(*types.Array)
		path, value := pv.At(0).(*types.Array).Elements(), pv.At(1)
		if len(path) == 0 {
			if err := mergeTreeRoot(root, value); err != nil {
				return nil, err
			}
			continue
		}
		var node any = root
		for _, key := range path[:len(path)-1] {
			next, err := treeChild(node, key)
			if err != nil {
				return nil, err
			}
			node = next
		}
		if allHashes {
			value = arrayAsHash(value)
		}
		if err := treeSet(node, path[len(path)-1], value); err != nil {
			return nil, err
		}
	}
	return treeValue(root), nil
}

// mergeTreeRoot stores the value of the empty path: an array's elements
// under their indexes, a hash's entries under their keys.
func mergeTreeRoot(root *treeHash, value types.Value) error {
	switch x := value.(type) {
	case *types.Array:
		for i, v := range x.Elements() {
			root.set(types.Int(i), v)
		}
	case *types.Hash:
		for _, e := range x.Entries() {
			root.set(e.Key, e.Value)
		}
	default:
		return newErrorf("Hash.new tree: the value %s of the empty path cannot be merged into a Hash", display.ToString(value))
	}
	return nil
}

// treeChild returns the node under key, creating a hash where a hash has
// no such key, and making a stored array or hash value mutable.
func treeChild(node any, key types.Value) (any, error) {
	switch n := node.(type) {
	case *treeHash:
		i := n.find(key)
		if i < 0 {
			child := &treeHash{}
			n.set(key, child)
			return child, nil
		}
		child := mutableTree(n.vals[i])
		n.vals[i] = child
		return child, nil
	case *treeArray:
		i, err := treeIndex(n, key)
		if err != nil {
			return nil, err
		}
		if i < 0 || i >= len(n.vals) {
			return nil, newErrorf("Hash.new tree: the path goes through index %s, beyond the end of an Array", display.ToString(key))
		}
		child := mutableTree(n.vals[i])
		n.vals[i] = child
		return child, nil
	}
	return nil, newErrorf("Hash.new tree: the path goes through %s, which is neither a Hash nor an Array", display.ToString(treeValue(node)))
}

// treeSet stores value under key in node.
func treeSet(node any, key types.Value, value types.Value) error {
	switch n := node.(type) {
	case *treeHash:
		n.set(key, value)
		return nil
	case *treeArray:
		i, err := treeIndex(n, key)
		if err != nil {
			return err
		}
		if i < 0 {
			return newErrorf("Hash.new tree: index %s is before the start of an Array", display.ToString(key))
		}
		for len(n.vals) <= i {
			n.vals = append(n.vals, types.Value(types.Undef))
		}
		n.vals[i] = value
		return nil
	}
	return newErrorf("Hash.new tree: cannot store a value under %s in %s", display.ToString(key), display.ToString(treeValue(node)))
}

// treeIndex reads a path key used on an array: an Integer, negative ones
// counting from the end.
func treeIndex(a *treeArray, key types.Value) (int, error) {
	i, ok := key.(types.Int)
	if !ok {
		return 0, newErrorf("Hash.new tree: an Array cannot be indexed by %s", display.ToString(key))
	}
	if i < 0 {
		i += types.Int(len(a.vals))
	}
	if int64(i) > int64(maxTreeArray) {
		return 0, newErrorf("Hash.new tree: index %d is too large", i)
	}
	return int(i), nil
}

// maxTreeArray bounds how far a path may extend an array.
const maxTreeArray = 1 << 24

// mutableTree makes a stored Array or Hash value a node that can change.
func mutableTree(v any) any {
	switch x := v.(type) {
	case *types.Array:
		a := &treeArray{vals: make([]any, x.Len())}
		for i, el := range x.Elements() {
			a.vals[i] = el
		}
		return a
	case *types.Hash:
		h := &treeHash{}
		for _, e := range x.Entries() {
			h.set(e.Key, e.Value)
		}
		return h
	}
	return v
}

// treeValue turns a node back into a value.
func treeValue(v any) types.Value {
	switch x := v.(type) {
	case *treeHash:
		b := types.NewHashBuilder(len(x.keys))
		for i, k := range x.keys {
			b.Set(k, treeValue(x.vals[i]))
		}
		return b.Build()
	case *treeArray:
		vs := make([]types.Value, len(x.vals))
		for i, el := range x.vals {
			vs[i] = treeValue(el)
		}
		return types.NewArray(vs)
	}
	return v.(types.Value)
}

// arrayAsHash turns arrays, nested ones too, into hashes keyed by index.
func arrayAsHash(v types.Value) types.Value {
	a, ok := v.(*types.Array)
	if !ok {
		return v
	}
	b := types.NewHashBuilder(a.Len())
	for i, el := range a.Elements() {
		b.Set(types.Int(i), arrayAsHash(el))
	}
	return b.Build()
}
