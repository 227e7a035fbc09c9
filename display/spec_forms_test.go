package display

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"prepl/types"
)

// TestTimeProgrammaticForm checks the %p form of time values, where the
// specification ("Timespan(<quoted string>)") is followed because Puppet
// 7 prints a Ruby object (DISAGREEMENTS item 36).
func TestTimeProgrammaticForm(t *testing.T) {
	span := types.NewTimespan(3600_500_000_000)
	stamp := types.NewTimestamp(0, 0)
	for _, c := range []struct {
		v      types.Value
		format string
		want   string
	}{
		{span, "%p", "Timespan('0-01:00:00.5')"},
		{stamp, "%p", "Timestamp('1970-01-01T00:00:00.000000000 UTC')"},
		{types.ArrayOf(span), "%s", "[Timespan('0-01:00:00.5')]"},
		{span, "%-26p", "Timespan('0-01:00:00.5')  "},
	} {
		got, err := FormatValue(c.v, types.String(c.format))
		if assert.NoError(t, err) {
			assert.Equal(t, c.want, got, c.format)
		}
	}
}
