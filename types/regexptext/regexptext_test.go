package regexptext

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The expected texts are Puppet 7's: String($r) for SourceText and the
// regexp as notice shows it for String.
func TestTexts(t *testing.T) {
	for _, c := range []struct {
		source, str, sourceText string
		fixed                   bool
	}{
		{source: `a/b`, str: `/a\/b/`, sourceText: `a/b`},
		{source: `x`, str: `/x/`, sourceText: `x`},
		{source: `(?i)a`, str: `/(?i)a/`, sourceText: `(?i)a`},
		{source: `é`, str: `/(?-mix:é)/`, sourceText: `(?-imx:é)`, fixed: true},
		{source: `\p{L}`, str: `/(?-mix:\p{L})/`, sourceText: `(?-imx:\p{L})`, fixed: true},
	} {
		assert.Equal(t, c.fixed, FixedEncoding(c.source), c.source)
		assert.Equal(t, c.str, String(c.source), c.source)
		assert.Equal(t, c.sourceText, SourceText(c.source), c.source)
	}
}
