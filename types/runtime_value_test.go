package types

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// collectorStub stands for a collector expression's value.
type collectorStub struct{ name string }

func (collectorStub) Kind() Kind { return KRuntime }
func (collectorStub) RuntimeClass() string {
	return "Puppet::Pops::Evaluator::Collectors::CatalogCollector"
}
func (c *collectorStub) String() string { return "Catalog-Collector[" + c.name + "]" }

// TestRuntimeValues checks what Puppet 7 says of a collector as a value:
// type() is its Runtime type, and only Runtime types accept it.
func TestRuntimeValues(t *testing.T) {
	c := &collectorStub{"Notify"}
	assert.Equal(t, "Runtime[ruby, 'Puppet::Pops::Evaluator::Collectors::CatalogCollector']", Infer(c).String())
	assert.Equal(t, Infer(c).String(), InferGeneralized(c).String())
	assert.True(t, IsInstance(TRuntime, c))
	assert.True(t, IsInstance(NewRuntimeType("ruby", ""), c))
	assert.True(t, IsInstance(Infer(c), c))
	assert.False(t, IsInstance(NewRuntimeType("ruby", "Other"), c))
	assert.True(t, IsInstance(TAny, c))
	assert.False(t, IsInstance(TData, c))
	assert.False(t, IsInstance(TString, c))
	assert.True(t, Equal(c, c))
	assert.False(t, Equal(c, &collectorStub{"Notify"}))
}
