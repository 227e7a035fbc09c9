package puptime

import (
	"math/big"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/internal/golden"
)

// spanOf returns the nanoseconds of days and nanoseconds given as decimal
// strings.
func spanOf(t *testing.T, days, nanos string) *big.Int {
	t.Helper()
	d, err := strconv.ParseInt(days, 10, 64)
	require.NoError(t, err)
	n, err := strconv.ParseInt(nanos, 10, 64)
	require.NoError(t, err)
	total := new(big.Int).Mul(big.NewInt(d), big.NewInt(86400e9))
	return total.Add(total, big.NewInt(n))
}

func formatSpan(f *SpanFormat, n *big.Int) string {
	return f.Format(n.Sign() < 0, new(big.Int).Abs(n))
}

// spanMessageDiffers lists golden rows whose error is worded differently:
// Puppet reports a Ruby regular-expression failure there.
var spanMessageDiffers = map[string]bool{"5|%-0H": true}

func TestSpanGolden(t *testing.T) {
	rows := golden.ReadTable(t, "testdata/timespan.golden")
	require.NotEmpty(t, rows)
	seen := map[string]int{}
	for _, r := range rows {
		name := r.Name()
		want, wantErr := r.WantError()
		check := func(got string, err error) {
			if wantErr {
				require.Error(t, err, name)
				if !spanMessageDiffers[strings.Join(r.Fields, "|")] {
					assert.Equal(t, want, err.Error(), name)
				}
				return
			}
			require.NoError(t, err, name)
			assert.Equal(t, r.Want, got, name)
		}
		switch tpl := r.Template; {
		case strings.HasSuffix(tpl, ".strftime({q2}))"):
			seen["format"]++
			f, err := CompileSpanFormat(r.Fields[2])
			if err != nil {
				check("", err)
				continue
			}
			check(formatSpan(f, spanOf(t, r.Fields[0], r.Fields[1])), nil)
		case strings.HasPrefix(tpl, "notice(Timespan({days"):
			seen["string"]++
			check(formatSpan(SpanDefaults[0], spanOf(t, r.Fields[0], r.Fields[1])), nil)
		case tpl == "notice(Timespan({q0}))":
			seen["parse default"]++
			n, err := ParseSpanDefault(r.Fields[0])
			if err != nil {
				check("", err)
				continue
			}
			check(formatSpan(SpanDefaults[0], n), nil)
		case tpl == "notice(Timespan({q0}, {q1}))":
			seen["parse one"]++
			f, err := CompileSpanFormat(r.Fields[1])
			if err != nil {
				check("", err)
				continue
			}
			n, err := f.Parse(r.Fields[0])
			if err != nil {
				check("", err)
				continue
			}
			check(formatSpan(SpanDefaults[0], n), nil)
		case strings.HasPrefix(tpl, "notice(Timespan({q0}, split("):
			seen["parse array"]++
			n, err := ParseSpan(r.Fields[0], strings.Split(r.Fields[1], "|"))
			if err != nil {
				check("", err)
				continue
			}
			check(formatSpan(SpanDefaults[0], n), nil)
		}
	}
	for _, k := range []string{"format", "string", "parse default", "parse one", "parse array"} {
		assert.NotZero(t, seen[k], k)
	}
}
