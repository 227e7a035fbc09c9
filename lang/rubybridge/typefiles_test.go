package rubybridge

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTypeFilesAgainstPuppet: each fixture type read from its Ruby file
// has the attributes, namevars and title patterns Puppet itself reports
// for it (testdata/generated, written by `puppet generate types`), and
// reading the generated file gives the same.
func TestTypeFilesAgainstPuppet(t *testing.T) {
	files, err := filepath.Glob("testdata/generated/*.pp")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".pp")
		t.Run(name, func(t *testing.T) {
			gen, err := os.ReadFile(f)
			require.NoError(t, err)
			want, err := parseGeneratedType(name, string(gen))
			require.NoError(t, err)
			rbFile := filepath.Join("testdata/env/modules/demo/lib/puppet/type", name+".rb")
			rb, err := os.ReadFile(rbFile)
			require.NoError(t, err)
			provs, err := filepath.Glob(filepath.Join("testdata/env/modules/demo/lib/puppet/provider", name, "*.rb"))
			require.NoError(t, err)
			got, err := parseRubyType(name, rbFile, string(rb), len(provs) > 0)
			require.NoError(t, err)
			assert.Equal(t, want.Properties, got.Properties)
			assert.ElementsMatch(t, want.Parameters, got.Parameters)
			assert.Equal(t, want.KeyAttributes, got.KeyAttributes)
			assert.Equal(t, want.Isomorphic, got.Isomorphic)
			require.Len(t, got.TitlePatterns, len(want.TitlePatterns))
			for i, p := range want.TitlePatterns {
				assert.Equal(t, p.Attributes, got.TitlePatterns[i].Attributes)
				assert.Equal(t, p.Multiline, got.TitlePatterns[i].Multiline)
				assert.Equal(t, p.Regexp, got.TitlePatterns[i].Regexp)
			}
		})
	}
}

// TestTypeFileErrors: files that do not define the type asked for, or
// are not generated type files, define nothing.
func TestTypeFileErrors(t *testing.T) {
	for _, tc := range []struct{ name, src string }{
		{"x", "Puppet::Type.newtype(:y) do\nend\n"},
		{"x", "# nothing here\n"},
		{"x", "Puppet::Type.newtype(:x) do\n  def self.title_patterns\n    [[/(/, [[:name]]]]\n  end\nend\n"},
	} {
		_, err := parseRubyType(tc.name, "x.rb", tc.src, false)
		assert.Error(t, err, tc.src)
	}
	_, err := parseGeneratedType("x", "notice(1)\n")
	assert.Error(t, err)
}
