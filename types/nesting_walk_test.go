package types

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestTypeNestingMatchesContainedTypes pins the walks typeNesting takes
// without listing contained types to the general rule: one more than
// the deepest contained type.
func TestTypeNestingMatchesContainedTypes(t *testing.T) {
	srcs := []string{"String", "String[1, 5]", "Array", "Array[Integer, 2, 2]", "Array[Array[String[1]]]",
		"Hash[String, Integer]", "Hash[String, Array[Integer], 1, 3]", "Tuple", "Tuple[Integer, String[1]]",
		"Tuple[Integer, Hash[String, Integer], 1, 4]", "Struct[{a => Integer}]",
		"Struct[{Optional[a] => Array[Tuple[String]], b => Hash[String, Integer, 2, 2]}]", "Optional[Array[Integer]]"}
	var typs []Type
	for _, src := range srcs {
		typs = append(typs, mustType(t, src))
	}
	data := mixedRecords()
	typs = append(typs, Infer(data), InferReduced(data), InferGeneralized(data), Infer(data.Elements()[3]))
	for _, typ := range typs {
		assert.Equal(t, deeper(maxNesting(containedTypes(typ))), Nesting(typ), "%s", typ)
	}
}
