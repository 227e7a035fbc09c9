package quote

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestSingle checks the quoting Puppet's %p gives strings.
func TestSingle(t *testing.T) {
	for in, want := range map[string]string{
		"abc": "'abc'", "it's": `'it\'s'`, `a\b`: `'a\b'`, `a\`: `'a\'`, `a\\b`: `'a\\b'`, "a\nb": `"a\nb"`,
		"tab\there $x": `"tab\there \$x"`, "\x01": `"\u{1}"`, "äö": "'äö'", "": "''",
	} {
		assert.Equal(t, want, Single(in), "%q", in)
	}
}
