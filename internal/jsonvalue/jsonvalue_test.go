package jsonvalue

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"prepl/display"
)

func TestDecode(t *testing.T) {
	for _, tc := range []struct{ in, want, err string }{
		{in: `{"b": 1, "a": [1.5, "x", null, true], "c": {}}`, want: "{b => 1, a => [1.5, x, , true], c => {}}"},
		{in: `12345678901234567890`, want: "1.2345678901234567e+19"},
		{in: `"s"`, want: "s"},
		{in: `{"a": 1} x`, err: "unexpected data after the JSON value"},
		{in: `{"a": }`, err: "invalid character '}' looking for beginning of value"},
		{in: ``, err: "EOF"},
	} {
		v, err := Decode([]byte(tc.in))
		if tc.err != "" {
			assert.EqualError(t, err, tc.err, tc.in)
			continue
		}
		if assert.NoError(t, err, tc.in) {
			assert.Equal(t, tc.want, display.ToString(v), tc.in)
		}
	}
}

func FuzzDecode(f *testing.F) {
	for _, s := range []string{`{"a": [1, 2.5, "x"]}`, `[]`, `null`, `{"a": {"b": {}}}`, `1e400`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := Decode([]byte(s))
		if err == nil {
			assert.NotNil(t, v)
		}
	})
}
