package types

import (
	"strconv"
	"strings"
	"testing"

	"prepl/internal/golden"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func goldenTimespan(t *testing.T, days, nanos string) Timespan {
	t.Helper()
	d, err := strconv.ParseInt(days, 10, 64)
	require.NoError(t, err)
	n, err := strconv.ParseInt(nanos, 10, 64)
	require.NoError(t, err)
	ts, err := TimespanFromParts(d, 0, 0, 0, 0, 0, n)
	require.NoError(t, err)
	return ts
}

// Timespans Puppet makes beyond ±292 billion years, out of range here.
var spanBeyondRange = map[string]bool{
	"1e20":                             true,
	"99999999999999999999":             true,
	"-9223372036854775807|0|0|0|0|0|0": true,
	"9223372036854775807|0|0|0|0|0|0":  true,
	"9223372036854775807|-9223372036854775807|0|0|0|0|0": true,
}

func TestTimespanGolden(t *testing.T) {
	rows := golden.ReadTable(t, "puptime/testdata/timespan.golden")
	require.NotEmpty(t, rows)
	seen := map[string]int{}
	for _, r := range rows {
		f := r.Fields
		if spanBeyondRange[strings.Join(f, "|")] {
			seen["range"]++
			var err error
			switch {
			case f[0] == "1e20":
				_, err = TimespanFromSeconds(1e20)
			case len(f) == 1:
				_, err = ParseTimespan(f[0], nil)
			default:
				a := make([]int64, 7)
				for i := range a {
					a[i], _ = strconv.ParseInt(f[i], 10, 64)
				}
				_, err = TimespanFromParts(a[0], a[1], a[2], a[3], a[4], a[5], a[6])
			}
			assert.ErrorIs(t, err, errTimeRange, "line %d", r.Line)
			continue
		}
		switch tpl := r.Template; {
		case strings.HasSuffix(tpl, ".strftime({q2}))"):
			seen["format"]++
			got, err := goldenTimespan(t, f[0], f[1]).Format(f[2])
			checkTimeResult(t, r, got, err)
		case strings.HasPrefix(tpl, "notice(Timespan({days"):
			seen["string"]++
			checkTimeResult(t, r, goldenTimespan(t, f[0], f[1]).String(), nil)
		case tpl == "notice(Timespan({q0}))":
			seen["parse default"]++
			got, err := stringResult(ParseTimespan(f[0], nil))
			checkTimeResult(t, r, got, err)
		case tpl == "notice(Timespan({q0}, {q1}))":
			seen["parse one"]++
			got, err := stringResult(ParseTimespanFormat(f[0], f[1]))
			checkTimeResult(t, r, got, err)
		case strings.HasPrefix(tpl, "notice(Timespan({q0}, split("):
			seen["parse array"]++
			got, err := stringResult(ParseTimespan(f[0], strings.Split(f[1], "|")))
			checkTimeResult(t, r, got, err)
		case tpl == "notice(Timespan({0}))":
			seen["seconds"]++
			i, fl, isFloat := secondsArg(t, f[0])
			if !isFloat {
				checkTimeResult(t, r, TimespanFromInt(i).String(), nil)
				continue
			}
			got, err := stringResult(TimespanFromSeconds(fl))
			checkTimeResult(t, r, got, err)
		case strings.HasPrefix(tpl, "notice(Timespan({0}, {1}, {2}"):
			seen["parts"]++
			a := make([]int64, 7)
			for i := range a {
				var err error
				a[i], err = strconv.ParseInt(f[i], 10, 64)
				require.NoError(t, err)
			}
			got, err := stringResult(TimespanFromParts(a[0], a[1], a[2], a[3], a[4], a[5], a[6]))
			checkTimeResult(t, r, got, err)
		default:
			t.Fatalf("unknown template %q", tpl)
		}
	}
	for _, k := range []string{"range", "format", "string", "parse default", "parse one", "parse array", "seconds", "parts"} {
		assert.NotZero(t, seen[k], k)
	}
}
