package construct

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBase64Decoders checks the three base64 readers of Binary.new
// against Ruby's decode64 (%b), urlsafe_decode64 (%u) and
// strict_decode64 (%B), recorded by testdata/ruby_base64.rb; nil
// means Ruby rejects the text.
func TestBase64Decoders(t *testing.T) {
	data, err := os.ReadFile("testdata/ruby_base64.json")
	require.NoError(t, err)
	var cases []struct {
		Input   string
		Lenient []int `json:"b"`
		URLSafe []int `json:"u"`
		Strict  []int `json:"B"`
	}
	require.NoError(t, json.Unmarshal(data, &cases))
	require.NotEmpty(t, cases)
	ints := func(bs []byte) []int {
		out := make([]int, len(bs))
		for i, b := range bs {
			out[i] = int(b)
		}
		return out
	}
	for _, c := range cases {
		assert.Equal(t, c.Lenient, ints(lenientBase64(c.Input)), "%%b %q", c.Input)
		got, err := urlSafeBase64(c.Input)
		if c.URLSafe == nil {
			assert.Error(t, err, "%%u %q", c.Input)
		} else if assert.NoError(t, err, "%%u %q", c.Input) {
			assert.Equal(t, c.URLSafe, ints(got), "%%u %q", c.Input)
		}
		got, err = strictBase64(c.Input)
		if c.Strict == nil {
			assert.Error(t, err, "%%B %q", c.Input)
		} else if assert.NoError(t, err, "%%B %q", c.Input) {
			assert.Equal(t, c.Strict, ints(got), "%%B %q", c.Input)
		}
	}
}
