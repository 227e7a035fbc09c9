package rubybridge

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/internal/golden"
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
			want, err := parseGeneratedType(name, string(golden.Recorded(t, f, "lang/rubybridge/testdata/record.py")))
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
	} {
		_, err := parseRubyType(tc.name, "x.rb", tc.src, false)
		assert.Error(t, err, tc.src)
	}
	_, err := parseGeneratedType("x", "notice(1)\n")
	assert.Error(t, err)
	// A title pattern in Ruby-only syntax is left out, not the type.
	ty, err := parseRubyType("x", "x.rb", "Puppet::Type.newtype(:x) do\n  newparam(:name)\n  def self.title_patterns\n    [[/(?<=a)(.*)/, [[:name]]]]\n  end\nend\n", false)
	require.NoError(t, err)
	attrs, vals, ok := ty.ParseTitle("abc")
	assert.True(t, ok)
	assert.Equal(t, []string{"name"}, attrs)
	assert.Equal(t, []string{"abc"}, vals)
}

// FuzzTypeFiles: any text read as a type file defines a type or fails
// with an error, never a panic.
func FuzzTypeFiles(f *testing.F) {
	for _, g := range []string{"testdata/generated/*.pp", "testdata/env/modules/demo/lib/puppet/type/*.rb"} {
		files, err := filepath.Glob(g)
		require.NoError(f, err)
		for _, file := range files {
			src, err := os.ReadFile(file)
			require.NoError(f, err)
			f.Add(strings.TrimSuffix(filepath.Base(file), filepath.Ext(file)), string(src))
		}
	}
	f.Fuzz(func(t *testing.T, name, src string) {
		for _, provider := range []bool{false, true} {
			if ty, err := parseRubyType(name, "x.rb", src, provider); err == nil {
				require.NotEmpty(t, ty.KeyAttributes)
			}
		}
		if ty, err := parseGeneratedType(name, src); err == nil {
			require.NotEmpty(t, ty.KeyAttributes)
		}
	})
}
