package dap

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestMurmur2MatchesJupyter: the values ipykernel's murmur2_x86 (the hash
// JupyterLab also computes) gives with the debugger's seed.
func TestMurmur2MatchesJupyter(t *testing.T) {
	for _, tc := range []struct {
		code string
		want uint32
	}{
		{"", 3990065800},
		{"a", 2167009006},
		{"ab", 2805137849},
		{"abc", 3350977461},
		{"abcd", 804720481},
		{"notice(1)", 2650822178},
		{"héllo wörld ☃", 632963011},
		{"$x = [1, 2, 3]\n$x.map |$v| { $v * 2 }\n", 2851675693},
	} {
		assert.Equal(t, tc.want, murmur2([]byte(tc.code), cellHashSeed), "%q", tc.code)
	}
}
