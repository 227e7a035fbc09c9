package types

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestIntrinsic tells built-in types from those naming what a program
// defines.
func TestIntrinsic(t *testing.T) {
	port := NewTypeAlias("Port", func() (Type, error) { return NewIntegerType(1, 65535), nil })
	for _, c := range []struct {
		typ  Type
		want bool
	}{
		{TInteger, true},
		{mustType(t, "Hash[String, Array[Integer[0, default]]]"), true},
		{TData, true},
		{mustType(t, "Variant[RichData, Optional[Pattern[/x/]]]"), true},
		{port, false},
		{NewArrayType(port, nil), false},
		{NewTypeReference("Foo"), false},
		{NewTypeType(NewTypeReference("Foo")), false},
	} {
		assert.Equal(t, c.want, Intrinsic(c.typ), "%s", c.typ)
	}
}
