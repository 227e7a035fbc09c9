package rubyfmt

import (
	"bufio"
	"encoding/json"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// loadCases reads a case file written by testdata/ruby_format.rb.
func loadCases(t testing.TB, path string) []jsonCase {
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	var cases []jsonCase
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var c jsonCase
		require.NoError(t, json.Unmarshal(sc.Bytes(), &c))
		cases = append(cases, c)
	}
	require.NoError(t, sc.Err())
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
	cases := loadCases(t, "testdata/format_cases.jsonl")
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
