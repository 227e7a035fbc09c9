package rubyuri

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestParse checks parsing and URI#to_s against Ruby's URI.parse.
func TestParse(t *testing.T) {
	for _, c := range []struct{ in, text, path string }{
		{"http://x", "http://x", ""},
		{"HTTP://X:80/", "http://X/", "/"},
		{"ftp://x", "ftp://x/", ""},
		{"ftp://x//y", "ftp://x/%2Fy", "/y"},
		{"http://x:/p", "http://x/p", "/p"},
		{"//host/p", "//host/p", "/p"},
	} {
		u, err := Parse(c.in)
		require.NoError(t, err, c.in)
		assert.Equal(t, c.text, u.String(), c.in)
		assert.Equal(t, Some(c.path), u.PathText(), c.in)
	}
	_, err := Parse("x y")
	assert.EqualError(t, err, `bad URI(is not URI?): "x y"`)
}

// TestCheck checks a URI made from components against Puppet's URI.new.
func TestCheck(t *testing.T) {
	u := &URI{Scheme: Some("HTTP"), Host: Some("x")}
	require.NoError(t, u.Check())
	assert.Equal(t, "http://x", u.String())
	assert.Equal(t, Some(""), u.Path)
}
