package builtins

import (
	"prepl/lang/eval"
	"prepl/types"
)

// treeOptions is the options hash tree_each accepts.
const treeOptions = `Struct[{
	container_type => Optional[Type],
	include_root => Optional[Boolean],
	include_containers => Optional[Boolean],
	include_values => Optional[Boolean],
	order => Optional[Enum[depth_first, breadth_first]],
	include_refs => Optional[Boolean]
}]`

func init() {
	sig := func(block string, call eval.GoFunc) *eval.Signature {
		s := &eval.Signature{
			Params: []eval.Param{
				{Name: "tree", Type: "Variant[Iterator, Array, Hash, Object]"},
				{Name: "options", Type: treeOptions, Optional: true},
			},
			Call: call,
		}
		if block != "" {
			s.Block = &eval.BlockParam{Name: "block", Type: block}
		}
		return s
	}
	withBlock := func(two bool) eval.GoFunc {
		return func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
			walker, err := newTreeWalker(c, args)
			if err != nil {
				return nil, err
			}
			err = walker.walk(func(path, v types.Value) error {
				var err error
				if two {
					_, err = c.CallLambda(b, path, v)
				} else {
					_, err = c.CallLambda(b, v)
				}
				return err
			})
			if err != nil && !eval.IsBreak(err) {
				return nil, err
			}
			return args[0], nil
		}
	}
	eval.Register(&eval.Function{
		Name: "tree_each",
		Doc:  "Walks a tree of nested arrays and hashes, depth first (the default) or breadth first, giving the block the path to each node (an Array of indexes and keys) and the node, or the node alone; without a block it returns an Iterator of [path, node] pairs. Options choose which containers count, and whether the root, the containers and the leaf values are included.",
		Signatures: []*eval.Signature{
			sig("Callable[2,2]", withBlock(true)),
			sig("Callable[1,1]", withBlock(false)),
			sig("", func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
				walker, err := newTreeWalker(c, args)
				if err != nil {
					return nil, err
				}
				// Like Puppet's tree iterators, it produces every element
				// through its next(): each iteration goes on from where
				// the last one stopped.
				return newConsumingIterator(c, collectedNext(func(yield func(types.Value) bool) error {
					err := walker.walk(func(path, v types.Value) error {
						if !yield(types.ArrayOf(path, v)) {
							return errStop
						}
						return nil
					})
					if err == errStop {
						return nil
					}
					return err
				}), nil, nil), nil
			}),
		},
	})
}

// errStop ends a tree walk early without being an error.
var errStop = &stopSignal{}

type stopSignal struct{}

func (*stopSignal) Error() string { return "stop" }

// treeWalker walks a tree with tree_each's options.
type treeWalker struct {
	c          *eval.Call
	root       types.Value
	containers types.Type
	withRoot   bool
	withConts  bool
	withValues bool
	breadth    bool
}

var defaultContainers = types.NewVariantType(types.NewArrayType(nil, nil), types.NewHashType(nil, nil, nil), types.TObject)

func newTreeWalker(c *eval.Call, args []types.Value) (*treeWalker, error) {
	w := &treeWalker{c: c, root: args[0], containers: defaultContainers, withRoot: true, withConts: true, withValues: true}
	if it, ok := w.root.(*types.Iterator); ok {
		a, err := it.ToArray()
		if err != nil {
			return nil, located(c, err)
		}
		w.root = a
	}
	if len(args) < 2 {
		return w, nil
	}
	opts := args[1].(*types.Hash)
	flag := func(name string, dflt bool) bool {
		v, ok := opts.GetString(name)
		if !ok || types.IsUndef(v) {
			return dflt
		}
		return types.IsTruthy(v)
	}
	if t, ok := opts.GetString("container_type"); ok && !types.IsUndef(t) {
		ct := t.(types.Type)
		if !types.IsAssignable(defaultContainers, ct) {
			return nil, c.ErrorAt("Only Array, Hash, and Object types can be used as container types. Got %s", ct)
		}
		w.containers = ct
	}
	w.withConts = flag("include_containers", true)
	w.withValues = flag("include_values", true)
	w.withRoot = w.withConts && flag("include_root", true)
	if !w.withConts && !w.withValues {
		return nil, c.ErrorAt("Options 'include_containers' and 'include_values' cannot both be false")
	}
	if o, ok := opts.GetString("order"); ok && o == types.String("breadth_first") {
		w.breadth = true
	}
	return w, nil
}

// children calls f with the index or key and the value of each child of
// a container; the children of an Object are the attributes holding its
// contents (those of its parent types included).
func children(v types.Value, f func(k, child types.Value) error) error {
	switch x := v.(type) {
	case *types.Array:
		for i, e := range x.Elements() {
			if err := f(types.Int(i), e); err != nil {
				return err
			}
		}
	case *types.Hash:
		for _, en := range x.Entries() {
			if err := f(en.Key, en.Value); err != nil {
				return err
			}
		}
	case *types.Object:
		for _, name := range x.Type().ContainedAttributes() {
			v, _ := x.Get(name)
			if err := f(types.String(name), v); err != nil {
				return err
			}
		}
	}
	return nil
}

// isContainer tells whether the walk descends into v. With the default
// containers, arrays and hashes are, and the scalars that fill most
// trees are not, without asking the Variant type.
func (w *treeWalker) isContainer(v types.Value) bool {
	if w.containers == defaultContainers {
		switch v.(type) {
		case *types.Array, *types.Hash:
			return true
		case types.String, types.Int, types.Float, types.Bool, types.UndefValue:
			return false
		}
	}
	return types.IsInstance(w.containers, v)
}

func (w *treeWalker) walk(visit func(path, v types.Value) error) error {
	if w.withRoot {
		if err := visit(types.EmptyArray, w.root); err != nil {
			return err
		}
	}
	if !w.isContainer(w.root) {
		return nil
	}
	if w.breadth {
		return w.breadthFirst(visit)
	}
	return w.depthFirst(types.EmptyArray, w.root, visit)
}

// pathTo is the path of a node's child k: the node's path with k added.
// A path is made once and shared by the visit of the node and the paths
// of its children.
func pathTo(path *types.Array, k types.Value) *types.Array {
	var buf [8]types.Value
	return types.ArrayOf(append(append(buf[:0], path.Elements()...), k)...)
}

func (w *treeWalker) depthFirst(path *types.Array, node types.Value, visit func(path, v types.Value) error) error {
	return children(node, func(k, child types.Value) error {
		p := pathTo(path, k)
		if w.isContainer(child) {
			if w.withConts {
				if err := visit(p, child); err != nil {
					return err
				}
			}
			return w.depthFirst(p, child, visit)
		}
		if w.withValues {
			return visit(p, child)
		}
		return nil
	})
}

// breadthFirst visits level by level. As in Puppet, leaf values are
// visited whatever include_values says.
func (w *treeWalker) breadthFirst(visit func(path, v types.Value) error) error {
	type item struct {
		path *types.Array
		node types.Value
	}
	queue := []item{{types.EmptyArray, w.root}}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		err := children(cur.node, func(k, child types.Value) error {
			p := pathTo(cur.path, k)
			if w.isContainer(child) {
				queue = append(queue, item{p, child})
				if !w.withConts {
					return nil
				}
			}
			return visit(p, child)
		})
		if err != nil {
			return err
		}
	}
	return nil
}
