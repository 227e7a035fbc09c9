package eval

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/internal/golden"
	"prepl/lang/catalog"
	"prepl/lang/syntax"
)

// recordGraphs records Puppet's catalog, graphs and cycle report of the
// programs in testdata/catalog.
const recordGraphs = "testdata/catalog/record_graphs.sh (from that directory)"

// evalFile evaluates a testdata file for node conformance.example.com.
func evalFile(t *testing.T, path string) *Evaluator {
	t.Helper()
	src, err := os.ReadFile(path)
	require.NoError(t, err)
	e := New(Options{NodeName: "conformance.example.com"})
	prog, err := syntax.Parse(syntax.NewSource(filepath.Base(path), string(src)))
	require.NoError(t, err)
	_, err = e.Evaluate(context.Background(), prog)
	require.NoError(t, err)
	return e
}

// normalizedCatalog decodes catalog JSON and blanks what differs from one
// compilation to the next (version, uuid) and the directory of files.
func normalizedCatalog(t *testing.T, data []byte) map[string]any {
	t.Helper()
	var cat map[string]any
	require.NoError(t, json.Unmarshal(data, &cat))
	cat["version"] = 0
	cat["catalog_uuid"] = ""
	for _, r := range cat["resources"].([]any) {
		res := r.(map[string]any)
		if f, ok := res["file"].(string); ok {
			res["file"] = filepath.Base(f)
		}
	}
	return cat
}

// topKeys lists the keys of a JSON object in the order they are written.
func topKeys(t *testing.T, data []byte) []string {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(data))
	_, err := dec.Token()
	require.NoError(t, err)
	var keys []string
	for dec.More() {
		k, err := dec.Token()
		require.NoError(t, err)
		keys = append(keys, k.(string))
		var skip json.RawMessage
		require.NoError(t, dec.Decode(&skip))
	}
	return keys
}

// TestCatalogJSONMatchesPuppet compares the catalog JSON of golden.pp
// (classes, inheritance, defines, a node, a stage, defaults,
// relationships, a collector with overrides, virtual and exported
// resources) with the catalog Puppet compiled for it.
func TestCatalogJSONMatchesPuppet(t *testing.T) {
	e := evalFile(t, "testdata/catalog/golden.pp")
	ours, err := e.Catalog().JSON()
	require.NoError(t, err)
	theirs := golden.Recorded(t, "testdata/catalog/golden.puppet.json", recordGraphs)
	assert.Equal(t, topKeys(t, theirs), topKeys(t, ours))
	assert.Equal(t, normalizedCatalog(t, theirs), normalizedCatalog(t, ours))
}

// TestCatalogDOTMatchesPuppet compares the three graphs of graph.pp with
// those `puppet apply --graph` wrote.
func TestCatalogDOTMatchesPuppet(t *testing.T) {
	v := evalFile(t, "testdata/catalog/graph.pp").Catalog()
	for name, g := range map[string]catalog.Graph{
		"resources":              catalog.ResourceGraph,
		"relationships":          catalog.RelationshipGraph,
		"expanded_relationships": catalog.ExpandedRelationshipGraph,
	} {
		t.Run(name, func(t *testing.T) {
			want := golden.Recorded(t, "testdata/catalog/graph."+name+".dot", recordGraphs)
			assert.Equal(t, string(want), v.DOT(g))
		})
	}
}

// TestCyclesMatchPuppet compares the cycle report of cycles.pp with the
// one `puppet apply` printed.
func TestCyclesMatchPuppet(t *testing.T) {
	v := evalFile(t, "testdata/catalog/cycles.pp").Catalog()
	want := golden.Recorded(t, "testdata/catalog/cycles.puppet.txt", recordGraphs)
	err := v.CycleError()
	require.Error(t, err)
	assert.Equal(t, strings.TrimSuffix(string(want), "\n"), err.Error())
	assert.Len(t, v.Cycles(), 4)
}

// TestNoCycles checks that an ordered catalog has no cycle report.
func TestNoCycles(t *testing.T) {
	v := evalFile(t, "testdata/catalog/graph.pp").Catalog()
	assert.NoError(t, v.CycleError())
	assert.Empty(t, v.Cycles())
}
