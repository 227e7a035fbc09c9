package types

import (
	"math"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReduceWithStringMatchesCommonType pins the shortcut that joins a
// string to the type of the strings reduced so far to CommonType.
func TestReduceWithStringMatchesCommonType(t *testing.T) {
	types := []Type{nil, TString, stringValueType("a"), stringValueType("b"), mustType(t, "String[1, 3]"),
		mustType(t, "Enum[a, b]"), mustType(t, "Enum[b, c, d]"), mustType(t, "Enum[a, b, true]"),
		mustType(t, "Enum[a]"), mustType(t, "Enum[x]"), TEnum, TInteger, mustType(t, "Pattern[/a/]"), TScalarData}
	for _, typ := range types {
		for _, s := range []string{"a", "b", "c", "A", ""} {
			want := CommonType(typ, stringValueType(s))
			got := reduceWith(typ, String(s), nil)
			assert.True(t, want.eql(got), "%v with %q: %s, want %s", typ, s, got, want)
		}
	}
}

// TestReducerMatchesReduceWith pins the reducer, which collects the
// strings it meets before making their type, to the fold of reduceWith
// over the same values.
func TestReducerMatchesReduceWith(t *testing.T) {
	seqs := [][]Value{
		{String("a")},
		{String("b"), String("a"), String("b")},
		{String("c"), String("a"), String("b"), String("a")},
		{String("a"), Int(1), String("b")},
		{Int(1), String("a"), String("b"), String("c")},
		{String("x"), String("y"), Undef},
		{Undef, String("x")},
		{String(""), String("A"), String("a")},
		{String("a"), String("b"), ArrayOf(String("c")), String("d")},
	}
	for _, seq := range seqs {
		var want Type
		var r reducer
		for _, v := range seq {
			want = reduceWith(want, v, nil)
			r.add(v, nil)
		}
		got := r.result()
		assert.True(t, want.eql(got), "%v: %s, want %s", seq, got, want)
	}
}

// TestStructInstanceInAnyKeyOrder: a Struct check finds each key whether
// the record has its keys in the Struct's order or not.
func TestStructInstanceInAnyKeyOrder(t *testing.T) {
	st := mustType(t, "Struct[{a => Integer, Optional[b] => String, c => Boolean}]")
	for _, c := range []struct {
		v    Value
		want bool
	}{
		{HashOf(String("a"), Int(1), String("b"), String("x"), String("c"), True), true},
		{HashOf(String("c"), True, String("b"), String("x"), String("a"), Int(1)), true},
		{HashOf(String("c"), True, String("a"), Int(1)), true},
		{HashOf(String("a"), Int(1), String("c"), True, String("d"), Int(2)), false},
		{HashOf(String("b"), String("x"), String("c"), True), false},
		{HashOf(String("a"), String("1"), String("c"), True), false},
	} {
		assert.Equal(t, c.want, IsInstance(st, c.v), "%s", noticeString(c.v))
	}
}

// TestHoldsReducedMatchesCommonType pins the shortcut that keeps a common
// type of Any, Data, RichData, ScalarData, Scalar or Numeric for a value
// it holds to CommonType of the value's reduced type: whenever the
// shortcut keeps the type, CommonType gives the same type.
func TestHoldsReducedMatchesCommonType(t *testing.T) {
	values := sampleValues(t)
	kept := 0
	for _, typ := range []Type{anyType, dataAlias, richDataAlias, scalarDataType, scalarType, numericType} {
		for _, v := range values {
			if !holdsReduced(typ, v, nil) {
				continue
			}
			kept++
			got := CommonType(typ, InferReduced(v))
			assert.True(t, got.eql(typ), "%s with %s: CommonType gives %s", typ, noticeString(v), got)
		}
	}
	assert.Greater(t, kept, len(values))

	// Checked under a poll whose flag is set, a large value stops the
	// check, and the reduction goes on to notice it.
	big := make([]Value, 3*pollEvery)
	for i := range big {
		big[i] = Int(i)
	}
	var stop atomic.Bool
	stop.Store(true)
	p := NewPoll(&stop)
	assert.False(t, holdsReduced(dataAlias, NewArray(big), &p))
	assert.ErrorIs(t, p.Err(), ErrInterrupted)
}

// sampleValues are values of every kind inference and the Data checks
// tell apart: scalars, nested collections, hashes with keys of mixed
// kinds, Sensitive and type values.
func sampleValues(t *testing.T) []Value {
	re, err := NewRegexp("a+")
	require.NoError(t, err)
	sv, err := ParseSemVer("1.2.3")
	require.NoError(t, err)
	return []Value{
		Undef, Default, Int(0), Int(-7), Float(1.5), Float(math.NaN()), Float(math.Inf(1)),
		String(""), String("x"), True, re, sv, NewTimespan(5), NewBinary([]byte("b")),
		NewSensitive(Int(1)), TInteger, mustType(t, "Integer[1, 2]"),
		ArrayOf(), HashOf(), ArrayOf(Int(1), String("a")), ArrayOf(Undef), ArrayOf(ArrayOf(), HashOf()),
		HashOf(String(""), Int(1)), HashOf(String("a"), ArrayOf(Int(1), HashOf(String("b"), Undef))),
		HashOf(Int(1), String("a"), String("b"), Int(2)), HashOf(Int(1), Int(2)), HashOf(True, Int(1)),
		ArrayOf(Default, re), HashOf(String("a"), Default), ArrayOf(NewSensitive(String("s"))),
		ArrayOf(HashOf(Int(1), String("a"), String("b"), Int(2))),
	}
}

// TestInferInBlocks checks that the types one inference takes from
// shared blocks are those each part gets inferred on its own: nested
// arrays and hashes carve their element lists from the same blocks as
// the records around them.
func TestInferInBlocks(t *testing.T) {
	data := mixedRecords()
	whole, ok := Infer(ArrayOf(data, HashOf(Int(1), data, String("k"), ArrayOf(String("a"), Int(2))))).(*TupleType)
	require.True(t, ok)
	require.Len(t, whole.types, 2)
	records, ok := whole.types[0].(*TupleType)
	require.True(t, ok)
	for i, r := range data.Elements() {
		assert.True(t, Infer(r).eql(records.types[i]), "record %d: %s", i, records.types[i])
	}
	assert.Equal(t, "Hash[Variant[Integer[1, 1], String], Variant["+Infer(data).String()+", Tuple[String, Integer[2, 2]]], 2, 2]", whole.types[1].String())
	assert.Equal(t, Nesting(whole), typeNesting(&TupleType{types: whole.types}))
}
