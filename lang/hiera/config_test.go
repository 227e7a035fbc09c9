package hiera

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLoadConfig(t *testing.T) {
	tests := []struct {
		name, text string
		levels     []string
		err        string
	}{
		{"defaults", "version: 5\n", []string{"Common"}, ""},
		{"levels", "version: 5\ndefaults: {datadir: d}\nhierarchy:\n  - {name: a, path: a.yaml}\n  - {name: b, data_hash: json_data, paths: [b.json]}\n", []string{"a", "b"}, ""},
		{"version 4", "version: 4\nhierarchy:\n  - {name: c, backend: yaml, path: common}\n", []string{"c"}, ""},
		{"version 6", "version: 6\n", nil, "This runtime does not support hiera.yaml version 6"},
		{"unknown key", "version: 5\nfoo: 1\n", nil, "has wrong type, unrecognized key 'foo'"},
		{"no name", "version: 5\nhierarchy: [{path: x}]\n", nil, "entry 'hierarchy' index 0 expects a value for key 'name'"},
		{"two functions", "version: 5\nhierarchy: [{name: x, data_hash: a, lookup_key: b}]\n", nil, "Only one of data_hash, lookup_key, data_dig, or hiera3_backend can be defined in hierarchy 'x'"},
		{"two locations", "version: 5\nhierarchy: [{name: x, path: a, glob: b}]\n", nil, "Only one of path, paths, glob, globs, uri, uris, or mapped_paths can be defined in hierarchy 'x'"},
		{"reserved option", "version: 5\nhierarchy: [{name: x, path: a, options: {path: b}}]\n", nil, "Option key 'path' used in hierarchy 'x' is reserved by Puppet"},
		{"mapped_paths size", "version: 5\nhierarchy: [{name: x, mapped_paths: [a, b]}]\n", nil, "entry 'mapped_paths' expects size to be 3, got 2"},
		{"bad yaml", "version: [5\n", nil, "Unable to parse (/c/hiera.yaml)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := LoadConfig("/c/hiera.yaml", []byte(tt.text), false, false)
			if tt.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.err)
				return
			}
			require.NoError(t, err)
			var names []string
			for _, l := range c.Levels {
				names = append(names, l.Name)
				assert.NotEmpty(t, l.Function)
			}
			assert.Equal(t, tt.levels, names)
		})
	}
}

// FuzzLoadConfig: any hiera.yaml text is a configuration or an error,
// never a panic.
func FuzzLoadConfig(f *testing.F) {
	for _, s := range []string{"version: 5\nhierarchy: [{name: a, path: a.yaml}]", "version: 4\nhierarchy: [{name: c}]", ":backends: [yaml]", "version: 5\ndefaults: {options: {x: 1}}\nhierarchy: [{name: m, mapped_paths: [a, b, c]}]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, global := range []bool{false, true} {
			_, _ = LoadConfig("/c/hiera.yaml", []byte(s), global, !global)
		}
	})
}
