package display

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/internal/golden"
	"prepl/types"
)

// goldenCase is one row of testdata/string.golden.
type goldenCase struct {
	value, format string
	want          string // the expected text
	err           string // the expected error message, when want is unset
	isErr         bool
}

func loadGolden(t *testing.T, path string) []goldenCase {
	var cases []goldenCase
	for _, r := range golden.ReadTable(t, path) {
		require.Len(t, r.Fields, 2, r.Name())
		c := goldenCase{value: r.Fields[0], format: r.Fields[1], want: r.Want}
		c.err, c.isErr = r.WantError()
		cases = append(cases, c)
	}
	return cases
}

// TestStringAgainstPuppet replays String(value, format) for every row of
// every table of the String.new specification under flag, width and
// precision variations, format maps and format errors, with the results
// recorded from Puppet 7 by scripts/record-display.py.
func TestStringAgainstPuppet(t *testing.T) {
	cases := loadGolden(t, "testdata/string.golden")
	require.Greater(t, len(cases), 9000)
	failures := 0
	for _, c := range cases {
		if !checkGolden(t, c) {
			failures++
			if failures > 60 {
				t.Fatal("too many failures")
			}
		}
	}
}

func checkGolden(t *testing.T, c goldenCase) bool {
	t.Helper()
	v, err := parseLiteral(c.value)
	require.NoError(t, err, c.value)
	f, err := parseLiteral(c.format)
	require.NoError(t, err, c.format)
	got, err := FormatValue(v, f)
	label := "String(" + c.value + ", " + c.format + ")"
	if c.isErr {
		if !assert.Error(t, err, "%s gave %q", label, got) {
			return false
		}
		if strings.HasPrefix(c.err, "'new_string'") {
			return true
		}
		// record-display.py records messages on one line.
		return assert.Equal(t, c.err, strings.ReplaceAll(err.Error(), "\n", " "), label)
	}
	return assert.NoError(t, err, label) && assert.Equal(t, c.want, got, label)
}

var _ = types.Undef
