package builtins

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"prepl/types"
)

// The default containers' fast path answers as the Variant type does.
func TestTreeWalkerDefaultContainers(t *testing.T) {
	w := &treeWalker{containers: defaultContainers}
	for _, v := range []types.Value{
		types.EmptyArray,
		types.ArrayOf(types.Int(1)),
		types.EmptyHash,
		types.String("x"),
		types.Int(1),
		types.Float(1.5),
		types.Bool(true),
		types.Undef,
		types.Default,
		types.NewArrayType(nil, nil),
		types.NewSensitive(types.String("s")),
	} {
		assert.Equal(t, types.IsInstance(defaultContainers, v), w.isContainer(v), "%#v", v)
	}
}
