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

// walkedNesting is Nesting of a type from its contained types alone,
// without the nesting inference records in Tuples and Structs.
func walkedNesting(t Type) int {
	n := 0
	for _, c := range containedTypes(t) {
		n = max(n, walkedNesting(c))
	}
	return deeper(n)
}

// TestInferredNestingRecorded checks the nesting detailed inference
// records in the Tuples and Structs it makes against a walk of the
// types, for values of every shape: scalars, empty and nested arrays,
// hashes with string and other keys, types, regexps, Sensitive values.
func TestInferredNestingRecorded(t *testing.T) {
	deep := Value(Int(1))
	for i := range 40 {
		if i%2 == 0 {
			deep = ArrayOf(Int(i), deep)
		} else {
			deep = HashOf(String("k"), deep, Int(i), String("v"))
		}
	}
	values := []Value{
		Int(1), String("a"), Undef, EmptyArray, EmptyHash, deep,
		ArrayOf(Int(1), String("a")), ArrayOf(EmptyArray, ArrayOf(ArrayOf(Float(1.5)))),
		HashOf(String("a"), Int(1), String("b"), ArrayOf(True, Undef)),
		HashOf(String("a"), HashOf(String("b"), HashOf(String("c"), EmptyHash))),
		HashOf(Int(1), String("x"), String("y"), ArrayOf(Int(2))),
		HashOf(String(""), Int(1)), ArrayOf(HashOf(Int(1), ArrayOf(String("z")))),
		ArrayOf(mustType(t, "Array[Integer]"), NewSensitive(ArrayOf(Int(1))), Default),
		HashOf(String("t"), mustType(t, "Hash[String, Tuple[Integer]]"), String("s"), NewSensitive(String("x"))),
		mixedRecords(),
	}
	for _, v := range values {
		typ := Infer(v)
		assert.Equal(t, walkedNesting(typ), Nesting(typ), "%s", typ)
	}
}
