package notebooks

import (
	"context"
	"encoding/json"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/internal/golden"
	"prepl/lang"
	"prepl/lang/facts"
)

// environmentDir is the teaching environment the lessons open with
// `:environment environment`.
const environmentDir = "environment"

// compiled is a catalog as the golden files hold it: each resource's
// parameters by its reference, and the edges, sorted.
type compiled struct {
	Resources map[string]map[string]any `json:"resources"`
	Edges     [][2]string               `json:"edges"`
}

// TestTeachingEnvironment compiles every role, profile and component
// class of the teaching environment for the Debian 12 and RHEL 9 fact
// sets, and the web server role for the node web1.example.com, which has
// Hiera data of its own, and compares each catalog with the one Puppet 7
// compiled (testdata/catalogs, recorded by
// scripts/record-teaching-catalogs.py): the same resources with the same
// parameters (templates' output included), and the same edges.
func TestTeachingEnvironment(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "catalogs", "*.json"))
	require.NoError(t, err)
	require.Len(t, files, 18, "two systems, eight classes each, and a node of its own on both")
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".json")
		t.Run(name, func(t *testing.T) {
			parts := strings.Split(name, "-")
			osName := parts[0] + "-" + parts[1]
			node := ""
			if len(parts) == 4 {
				node = parts[2]
			}
			class := strings.ReplaceAll(parts[len(parts)-1], "__", "::")
			var want compiled
			require.NoError(t, json.Unmarshal(golden.Recorded(t, file, "scripts/record-teaching-catalogs.py"), &want))

			f, err := facts.Builtin(osName)
			require.NoError(t, err)
			s := lang.NewSession(lang.Options{Facts: f, FactsOrigin: osName, NodeName: node})
			defer s.Close()
			ctx := context.Background()
			res := s.Command(ctx, ":environment "+environmentDir)
			require.Nil(t, res.Err, res.Text)
			r := s.Eval(ctx, "include "+class)
			require.Nil(t, r.Err, "include %s: %v", class, r.Err)
			res = s.Command(ctx, ":catalog json")
			require.Nil(t, res.Err, res.Text)
			var cat struct {
				Resources []struct {
					Type, Title string
					Parameters  map[string]any
				}
				Edges []struct{ Source, Target string }
			}
			require.NoError(t, json.Unmarshal([]byte(res.Text), &cat))
			got := compiled{Resources: map[string]map[string]any{}}
			for _, r := range cat.Resources {
				p := r.Parameters
				if p == nil {
					p = map[string]any{}
				}
				got.Resources[r.Type+"["+r.Title+"]"] = p
			}
			for _, e := range cat.Edges {
				got.Edges = append(got.Edges, [2]string{e.Source, e.Target})
			}
			sortEdges(got.Edges)
			assert.Equal(t, want, got)
		})
	}
}

// sortEdges sorts edges by source, then target, as the recorder does.
func sortEdges(edges [][2]string) {
	sort.Slice(edges, func(i, j int) bool {
		if edges[i][0] != edges[j][0] {
			return edges[i][0] < edges[j][0]
		}
		return edges[i][1] < edges[j][1]
	})
}
