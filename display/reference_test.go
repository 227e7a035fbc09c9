package display

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/types"
)

// collectorStub stands for a collector expression's value.
type collectorStub struct{}

func (collectorStub) Kind() types.Kind { return types.KRuntime }
func (collectorStub) RuntimeClass() string {
	return "Puppet::Pops::Evaluator::Collectors::ExportedCollector"
}
func (collectorStub) String() string { return "Exported-Collector[Notify]" }

// TestReferenceAndRuntimeText checks, against Puppet 7, how references
// held by resource parameters and collectors print in notice(),
// String() and sprintf().
func TestReferenceAndRuntimeText(t *testing.T) {
	ref, err := types.CatalogValue(types.NewResourceType("notify", "x"))
	require.NoError(t, err)
	file, err := types.CatalogValue(types.HashOf(types.String("x"), types.ArrayOf(types.NewResourceType("file", "/tmp/x"))))
	require.NoError(t, err)
	var coll types.Value = collectorStub{}

	assert.Equal(t, "Notify[x]", ToString(ref))
	assert.Equal(t, "{x => [File[/tmp/x]]}", ToString(file))
	assert.Equal(t, "Exported-Collector[Notify]", ToString(coll))
	assert.Equal(t, "[Exported-Collector[Notify]]", ToString(types.ArrayOf(coll)))

	cases := []struct {
		value  types.Value
		format string
		want   string
	}{
		{ref, "%s", "Notify[x]"},
		{ref, "%p", "Notify[x]"},
		{ref, "%#p", "Notify[x]"},
		{ref, "%10s", " Notify[x]"},
		{types.ArrayOf(ref), "%#a", "[Notify[x]]"},
		{types.ArrayOf(ref), "%p", "[Notify[x]]"},
		{coll, "%s", "Exported-Collector[Notify]"},
		{coll, "%p", "'Exported-Collector[Notify]'"},
		{coll, "%30s", "Exported-Collector[Notify]"},
		{types.ArrayOf(coll), "%a", "['Exported-Collector[Notify]']"},
	}
	for _, c := range cases {
		got, err := FormatValue(c.value, types.String(c.format))
		if assert.NoError(t, err, c.format) {
			assert.Equal(t, c.want, got, c.format)
		}
	}
	_, err = FormatValue(ref, types.String("%d"))
	assert.EqualError(t, err, "Illegal format 'd' specified for value of Type type - expected one of the characters 'sp'")
	_, err = FormatValue(coll, types.String("%d"))
	assert.EqualError(t, err, "Illegal format 'd' specified for value of Runtime type - expected one of the characters 'spq'")

	got, err := Sprintf("%s|%p", []types.Value{ref, ref}, nil)
	require.NoError(t, err)
	assert.Equal(t, `Notify[x]|Notify[x]{:name=>"x"}`, got)

	// Ruby shows a resource's title under the type's namevar.
	path, err := types.CatalogValue(types.NewResourceType("file", "/a"))
	require.NoError(t, err)
	namevar := func(typeName, title string) (string, error) {
		if strings.EqualFold(typeName, "File") {
			return "path", nil
		}
		return "name", nil
	}
	got, err = Sprintf("%p|%s", []types.Value{path, types.ArrayOf(path, ref)}, namevar)
	require.NoError(t, err)
	assert.Equal(t, `File[/a]{:path=>"/a"}|[File[/a]{:path=>"/a"}, Notify[x]{:name=>"x"}]`, got)
}
