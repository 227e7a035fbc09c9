package eval

import (
	"context"
	"encoding/json"
	"errors"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/display"
	"prepl/lang/catalog"
)

func TestCatalogViewAPI(t *testing.T) {
	s := newSession(t)
	s.ok(`
class web($port = 80) {
  file { '/srv/www/': ensure => directory }
  notify { 'web': message => "port ${port}", require => File['/srv/www'] }
}
@notify { 'hidden': }
@@notify { 'shared': }
class { 'web': port => 8080 }
notify { 'last': } <- Class['web']
`)
	v := s.e.Catalog()
	assert.Equal(t, "node.example.com", v.Name)
	assert.Equal(t, "production", v.Environment)
	assert.Equal(t, []string{"settings", "web"}, v.Classes)

	var refs []string
	for _, r := range v.Resources {
		refs = append(refs, r.Ref())
	}
	assert.Equal(t, []string{"Stage[main]", "Class[Settings]", "Class[main]", "Notify[shared]", "Class[Web]",
		"File[/srv/www/]", "Notify[web]", "Notify[last]"}, refs)
	require.Len(t, v.Virtual, 1)
	assert.Equal(t, "Notify[hidden]", v.Virtual[0].Ref())
	assert.True(t, v.Virtual[0].Virtual)

	web, ok := v.Resource("Class[Web]")
	require.True(t, ok)
	assert.Equal(t, "class", web.Kind)
	assert.Equal(t, "<input 1>", web.File)
	assert.Equal(t, 8, web.Line)
	port, _ := web.Get("port")
	assert.Equal(t, "8080", display.ToString(port))

	dir, ok := v.Resource("File[/srv/www]")
	require.True(t, ok, "found by the value of its namevar")
	assert.Equal(t, "File[/srv/www/]", dir.Ref())
	path, _ := dir.Get("path")
	assert.Equal(t, "/srv/www", display.ToString(path))
	assert.Equal(t, []string{"file", "class", "web"}, dir.Tags)

	shared, _ := v.Resource("Notify[shared]")
	assert.True(t, shared.Exported)

	assert.Contains(t, v.Edges, catalog.Edge{Source: "Class[Web]", Target: "Notify[web]", Kind: catalog.Contains})
	assert.Contains(t, v.Edges, catalog.Edge{Source: "Stage[main]", Target: "Class[Web]", Kind: catalog.Contains})
	assert.Equal(t, []catalog.Edge{
		{Source: "File[/srv/www/]", Target: "Notify[web]", Kind: catalog.Before, Via: "require"},
		{Source: "Class[Web]", Target: "Notify[last]", Kind: catalog.Before, Via: "<-"},
	}, v.Relationships())

	s.ok(`notify { 'late': }`)
	_, ok = v.Resource("Notify[late]")
	assert.False(t, ok, "a view does not change when the session goes on")
}

func TestRelationshipKinds(t *testing.T) {
	s := newSession(t)
	s.ok(`
class k { }
notify { ['a', 'b', 'c', 'd']: }
notify { 'e': subscribe => Notify['d'], before => Class['k'] }
class { 'k': }
Notify['a'] ~> Notify['b']
Notify['d'] <~ Notify['c']
Notify['c'] <- Notify['b']
contain k
`)
	v := s.e.Catalog()
	assert.Equal(t, []catalog.Edge{
		{Source: "Notify[a]", Target: "Notify[b]", Kind: catalog.Notify, Via: "~>"},
		{Source: "Notify[b]", Target: "Notify[c]", Kind: catalog.Before, Via: "<-"},
		{Source: "Notify[c]", Target: "Notify[d]", Kind: catalog.Notify, Via: "<~"},
		{Source: "Notify[d]", Target: "Notify[e]", Kind: catalog.Notify, Via: "subscribe"},
		{Source: "Notify[e]", Target: "Class[K]", Kind: catalog.Before, Via: "before"},
	}, v.Relationships())
	assert.Contains(t, v.Edges, catalog.Edge{Source: "Class[main]", Target: "Class[K]", Kind: catalog.Contains, Via: "contain"})
	assert.Contains(t, v.Edges, catalog.Edge{Source: "Stage[main]", Target: "Class[K]", Kind: catalog.Contains})
}

func TestCatalogSVG(t *testing.T) {
	v := evalFile(t, "testdata/catalog/graph.pp").Catalog()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	svg, err := v.SVG(ctx, catalog.RelationshipGraph)
	if _, lookErr := exec.LookPath("dot"); lookErr != nil {
		assert.True(t, errors.Is(err, catalog.ErrNoGraphviz))
		return
	}
	require.NoError(t, err)
	assert.True(t, strings.Contains(string(svg), "<svg"), "an SVG document")
	assert.Contains(t, string(svg), "Notify[last]")
	_, err = catalog.DotToSVG(ctx, "digraph {")
	assert.Error(t, err)
}

func TestCatalogJSONStrings(t *testing.T) {
	s := newSession(t)
	s.ok(`notify { "quote \" back \\ tab \t nl \n bell \u0007 é ✓": message => "</script> & é" }`)
	data, err := s.e.Catalog().JSON()
	require.NoError(t, err)
	assert.Contains(t, string(data), `"title": "quote \" back \\ tab \t nl \n bell \u0007 é ✓"`)
	assert.Contains(t, string(data), `"message": "</script> & é"`)
	var back map[string]any
	require.NoError(t, json.Unmarshal(data, &back))
}
