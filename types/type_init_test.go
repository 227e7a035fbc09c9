package types

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestInitTakesWhatTheConstructorTakes checks Init[T] against Puppet 7,
// with constructor signatures shaped like Puppet's: Integer.new(value,
// radix, abs) with 1 to 3 arguments, String.new(value, formats) and
// Array.new(value, wrap) with 1 or 2.
func TestInitTakesWhatTheConstructorTakes(t *testing.T) {
	sigs := func(typ Type) ([]Signature, error) {
		switch typ {
		case TInteger:
			convertible := NewVariantType(numericType, booleanType, timespanType, timestampType)
			return []Signature{{Type: NewCallableType([]Type{convertible, integerType, booleanType}, 1, 3, nil, nil)}}, nil
		case TString:
			return []Signature{{Type: NewCallableType([]Type{anyType, hashType}, 1, 2, nil, nil)}}, nil
		case TArray:
			return []Signature{{Type: NewCallableType([]Type{anyType, booleanType}, 1, 2, nil, nil)}}, nil
		}
		return nil, nil
	}
	init := func(typ Type, args ...Value) Type { return NewInitType(typ, args).WithSignatures(sigs) }
	cases := []struct {
		typ  Type
		v    Value
		want bool
	}{
		{init(TInteger), Float(-0.0), true},
		{init(TInteger), Bool(true), true},
		{init(TInteger), ArrayOf(Float(1.5), Int(16)), true},
		{init(TInteger), ArrayOf(Float(1.5)), true},
		{init(TInteger), ArrayOf(ArrayOf(Float(1.5))), false},
		{init(TInteger), EmptyHash, false},
		{init(TInteger, Int(16)), Float(1.5), true},
		{init(TInteger, Int(16)), EmptyHash, false},
		{init(TString), EmptyHash, true},
		{init(TArray), ArrayOf(Int(1), Bool(true)), true},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, IsInstance(c.typ, c.v), "%s =~ %s", noticeString(c.v), c.typ)
	}
	assert.True(t, IsAssignable(init(TInteger), TFloat))
	assert.False(t, IsAssignable(init(TInteger), THash))
	assert.True(t, IsAssignable(init(TString), TTimespan))
	assert.True(t, IsAssignable(init(TInteger), NewTupleType([]Type{TFloat}, nil)))

	// Without the evaluator's signatures, Init[T] is T.
	assert.False(t, IsInstance(NewInitType(TString, nil), EmptyHash))
	assert.True(t, IsInstance(NewInitType(TString, nil), String("x")))
}
