package rubyfmt

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/internal/golden"
)

// loadCases reads a golden table written by testdata/ruby_format.rb: the
// format, its arguments as JSON and Ruby's output or error.
func loadCases(t testing.TB, path string) []jsonCase {
	var cases []jsonCase
	for _, r := range golden.ReadTable(t, path) {
		require.Len(t, r.Fields, 2, r.Name())
		c := jsonCase{F: r.Fields[0]}
		require.NoError(t, json.Unmarshal([]byte(r.Fields[1]), &c.A), r.Name())
		if msg, ok := r.WantError(); ok {
			c.E = &msg
		} else {
			c.O = &r.Want
		}
		cases = append(cases, c)
	}
	return cases
}

// checkCase runs one recorded case through Format and compares.
func checkCase(t *testing.T, c jsonCase) bool {
	t.Helper()
	got, err := Format(c.F, testArgs(c.A))
	if c.E != nil {
		return assert.EqualError(t, err, *c.E, "%s", c)
	}
	return assert.NoError(t, err, "%s", c) && assert.Equal(t, *c.O, got, "%s", c)
}

// TestFormatAgainstRuby replays Kernel#format outputs recorded from Ruby
// (testdata/cases.rb lists the inputs): every integer and float verb under
// flag, width and precision combinations, string conversions, and the
// directive syntax with its errors.
func TestFormatAgainstRuby(t *testing.T) {
	cases := loadCases(t, "testdata/format_cases.golden")
	require.Greater(t, len(cases), 5000)
	failures := 0
	for _, c := range cases {
		if !checkCase(t, c) {
			failures++
			if failures > 40 {
				t.Fatal("too many failures")
			}
		}
	}
}
