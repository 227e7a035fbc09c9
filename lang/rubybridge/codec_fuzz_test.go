package rubybridge

import (
	"bufio"
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"

	"prepl/types"
)

// FuzzDecodeMessage: any line Ruby could send decodes to a message and
// values or fails with an error, never a panic; what decodes encodes
// again to a form that decodes to an equal value.
func FuzzDecodeMessage(f *testing.F) {
	for _, s := range []string{
		`{"r": null}`, `{"r": [1, "a", true, {"f": 1.5}, {"d": 1}]}`,
		`{"r": {"h": ["a", 1, [1], {"h": []}]}}`, `{"r": {"re": "a+"}}`,
		`{"r": {"sens": "x"}}`, `{"r": {"ref": 0}}`, `{"e": "boom", "need": "x"}`,
		`{"cb": "call", "name": "f", "args": [1]}`, `{"r": 123456789012345678901}`,
		`{"r": {"f": 1e400}}`, `{"r": {"h": [1]}}`, `[]`, `{} {}`, `{"r": {"re": "("}}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		m, err := readMessage(bufio.NewReader(bytes.NewReader(append(line, '\n'))))
		if err != nil {
			return
		}
		h := &handles{vals: []types.Value{types.String("kept")}}
		v, err := h.decode(m["r"])
		if err != nil {
			return
		}
		enc, err := encodeMessage(map[string]any{"r": h.encode(v)})
		require.NoError(t, err)
		m2, err := decodeMessage(bytes.TrimSuffix(enc, []byte("\n")))
		require.NoError(t, err)
		v2, err := h.decode(m2["r"])
		require.NoError(t, err)
		require.True(t, types.Equal(v, v2), "%v != %v", v, v2)
	})
}
