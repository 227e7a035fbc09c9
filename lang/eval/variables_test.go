package eval

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestLastColons checks lastColons against strings.LastIndex on the
// qualified names variables have and on the odd names getvar() may be
// given.
func TestLastColons(t *testing.T) {
	for _, name := range []string{
		"x", "a::b", "::x", "::a::b", "a::b::c", "bench::params::domain",
		"a:b", "a:", ":a", ":", "::", ":::", "::::", "a:::b", "a::b:", "a::b:c", "a:b::c", "",
	} {
		assert.Equal(t, strings.LastIndex(name, "::"), lastColons(name), "%q", name)
	}
}
