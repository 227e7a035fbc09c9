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

// Rows of strftime.golden and strptime.golden are written by
// testdata/rubytime.rb from Ruby itself; they hold no template.

func TestStrftimeRuby(t *testing.T) {
	rows := golden.ReadTable(t, "testdata/strftime.golden")
	require.Len(t, rows, 4000)
	for _, r := range rows {
		sec, err := strconv.ParseInt(r.Fields[0], 10, 64)
		require.NoError(t, err)
		nsec, err := strconv.Atoi(r.Fields[1])
		require.NoError(t, err)
		off, err := strconv.ParseInt(r.Fields[2], 10, 64)
		require.NoError(t, err)
		var c Civil
		if r.Fields[3] == "1" {
			c = CivilAt(sec, nsec, 0)
			c.UTC = true
		} else {
			c = CivilAt(sec, nsec, off)
		}
		got, err := Strftime(r.Fields[4], &c)
		name := r.Name()
		if msg, isErr := r.WantError(); isErr {
			if assert.Error(t, err, name) {
				assert.Equal(t, msg, err.Error(), name)
			}
			continue
		}
		require.NoError(t, err, name)
		assert.Equal(t, r.Want, got, name)
	}
}

func ratString(r *big.Rat) string {
	if r.IsInt() {
		return r.Num().String()
	}
	return r.Num().String() + "/" + r.Denom().String()
}

// rubyInspect quotes a string the way Ruby's String#inspect does for
// printable ASCII text.
func rubyInspect(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`, "\t", `\t`, "\r", `\r`, "\f", `\f`, "\v", `\v`).Replace(s) + `"`
}

// describe lists what Strptime read like the golden rows: key=value in
// the order of Ruby's entries.
func describe(p *Parsed) string {
	var out []string
	field := func(k string, f Field) {
		if f.Set {
			out = append(out, k+"="+f.BigValue().String())
		}
	}
	for _, e := range []struct {
		k string
		f Field
	}{{"year", p.Year}, {"mon", p.Mon}, {"mday", p.MDay}, {"hour", p.Hour}, {"min", p.Min}, {"sec", p.Sec},
		{"wday", p.WDay}, {"yday", p.YDay}, {"cwyear", p.CWYear}, {"cweek", p.CWeek}, {"cwday", p.CWDay},
		{"wnum0", p.WNum0}, {"wnum1", p.WNum1}} {
		field(e.k, e.f)
	}
	if p.SecFraction != nil {
		out = append(out, "sec_fraction="+ratString(p.SecFraction))
	}
	if p.Seconds != nil {
		out = append(out, "seconds="+ratString(p.Seconds))
	}
	if p.HasZone {
		out = append(out, "zone="+rubyInspect(p.Zone))
		if p.Offset != nil {
			out = append(out, "offset="+ratString(p.Offset))
		} else {
			out = append(out, "offset=nil")
		}
	}
	if p.HasLeftover {
		out = append(out, "leftover="+rubyInspect(p.Leftover))
	}
	return strings.Join(out, " ")
}

func TestStrptimeRuby(t *testing.T) {
	rows := golden.ReadTable(t, "testdata/strptime.golden")
	require.Len(t, rows, 4000)
	matched := 0
	for _, r := range rows {
		p, ok := Strptime(r.Fields[0], r.Fields[1])
		name := r.Name()
		if r.Want == "nil" {
			assert.False(t, ok, name)
			continue
		}
		matched++
		if assert.True(t, ok, name) {
			assert.Equal(t, r.Want, describe(p), name)
		}
	}
	assert.Greater(t, matched, 1000)
}
