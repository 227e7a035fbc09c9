package types

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"prepl/internal/golden"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// checkTimeResult compares a result with Puppet's: the text, or the error
// message when Puppet failed. Messages in rubyMessages are Ruby's internal
// wording; there only the failure itself must match.
func checkTimeResult(t *testing.T, r golden.Row, got string, err error) {
	t.Helper()
	name := fmt.Sprintf("line %d %q", r.Line, r.Fields)
	if beyondTimeRange[r.Fields[0]] {
		assert.ErrorIs(t, err, errTimeRange, name)
		return
	}
	if msg, isErr := strings.CutPrefix(r.Want, "ERROR: "); isErr {
		if assert.Error(t, err, name) && !rubyMessage(msg) {
			assert.Equal(t, msg, err.Error(), name)
		}
		return
	}
	if assert.NoError(t, err, name) {
		assert.Equal(t, r.Want, got, name)
	}
}

// rubyMessage reports whether Puppet's error text is a Ruby exception
// message rather than Puppet's own wording.
func rubyMessage(msg string) bool {
	for _, p := range []string{"no implicit conversion", "Infinity", "upper is smaller"} {
		if strings.HasPrefix(msg, p) {
			return true
		}
	}
	return false
}

// secondsArg reads a Puppet Integer or Float literal of seconds.
func secondsArg(t *testing.T, s string) (int64, float64, bool) {
	t.Helper()
	if i, err := strconv.ParseInt(s, 10, 64); err == nil {
		return i, 0, false
	}
	f, err := strconv.ParseFloat(s, 64)
	require.NoError(t, err, s)
	return 0, f, true
}

func goldenTimestamp(t *testing.T, sec, nsec string) Timestamp {
	t.Helper()
	s, err := strconv.ParseInt(sec, 10, 64)
	require.NoError(t, err)
	n, err := strconv.ParseInt(nsec, 10, 64)
	require.NoError(t, err)
	return NewTimestamp(s, n)
}

func stringResult(v fmt.Stringer, err error) (string, error) {
	if err != nil {
		return "", err
	}
	return v.String(), nil
}

// Inputs Puppet turns into times beyond ±292 billion years (its
// nanoseconds are unbounded); the product reports them as out of range.
var beyondTimeRange = map[string]bool{"1e20": true, "99999999999999999999-01-01": true}

func TestTimestampGolden(t *testing.T) {
	rows := golden.ReadTable(t, "puptime/testdata/timestamp.golden")
	require.NotEmpty(t, rows)
	seen := map[string]int{}
	for _, r := range rows {
		f := r.Fields
		switch tpl := r.Template; {
		case strings.HasSuffix(tpl, ".strftime({q2}))"):
			seen["strftime"]++
			got, err := goldenTimestamp(t, f[0], f[1]).Format(f[2], "")
			checkTimeResult(t, r, got, err)
		case strings.HasSuffix(tpl, ".strftime({q2}, {q3}))"):
			seen["strftime zone"]++
			got, err := goldenTimestamp(t, f[0], f[1]).Format(f[2], f[3])
			checkTimeResult(t, r, got, err)
		case tpl == "notice(Timestamp({0}) + Timespan({nanoseconds => {1}}))":
			seen["string"]++
			checkTimeResult(t, r, goldenTimestamp(t, f[0], f[1]).String(), nil)
		case tpl == "notice(Timestamp({0}))":
			seen["seconds"]++
			i, fl, isFloat := secondsArg(t, f[0])
			if !isFloat {
				checkTimeResult(t, r, TimestampFromInt(i).String(), nil)
				continue
			}
			got, err := stringResult(TimestampFromSeconds(fl))
			checkTimeResult(t, r, got, err)
		case tpl == "notice(Timestamp({q0}))":
			seen["parse default"]++
			got, err := stringResult(ParseTimestamp(f[0], nil, ""))
			checkTimeResult(t, r, got, err)
		case tpl == "notice(Timestamp({q0}, {q1}))":
			seen["parse one"]++
			got, err := stringResult(ParseTimestampFormat(f[0], f[1], ""))
			checkTimeResult(t, r, got, err)
		case tpl == "notice(Timestamp({q0}, {q1}, {q2}))":
			seen["parse one zone"]++
			if f[2] == "current" {
				continue // the machine's offset; see TestTimestampCurrentZone
			}
			got, err := stringResult(ParseTimestampFormat(f[0], f[1], f[2]))
			checkTimeResult(t, r, got, err)
		case strings.HasPrefix(tpl, "notice(Timestamp({string => {q0}, timezone"):
			seen["parse default zone"]++
			got, err := stringResult(ParseTimestamp(f[0], nil, f[1]))
			checkTimeResult(t, r, got, err)
		case strings.HasPrefix(tpl, "notice(Timestamp({q0}, split("):
			seen["parse array"]++
			got, err := stringResult(ParseTimestamp(f[0], strings.Split(f[1], "|"), ""))
			checkTimeResult(t, r, got, err)
		default:
			t.Fatalf("unknown template %q", tpl)
		}
	}
	for _, k := range []string{"strftime", "strftime zone", "string", "seconds", "parse default", "parse one", "parse one zone", "parse default zone", "parse array"} {
		assert.NotZero(t, seen[k], k)
	}
}
